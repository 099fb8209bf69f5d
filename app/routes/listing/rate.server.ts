import { ReviewFieldsSchema } from '#app/domain/trust/feedback-schemas.ts'
import { RATE_SIGN_IN_MESSAGE, submitReview } from '#app/domain/trust/reviews.server.ts'
import type { ListingActionArgs } from './action-args.ts'
import { feedbackAction } from './feedback.server.ts'

/** Rate (spec 1 §5): a buyer's stars and comment for the seller; a second rating of the listing replaces the first. */
export function rateAction(args: ListingActionArgs) {
	return feedbackAction(args, {
		intent: 'rate',
		schema: ReviewFieldsSchema,
		signInMessage: RATE_SIGN_IN_MESSAGE,
		done: { title: 'Review submitted', description: 'Thank you for your feedback!' },
		failure: 'Failed to submit review',
		submit: ({ viewer, fields }) => submitReview(args.context.db, { listingId: args.listingId, viewer, ...fields }),
	})
}
