import type { Database } from '#db/database.ts'
import { requireParty } from './access.server.ts'

/**
 * One of the two blocks the other: from then on neither writes in the conversation (403), which stays readable.
 * Blocking again changes nothing, and the first to block stays the one who did (the write is conditional).
 */
export async function blockConversation(db: Database, { conversationId, userId, now = new Date() }: { conversationId: number; userId: number; now?: Date }) {
	await requireParty(db, { conversationId, userId })
	await db.updateTable('conversations').set({ blocked_by: userId, blocked_at: now.toISOString() }).where('id', '=', conversationId).where('blocked_by', 'is', null).execute()
	return { id: conversationId, blocked: true }
}
