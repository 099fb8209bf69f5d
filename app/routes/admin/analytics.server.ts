import type { AppContext } from '#app/context.ts'
import { analyticsOverview } from '#app/domain/admin/analytics-overview.server.ts'
import { subscriptionAnalytics } from '#app/domain/admin/subscription-analytics.server.ts'
import { PeriodQuerySchema, periodQueryOf } from '#app/domain/admin/period-schema.ts'
import { DEFAULT_PERIOD_DAYS, lastDays } from '#app/domain/admin/period.ts'
import { ANALYTICS_VIEWS, type AnalyticsView } from '#app/components/admin/analytics-views.ts'

const FAILED = 'Failed to fetch admin data'

/** /admin/analytics: the chosen view's figures for the chosen period; a bad period is said, and the default shown. */
export async function loadAnalyticsPage(context: AppContext, url: URL) {
	const asked = url.searchParams.get('view')
	const view: AnalyticsView = ANALYTICS_VIEWS.some((v) => v.key === asked) ? (asked as AnalyticsView) : 'overview'
	const parsed = PeriodQuerySchema.safeParse(periodQueryOf(url))
	const period = parsed.success ? parsed.data : lastDays(DEFAULT_PERIOD_DAYS)
	const periodError = parsed.success ? null : (parsed.error.issues[0]?.message ?? FAILED)
	const base = { view, period: { from: period.fromDay, to: period.toDay, days: period.days.length }, periodError, loadedAt: new Date().toISOString() }
	try {
		if (view === 'subscriptions') return { ...base, failed: null, analytics: null, subscriptions: await subscriptionAnalytics(context.db, { period }) }
		return { ...base, failed: null, analytics: await analyticsOverview(context.db, { period }), subscriptions: null }
	} catch (error) {
		console.error('Admin analytics failed:', error)
		return { ...base, failed: FAILED, analytics: null, subscriptions: null }
	}
}
