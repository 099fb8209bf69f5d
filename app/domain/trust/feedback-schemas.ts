import { z } from 'zod'
import { REPORT_REASONS } from '#db/enums.ts'
import { plainTextField } from '#app/utils/plain-text.ts'
import { COMMENT_MAX, DESCRIPTION_MAX } from './feedback-fields.ts'

/** Rating and reporting a listing (spec 1 §5): one schema for the listing page's forms and the JSON API each. */

export const SELECT_RATING = 'Please select a rating'
export const SELECT_REASON = 'Please select a reason'

/** Optional text: hidden characters dropped, trimmed; left out, null (a JSON client's "none") or blank is ''. */
function optionalText(name: string, max: number) {
	const text = z.string({ error: `${name} must be text` }).trim().max(max, `${name} must be at most ${max} characters`)
	return z.preprocess((value) => value ?? undefined, plainTextField(text, { multiline: true }).optional().default(''))
}

/** A whole number as JSON has it, or as a form sends it ("5"); anything else ("0x5", "1e0", true, [5]) stays as it is, to be refused. */
function wholeNumber(value: unknown) {
	return typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value
}

const RATING_RANGE = 'Rating must be a whole number of stars from 1 to 5'

export const ReviewFieldsSchema = z.object({
	// 0 (or nothing) means no star was chosen.
	rating: z.preprocess(
		(value) => (value === undefined || value === null || value === '' ? 0 : wholeNumber(value)),
		z
			.number({ error: RATING_RANGE })
			.int(RATING_RANGE)
			.refine((n) => n !== 0, { message: SELECT_RATING, abort: true })
			.refine((n) => n >= 1 && n <= 5, RATING_RANGE),
	),
	comment: optionalText('Comment', COMMENT_MAX),
})

export const FlagFieldsSchema = z.object({
	reason: z.enum(REPORT_REASONS, { error: SELECT_REASON }),
	description: optionalText('Description', DESCRIPTION_MAX),
})

/** The listing a JSON call is about, read before the rest of its body (404 and 403 come before 400). */
export const ListingRefSchema = z.looseObject({
	listingId: z.preprocess(
		wholeNumber,
		z.number({ error: 'listingId is required' }).refine((n) => Number.isSafeInteger(n) && n > 0, 'listingId is required'),
	),
})

/** An admin's note when settling a listing's reports, for the moderation log: the moderation tab's form and the API. */
export const SettleNoteSchema = plainTextField(z.string({ error: 'Notes must be text' }).trim().max(500, 'Notes must be at most 500 characters')).optional()

/** POST /api/admin/flags/{listingId}: how the reports end, and the note. */
export const SettleReportsSchema = z.object({
	status: z.enum(['RESOLVED', 'DISMISSED'], { error: 'status must be RESOLVED or DISMISSED' }),
	notes: SettleNoteSchema,
})
