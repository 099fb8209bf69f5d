import type { Database } from '#db/database.ts'
import { serverT } from '#app/i18n/messages.server.ts'
import type { Locale } from '#app/i18n/locales.ts'
import type { Translate } from '#app/i18n/translate.ts'
import { formatKshExact } from '#app/utils/format.ts'
import { queueMail } from '../notify/mail.server.ts'

/** What happened to an offer, from the point of view of the person told about it. */
export type OfferNews = 'made' | 'accepted' | 'rejected' | 'countered' | 'expired'

/** Each as one whole sentence with its placeholders, the English being the key of the recipient's language. */
const SUBJECTS: Record<OfferNews, string> = {
	made: 'New offer on {title}',
	accepted: 'Offer accepted: {title}',
	rejected: 'Offer declined: {title}',
	countered: 'Counter-offer on {title}',
	expired: 'Offer expired: {title}',
}

const OPENERS: Record<OfferNews, string> = {
	made: '{who} offered {amount}.',
	accepted: '{who} accepted {amount}. Accepting agrees the price; meet, check the item, then pay.',
	rejected: '{who} declined {amount}.',
	countered: '{who} answered with a counter-offer of {amount}. You can accept it or make a new offer.',
	expired: 'Nobody answered {amount} in time, so the offer has expired.',
}

/**
 * Tells one side of a negotiation about the other's move, through the outbox: queue it in the transaction of the move.
 * `page` is where they answer (their offers, or the seller's inbox), linked when the site's address is known. Written
 * in the recipient's `locale` (users.locale; null is English); the listing's title and the message as their authors wrote them.
 */
export async function queueOfferMail(
	db: Database,
	{
		news,
		to,
		locale,
		from,
		title,
		amountCents,
		message,
		page,
		siteUrl,
	}: {
		news: OfferNews
		to: string
		locale: Locale | null
		from: 'The buyer' | 'The seller' | 'Soko'
		title: string
		amountCents: number
		message?: string
		page: string
		siteUrl?: string
	},
) {
	const t: Translate = serverT(locale ?? 'en')
	const lines = [t(OPENERS[news], { who: t(from), amount: formatKshExact(amountCents) })]
	if (message) lines.push('', t('Message: {message}', { message }))
	lines.push(
		'',
		t('Listing: {title}', { title }),
		siteUrl ? t('See it on Soko: {url}', { url: `${siteUrl.replace(/\/+$/, '')}${page}` }) : t('See it on Soko under {page}.', { page }),
	)
	await queueMail(db, { to, subject: t(SUBJECTS[news], { title }), body: lines.join('\n') })
}
