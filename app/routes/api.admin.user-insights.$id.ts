import { requireApiUser } from '#app/routes/+shared/api.server.ts'
import { apiRoute } from '#app/routes/+shared/api-route.server.ts'
import { pathId } from '#app/routes/+shared/listing-api.server.ts'
import { userInsights } from '#app/domain/trust/user-insights.server.ts'

/**
 * GET /api/admin/user-insights/{id} — { stats: { totalListings, totalTransactions, trustScore, fraudAlerts, totalActions },
 * timeline: [{ type, date, detail }] } newest first (admins only).
 */
const route = apiRoute({
	async GET({ request, params, context }) {
		await requireApiUser(request, context, ['ADMIN'])
		return Response.json(await userInsights(context.db, { userId: pathId(params.id, 'user id') }))
	},
})

export const loader = route.loader
export const action = route.action
