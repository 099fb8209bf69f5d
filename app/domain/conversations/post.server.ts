import type { Database } from '#db/database.ts'
import type { ChatBus } from '../chat/bus.server.ts'
import { requireNotBlocked, requireParty, type ConversationRow } from './access.server.ts'
import { appendMessage, publishMessage } from './append.server.ts'
import { MESSAGE_COLUMNS, messageJson } from './json.ts'
import { requireWithinMessageLimits } from './pace.server.ts'
import { tellOfFirstUnread } from './tell.server.ts'
import { afterWarnedMessage, requireConfirmed, warningOf } from './safety.server.ts'

export type Writer = { id: number }

/** `clientKey`: the key the sender's page made for this message; a key already stored answers with that message. */
export type MessageInput = { message: string; confirm: boolean; clientKey?: string; siteUrl?: string; bus?: ChatBus; now?: Date }

/** Where a message goes: the listing's seller (for the scam checks), and the conversation, found or made in the transaction. */
export type MessageTarget = {
	sellerId: number
	open: (trx: Database) => Promise<{ conversation: ConversationRow; created: boolean }>
}

/** The sender's message stored under this key, if any: the same message sent again (the offline queue's replay). */
async function storedUnderKey(db: Database, { senderId, clientKey }: { senderId: number; clientKey?: string }) {
	if (!clientKey) return undefined
	const row = await db.selectFrom('conversation_messages').select(MESSAGE_COLUMNS).where('sender_id', '=', senderId).where('client_key', '=', clientKey).executeTakeFirst()
	return row && messageJson(row)
}

/**
 * Writes a message once the checks are passed: the scam checks confirmed (409 with the warning) and within the limits
 * (429). The conversation (made now for a first message), the message, the counts and telling the other person of
 * their first unread message are one transaction, so a message refused leaves nothing behind; it is then sent live.
 * A key already stored answers with its message, and nothing is written or sent again.
 */
export async function writeMessage(db: Database, { target, writer, message, confirm, clientKey, siteUrl, bus, now = new Date() }: MessageInput & { target: MessageTarget; writer: Writer }) {
	const again = await storedUnderKey(db, { senderId: writer.id, clientKey })
	if (again) {
		const opened = await target.open(db)
		return { conversation: opened.conversation, created: false, message: again }
	}
	const warning = await warningOf(db, { text: message, sellerId: target.sellerId, siteUrl })
	requireConfirmed(warning, confirm)
	const { conversation, created, stored } = await db.transaction().execute(async (trx) => {
		const opened = await target.open(trx)
		// Blocked since the caller looked (the other side pressed Block meanwhile): still refused.
		requireNotBlocked(opened.conversation, writer.id)
		await requireWithinMessageLimits(trx, { userId: writer.id, starting: opened.created, now })
		const stored = await appendMessage(trx, { conversation: opened.conversation, senderId: writer.id, body: message, warning, clientKey, now })
		await tellOfFirstUnread(trx, { conversation: opened.conversation, senderId: writer.id, siteUrl })
		return { ...opened, stored }
	})
	await publishMessage(bus, { conversation, message: stored })
	await afterWarnedMessage(db, { warning, senderId: writer.id, listing: { id: conversation.listing_id, seller_id: conversation.seller_id } })
	return { conversation, created, message: stored }
}

/** POST /api/conversations/{id}/messages: 404 for anyone but the two, 403 once blocked, then as writeMessage. */
export async function postMessage(db: Database, { conversationId, writer, ...input }: MessageInput & { conversationId: number; writer: Writer }) {
	const { conversation } = await requireParty(db, { conversationId, userId: writer.id })
	requireNotBlocked(conversation, writer.id)
	const written = await writeMessage(db, { target: { sellerId: conversation.seller_id, open: async () => ({ conversation, created: false }) }, writer, ...input })
	return written.message
}
