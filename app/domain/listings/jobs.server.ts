import { sql } from 'kysely'
import type { Database } from '#db/database.ts'
import type { Env } from '../../env.server.ts'
import { ListingError, changeListingStatus } from './transitions.server.ts'
import { notify } from '../notifications/notify.server.ts'

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
				siteUrl: env.PUBLIC_URL,
			})
			expired++
		} catch (error) {
			// Sold, renewed or deleted since we looked: nothing to expire.
			if (!(error instanceof ListingError && (error.status === 409 || error.status === 404))) throw error
		}
	}
	return { checked: due.length, expired }
}

/** How long before a listing comes off Soko its seller is warned: time to renew it, or sell it first. */
export const EXPIRY_WARNING_DAYS = 3

/**
 * Sellers of published listings that expire within EXPIRY_WARNING_DAYS are told once per expiry (a renewal sets a new
 * one, warned again in its turn): the notice's once_key says which, so two instances or two runs write it once. Up to
 * 200 a run, soonest first; the next run takes the rest.
 */
export async function warnExpiringListings(db: Database, { env, now = new Date() }: { env: Env; now?: Date }) {
	const due = await db
		.selectFrom('listings')
		.select(['id', 'seller_id', 'title', 'expires_at'])
		.where('status', '=', 'PUBLISHED')
		.where('expires_at', '>', now.toISOString())
		.where('expires_at', '<=', new Date(now.getTime() + EXPIRY_WARNING_DAYS * 86_400_000).toISOString())
		// The once_key notify writes (below), spelled in SQL: only listings not yet warned of this expiry.
		.where(sql<boolean>`NOT EXISTS (SELECT 1 FROM notifications WHERE once_key = 'listing-expiring:' || listings.id || ':' || listings.expires_at)`)
		.orderBy('expires_at', 'asc')
		.limit(EXPIRE_BATCH)
		.execute()
	let warned = 0
	for (const listing of due) {
		const id = await db.transaction().execute((trx) =>
			notify(trx, {
				userId: listing.seller_id,
				kind: 'LISTING_EXPIRING',
				listingId: listing.id,
				params: { title: listing.title, expires: listing.expires_at! },
				onceKey: `listing-expiring:${listing.id}:${listing.expires_at}`,
				siteUrl: env.PUBLIC_URL,
			}),
		)
		if (id !== null) warned++
	}
	return { checked: due.length, warned }
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
