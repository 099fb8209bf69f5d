import { sql } from 'kysely'
import type { Database } from '#db/database.ts'
import { DomainError } from '../domain-error.ts'
import type { SharePlatform, TrackRequest, ViewSource } from './track-schema.ts'
import { publiclyListed } from '../listings/visibility.server.ts'

/** A view counts once per user, listing and hour: reloading a page or going back and forth is still one look. */
const VIEW_WINDOW_MS = 60 * 60 * 1000

/**
 * Records that a signed-in user looked at a published listing that is not theirs: one statement, and nothing when the
 * same user viewed it within the hour. Answers whether a view was recorded.
 */
export async function recordView(db: Database, { userId, listingId, source }: { userId: number; listingId: number; source: ViewSource }) {
	const since = new Date(Date.now() - VIEW_WINDOW_MS).toISOString()
	const metadata = JSON.stringify({ source })
	const result = await db
		.insertInto('user_actions')
		.columns(['user_id', 'listing_id', 'action_type', 'action_metadata'])
		.expression((eb) =>
			eb
				.selectFrom('listings')
				.select([sql.lit(userId).as('user_id'), 'listings.id', sql.lit('VIEW').as('action_type'), sql<string>`${metadata}`.as('action_metadata')])
				.where('listings.id', '=', listingId)
				.where(publiclyListed)
				.where('listings.seller_id', '!=', userId)
				.where((w) =>
					w.not(
						w.exists(
							w
								.selectFrom('user_actions')
								.select('user_actions.id')
								.where('user_actions.user_id', '=', userId)
								.where('user_actions.timestamp', '>=', since)
								.where('user_actions.listing_id', '=', listingId)
								.where('user_actions.action_type', '=', 'VIEW'),
						),
					),
				),
		)
		.executeTakeFirst()
	return Number(result.numInsertedOrUpdatedRows ?? 0) > 0
}

type Trackable = { id: number; seller_id: number }

/** Records a share of a published listing (spec 1 §7), unless it is the user's own. */
async function recordShare(db: Database, { userId, listing, platform }: { userId: number; listing: Trackable; platform: SharePlatform }) {
	if (listing.seller_id === userId) return false
	await db
		.insertInto('user_actions')
		.values({ user_id: userId, listing_id: listing.id, action_type: 'SHARE', action_metadata: JSON.stringify({ platform }) })
		.execute()
	return true
}

/** The published listing a track call names; any other (unknown, draft, sold, ...) is a 404. */
export async function requireTrackable(db: Database, { listingId }: { listingId: number }): Promise<Trackable> {
	const listing = await db
		.selectFrom('listings')
		.select(['id', 'seller_id'])
		.where('id', '=', listingId)
		.where(publiclyListed)
		.executeTakeFirst()
	if (!listing) throw new DomainError('Listing not found', 404)
	return listing
}

/** POST /api/recommendations/track: a view or a share of a published listing (found by requireTrackable). */
export async function trackAction(db: Database, { userId, listing, request }: { userId: number; listing: Trackable; request: TrackRequest }) {
	if (request.actionType === 'SHARE') return recordShare(db, { userId, listing, platform: request.metadata.platform })
	return recordView(db, { userId, listingId: listing.id, source: request.metadata.source })
}
