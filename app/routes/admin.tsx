import { Link, isRouteErrorResponse } from 'react-router'
import type { Route } from './+types/admin'
import { ACCESS_DENIED, type AdminTab } from '#app/components/admin/admin-ui.tsx'
import { DashboardTab } from '#app/components/admin/dashboard-tab.tsx'
import { ListingsTab } from '#app/components/admin/listings-tab.tsx'
import { ModerationTab } from '#app/components/admin/moderation-tab.tsx'
import { PaymentFixerTab } from '#app/components/admin/payment-fixer-tab.tsx'
import { loadAdminTab, requireAdminPage } from './admin/loader.server.ts'
import { adminAction } from './admin/action.server.ts'

const TAB_LABELS: Record<AdminTab, string> = {
	dashboard: 'Dashboard',
	listings: 'Listings',
	moderation: 'Moderation',
	'payment-fixer': 'Payment Fixer',
}

export const meta: Route.MetaFunction = ({ data }) => [
	{ title: `${data ? `${TAB_LABELS[data.tab]} · ` : ''}Admin · Soko` },
	{ name: 'robots', content: 'noindex' },
]

export async function loader({ request, context }: Route.LoaderArgs) {
	const admin = await requireAdminPage(request, context)
	return { ...(await loadAdminTab(context, admin, new URL(request.url))), simulator: context.env.MPESA_MODE === 'simulator' }
}

export async function action({ request, context }: Route.ActionArgs) {
	const admin = await requireAdminPage(request, context)
	return adminAction(request, context, admin)
}

export default function Admin({ loaderData }: Route.ComponentProps) {
	const data = loaderData
	return (
		<div className="admin">
			<div className="admin-head">
				<h1>Admin Dashboard</h1>
				<Link className="btn" to="/">
					Back to Main
				</Link>
			</div>
			<nav className="tabs admin-tabs" aria-label="Admin sections">
				{(Object.keys(TAB_LABELS) as AdminTab[]).map((tab) => (
					<Link key={tab} to={`/admin?tab=${tab}`} aria-current={data.tab === tab ? 'page' : undefined}>
						{TAB_LABELS[tab]}
					</Link>
				))}
			</nav>
			{data.simulator ? (
				<p className="notice" role="status">
					<strong>M-PESA simulator is on</strong> (MPESA_MODE=simulator): listing fees are not being collected. Every
					payment is pretend.
				</p>
			) : null}
			{data.tab === 'dashboard' ? <DashboardTab data={data.dashboard} now={data.now} /> : null}
			{data.tab === 'listings' ? <ListingsTab data={data.listings} now={data.now} /> : null}
			{data.tab === 'moderation' ? <ModerationTab data={data.reviews} reports={data.reports} /> : null}
			{data.tab === 'payment-fixer' ? <PaymentFixerTab data={data.fixer} /> : null}
		</div>
	)
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
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
