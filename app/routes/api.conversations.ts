import type { AppArgs } from '#app/context.ts'
import { parseBody, requireApiUser } from '#app/routes/+shared/api.server.ts'
import { apiRoute } from '#app/routes/+shared/api-route.server.ts'
import { answeringWarnings } from '#app/routes/+shared/conversation-api.server.ts'
import { siteUrl } from '#app/utils/site-url.server.ts'
import { inbox } from '#app/domain/conversations/inbox.server.ts'
import { ListingRefSchema, StartConversationSchema } from '#app/domain/conversations/schemas.ts'
import { requireStartable, startConversation } from '#app/domain/conversations/start.server.ts'
import { requireVerifiedPhone } from '#app/domain/accounts/phone-gate.server.ts'

/** GET /api/conversations — the caller's conversations, as buyer and as seller, newest activity first. */
async function list({ request, context }: AppArgs) {
	const user = await requireApiUser(request, context)
	const entries = await inbox(context.db, { userId: user.id })
	return Response.json(
		entries.map((c) => ({
			id: c.id,
			listing: { id: c.listing.id, title: c.listing.title, price: c.listing.price, status: c.listing.status },
			otherUser: c.otherUser,
			lastMessage: c.lastMessage && { message: c.lastMessage.message, createdAt: c.lastMessage.createdAt, senderId: c.lastMessage.senderId },
			unread: c.unread,
		})),
	)
}

/**
 * POST /api/conversations {listingId, message, confirm?} — 201 with a new conversation, 200 with the caller's existing
 * one (the message is added to it). The listing is checked before the message: 404 unseen, 400 own, 403 blocked, then 403 while the caller must verify their phone.
 */
async function start({ request, context }: AppArgs) {
	const user = await requireApiUser(request, context)
	const { listingId } = await parseBody(request.clone(), ListingRefSchema)
	await requireStartable(context.db, { listingId, buyer: user })
	await requireVerifiedPhone(context.db, context.env, { userId: user.id })
	const { message, confirm } = await parseBody(request, StartConversationSchema)
	return answeringWarnings(async () => {
		const { conversation, created } = await startConversation(context.db, {
			listingId,
			buyer: user,
			message,
			confirm,
			siteUrl: siteUrl(request, context.env),
			bus: context.chatBus,
		})
		return Response.json(
			{ id: conversation.id, listingId: conversation.listing_id, buyerId: conversation.buyer_id, sellerId: conversation.seller_id },
			{ status: created ? 201 : 200 },
		)
	})
}

const route = apiRoute({ GET: list, POST: start })

export const loader = route.loader
export const action = route.action
