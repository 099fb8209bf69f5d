import { isRouteErrorResponse } from 'react-router'
import { ACCESS_DENIED } from './admin-ui.tsx'

/**
 * The admin pages' error boundary: Access Denied for a signed-in non-admin (403), else a generic apology. Each route
 * wraps it in its own `export function ErrorBoundary`: React Router misses a re-exported one. `failed` is the page's
 * own apology (spec 2 §8: 'Failed to fetch admin data'); a 404 Response's text is shown as it is.
 */
export function AdminErrorBoundary({ error, failed = 'Something went wrong on our side. Please try again.' }: { error: unknown; failed?: string }) {
	const denied = isRouteErrorResponse(error) && error.status === 403
	// A page about a record that doesn't exist (/admin/fraud/cases/999) says which, as its loader put it.
	const missing = isRouteErrorResponse(error) && error.status === 404 && typeof error.data === 'string' ? error.data : null
	if (!denied && !missing) console.error(error)
	return (
		<section className="empty">
			<h1>{denied ? 'Access Denied' : missing ? 'Not found' : 'Sorry'}</h1>
			<p>{denied ? ACCESS_DENIED : (missing ?? failed)}</p>
			<a className="btn btn-primary" href="/">
				Back to Home
			</a>
		</section>
	)
}
