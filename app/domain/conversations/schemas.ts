import { z } from 'zod'
import { plainTextField } from '#app/utils/plain-text.ts'
import { SettleNoteSchema } from '../trust/feedback-schemas.ts'
import { MESSAGE_MAX, REPORT_REASON_MAX } from './limits.ts'

/** The forms' and the API's bodies (issue 24 §3), one schema each for both doors. */

const MessageSchema = plainTextField(
	z
		.string({ error: 'Message is required' })
		.trim()
		.min(1, 'Message is required')
		.max(MESSAGE_MAX, `Message must be at most ${MESSAGE_MAX} characters`),
	{ multiline: true },
)

/** "I have read the warning, send it": a JSON true or a form's checkbox ("on", "true", "1"). */
const ConfirmSchema = z
	.union([z.boolean(), z.enum(['on', 'true', '1', 'false', '0', ''])])
	.optional()
	.transform((v) => v === true || v === 'on' || v === 'true' || v === '1')

const LISTING_ID_MESSAGE = 'listingId must be a whole number'

/** The listing a conversation is about, as JSON sends it (12) or a form does ("12"). */
export const ListingRefSchema = z.object({
	listingId: z
		.union([z.number(), z.string().trim().regex(/^\d+$/, LISTING_ID_MESSAGE)], {
			error: (issue) => (issue.input === undefined ? 'listingId is required' : LISTING_ID_MESSAGE),
		})
		.transform(Number)
		.refine((id) => Number.isSafeInteger(id) && id > 0, LISTING_ID_MESSAGE),
})

/** POST /api/conversations and the listing's "Message seller" form. */
export const StartConversationSchema = ListingRefSchema.extend({ message: MessageSchema, confirm: ConfirmSchema })

/** The key a page makes for one message, so sending it twice (the offline queue's replay) stores it once. */
const MessageKeySchema = z
	.string()
	.regex(/^[\w-]{8,64}$/, 'key must be 8 to 64 letters, digits, - or _')
	.optional()

/** POST /api/conversations/{id}/messages and the thread's form. */
export const PostMessageSchema = z.object({ message: MessageSchema, confirm: ConfirmSchema, key: MessageKeySchema })

/** POST /api/conversations/{id}/report. */
export const ReportConversationSchema = z.object({
	reason: plainTextField(
		z
			.string({ error: 'Please give a reason' })
			.trim()
			.min(1, 'Please give a reason')
			.max(REPORT_REASON_MAX, `Reason must be at most ${REPORT_REASON_MAX} characters`),
		{ multiline: true },
	),
})

/** POST /api/admin/conversation-reports/{id}: how the report ends, and a note for the moderation log. */
export const SettleConversationReportSchema = z.object({
	action: z.enum(['resolve', 'dismiss'], { error: 'action must be resolve or dismiss' }),
	notes: SettleNoteSchema,
})
