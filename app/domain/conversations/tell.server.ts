import type { Database } from '#db/database.ts'
import { maskPhone } from '#app/utils/format.ts'
import { notifyNewMessage } from '../notifications/new-message.server.ts'
import { partyName } from './listing-summary.ts'
import { conversationSummaries } from './summary-query.server.ts'

/**
 * Tells the other person of a message once, not per message (issue 24 §1): only when it is the first they have not
 * read in this conversation, by email or SMS as they chose (the notifications area keeps SMS within its limits).
 */
export async function tellOfFirstUnread(
	trx: Database,
	{ conversation, senderId, siteUrl }: { conversation: { id: number; buyer_id: number; seller_id: number }; senderId: number; siteUrl?: string },
) {
	const receiverId = senderId === conversation.buyer_id ? conversation.seller_id : conversation.buyer_id
	// The conversation as the receiver sees it: their unread count, and the sender's name.
	const theirs = await conversationSummaries(trx, { userId: receiverId }).where('conversations.id', '=', conversation.id).executeTakeFirstOrThrow()
	if (theirs.unread !== 1) return
	await notifyNewMessage(trx, {
		conversationId: conversation.id,
		toUserId: receiverId,
		fromName: partyName({ display_name: theirs.display_name, masked_phone: maskPhone(theirs.other_phone) }),
		listingTitle: theirs.title,
		siteUrl,
	})
}
