import { centsToDecimal } from '#app/utils/format.ts'
import { CONVERSATION_WORDS } from './words.ts'

/** What a conversation shows of its listing: enough to recognise it, and whether it is still for sale. */
export function listingSummary(row: { listing_id: number; title: string; price_cents: number; status: string; photo: string | null }) {
	return {
		id: row.listing_id,
		title: row.title,
		// As the listings API answers prices: a decimal string (DESIGN §3).
		price: centsToDecimal(row.price_cents),
		status: row.status,
		photo: row.photo,
		/** Why no more can be agreed about it, once it is sold, expired or taken down; null while it is for sale. */
		notice: row.status === 'PUBLISHED' ? null : row.status === 'SOLD' ? CONVERSATION_WORDS.listingSold : row.status === 'EXPIRED' ? CONVERSATION_WORDS.listingExpired : CONVERSATION_WORDS.listingGone,
	}
}

/** How the other person is named: the name they gave, else their phone masked. */
export function partyName(row: { display_name: string | null; masked_phone: string }) {
	return row.display_name?.trim() || row.masked_phone
}
