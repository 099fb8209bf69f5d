import type { AppArgs } from '#app/context.ts'
import { parseBody, requireApiUser } from '#app/routes/+shared/api.server.ts'
import { apiRoute } from '#app/routes/+shared/api-route.server.ts'
import { answeringWarnings } from '#app/routes/+shared/conversation-api.server.ts'
import { pathId } from '#app/routes/+shared/listing-api.server.ts'
import { siteUrl } from '#app/utils/site-url.server.ts'
import { requireNotBlocked, requireParty } from '#app/domain/conversations/access.server.ts'
import { postMessage } from '#app/domain/conversations/post.server.ts'
import { PostMessageSchema } from '#app/domain/conversations/schemas.ts'
import { requireVerifiedPhone } from '#app/domain/accounts/phone-gate.server.ts'

/**
 * POST /api/conversations/{id}/messages {message, confirm?} — 201 the message. 404 for anyone but the two, 403 once
 * blocked and 403 while the caller must verify their phone come before a 400 for the body; 409 with the warning for a message to confirm, 429 past the limits. A `key`
 * already used by the caller answers with the message stored under it (sent twice, stored once).
 */
async function post({ request, params, context }: AppArgs) {
	const user = await requireApiUser(request, context)
	const conversationId = pathId(params.id, 'conversation id')
	const { conversation } = await requireParty(context.db, { conversationId, userId: user.id })
	requireNotBlocked(conversation, user.id)
	await requireVerifiedPhone(context.db, context.env, { userId: user.id })
	const { message, confirm, key } = await parseBody(request, PostMessageSchema)
	return answeringWarnings(async () => {
		const stored = await postMessage(context.db, { conversationId, writer: user, message, confirm, clientKey: key, siteUrl: siteUrl(request, context.env), bus: context.chatBus })
		return Response.json(stored, { status: 201 })
	})
}

const route = apiRoute({ POST: post })

export const loader = route.loader
export const action = route.action
