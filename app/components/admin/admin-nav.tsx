import { Link } from 'react-router'
import { useT } from '#app/i18n/use-t.ts'
import type { AdminTab } from './admin-ui.tsx'

export const TAB_LABELS: Record<AdminTab, string> = {
	dashboard: 'Dashboard',
	listings: 'Listings',
	moderation: 'Moderation',
	'payment-fixer': 'Payment Fixer',
}

/** The admin sections with pages of their own (/admin/<key>), after the /admin tabs: add a section here. */
const PAGES = {
	users: 'Users',
	featured: 'Featured',
	banners: 'Banners',
	analytics: 'Analytics',
	health: 'System Health',
	reports: 'Reports',
	logs: 'Moderation Logs',
	messages: 'Messages',
	support: 'Support',
	fraud: 'Fraud',
} as const

export type AdminSection = AdminTab | keyof typeof PAGES

/** The admin pages' heading and navigation: the /admin tabs, then the sections with pages of their own. */
export function AdminNav({ current }: { current: AdminSection }) {
	const t = useT()
	const links = [
		...(Object.keys(TAB_LABELS) as AdminTab[]).map((tab) => ({ key: tab as AdminSection, to: `/admin?tab=${tab}`, label: TAB_LABELS[tab] })),
		...(Object.keys(PAGES) as (keyof typeof PAGES)[]).map((page) => ({ key: page as AdminSection, to: `/admin/${page}`, label: PAGES[page] })),
	]
	return (
		<>
			<div className="admin-head">
				<h1>{t('Admin Dashboard')}</h1>
				<Link className="btn" to="/">
					{t('Back to Main')}
				</Link>
			</div>
			<nav className="tabs admin-tabs" aria-label={t('Admin sections')}>
				{links.map(({ key, to, label }) => (
					<Link key={key} to={to} aria-current={current === key ? 'page' : undefined}>
						{t(label)}
					</Link>
				))}
			</nav>
		</>
	)
}
