import { useT } from '#app/i18n/use-t.ts'
import { useFetcher, useLocation } from 'react-router'

type Banner = { id: number; title: string; content: string; type: string }

const STYLED = ['EMERGENCY', 'MAINTENANCE', 'FEATURE', 'PROMOTIONAL']

function BannerItem({ banner }: { banner: Banner }) {
	const t = useT()
	const fetcher = useFetcher()
	const location = useLocation()
	if (fetcher.state !== 'idle' || fetcher.data) return null
	return (
		<div className={`banner${STYLED.includes(banner.type) ? ` banner-${banner.type}` : ''}`} role="region" aria-label={banner.title}>
			{/* One line on a phone, its ▾ saying there is more; tapping it shows the rest (no JavaScript needed). */}
			<details className="banner-text">
				<summary>
					<span className="banner-line">
						<strong>{banner.title}</strong> {banner.content}
					</span>
				</summary>
			</details>
			<fetcher.Form method="post" action="/banners/dismiss">
				<input type="hidden" name="id" value={banner.id} />
				<input type="hidden" name="redirectTo" value={location.pathname + location.search} />
				<button className="btn btn-ghost" type="submit" aria-label={t('Dismiss banner')} title={t('Dismiss banner')}>
					✕
				</button>
			</fetcher.Form>
		</div>
	)
}

/**
 * The first active banner for this page, one at a time so the page's own content starts on the first screen; once
 * dismissed (remembered in a cookie, so it works without JS too) the next one shows.
 */
export function BannerStrip({ banner }: { banner: Banner | null }) {
	return banner ? <BannerItem key={banner.id} banner={banner} /> : null
}
