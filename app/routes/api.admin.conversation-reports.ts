import { requireApiUser } from '#app/routes/+shared/api.server.ts'
import { apiRoute } from '#app/routes/+shared/api-route.server.ts'
import { openConversationReports } from '#app/domain/conversations/report.server.ts'

/**
 * GET /api/admin/conversation-reports — open reports of conversations, newest first: what the moderation tab lists
 * beside reported listings (admins only). A call of its own: GET /api/admin/flags answers listings, in its own shape.
 */
const route = apiRoute({
	async GET({ request, context }) {
		await requireApiUser(request, context, ['ADMIN'])
		return Response.json(await openConversationReports(context.db))
	},
})

export const loader = route.loader
export const action = route.action
