import { isRouteErrorResponse } from 'react-router'
import { ACCESS_DENIED } from './admin-ui.tsx'

/**
 * The admin pages' error boundary: Access Denied for a signed-in non-admin (403), else a generic apology. Each route
 * wraps it in its own `export function ErrorBoundary`: React Router misses a re-exported one.
 */
export function AdminErrorBoundary({ error }: { error: unknown }) {
	const denied = isRouteErrorResponse(error) && error.status === 403
	if (!denied) console.error(error)
	return (
		<section className="empty">
			<h1>{denied ? 'Access Denied' : 'Sorry'}</h1>
			<p>{denied ? ACCESS_DENIED : 'Something went wrong on our side. Please try again.'}</p>
			<a className="btn btn-primary" href="/">
				Back to Home
			</a>
		</section>
	)
}
