import type { Database } from '#db/database.ts'
import { DomainError } from '../domain-error.ts'
import { CONVERSATION_WORDS } from './words.ts'

export type Side = 'BUYER' | 'SELLER'

export type ConversationRow = Awaited<ReturnType<typeof findConversation>> & {}

export function findConversation(db: Database, { conversationId }: { conversationId: number }) {
	return db
		.selectFrom('conversations')
		.select(['id', 'listing_id', 'buyer_id', 'seller_id', 'last_message_id', 'blocked_by'])
		.where('id', '=', conversationId)
		.executeTakeFirst()
}

/**
 * The conversation and the caller's side in it. Anyone else, and a conversation that doesn't exist, get the same 404:
 * nobody learns that another's thread exists.
 */
export async function requireParty(db: Database, { conversationId, userId }: { conversationId: number; userId: number }) {
	const conversation = await findConversation(db, { conversationId })
	const side: Side | null = conversation?.buyer_id === userId ? 'BUYER' : conversation?.seller_id === userId ? 'SELLER' : null
	if (!conversation || !side) throw new DomainError(CONVERSATION_WORDS.notFound, 404)
	return { conversation, side }
}

/** The other person of a conversation, seen from `userId`'s side. */
export function otherPartyOf(conversation: { buyer_id: number; seller_id: number }, userId: number) {
	return conversation.buyer_id === userId ? conversation.seller_id : conversation.buyer_id
}

/** A blocked conversation takes no more messages from either side (403): the blocked person and the one who blocked. */
export function requireNotBlocked(conversation: { blocked_by: number | null }, userId: number) {
	if (conversation.blocked_by === null) return
	throw new DomainError(conversation.blocked_by === userId ? CONVERSATION_WORDS.youBlocked : CONVERSATION_WORDS.blocked, 403)
}
