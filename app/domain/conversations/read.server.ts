import type { Database } from '#db/database.ts'
import { requireParty } from './access.server.ts'

/** The caller has read the conversation up to its newest message: their unread count goes to 0 (404 for anyone else). */
export async function markRead(db: Database, { conversationId, userId }: { conversationId: number; userId: number }) {
	const { side } = await requireParty(db, { conversationId, userId })
	// The newest message as the update sees it: one written meanwhile is read too, and counted so.
	await db
		.updateTable('conversations')
		.set((eb) =>
			side === 'BUYER'
				? { buyer_unread: 0, buyer_read_id: eb.fn.coalesce('last_message_id', eb.val(0)) }
				: { seller_unread: 0, seller_read_id: eb.fn.coalesce('last_message_id', eb.val(0)) },
		)
		.where('id', '=', conversationId)
		.execute()
	return { id: conversationId, unread: 0 }
}
