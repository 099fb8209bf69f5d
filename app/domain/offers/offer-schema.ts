import { z } from 'zod'
import { plainTextField } from '#app/utils/plain-text.ts'
import { LISTING_LIMITS } from '../listing-limits.ts'
import { OFFER_MESSAGE_MAX } from './offer-limits.ts'

export const INVALID_AMOUNT_MESSAGE = 'Please enter a valid amount'

/** Spec 1 §5: numeric, at least 1, in steps of 0.01 (shillings and cents); a form's "12,500" is read as 12500. */
export const OfferAmountSchema = z
	.union([z.string(), z.number()], { error: INVALID_AMOUNT_MESSAGE })
	.transform((v) => String(v).replace(/[,\s]/g, ''))
	.pipe(
		z
			.string()
			.regex(/^\d+(\.\d{1,2})?$/, INVALID_AMOUNT_MESSAGE)
			.transform((v) => Math.round(Number(v) * 100))
			.pipe(z.number().min(100, INVALID_AMOUNT_MESSAGE).max(LISTING_LIMITS.priceKes * 100, INVALID_AMOUNT_MESSAGE)),
	)

/** Optional words with an offer or a counter: a blank one is sent (and kept) as empty text. */
const MessageSchema = plainTextField(
	z.string().trim().max(OFFER_MESSAGE_MAX, `Message must be at most ${OFFER_MESSAGE_MAX} characters`),
	{ multiline: true },
)
	.nullish()
	.transform((v) => v ?? '')

/** An amount and a message: the Make Offer form on a listing (which names the listing) and a seller's counter. */
export const OfferTermsSchema = z.object({ amount: OfferAmountSchema, message: MessageSchema })

/** POST /api/offers: spec 1 §3 "Offer payload". */
export const OfferPayloadSchema = OfferTermsSchema.extend({
	listing_id: z.coerce
		.number({ error: 'listing_id is required' })
		.int('listing_id must be a whole number')
		.positive('listing_id must be a whole number'),
})
