import { requireApiUser } from '#app/routes/+shared/api.server.ts'
import { apiRoute } from '#app/routes/+shared/api-route.server.ts'
import { fraudAlerts } from '#app/domain/trust/fraud/alerts.server.ts'

/**
 * GET /api/admin/fraud-alerts — listings assessed MEDIUM or more: pending first, riskiest first, each with id,
 * riskLevel, riskScore, listingId, userId, indicators, isReviewed, createdAt, metadata (admins only).
 */
const route = apiRoute({
	async GET({ request, context }) {
		await requireApiUser(request, context, ['ADMIN'])
		return Response.json(await fraudAlerts(context.db))
	},
})

export const loader = route.loader
export const action = route.action
