import type { Database } from '#db/database.ts'
import { maskPhone } from '#app/utils/format.ts'
import { requireParty } from './access.server.ts'
import { MESSAGE_COLUMNS, messageJson } from './json.ts'
import { listingSummary, partyName } from './listing-summary.ts'
import { conversationSummaries } from './summary-query.server.ts'

/** Messages one thread page shows, the newest; older ones are reached with `beforeId`. */
export const THREAD_PAGE = 200

/** The messages of a conversation, oldest first: the newest `limit` before `beforeId` (or the newest of all). */
export async function threadMessages(db: Database, { conversationId, beforeId, limit = THREAD_PAGE }: { conversationId: number; beforeId?: number; limit?: number }) {
	const rows = await db
		.selectFrom('conversation_messages')
		.select(MESSAGE_COLUMNS)
		.where('conversation_id', '=', conversationId)
		.$if(beforeId !== undefined, (qb) => qb.where('id', '<', beforeId!))
		.orderBy('id', 'desc')
		.limit(limit)
		.execute()
	return rows.reverse().map(messageJson)
}

/** A conversation seen by `viewerId`: the listing, the other person, the block state and the messages. */
export async function conversationView(db: Database, { conversationId, viewerId, beforeId }: { conversationId: number; viewerId: number; beforeId?: number }) {
	const [row, messages] = await Promise.all([
		conversationSummaries(db, { userId: viewerId }).where('conversations.id', '=', conversationId).executeTakeFirstOrThrow(),
		threadMessages(db, { conversationId, beforeId }),
	])
	return {
		id: row.id,
		listing: listingSummary(row),
		otherUser: { id: row.other_id, name: partyName({ display_name: row.display_name, masked_phone: maskPhone(row.other_phone) }) },
		buyerId: row.buyer_id,
		sellerId: row.seller_id,
		unread: Number(row.unread),
		blocked: row.blocked_by !== null,
		blockedByYou: row.blocked_by === viewerId,
		messages,
	}
}

/**
 * GET /api/conversations/{id} and the thread page: one of the two people's view (404 for anyone else). A sold or
 * expired listing's thread stays readable; its listing says so (listing.notice).
 */
export async function thread(db: Database, { conversationId, userId, beforeId }: { conversationId: number; userId: number; beforeId?: number }) {
	await requireParty(db, { conversationId, userId })
	return conversationView(db, { conversationId, viewerId: userId, beforeId })
}
