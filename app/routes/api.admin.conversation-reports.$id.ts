import { checkBody, readBody, requireApiUser } from '#app/routes/+shared/api.server.ts'
import { apiRoute } from '#app/routes/+shared/api-route.server.ts'
import { pathId } from '#app/routes/+shared/listing-api.server.ts'
import { SettleConversationReportSchema } from '#app/domain/conversations/schemas.ts'
import { requireConversationReport, settleConversationReport } from '#app/domain/conversations/settle-report.server.ts'

/**
 * POST /api/admin/conversation-reports/{id} {action: resolve | dismiss, notes?} — settles one report of a conversation,
 * logged in moderation_logs; answers `{ id, conversationId, status }`. Refused as POST /api/admin/flags/{listingId}
 * is: not an admin 401/403, an unknown report 404, bad fields 400, one already settled 409.
 */
const route = apiRoute({
	async POST({ request, params, context }) {
		const admin = await requireApiUser(request, context, ['ADMIN'])
		const reportId = pathId(params.id, 'report id')
		const body = await readBody(request)
		await requireConversationReport(context.db, { reportId })
		const { action, notes } = checkBody(body, SettleConversationReportSchema)
		return Response.json(await settleConversationReport(context.db, { reportId, admin, outcome: action === 'resolve' ? 'RESOLVED' : 'DISMISSED', note: notes || undefined }))
	},
})

export const loader = route.loader
export const action = route.action
