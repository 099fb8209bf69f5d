import { formatDate, formatKshExact } from '#app/utils/format.ts'
import { translate, type Translate } from '#app/i18n/translate.ts'
import type { AnswerMove, OfferSide, OfferStage } from './moves.ts'

/** The toast after each answer, on the pages and as the API's `message`. */
export const ANSWER_DONE: Record<AnswerMove, string> = {
	accept: 'Offer accepted',
	reject: 'Offer declined',
	counter: 'Counter-offer sent',
}

export const OFFER_SUBMITTED = { title: 'Offer submitted', description: 'Your offer has been sent to the seller.' }

/** Why an open offer can no longer be accepted or countered: its listing was sold, expired or taken down. */
export const LISTING_GONE = 'This listing is no longer available'

type Described = {
	stage: OfferStage
	last_move_by: OfferSide
	amount_cents: number
	counter_amount_cents: number | null
	on_table_cents: number
	expires_at: string | null
}

const english: Translate = (text, vars) => translate(undefined, text, vars)

/**
 * One sentence on where an offer stands, for the buyer ("you" made it) or for the seller (it was made to "you"), in
 * the page's language (`t` and the Intl locale of its dates; English by default).
 */
export function describeOffer(offer: Described, side: OfferSide, t: Translate = english, locale = 'en-KE') {
	const offered = formatKshExact(offer.amount_cents)
	const onTable = formatKshExact(offer.on_table_cents)
	const until = offer.expires_at ? ` ${t('(until {date})', { date: formatDate(offer.expires_at, locale) })}` : ''
	const vars = { offered, onTable, until }
	const buyer = side === 'BUYER'
	switch (offer.stage) {
		case 'AWAITING_SELLER':
			return buyer ? t("Your offer of {offered} is waiting for the seller's answer{until}.", vars) : t('Offer of {offered}: your answer is awaited{until}.', vars)
		case 'AWAITING_BUYER':
			return buyer
				? t('The seller countered your offer of {offered} with {onTable}: your answer is awaited{until}.', vars)
				: t("You countered {offered} with {onTable}: waiting for the buyer's answer{until}.", vars)
		case 'ACCEPTED':
			return buyer
				? t('Agreed at {onTable}. Contact the seller to meet, check the item, then pay.', vars)
				: t('Agreed at {onTable}. The buyer will contact you to meet.', vars)
		case 'REJECTED':
			if (offer.last_move_by === 'SELLER') return buyer ? t('The seller declined your offer of {offered}.', vars) : t('You declined the offer of {offered}.', vars)
			// Closed by the buyer after a counter (declined, or answered with a new offer): it was the counter they turned down.
			if (offer.counter_amount_cents !== null) {
				return buyer ? t("You turned down the seller's counter-offer of {onTable}.", vars) : t('The buyer turned down your counter-offer of {onTable}.', vars)
			}
			return buyer ? t('You withdrew your offer of {offered}.', vars) : t('The buyer withdrew the offer of {offered}.', vars)
		case 'EXPIRED':
			return t('The offer of {onTable} expired without an answer.', vars)
	}
}
