import { FlagFieldsSchema } from '#app/domain/trust/feedback-schemas.ts'
import { REPORT_SIGN_IN_MESSAGE, reportListing } from '#app/domain/trust/flags.server.ts'
import type { ListingActionArgs } from './action-args.ts'
import { feedbackAction } from './feedback.server.ts'

/** Report (spec 1 §5): a reason and a description for the admins; reporting again while it is open updates it. */
export function reportAction(args: ListingActionArgs) {
	return feedbackAction(args, {
		intent: 'report',
		schema: FlagFieldsSchema,
		signInMessage: REPORT_SIGN_IN_MESSAGE,
		done: { title: 'Report submitted', description: "Thank you for helping keep our marketplace safe. We'll review this report." },
		failure: 'Failed to submit report',
		submit: ({ viewer, fields }) => reportListing(args.context.db, { listingId: args.listingId, viewer, ...fields }),
	})
}
