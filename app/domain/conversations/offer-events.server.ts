import type { Database } from '#db/database.ts'
import { appendMessage } from './append.server.ts'
import type { ConversationMessage, OfferEvent } from './json.ts'
import { warningOf } from './safety.server.ts'
import { openConversation } from './start.server.ts'

/**
 * An offer's move told in the conversation of its buyer and listing, made now if they never wrote (issue 24 §1: the
 * offers and the thread are one story). Called in the offer's own transaction, so the move and its line agree; a
 * blocked conversation still records it. `actorId` null: Soko moved (the offer expired). The words sent with an offer
 * or a counter are shown with it and pass the scam checks (the receiver sees the warning; an offer asks no confirm).
 * Answers what to send live.
 */
export async function recordOfferEvent(
	trx: Database,
	{
		offer,
		event,
		actorId,
		amountCents,
		body = '',
		siteUrl,
		now = new Date(),
	}: {
		offer: { id: number; listing_id: number; buyer_id: number; seller_id: number }
		event: OfferEvent
		actorId: number | null
		amountCents: number | null
		body?: string
		siteUrl?: string
		now?: Date
	},
): Promise<{ conversation: { id: number; buyer_id: number; seller_id: number }; message: ConversationMessage }> {
	const { conversation } = await openConversation(trx, { listingId: offer.listing_id, buyerId: offer.buyer_id, sellerId: offer.seller_id })
	const warning = body ? await warningOf(trx, { text: body, sellerId: offer.seller_id, siteUrl }) : null
	const message = await appendMessage(trx, { conversation, senderId: actorId, body, warning, offer: { id: offer.id, event, amountCents }, now })
	return { conversation, message }
}
