/** The buyer dashboard's tabs and words (zod-free: the page's JavaScript uses them). Spec texts are exact. */
export const DASHBOARD_TABS = [
	{ tab: 'alerts', label: 'Alerts & Notifications' },
	{ tab: 'subscription', label: 'Subscription' },
	{ tab: 'profile', label: 'Profile' },
] as const

export type DashboardTab = (typeof DASHBOARD_TABS)[number]['tab']

/** The tab a `?tab=` names; anything else is the first. */
export function dashboardTab(value: string | null): DashboardTab {
	return DASHBOARD_TABS.find((t) => t.tab === value)?.tab ?? 'alerts'
}

export const DASHBOARD_WORDS = {
	createFailed: 'Failed to create alert',
	deleteFailed: 'Failed to delete alert',
	changeFailed: 'Failed to change alert',
	subscriptionFailed: 'Failed to update subscription.',
	communicationFailed: 'Failed to save where alerts go',
	communicationSaved: (channel: 'EMAIL' | 'SMS') => (channel === 'SMS' ? 'Instant alerts will come by SMS' : 'Instant alerts will come by email'),
} as const
