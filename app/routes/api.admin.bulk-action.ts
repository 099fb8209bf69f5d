import { parseBody, requireApiUser } from '#app/routes/+shared/api.server.ts'
import { apiRoute } from '#app/routes/+shared/api-route.server.ts'
import { BulkActionSchema } from '#app/domain/admin/user-schemas.ts'
import { bulkUserAction } from '#app/domain/admin/bulk-actions.server.ts'

/**
 * POST /api/admin/bulk-action {action: VERIFY | SUSPEND | UNSUSPEND | SEND_WARNING, targetType: USER, targetIds, reason}
 * — all the users or none; answers `{action, targetType, targetIds, count}`. Refused: not an admin 401/403, an unknown
 * user 404, suspending yourself or an admin 403, bad fields (none selected, no reason to suspend or warn) 400.
 */
const route = apiRoute({
	async POST({ request, context }) {
		const admin = await requireApiUser(request, context, ['ADMIN'])
		const { action, targetIds, reason } = await parseBody(request, BulkActionSchema)
		return Response.json(await bulkUserAction(context.db, { admin, action, targetIds, reason, bus: context.chatBus }))
	},
})

export const loader = route.loader
export const action = route.action
