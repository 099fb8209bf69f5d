import type { AppArgs } from '#app/context.ts'
import { apiError, parseBody, refuseBrokenBody, requireApiUser } from '#app/routes/+shared/api.server.ts'
import { apiRoute } from '#app/routes/+shared/api-route.server.ts'
import { pathId } from '#app/routes/+shared/listing-api.server.ts'
import { requireParty } from '#app/domain/conversations/access.server.ts'
import { blockConversation } from '#app/domain/conversations/block.server.ts'
import { markRead } from '#app/domain/conversations/read.server.ts'
import { reportConversation } from '#app/domain/conversations/report.server.ts'
import { ReportConversationSchema } from '#app/domain/conversations/schemas.ts'
import { CONVERSATION_WORDS } from '#app/domain/conversations/words.ts'

const ACTIONS = ['read', 'block', 'report'] as const

/**
 * POST /api/conversations/{id}/read, /block and /report {reason}: one of the two people only (404 for anyone else,
 * before the body is read). A report answers 201 when new, 200 when it updates the caller's open one.
 */
async function act({ request, params, context }: AppArgs) {
	const user = await requireApiUser(request, context)
	const action = ACTIONS.find((a) => a === params.action)
	if (!action) return apiError(404, 'Not found')
	const conversationId = pathId(params.id, 'conversation id')
	await requireParty(context.db, { conversationId, userId: user.id })
	if (action !== 'report') await refuseBrokenBody(request)
	if (action === 'read') return Response.json(await markRead(context.db, { conversationId, userId: user.id }))
	if (action === 'block') return Response.json(await blockConversation(context.db, { conversationId, userId: user.id }))
	const { reason } = await parseBody(request, ReportConversationSchema)
	const { report, created } = await reportConversation(context.db, { conversationId, userId: user.id, reason })
	return Response.json(
		{ message: CONVERSATION_WORDS.reported, report: { id: report.id, conversationId: report.conversation_id, reason: report.reason, status: report.status } },
		{ status: created ? 201 : 200 },
	)
}

const route = apiRoute({ POST: act })

export const loader = route.loader
export const action = route.action
