import { checkBody, requireApiUser } from '#app/utils/api.server.ts'
import { apiRoute } from '#app/utils/api-route.server.ts'
import { platformAnalytics } from '#app/domain/admin/analytics.server.ts'
import { PeriodQuerySchema, periodQueryOf } from '#app/domain/admin/period-schema.ts'

/** GET /api/admin/analytics[?from=YYYY-MM-DD&to=YYYY-MM-DD | ?days=N] — spec 2 §3's analytics, the last 30 days by default. */
const route = apiRoute({
	async GET({ request, context }) {
		await requireApiUser(request, context, ['ADMIN'])
		const period = checkBody(periodQueryOf(new URL(request.url)), PeriodQuerySchema)
		return Response.json(await platformAnalytics(context.db, { period }), { headers: { 'Cache-Control': 'no-store' } })
	},
})

export const loader = route.loader
export const action = route.action
