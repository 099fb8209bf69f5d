import type { AppArgs } from '#app/context.ts'
import { requireApiUser } from '#app/routes/+shared/api.server.ts'
import { apiRoute } from '#app/routes/+shared/api-route.server.ts'
import { pathId } from '#app/routes/+shared/listing-api.server.ts'
import { thread } from '#app/domain/conversations/thread.server.ts'

/** GET /api/conversations/{id} — the thread, for one of its two people only (404 for anyone else). */
async function show({ request, params, context }: AppArgs) {
	const user = await requireApiUser(request, context)
	const view = await thread(context.db, { conversationId: pathId(params.id, 'conversation id'), userId: user.id })
	return Response.json({
		id: view.id,
		listing: view.listing,
		otherUser: view.otherUser,
		blocked: view.blocked,
		unread: view.unread,
		messages: view.messages,
	})
}

const route = apiRoute({ GET: show })

export const loader = route.loader
export const action = route.action
