/** The Analytics section's sub-tabs (spec 2 §2) and how often each reloads with JavaScript on (spec 2 §7, §9). */
export const ANALYTICS_VIEWS = [
	{ key: 'overview', label: 'Overview', pollMs: 30_000 },
	{ key: 'categories', label: 'Categories', pollMs: 30_000 },
	{ key: 'geography', label: 'Geography', pollMs: 30_000 },
	{ key: 'subscriptions', label: 'Subscriptions', pollMs: 60_000 },
] as const

export type AnalyticsView = (typeof ANALYTICS_VIEWS)[number]['key']

export const HEALTH_POLL_MS = 10_000
export const MODERATION_LOGS_POLL_MS = 60_000
