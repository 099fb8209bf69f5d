import type { NotificationKind } from '#db/enums.ts'
import type { Translate } from '#app/i18n/translate.ts'
import { LIVE_ONCE_VERIFIED } from '../accounts/phone-gate-words.ts'

/**
 * The words' parameters a notification keeps: the listing's title and the reason as written, amounts already formatted,
 * `who` moved in English ('The buyer', 'The seller', 'Soko': said in the reader's language when shown) and, for an
 * offer, the `side` the reader is on (a buyer answers on /my-offers, a seller on the dashboard); `waits: 'phone'` for a
 * listing approved with its fee paid that goes live once its seller's phone is verified.
 */
export type NotificationParams = Partial<Record<'title' | 'reason' | 'amount' | 'who' | 'message' | 'name' | 'expires' | 'side' | 'waits', string>>

/** What a notification is about, as stored. */
export type NotificationSubject = { kind: NotificationKind; listingId: number | null; offerId: number | null; conversationId: number | null; params: NotificationParams }

type KindWords = {
	/** One line: the list's entry, the email's subject, the SMS. */
	headline: string
	/** The email's opening sentence and the list's second line (one of two, by what the notification keeps). */
	detail?: string | ((params: NotificationParams) => string)
	/** Where its link leads. */
	path: (subject: NotificationSubject) => string
}

const offerPage = ({ params }: NotificationSubject) => (params.side === 'buyer' ? '/my-offers' : '/seller-dashboard#offers')

/** Each kind's words, English being the key of the reader's language (app/i18n/sw/notifications.ts). */
export const KINDS: Record<NotificationKind, KindWords> = {
	LISTING_APPROVED: {
		headline: 'Listing approved: {title}',
		detail: (params) => (params.waits === 'phone' ? LIVE_ONCE_VERIFIED : 'Pay the listing fee to publish it.'),
		path: (s) => `/sell/${s.listingId}/pay`,
	},
	LISTING_REJECTED: { headline: 'Listing rejected: {title}', detail: 'Edit it and submit it again. Reason: {reason}', path: (s) => `/listings/${s.listingId}/edit` },
	LISTING_PUBLISHED: { headline: 'Your listing is live: {title}', detail: 'Buyers can find it on Soko now.', path: (s) => `/listings/${s.listingId}` },
	LISTING_EXPIRING: {
		headline: 'Listing expires soon: {title}',
		detail: 'It comes off Soko on {expires}. Renew it from your dashboard to keep it up.',
		path: () => '/seller-dashboard',
	},
	LISTING_EXPIRED: { headline: 'Listing expired: {title}', detail: 'Renew it from your dashboard to put it back on Soko.', path: () => '/seller-dashboard' },
	OFFER_MADE: { headline: 'New offer on {title}', detail: '{who} offered {amount}.', path: offerPage },
	OFFER_COUNTERED: { headline: 'Counter-offer on {title}', detail: '{who} answered with a counter-offer of {amount}. You can accept it or make a new offer.', path: offerPage },
	OFFER_ACCEPTED: { headline: 'Offer accepted: {title}', detail: '{who} accepted {amount}. Accepting agrees the price; meet, check the item, then pay.', path: offerPage },
	OFFER_REJECTED: { headline: 'Offer declined: {title}', detail: '{who} declined {amount}.', path: offerPage },
	OFFER_EXPIRED: { headline: 'Offer expired: {title}', detail: 'Nobody answered {amount} in time, so the offer has expired.', path: offerPage },
	NEW_MESSAGE: { headline: 'New message from {name} about {title}', path: (s) => `/messages/${s.conversationId}` },
}

/** A notification said in the reader's language: `who` and an expiry date in their words too. */
export function notificationText(subject: NotificationSubject, t: Translate, formatDate: (iso: string) => string) {
	const { headline, detail: detailOf } = KINDS[subject.kind]
	const detail = typeof detailOf === 'function' ? detailOf(subject.params) : detailOf
	const vars: Record<string, string> = {}
	for (const [name, value] of Object.entries(subject.params)) {
		if (value !== undefined) vars[name] = name === 'who' ? t(value) : name === 'expires' ? formatDate(value) : value
	}
	return { headline: t(headline, vars), detail: detail ? t(detail, vars) : undefined, path: KINDS[subject.kind].path(subject) }
}
