import type { Route } from './+types/api.admin.moderation-logs'
import { requireApiUser } from '#app/utils/api.server.ts'
import { moderationLogs } from '#app/domain/admin-listings.server.ts'

/** GET /api/admin/moderation-logs — the newest 100 entries: who did what to which listing, and why (admins only). */
export async function loader({ request, context }: Route.LoaderArgs) {
	await requireApiUser(request, context, ['ADMIN'])
	return Response.json(await moderationLogs(context.db, { limit: 100 }))
}
