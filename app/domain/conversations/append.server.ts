import { sql } from 'kysely'
import type { Database } from '#db/database.ts'
import type { ChatBus } from '../chat/bus.server.ts'
import { MESSAGE_COLUMNS, messageJson, type ConversationMessage, type OfferEvent } from './json.ts'

type Parties = { id: number; buyer_id: number; seller_id: number }

/**
 * Stores one message (or an offer's move) and moves the conversation on in the same transaction: its newest message
 * and time, and the unread count of the side that did not write it. The writer has read everything up to their own
 * message. Soko's own events (sender null: an offer expired) are unread for both.
 */
export async function appendMessage(
	trx: Database,
	{
		conversation,
		senderId,
		body = '',
		warning = null,
		offer,
		clientKey = null,
		now = new Date(),
	}: {
		conversation: Parties
		senderId: number | null
		body?: string
		warning?: string | null
		offer?: { id: number; event: OfferEvent; amountCents: number | null }
		clientKey?: string | null
		now?: Date
	},
): Promise<ConversationMessage> {
	const at = now.toISOString()
	const row = await trx
		.insertInto('conversation_messages')
		.values({
			conversation_id: conversation.id,
			sender_id: senderId,
			kind: offer ? 'OFFER' : 'MESSAGE',
			body,
			warning,
			offer_id: offer?.id ?? null,
			offer_event: offer?.event ?? null,
			amount_cents: offer?.amountCents ?? null,
			client_key: clientKey,
			created_at: at,
		})
		.returning(MESSAGE_COLUMNS)
		.executeTakeFirstOrThrow()
	const fromBuyer = senderId === conversation.buyer_id
	const fromSeller = senderId === conversation.seller_id
	await trx
		.updateTable('conversations')
		.set({
			last_message_at: at,
			last_message_id: row.id,
			...(fromBuyer ? { buyer_read_id: row.id, buyer_unread: 0 } : { buyer_unread: sql<number>`buyer_unread + 1` }),
			...(fromSeller ? { seller_read_id: row.id, seller_unread: 0 } : { seller_unread: sql<number>`seller_unread + 1` }),
		})
		.where('id', '=', conversation.id)
		.execute()
	return messageJson(row)
}

/**
 * Tells both people's open pages, on whichever instance (the chat bus), once the message is stored. A bus that fails
 * loses only the live update: the message is in the thread at the next load.
 */
export async function publishMessage(bus: ChatBus | undefined, { conversation, message }: { conversation: Parties; message: ConversationMessage }) {
	if (!bus) return
	try {
		await bus.publish({ conversationId: conversation.id, userIds: [conversation.buyer_id, conversation.seller_id], message })
	} catch (error) {
		console.error(`publishing message ${message.id} of conversation ${conversation.id} failed:`, error)
	}
}
