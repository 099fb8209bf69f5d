import { METRIC_KEYS, REPORT_METRICS, metricsOf, type ReportMetric, type ReportType } from './report-words.ts'

/**
 * Names a client reads off the spec rather than our catalogue (spec 2's Analytics: totalUsers, activeUsers,
 * totalListings, pendingListings, revenue, averageOrderValue, conversionRate, totalTransactions, dailyMetrics,
 * topCategories, geographicDistribution; or plainly users, listings, revenue), spelt any way (case, `_`, `-`, spaces),
 * and the metrics that hold them, the first the report's type offers winning: `revenue` is the totals of an ANALYTICS
 * report and the revenue by day of a FINANCIAL one.
 */
const ALIASES: Record<string, readonly ReportMetric[]> = {
	users: ['overview'],
	totalusers: ['overview'],
	activeusers: ['overview'],
	newusers: ['overview'],
	listings: ['overview'],
	totallistings: ['overview'],
	pendinglistings: ['overview'],
	newlistings: ['overview'],
	revenue: ['revenue', 'overview'],
	totalrevenue: ['revenue', 'overview'],
	averageordervalue: ['orders', 'overview'],
	conversion: ['overview'],
	conversionrate: ['overview'],
	transactions: ['listing_fees', 'overview'],
	totaltransactions: ['listing_fees', 'overview'],
	totals: ['overview'],
	dailymetrics: ['daily'],
	topcategories: ['categories'],
	geographicdistribution: ['geography'],
	locations: ['geography'],
	towns: ['geography'],
	fees: ['listing_fees'],
	moderation: ['moderation_actions'],
	moderationlogs: ['moderation_log'],
	logins: ['login_attempts'],
}

const squashed = (name: string) => name.toLowerCase().replace(/[^a-z]/g, '')
const BY_SQUASHED = new Map(METRIC_KEYS.map((key) => [squashed(key), key]))

export type MetricName = { metric: ReportMetric } | { unknown: string } | { notOffered: ReportMetric }

/** What a metric name a client sent means in a report of `type`: a metric, one the type does not offer, or nothing. */
export function resolveMetricName(name: unknown, type: ReportType): MetricName {
	if (typeof name !== 'string') return { unknown: JSON.stringify(name) }
	const key = squashed(name)
	const own = BY_SQUASHED.get(key)
	// Own keys only: "constructor" is no alias of anything.
	const candidates = [...(own ? [own] : []), ...(Object.hasOwn(ALIASES, key) ? ALIASES[key]! : [])]
	if (candidates.length === 0) return { unknown: name }
	const offered = metricsOf(type)
	const metric = candidates.find((c) => offered.includes(c))
	return metric ? { metric } : { notOffered: candidates[0]! }
}

/** The metric a name means in a report of `type`, if it means one the type offers. */
export function resolvedMetric(name: unknown, type: ReportType): ReportMetric[] {
	const resolved = resolveMetricName(name, type)
	return 'metric' in resolved ? [resolved.metric] : []
}

/** The refusal of names that mean nothing: each named, and what a report of `type` accepts. */
export function unknownMetricsMessage(names: string[], type: ReportType) {
	const accepted = metricsOf(type).map((key) => `${key} (${REPORT_METRICS[key].label})`)
	return `Unknown ${names.length === 1 ? 'metric' : 'metrics'}: ${names.join(', ')}. Metrics of ${type} reports: ${accepted.join(', ')}`
}
