import type { AppArgs } from '#app/context.ts'
import { requireApiUser } from '#app/routes/+shared/api.server.ts'
import { apiRoute } from '#app/routes/+shared/api-route.server.ts'
import { pathId } from '#app/routes/+shared/listing-api.server.ts'
import { adminReadConversation } from '#app/domain/conversations/admin-read.server.ts'

/** GET /api/admin/conversations/{id} — an admin reads a reported conversation, or one attached to a case; logged. */
async function read({ request, params, context }: AppArgs) {
	const admin = await requireApiUser(request, context, ['ADMIN'])
	return Response.json(await adminReadConversation(context.db, { conversationId: pathId(params.id, 'conversation id'), admin }))
}

const route = apiRoute({ GET: read })

export const loader = route.loader
export const action = route.action
