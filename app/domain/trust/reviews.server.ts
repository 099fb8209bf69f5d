import type { Database } from '#db/database.ts'
import type { Viewer } from '../listings/visibility.server.ts'
import { requireFeedbackTarget } from './feedback-target.server.ts'
import { sellerRating } from './ratings.server.ts'
import { DomainError } from '../domain-error.ts'
import { hasContacted } from '../engagement/contact-history.server.ts'
import { RATE_NEEDS_CONTACT } from './feedback-fields.ts'

export const RATE_SIGN_IN_MESSAGE = 'You need to be signed in to rate sellers'

const REVIEW_COLUMNS = ['id', 'listing_id', 'buyer_id', 'rating', 'comment', 'created_at', 'updated_at'] as const

/**
 * A listing the viewer may rate (404, 403 or 409 if not): the API checks it before it reads the fields. Only a buyer
 * who dealt with the seller through Soko (contact-history.server.ts) may rate them (403), so accounts made to pile
 * one-star reviews on a stranger have nothing to rate.
 */
export async function requireRatable(db: Database, { listingId, viewer }: { listingId: number; viewer: NonNullable<Viewer> }) {
	const listing = await requireFeedbackTarget(db, {
		listingId,
		viewer,
		ownMessage: 'You cannot rate your own listing',
		notLiveMessage: 'Only published listings can be rated',
	})
	if (!(await hasContacted(db, { userId: viewer.id, sellerId: listing.seller_id }))) throw new DomainError(RATE_NEEDS_CONTACT, 403)
	return listing
}

/**
 * A signed-in buyer rates the seller of a listing they can see, never their own. One review per buyer per seller: a
 * second, on this listing or another of theirs, replaces the first (and moves to that listing), in one upsert on
 * UNIQUE (seller_id, buyer_id), so two at once can't make two reviews. Answers the review, whether it is new, and the
 * seller's rating with it.
 */
export async function submitReview(
	db: Database,
	{ listingId, viewer, rating, comment }: { listingId: number; viewer: NonNullable<Viewer>; rating: number; comment: string },
) {
	const listing = await requireRatable(db, { listingId, viewer })
	const review = await db
		.insertInto('reviews')
		.values({ listing_id: listingId, buyer_id: viewer.id, seller_id: listing.seller_id, rating, comment })
		.onConflict((oc) =>
			oc.columns(['seller_id', 'buyer_id']).doUpdateSet({ listing_id: listingId, rating, comment, updated_at: new Date().toISOString() }),
		)
		.returning(REVIEW_COLUMNS)
		.executeTakeFirstOrThrow()
	return { review, created: review.updated_at === null, sellerRating: await sellerRating(db, { sellerId: listing.seller_id }) }
}

/** Whether the listing page offers the Rate form: signed out it leads to signing in first; signed in, after a contact. */
export async function mayRate(db: Database, { viewer, sellerId }: { viewer: Viewer; sellerId: number }) {
	return !viewer || viewer.id === sellerId || hasContacted(db, { userId: viewer.id, sellerId })
}

/** The viewer's own review of a seller (on whichever of their listings), to show it in the form that replaces it. */
export async function reviewBy(db: Database, { sellerId, buyerId }: { sellerId: number; buyerId: number }) {
	return db.selectFrom('reviews').select(['rating', 'comment']).where('seller_id', '=', sellerId).where('buyer_id', '=', buyerId).executeTakeFirst()
}
