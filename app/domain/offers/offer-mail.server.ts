import type { Database } from '#db/database.ts'
import { formatKshExact } from '#app/utils/format.ts'
import { queueMail } from '../mail.server.ts'

/** What happened to an offer, from the point of view of the person told about it. */
export type OfferNews = 'made' | 'accepted' | 'rejected' | 'countered' | 'expired'

const SUBJECTS: Record<OfferNews, (title: string) => string> = {
	made: (title) => `New offer on ${title}`,
	accepted: (title) => `Offer accepted: ${title}`,
	rejected: (title) => `Offer declined: ${title}`,
	countered: (title) => `Counter-offer on ${title}`,
	expired: (title) => `Offer expired: ${title}`,
}

const OPENERS: Record<OfferNews, (who: string, amount: string) => string> = {
	made: (who, amount) => `${who} offered ${amount}.`,
	accepted: (who, amount) => `${who} accepted ${amount}. Accepting agrees the price; meet, check the item, then pay.`,
	rejected: (who, amount) => `${who} declined ${amount}.`,
	countered: (who, amount) => `${who} answered with a counter-offer of ${amount}. You can accept it or make a new offer.`,
	expired: (_who, amount) => `Nobody answered ${amount} in time, so the offer has expired.`,
}

/**
 * Tells one side of a negotiation about the other's move, through the outbox: queue it in the transaction of the move.
 * `page` is where they answer (their offers, or the seller's inbox), linked when the site's address is known.
 */
export async function queueOfferMail(
	db: Database,
	{
		news,
		to,
		from,
		title,
		amountCents,
		message,
		page,
		siteUrl,
	}: { news: OfferNews; to: string; from: 'The buyer' | 'The seller' | 'Soko'; title: string; amountCents: number; message?: string; page: string; siteUrl?: string },
) {
	const lines = [OPENERS[news](from, formatKshExact(amountCents))]
	if (message) lines.push('', `Message: ${message}`)
	lines.push('', `Listing: ${title}`, siteUrl ? `See it on Soko: ${siteUrl.replace(/\/+$/, '')}${page}` : `See it on Soko under ${page}.`)
	await queueMail(db, { to, subject: SUBJECTS[news](title), body: lines.join('\n') })
}
