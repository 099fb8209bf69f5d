import type { Database } from '#db/database.ts'
import { maskPhone } from '#app/utils/format.ts'
import { MESSAGE_COLUMNS, messageJson } from './json.ts'
import { listingSummary, partyName } from './listing-summary.ts'
import { conversationSummaries } from './summary-query.server.ts'

/** Conversations one inbox page shows; older ones are reached with `before`. */
export const INBOX_PAGE = 50

/**
 * A user's conversations, as buyer and as seller, newest activity first (issue 24 §1): the listing (photo, title,
 * price, status), the other person, the last message and the unread count. Each side is read down its own index
 * (party, last_message_at) and the two merged, so a page costs the same however many conversations there are.
 */
export async function inbox(db: Database, { userId, before, limit = INBOX_PAGE }: { userId: number; before?: string; limit?: number }) {
	const side = (column: 'conversations.buyer_id' | 'conversations.seller_id') =>
		conversationSummaries(db, { userId })
			.where(column, '=', userId)
			.$if(before !== undefined, (qb) => qb.where('conversations.last_message_at', '<', before!))
			.orderBy('conversations.last_message_at', 'desc')
			.orderBy('conversations.id', 'desc')
			.limit(limit)
			.execute()
	const [buying, selling] = await Promise.all([side('conversations.buyer_id'), side('conversations.seller_id')])
	const rows = [...buying, ...selling].sort((a, b) => b.last_message_at.localeCompare(a.last_message_at) || b.id - a.id).slice(0, limit)
	const lastIds = rows.flatMap((r) => (r.last_message_id === null ? [] : [r.last_message_id]))
	const lasts = lastIds.length ? await db.selectFrom('conversation_messages').select(MESSAGE_COLUMNS).where('id', 'in', lastIds).execute() : []
	const lastById = new Map(lasts.map((m) => [m.id, messageJson(m)]))
	return rows.map((row) => ({
		id: row.id,
		role: row.buyer_id === userId ? ('buyer' as const) : ('seller' as const),
		listing: listingSummary(row),
		otherUser: { id: row.other_id, name: partyName({ display_name: row.display_name, masked_phone: maskPhone(row.other_phone) }) },
		lastMessage: row.last_message_id === null ? null : (lastById.get(row.last_message_id) ?? null),
		lastActivityAt: row.last_message_at,
		unread: Number(row.unread),
		blocked: row.blocked_by !== null,
	}))
}

export type InboxEntry = Awaited<ReturnType<typeof inbox>>[number]

/** The header's count: unread messages over all of a user's conversations, as buyer and as seller. */
export async function unreadTotal(db: Database, { userId, reading }: { userId: number; reading?: number }) {
	const side = (party: 'buyer' | 'seller') =>
		db
			.selectFrom('conversations')
			.select((eb) => eb.fn.sum<number>(`${party}_unread`).as('n'))
			.where(`${party}_id`, '=', userId)
			.where(`${party}_unread`, '>', 0)
			// The thread being opened, read as this counts.
			.$if(reading !== undefined, (qb) => qb.where('id', '!=', reading ?? 0))
			.executeTakeFirst()
	const [buying, selling] = await Promise.all([side('buyer'), side('seller')])
	return Number(buying?.n ?? 0) + Number(selling?.n ?? 0)
}
