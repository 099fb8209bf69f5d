import { sql } from 'kysely'
import type { Database } from '#db/database.ts'
import { OPEN_FLAG_STATUSES } from '../trust/flags.server.ts'
import { accountsOnDevice } from './device-sign-ins.server.ts'
import type { AccountFacts, ListingRiskInput } from './listing-risk.ts'
import type { OpenReport } from './reports-signal.ts'

/**
 * The facts assessListing needs about one listing, read from the database in a few bounded queries, so assessing a
 * listing costs the same whatever the size of the site. Sign-ins per device come from sign_ins (migration 0016), which
 * knows only the devices that gave an id (device-sign-ins.server.ts): an account whose devices are unknown counts 0.
 */

const DAY_MS = 24 * 60 * 60 * 1000
/** Sold listings stay a yardstick for the market this long. */
export const SOLD_COMPARABLE_DAYS = 90
/** The most recent comparables read: plenty for a median, bounded for a busy category. */
export const MAX_COMPARABLES = 500
/** Other sellers' photos read as candidates for one listing; the exact comparison is photo-match.ts's. */
const MAX_PHOTO_CANDIDATES = 200
/** The seller's other recent listings compared for near-identical text. */
const MAX_OTHER_TEXTS = 50
const MAX_SUSPENDED = 5000

export type ReportFact = OpenReport & { reportedAt: string }

export type ListingFacts = {
	listing: { id: number; status: string; sellerId: number; title: string; description: string; category: string; price: number }
	input: ListingRiskInput
	/** Our photos and the other sellers' photos found as candidates, for the admin's side-by-side evidence. */
	photos: { cloudinaryId: string; hash: string }[]
	candidates: { cloudinaryId: string; hash: string; sellerId: number; listingId: number }[]
	reports: ReportFact[]
}

/** The next value after a 4-hex-digit prefix, for a range any index on the column serves ('ffff' has none). */
function prefixEnd(prefix: string) {
	return prefix === 'ffff' ? 'g' : (parseInt(prefix, 16) + 1).toString(16).padStart(4, '0')
}

/**
 * Other sellers' photos sharing the first or the last 4 hex digits of one of ours (the two bands migration 0015
 * indexes). A cheap first cut: a copy a few bits off almost always keeps one band whole.
 */
async function photoCandidates(db: Database, { hashes, sellerId }: { hashes: string[]; sellerId: number }) {
	if (!hashes.length) return []
	return db
		.selectFrom('listing_photos')
		.innerJoin('listings', 'listings.id', 'listing_photos.listing_id')
		.select(['listing_photos.cloudinary_id as cloudinaryId', 'listing_photos.phash as hash', 'listings.seller_id as sellerId', 'listings.id as listingId'])
		.where('listings.seller_id', '!=', sellerId)
		.where((eb) =>
			eb.or(
				hashes.flatMap((hash) => {
					const head = hash.slice(0, 4)
					return [
						eb.and([eb('listing_photos.phash', '>=', head), eb('listing_photos.phash', '<', prefixEnd(head))]),
						eb(sql`substr(listing_photos.phash, 13, 4)`, '=', hash.slice(12, 16)),
					]
				}),
			),
		)
		.orderBy('listing_photos.id', 'desc')
		.limit(MAX_PHOTO_CANDIDATES)
		.execute()
		.then((rows) => rows.flatMap((row) => (row.hash ? [{ ...row, hash: row.hash }] : [])))
}

/** What is known of a user's account (listing-risk.ts AccountFacts), leaving one listing out of their others. */
export async function accountFacts(
	db: Database,
	{ userId, now, exceptListingId = 0 }: { userId: number; now: Date; exceptListingId?: number },
): Promise<AccountFacts | null> {
	const user = await db.selectFrom('users').select(['registered_at', 'phone', 'email']).where('id', '=', userId).executeTakeFirst()
	if (!user) return null
	const dayAgo = new Date(now.getTime() - DAY_MS).toISOString()
	const [recent, others, suspended, onDevice] = await Promise.all([
		db.selectFrom('listings').select('created_at').where('seller_id', '=', userId).where('created_at', '>=', dayAgo).execute(),
		db
			.selectFrom('listings')
			.select(['id', 'title', 'description'])
			.where('seller_id', '=', userId)
			.where('id', '!=', exceptListingId)
			.orderBy('created_at', 'desc')
			.limit(MAX_OTHER_TEXTS)
			.execute(),
		db.selectFrom('users').select(['id', 'phone', 'email']).where('is_active', '=', 0).where('id', '!=', userId).limit(MAX_SUSPENDED).execute(),
		accountsOnDevice(db, { userId, now }),
	])
	return {
		createdAt: user.registered_at,
		listingCreatedAts: recent.map((r) => r.created_at),
		otherListings: others.map((o) => ({ id: o.id, text: `${o.title}\n${o.description}` })),
		phone: user.phone,
		email: user.email,
		suspended: suspended.map((s) => ({ userId: s.id, phone: s.phone, email: s.email })),
		accountsOnDevice: onDevice,
	}
}

/** The listing's facts, or null when it no longer exists. */
export async function listingFacts(db: Database, { listingId, now }: { listingId: number; now: Date }): Promise<ListingFacts | null> {
	const row = await db
		.selectFrom('listings')
		.select(['id', 'status', 'seller_id', 'title', 'description', 'category', 'price_cents'])
		.where('id', '=', listingId)
		.executeTakeFirst()
	if (!row) return null
	const listing = {
		id: row.id,
		status: row.status,
		sellerId: row.seller_id,
		title: row.title,
		description: row.description,
		category: row.category,
		price: row.price_cents,
	}
	const soldSince = new Date(now.getTime() - SOLD_COMPARABLE_DAYS * DAY_MS).toISOString()
	const [comparables, ownPhotos, account, reports] = await Promise.all([
		db
			.selectFrom('listings')
			.select(['title', 'category', 'price_cents'])
			.where('category', '=', row.category)
			.where('id', '!=', listingId)
			.where((eb) => eb.or([eb('status', '=', 'PUBLISHED'), eb.and([eb('status', '=', 'SOLD'), eb('sold_at', '>=', soldSince)])]))
			.orderBy('created_at', 'desc')
			.limit(MAX_COMPARABLES)
			.execute(),
		db
			.selectFrom('listing_photos')
			.select(['cloudinary_id', 'phash'])
			.where('listing_id', '=', listingId)
			.where('phash', 'is not', null)
			.orderBy('position')
			.execute(),
		accountFacts(db, { userId: row.seller_id, now, exceptListingId: listingId }),
		db
			.selectFrom('flags')
			.innerJoin('users', 'users.id', 'flags.user_id')
			.select(['flags.user_id', 'flags.created_at', 'users.registered_at'])
			.where('flags.listing_id', '=', listingId)
			.where('flags.status', 'in', OPEN_FLAG_STATUSES)
			.execute(),
	])
	const photos = ownPhotos.flatMap((p) => (p.phash ? [{ cloudinaryId: p.cloudinary_id, hash: p.phash }] : []))
	const candidates = await photoCandidates(db, { hashes: photos.map((p) => p.hash), sellerId: row.seller_id })
	const reportFacts = reports.map((r) => ({ userId: r.user_id, accountCreatedAt: r.registered_at, reportedAt: r.created_at }))
	return {
		listing,
		photos,
		candidates,
		reports: reportFacts,
		input: {
			listing,
			comparables: comparables.map((c) => ({ title: c.title, category: c.category, price: c.price_cents })),
			photos: { hashes: photos.map((p) => p.hash), others: candidates.map((c) => ({ hash: c.hash, sellerId: c.sellerId, listingId: c.listingId })) },
			...(account ? { account } : {}),
			reports: reportFacts,
			now,
		},
	}
}
