import type { Database } from '#db/database.ts'
import { DomainError } from '../domain-error.ts'
import { findConversation } from './access.server.ts'
import { readingGround } from './admin-read.server.ts'
import { CONVERSATION_WORDS } from './words.ts'

/**
 * An admin blocks a reported conversation (or one attached to a case): as when one of the two blocks it, neither may
 * write again and it stays readable; blocked_by holds the admin, so both are told it is blocked, neither that they did
 * it. Logged in moderation_logs (target 'conversation', action BLOCK). A conversation already blocked is a 409.
 */
export async function adminBlockConversation(
	db: Database,
	{ conversationId, admin, now = new Date() }: { conversationId: number; admin: { id: number; role: string }; now?: Date },
) {
	if (admin.role !== 'ADMIN') throw new DomainError('You do not have permission to do this', 403)
	const conversation = await findConversation(db, { conversationId })
	if (!conversation) throw new DomainError(CONVERSATION_WORDS.notFound, 404)
	const ground = await readingGround(db, { conversationId })
	if (!ground) throw new DomainError(CONVERSATION_WORDS.adminNoReason, 403)
	const blocked = await db
		.updateTable('conversations')
		.set({ blocked_by: admin.id, blocked_at: now.toISOString() })
		.where('id', '=', conversationId)
		.where('blocked_by', 'is', null)
		.returning('id')
		.executeTakeFirst()
	if (!blocked) throw new DomainError(CONVERSATION_WORDS.alreadyBlocked, 409)
	await db
		.insertInto('moderation_logs')
		.values({ admin_id: admin.id, target_type: 'conversation', target_id: conversationId, action: 'BLOCK', reason: ground, created_at: now.toISOString() })
		.execute()
	return { id: conversationId, blocked: true }
}
