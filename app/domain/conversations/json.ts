import { MESSAGE_WARNINGS, type MessageWarning } from '../trust/fraud/message-language.ts'
import { centsToDecimal } from '#app/utils/format.ts'

/** How a message or an offer's move is shown in a thread and sent live (issue 24 §3), whichever side reads it. */

export type OfferEvent = 'made' | 'countered' | 'accepted' | 'rejected' | 'withdrawn' | 'expired'

export type MessageRow = {
	id: number
	sender_id: number | null
	kind: 'MESSAGE' | 'OFFER'
	body: string
	offer_id: number | null
	offer_event: OfferEvent | null
	amount_cents: number | null
	warning: string | null
	created_at: string
}

export type ConversationMessage = {
	id: number
	senderId: number | null
	message: string
	createdAt: string
	kind: 'MESSAGE' | 'OFFER'
	/** The warning both sides see beside a message that failed a scam check, and its code. */
	warning?: string
	warningCode?: MessageWarning
	/** An offer's move: which offer, what happened, the amount it put on the table (decimal shillings). */
	offer?: { id: number | null; event: OfferEvent; amount: string | null }
}

const isWarning = (code: string | null): code is MessageWarning => code !== null && Object.hasOwn(MESSAGE_WARNINGS, code)

export function messageJson(row: MessageRow): ConversationMessage {
	return {
		id: row.id,
		senderId: row.sender_id,
		message: row.body,
		createdAt: row.created_at,
		kind: row.kind,
		...(isWarning(row.warning) ? { warning: MESSAGE_WARNINGS[row.warning], warningCode: row.warning } : {}),
		...(row.kind === 'OFFER' && row.offer_event
			? { offer: { id: row.offer_id, event: row.offer_event, amount: row.amount_cents === null ? null : centsToDecimal(row.amount_cents) } }
			: {}),
	}
}

/** The columns messageJson reads. */
export const MESSAGE_COLUMNS = [
	'conversation_messages.id',
	'conversation_messages.sender_id',
	'conversation_messages.kind',
	'conversation_messages.body',
	'conversation_messages.offer_id',
	'conversation_messages.offer_event',
	'conversation_messages.amount_cents',
	'conversation_messages.warning',
	'conversation_messages.created_at',
] as const
