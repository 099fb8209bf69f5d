import type { Database } from '#db/database.ts'
import { DomainError } from '../domain-error.ts'
import { findConversation } from './access.server.ts'
import { threadMessages } from './thread.server.ts'
import { CONVERSATION_WORDS } from './words.ts'

/** Why an admin may read a conversation: a report of it, or a fraud case it is attached to; null when neither. */
export async function readingGround(db: Database, { conversationId }: { conversationId: number }) {
	const [report, attached] = await Promise.all([
		db.selectFrom('conversation_reports').select('id').where('conversation_id', '=', conversationId).orderBy('id', 'desc').limit(1).executeTakeFirst(),
		db.selectFrom('cases_management').select('id').where('related_conversation_id', '=', conversationId).orderBy('id', 'desc').limit(1).executeTakeFirst(),
	])
	if (report) return `Report #${report.id}`
	if (attached) return `Case #${attached.id}`
	return null
}

/**
 * An admin reads a conversation (issue 24 §2): only an admin (403), only one that was reported or is attached to a
 * case (403 otherwise: people's conversations are private), and each reading is written to moderation_logs (target
 * 'conversation', action READ, why). Both people and every message are shown.
 */
export async function adminReadConversation(db: Database, { conversationId, admin, now = new Date() }: { conversationId: number; admin: { id: number; role: string }; now?: Date }) {
	if (admin.role !== 'ADMIN') throw new DomainError('You do not have permission to do this', 403)
	const conversation = await findConversation(db, { conversationId })
	if (!conversation) throw new DomainError(CONVERSATION_WORDS.notFound, 404)
	const ground = await readingGround(db, { conversationId })
	if (!ground) throw new DomainError(CONVERSATION_WORDS.adminNoReason, 403)
	await db
		.insertInto('moderation_logs')
		.values({ admin_id: admin.id, target_type: 'conversation', target_id: conversationId, action: 'READ', reason: ground, created_at: now.toISOString() })
		.execute()
	const messages = await threadMessages(db, { conversationId, limit: Number.MAX_SAFE_INTEGER })
	return { id: conversationId, listingId: conversation.listing_id, buyerId: conversation.buyer_id, sellerId: conversation.seller_id, blockedBy: conversation.blocked_by, ground, messages }
}
