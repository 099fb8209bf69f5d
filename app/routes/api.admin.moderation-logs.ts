import { requireApiUser } from '#app/utils/api.server.ts'
import { apiRoute } from '#app/utils/api-route.server.ts'
import { moderationLogs } from '#app/domain/admin-listings.server.ts'

/** GET /api/admin/moderation-logs — the newest 100 entries: who did what to which listing, and why (admins only). */
const route = apiRoute({
	async GET({ request, context }) {
		await requireApiUser(request, context, ['ADMIN'])
		return Response.json(await moderationLogs(context.db, { limit: 100 }))
	},
})

export const loader = route.loader
export const action = route.action
