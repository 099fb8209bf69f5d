import { checkBody, requireApiUser } from '#app/routes/+shared/api.server.ts'
import { apiRoute } from '#app/routes/+shared/api-route.server.ts'
import { subscriptionAnalytics } from '#app/domain/admin/subscription-analytics.server.ts'
import { PeriodQuerySchema, periodQueryOf } from '#app/domain/admin/period-schema.ts'

/** GET /api/admin/subscription-analytics[?from&to | ?days] — totalSubscriptions, activeSubscriptions, monthlyRevenue, churnRate. */
const route = apiRoute({
	async GET({ request, context }) {
		await requireApiUser(request, context, ['ADMIN'])
		const period = checkBody(periodQueryOf(new URL(request.url)), PeriodQuerySchema)
		return Response.json(await subscriptionAnalytics(context.db, { period }), { headers: { 'Cache-Control': 'no-store' } })
	},
})

export const loader = route.loader
export const action = route.action
