import { checkBody, requireApiUser } from '#app/routes/+shared/api.server.ts'
import { apiRoute } from '#app/routes/+shared/api-route.server.ts'
import { analyticsOverview } from '#app/domain/admin/analytics-overview.server.ts'
import { PeriodQuerySchema, periodQueryOf } from '#app/domain/admin/period-schema.ts'

/**
 * GET /api/admin/analytics[?from=YYYY-MM-DD&to=YYYY-MM-DD | ?days=N] — spec 2 §3's analytics, the last 30 days by
 * default, with fraudDetectionAccuracy (percent, null until decided) and its details in fraudDetection.
 */
const route = apiRoute({
	async GET({ request, context }) {
		await requireApiUser(request, context, ['ADMIN'])
		const period = checkBody(periodQueryOf(new URL(request.url)), PeriodQuerySchema)
		return Response.json(await analyticsOverview(context.db, { period }), { headers: { 'Cache-Control': 'no-store' } })
	},
})

export const loader = route.loader
export const action = route.action
