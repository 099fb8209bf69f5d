import { isRouteErrorResponse } from 'react-router'
import { useT } from '#app/i18n/use-t.ts'
import { ACCESS_DENIED } from './admin-ui.tsx'

/**
 * The admin pages' error boundary: Access Denied for a signed-in non-admin (403), else a generic apology. Each route
 * wraps it in its own `export function ErrorBoundary`: React Router misses a re-exported one. `failed` is the page's
 * own apology (spec 2 §8: 'Failed to fetch admin data'); a 404 or 403 Response's text is shown as it is (an admin
 * refused a conversation nobody reported is told why). It logs nothing: the server's handleError has logged what went
 * wrong (and not a refused form's 400), React what broke in the browser.
 */
export function AdminErrorBoundary({ error, failed = 'Something went wrong on our side. Please try again.' }: { error: unknown; failed?: string }) {
	const t = useT()
	const denied = isRouteErrorResponse(error) && error.status === 403
	// A page about a record that doesn't exist (/admin/fraud/cases/999) says which, as its loader put it.
	const said = isRouteErrorResponse(error) && typeof error.data === 'string' && error.data ? error.data : null
	const missing = isRouteErrorResponse(error) && error.status === 404 ? said : null
	return (
		<section className="empty">
			<h1>{denied ? t('Access Denied') : missing ? t('Not found') : t('Sorry')}</h1>
			<p>{t(denied ? (said ?? ACCESS_DENIED) : (missing ?? failed))}</p>
			<a className="btn btn-primary" href="/">
				{t('Back to Home')}
			</a>
		</section>
	)
}
