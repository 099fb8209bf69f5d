import { Link } from 'react-router'
import type { AdminTab } from './admin-ui.tsx'

export const TAB_LABELS: Record<AdminTab, string> = {
	dashboard: 'Dashboard',
	listings: 'Listings',
	moderation: 'Moderation',
	'payment-fixer': 'Payment Fixer',
}

/** The admin pages' heading and navigation: the /admin tabs, then /admin/messages. */
export function AdminNav({ current }: { current: AdminTab | 'messages' }) {
	return (
		<>
			<div className="admin-head">
				<h1>Admin Dashboard</h1>
				<Link className="btn" to="/">
					Back to Main
				</Link>
			</div>
			<nav className="tabs admin-tabs" aria-label="Admin sections">
				{(Object.keys(TAB_LABELS) as AdminTab[]).map((tab) => (
					<Link key={tab} to={`/admin?tab=${tab}`} aria-current={current === tab ? 'page' : undefined}>
						{TAB_LABELS[tab]}
					</Link>
				))}
				<Link to="/admin/messages" aria-current={current === 'messages' ? 'page' : undefined}>
					Messages
				</Link>
			</nav>
		</>
	)
}
