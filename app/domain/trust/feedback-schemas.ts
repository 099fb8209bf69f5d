import { z } from 'zod'
import { REPORT_REASONS } from '#db/enums.ts'
import { plainTextField } from '#app/utils/plain-text.ts'
import { COMMENT_MAX, DESCRIPTION_MAX } from './feedback-fields.ts'

/** Rating and reporting a listing (spec 1 §5): one schema for the listing page's forms and the JSON API each. */

export const SELECT_RATING = 'Please select a rating'
export const SELECT_REASON = 'Please select a reason'

/** Optional text: hidden characters dropped, trimmed, blank is ''. */
function optionalText(max: number, tooLong: string) {
	return plainTextField(z.string({ error: tooLong }).trim().max(max, tooLong), { multiline: true }).optional().default('')
}

const RATING_RANGE = 'Rating must be a whole number of stars from 1 to 5'

export const ReviewFieldsSchema = z.object({
	// 0 (or nothing) means no star was chosen.
	rating: z.preprocess(
		(value) => (value === undefined || value === null || value === '' ? 0 : typeof value === 'string' ? Number(value) : value),
		z
			.number({ error: RATING_RANGE })
			.int(RATING_RANGE)
			.refine((n) => n !== 0, { message: SELECT_RATING, abort: true })
			.refine((n) => n >= 1 && n <= 5, RATING_RANGE),
	),
	comment: optionalText(COMMENT_MAX, `Comment must be at most ${COMMENT_MAX} characters`),
})

export const FlagFieldsSchema = z.object({
	reason: z.enum(REPORT_REASONS, { error: SELECT_REASON }),
	description: optionalText(DESCRIPTION_MAX, `Description must be at most ${DESCRIPTION_MAX} characters`),
})

/** The listing a JSON call is about, read before the rest of its body (404 and 403 come before 400). */
export const ListingRefSchema = z.looseObject({
	listingId: z.coerce.number({ error: 'listingId is required' }).int('listingId is required').positive('listingId is required'),
})
