import type { Database } from '#db/database.ts'
import type { Env } from '../../env.server.ts'
import { ListingError, changeListingStatus } from './transitions.server.ts'

const EXPIRE_BATCH = 200

/**
 * Published listings whose time is up (expires_at in the past; LISTING_TTL_DAYS after publication) become EXPIRED,
 * each through the lifecycle as SYSTEM so the move is logged. Up to 200 a run; the next run takes the rest.
 */
export async function expirePublishedListings(db: Database, { env }: { env: Env }) {
	const due = await db
		.selectFrom('listings')
		.select('id')
		.where('status', '=', 'PUBLISHED')
		.where('expires_at', '<', new Date().toISOString())
		.orderBy('expires_at', 'asc')
		.limit(EXPIRE_BATCH)
		.execute()
	let expired = 0
	for (const { id } of due) {
		try {
			await changeListingStatus(db, {
				listingId: id,
				action: 'expire',
				actor: 'SYSTEM',
				reason: `Listing expired after ${env.LISTING_TTL_DAYS} days`,
				ttlDays: env.LISTING_TTL_DAYS,
			})
			expired++
		} catch (error) {
			// Sold, renewed or deleted since we looked: nothing to expire.
			if (!(error instanceof ListingError && (error.status === 409 || error.status === 404))) throw error
		}
	}
	return { checked: due.length, expired }
}

/** Featured periods that have run out end: the listing stops being featured; when it was featured is kept. */
export async function endFeaturedPeriods(db: Database) {
	const result = await db
		.updateTable('listings')
		.set({ is_featured: 0, updated_at: new Date().toISOString() })
		.where('is_featured', '=', 1)
		.where('featured_expires_at', 'is not', null)
		.where('featured_expires_at', '<', new Date().toISOString())
		.executeTakeFirst()
	return { ended: Number(result.numUpdatedRows) }
}
