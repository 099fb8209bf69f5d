import type { Database } from '#db/database.ts'
import type { Viewer } from '../listing-visibility.server.ts'
import { requireFeedbackTarget } from './feedback-target.server.ts'
import { sellerRating } from './ratings.server.ts'

export const RATE_SIGN_IN_MESSAGE = 'You need to be signed in to rate sellers'

const REVIEW_COLUMNS = ['id', 'listing_id', 'buyer_id', 'rating', 'comment', 'created_at', 'updated_at'] as const

/** A listing the viewer may rate (404, 403 or 409 if not): the API checks it before it reads the fields. */
export function requireRatable(db: Database, { listingId, viewer }: { listingId: number; viewer: NonNullable<Viewer> }) {
	return requireFeedbackTarget(db, {
		listingId,
		viewer,
		ownMessage: 'You cannot rate your own listing',
		notLiveMessage: 'Only published listings can be rated',
	})
}

/**
 * A signed-in buyer rates the seller of a listing they can see, never their own. One review per buyer per listing: a
 * second replaces the first, in one upsert on UNIQUE (listing_id, buyer_id), so two at once can't make two reviews.
 * Answers the review, whether it is new, and the seller's rating with it.
 */
export async function submitReview(
	db: Database,
	{ listingId, viewer, rating, comment }: { listingId: number; viewer: NonNullable<Viewer>; rating: number; comment: string },
) {
	const listing = await requireRatable(db, { listingId, viewer })
	const review = await db
		.insertInto('reviews')
		.values({ listing_id: listingId, buyer_id: viewer.id, rating, comment })
		.onConflict((oc) => oc.columns(['listing_id', 'buyer_id']).doUpdateSet({ rating, comment, updated_at: new Date().toISOString() }))
		.returning(REVIEW_COLUMNS)
		.executeTakeFirstOrThrow()
	return { review, created: review.updated_at === null, sellerRating: await sellerRating(db, { sellerId: listing.seller_id }) }
}

/** The viewer's own review of a listing, to show it in the form they may change it with. */
export async function reviewBy(db: Database, { listingId, buyerId }: { listingId: number; buyerId: number }) {
	return db
		.selectFrom('reviews')
		.select(['rating', 'comment'])
		.where('listing_id', '=', listingId)
		.where('buyer_id', '=', buyerId)
		.executeTakeFirst()
}
