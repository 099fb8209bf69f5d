import type { Database } from '#db/database.ts'
import type { SessionUser } from '../accounts/sessions.server.ts'
import { DomainError } from '../domain-error.ts'
import { featuredNow } from '../listings/visibility.server.ts'

const DAY_MS = 86_400_000
const CANDIDATES = 10

/** The listing a feature call names; 404 when there is none. */
export async function requireListing(db: Database, listingId: number) {
	const listing = await db
		.selectFrom('listings')
		.innerJoin('users', 'users.id', 'listings.seller_id')
		.select(['listings.id', 'listings.status', 'users.is_active as seller_active'])
		.where('listings.id', '=', listingId)
		.executeTakeFirst()
	if (!listing) throw new DomainError('Listing not found', 404)
	return listing
}

function log(db: Database, { admin, listingId, status, action, reason }: { admin: SessionUser; listingId: number; status: string; action: string; reason: string }) {
	return db
		.insertInto('moderation_logs')
		.values({ admin_id: admin.id, target_type: 'listing', target_id: listingId, action, from_status: status, to_status: status, reason })
		.execute()
}

/**
 * Features a published listing for `days` from now (again, if it already is: the period starts over): it leads Featured
 * Items on the home page and /api/listings/featured until the period ends. Refused: unknown (404), not published or
 * its seller suspended (409).
 */
export async function featureListing(db: Database, { listingId, admin, days }: { listingId: number; admin: SessionUser; days: number }) {
	const listing = await requireListing(db, listingId)
	if (listing.status !== 'PUBLISHED') throw new DomainError('Only published listings can be featured', 409)
	if (!listing.seller_active) throw new DomainError('This seller is suspended: their listings are hidden', 409)
	const now = new Date()
	const featured = { is_featured: 1 as const, featured_at: now.toISOString(), featured_by: admin.id, featured_expires_at: new Date(now.getTime() + days * DAY_MS).toISOString() }
	await db.transaction().execute(async (trx) => {
		await trx.updateTable('listings').set({ ...featured, updated_at: featured.featured_at }).where('id', '=', listingId).execute()
		await log(trx, { admin, listingId, status: listing.status, action: 'FEATURE', reason: `Featured for ${days} days` })
	})
	return { id: listingId, is_featured: true, featured_at: featured.featured_at, featured_expires_at: featured.featured_expires_at, duration: days }
}

/** Ends a listing's featured period now. Refused: unknown (404), not featured (409). */
export async function unfeatureListing(db: Database, { listingId, admin }: { listingId: number; admin: SessionUser }) {
	const listing = await requireListing(db, listingId)
	const now = new Date().toISOString()
	await db.transaction().execute(async (trx) => {
		const ended = await trx.updateTable('listings').set({ is_featured: 0, featured_expires_at: now, updated_at: now }).where('id', '=', listingId).where(featuredNow).executeTakeFirst()
		if (Number(ended.numUpdatedRows) !== 1) throw new DomainError('This listing is not featured', 409)
		await log(trx, { admin, listingId, status: listing.status, action: 'UNFEATURE', reason: 'Unfeatured by admin' })
	})
	return { id: listingId, is_featured: false }
}

const ROW = ['listings.id', 'listings.title', 'listings.price_cents', 'listings.status', 'listings.created_at', 'listings.seller_id', 'users.phone as seller_phone', 'users.is_active as seller_active'] as const

/**
 * The Featured page: every listing featured now (soonest to end first), and published listings to pick from (the
 * newest, or those whose title or id matches `q`), not already featured.
 */
export async function featuredOverview(db: Database, { q }: { q: string }) {
	const base = db.selectFrom('listings').innerJoin('users', 'users.id', 'listings.seller_id')
	const current = await base
		.select([...ROW, 'listings.featured_at', 'listings.featured_expires_at'])
		.where(featuredNow)
		.orderBy('listings.featured_expires_at', 'asc')
		.execute()
	let candidates = base
		.select(ROW)
		.where('listings.status', '=', 'PUBLISHED')
		.where('users.is_active', '=', 1)
		.where((eb) => eb.not(featuredNow(eb)))
	const id = /^#?\d+$/.test(q) ? Number(q.replace('#', '')) : null
	if (id !== null) candidates = candidates.where('listings.id', '=', id)
	// lower() on both sides: PostgreSQL's LIKE minds case, SQLite's doesn't.
	else if (q) candidates = candidates.where((eb) => eb(eb.fn('lower', ['listings.title']), 'like', `%${q.replace(/[%_\\]/g, '').toLowerCase()}%`))
	const picks = await candidates.orderBy('listings.created_at', 'desc').orderBy('listings.id', 'desc').limit(CANDIDATES).execute()
	return { current, candidates: picks }
}
