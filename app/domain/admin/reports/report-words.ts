/** What the report form offers and says (spec 2 §2 "Generate report dialog", §5, §8). Zod-free: the page imports it. */

export const REPORT_TYPES = ['ANALYTICS', 'FINANCIAL', 'MODERATION', 'SECURITY', 'CUSTOM'] as const
export type ReportType = (typeof REPORT_TYPES)[number]

export const REPORT_FORMATS = ['PDF', 'CSV', 'JSON'] as const
export type ReportFormat = (typeof REPORT_FORMATS)[number]

/** Every metric a report can include, and the report types that offer it (CUSTOM offers them all). */
export const REPORT_METRICS = {
	overview: { label: 'Totals (users, listings, revenue, conversion)', types: ['ANALYTICS'] },
	daily: { label: 'Daily users, listings and fees', types: ['ANALYTICS'] },
	categories: { label: 'Top categories', types: ['ANALYTICS'] },
	geography: { label: 'Listings by town', types: ['ANALYTICS'] },
	revenue: { label: 'Revenue by day', types: ['FINANCIAL'] },
	listing_fees: { label: 'Listing fees paid', types: ['FINANCIAL'] },
	subscriptions: { label: 'Subscriptions and churn', types: ['FINANCIAL'] },
	orders: { label: 'Orders and average order value', types: ['FINANCIAL'] },
	payments: { label: 'M-PESA prompts by outcome', types: ['FINANCIAL', 'SECURITY'] },
	moderation_actions: { label: 'Moderation actions', types: ['MODERATION'] },
	moderation_log: { label: 'Moderation log entries', types: ['MODERATION'] },
	flags: { label: 'Reports from buyers (flags)', types: ['MODERATION', 'SECURITY'] },
	listing_statuses: { label: 'Listings by status', types: ['MODERATION'] },
	accounts: { label: 'New and suspended accounts', types: ['SECURITY'] },
	admins: { label: 'Admin accounts and their actions', types: ['SECURITY'] },
	login_attempts: { label: 'Throttled sign-in attempts', types: ['SECURITY'] },
	issue_reports: { label: 'Issues reported (scams, harassment…)', types: ['SECURITY'] },
} as const satisfies Record<string, { label: string; types: readonly ReportType[] }>

export type ReportMetric = keyof typeof REPORT_METRICS
export const METRIC_KEYS = Object.keys(REPORT_METRICS) as [ReportMetric, ...ReportMetric[]]

/** The metrics a type offers, in catalogue order. */
export function metricsOf(type: ReportType): ReportMetric[] {
	return METRIC_KEYS.filter((key) => type === 'CUSTOM' || (REPORT_METRICS[key].types as readonly ReportType[]).includes(type))
}

export const REPORT_WORDS = {
	failed: 'Failed to generate report',
	needType: 'Please select a report type',
	needFormat: 'Please choose a format: PDF, CSV or JSON',
	needMetrics: 'Please choose at least one metric to include',
	wrongMetric: (metric: string, type: string) => `${metric} is not a metric of a ${type} report`,
	ready: 'Report ready',
	notFound: 'Report not found',
} as const

/** The download's content type and file extension. */
export const FORMAT_FILES: Record<ReportFormat, { type: string; ext: string }> = {
	PDF: { type: 'application/pdf', ext: 'pdf' },
	CSV: { type: 'text/csv; charset=utf-8', ext: 'csv' },
	JSON: { type: 'application/json; charset=utf-8', ext: 'json' },
}
