import { z } from 'zod'
import { plainTextField } from '#app/utils/plain-text.ts'
import { LISTING_LIMITS } from '../listings/limits.ts'
import { OFFER_MESSAGE_MAX } from './limits.ts'

export const INVALID_AMOUNT_MESSAGE = 'Please enter a valid amount'

/**
 * Shillings, with at most 2 decimals; whole thousands may be grouped by commas or by spaces, as people write them
 * ("12,500", "12 500"), but only in threes: "1,2,3" is not an amount.
 */
const AMOUNT_TEXT = /^(\d+|\d{1,3}(,\d{3})+|\d{1,3}( \d{3})+)(\.\d{1,2})?$/

/** Spec 1 §5: numeric, at least 1, in steps of 0.01 (shillings and cents); a form's "12,500" is read as 12500. */
export const OfferAmountSchema = z
	.union([z.string(), z.number()], { error: INVALID_AMOUNT_MESSAGE })
	.transform((v) => String(v).trim())
	.pipe(
		z
			.string()
			.regex(AMOUNT_TEXT, INVALID_AMOUNT_MESSAGE)
			.transform((v) => Math.round(Number(v.replace(/[, ]/g, '')) * 100))
			.pipe(z.number().min(100, INVALID_AMOUNT_MESSAGE).max(LISTING_LIMITS.priceKes * 100, INVALID_AMOUNT_MESSAGE)),
	)

/** Optional words with an offer or a counter: a blank one is sent (and kept) as empty text. */
const MessageSchema = plainTextField(
	z.string({ error: 'Message must be text' }).trim().max(OFFER_MESSAGE_MAX, `Message must be at most ${OFFER_MESSAGE_MAX} characters`),
	{ multiline: true },
)
	.nullish()
	.transform((v) => v ?? '')

/** An amount and a message: the Make Offer form on a listing (which names the listing) and a seller's counter. */
export const OfferTermsSchema = z.object({ amount: OfferAmountSchema, message: MessageSchema })

const LISTING_ID_MESSAGE = 'listing_id must be a whole number'

/** A listing's id as JSON sends it (a number) or a form does (digits); never coerced from true, "6abc" or 1e400. */
const ListingIdSchema = z
	.union([z.number(), z.string().trim().regex(/^\d+$/, LISTING_ID_MESSAGE)], {
		error: (issue) => (issue.input === undefined ? 'listing_id is required' : LISTING_ID_MESSAGE),
	})
	.transform(Number)
	.refine((id) => Number.isSafeInteger(id) && id > 0, LISTING_ID_MESSAGE)

/** POST /api/offers: spec 1 §3 "Offer payload"; its listing is read first (the terms are checked once it is found). */
export const OfferPayloadSchema = OfferTermsSchema.extend({ listing_id: ListingIdSchema })
export const OfferListingSchema = z.looseObject({ listing_id: ListingIdSchema })
