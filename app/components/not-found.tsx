import { useT } from '#app/i18n/use-t.ts'

export function NotFound() {
	const t = useT()
	return (
		<section className="empty">
			<h1>{t('404 Page Not Found')}</h1>
			<p>{t('The page you are looking for does not exist or has moved.')}</p>
			<p className="row" style={{ justifyContent: 'center' }}>
				<a className="btn btn-primary" href="/">
					{t('Back to Home')}
				</a>
				<a className="btn" href="/browse">
					{t('Browse items')}
				</a>
			</p>
		</section>
	)
}
