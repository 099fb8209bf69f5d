import { sql } from 'kysely'
import type { Database } from '#db/database.ts'
import { OPEN_FLAG_STATUSES } from '../open-flags.ts'
import { accountsOnDevice } from './device-sign-ins.server.ts'
import type { AccountFacts, ListingRiskInput } from './listing-risk.ts'
import { hammingDistance, SIMILAR_PHOTO_MAX_DISTANCE } from './photo-match.ts'
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
/** Other sellers' near-identical photos kept for one listing (the admin's side-by-side evidence): a few are proof enough. */
const MAX_PHOTO_CANDIDATES = 200
/** The seller's other recent listings compared for near-identical text. */
const MAX_OTHER_TEXTS = 50
const MAX_SUSPENDED = 5000
/** Warned messages count towards the sender's risk this long, the newest this many (conversation_messages_warned). */
export const WARNED_MESSAGE_DAYS = 30
const MAX_WARNED_MESSAGES = 50

export type ReportFact = OpenReport & { reportedAt: string }

export type ListingFacts = {
	listing: { id: number; status: string; sellerId: number; title: string; description: string; category: string; price: number }
	input: ListingRiskInput
	/** Our photos and the other sellers' photos found as candidates, for the admin's side-by-side evidence. */
	photos: { cloudinaryId: string; hash: string }[]
	candidates: { cloudinaryId: string; hash: string; sellerId: number; listingId: number }[]
	reports: ReportFact[]
}

/** Where each of a hash's four 16-bit bands starts (substr, 1-based): migration 0017 indexes each. */
const BAND_STARTS = [1, 5, 9, 13] as const

/** A band's 4 hex digits and the 16 values one bit away from it. */
function bandNeighbours(band: string) {
	const value = parseInt(band, 16)
	return [band, ...Array.from({ length: 16 }, (_, bit) => (value ^ (1 << bit)).toString(16).padStart(4, '0'))]
}

/**
 * Other sellers' photos within SIMILAR_PHOTO_MAX_DISTANCE bits of one of ours. Two hashes that close have a band at
 * most one bit apart (four bands, at most 7 bits: pigeonhole), so the lookup of each band and its one-bit neighbours
 * finds every such copy among a few hundred photos; the exact distance keeps the near-identical ones (photo-match.ts
 * judges them), and only their listings are read for the seller.
 */
async function photoCandidates(db: Database, { hashes, sellerId }: { hashes: string[]; sellerId: number }) {
	if (!hashes.length) return []
	// What the band indexes carry (migration 0027): their entries are read, not the photos' rows.
	const banded = await db
		.selectFrom('listing_photos')
		.select(['id', 'phash as hash', 'listing_id as listingId'])
		.where((eb) =>
			eb.or(
				BAND_STARTS.map((start) => {
					const values = [...new Set(hashes.flatMap((hash) => bandNeighbours(hash.slice(start - 1, start + 3))))]
					return eb(sql<string>`substr(phash, ${sql.lit(start)}, 4)`, 'in', values)
				}),
			),
		)
		.execute()
	const similar = (hash: string | null): hash is string => hash !== null && hashes.some((own) => hammingDistance(own, hash) <= SIMILAR_PHOTO_MAX_DISTANCE)
	const near = banded.flatMap(({ hash, ...photo }) => (similar(hash) ? [{ ...photo, hash }] : []))
	// The listing's own photos are always among them: these reads are never empty, and stay a few rows.
	const [others, photos] = await Promise.all([
		db
			.selectFrom('listings')
			.select(['id', 'seller_id'])
			.where('id', 'in', [...new Set(near.map((p) => p.listingId))])
			.where('seller_id', '!=', sellerId)
			.execute(),
		db
			.selectFrom('listing_photos')
			.select(['id', 'cloudinary_id'])
			.where('id', 'in', near.map((p) => p.id))
			.execute(),
	])
	const sellerOf = new Map(others.map((l) => [l.id, l.seller_id]))
	const cloudinaryIdOf = new Map(photos.map((p) => [p.id, p.cloudinary_id]))
	return near
		.toSorted((a, b) => b.id - a.id)
		.flatMap(({ id, ...photo }) => {
			const seller = sellerOf.get(photo.listingId)
			const cloudinaryId = cloudinaryIdOf.get(id)
			return seller === undefined || cloudinaryId === undefined ? [] : [{ ...photo, cloudinaryId, sellerId: seller }]
		})
		.slice(0, MAX_PHOTO_CANDIDATES)
}

/**
 * The newest comparables: published listings of the category and those sold since `soldSince`. Two reads, merged
 * here: the published down (status, category, created_at), stopping at MAX_COMPARABLES; the sold through (status,
 * category, sold_at) (migration 0017). One query with the two statuses OR-ed sorted the whole category instead
 * (hundreds of ms at 100,000 listings, `npm run bench:fraud`).
 */
async function comparablesOf(db: Database, { category, listingId, soldSince }: { category: string; listingId: number; soldSince: string }) {
	const newest = (status: 'PUBLISHED' | 'SOLD') =>
		db
			.selectFrom('listings')
			.select(['title', 'category', 'price_cents', 'created_at'])
			.where('status', '=', status)
			.where('category', '=', category)
			.where('id', '!=', listingId)
			.$if(status === 'SOLD', (qb) => qb.where('sold_at', '>=', soldSince))
			.orderBy('created_at', 'desc')
			.limit(MAX_COMPARABLES)
			.execute()
	const [published, sold] = await Promise.all([newest('PUBLISHED'), newest('SOLD')])
	return [...published, ...sold].sort((a, b) => b.created_at.localeCompare(a.created_at)).slice(0, MAX_COMPARABLES)
}

/** What is known of a user's account (listing-risk.ts AccountFacts), leaving one listing out of their others. */
export async function accountFacts(
	db: Database,
	{ userId, now, exceptListingId = 0 }: { userId: number; now: Date; exceptListingId?: number },
): Promise<AccountFacts | null> {
	const user = await db.selectFrom('users').select(['registered_at', 'phone', 'phone_verified', 'email']).where('id', '=', userId).executeTakeFirst()
	if (!user) return null
	const dayAgo = new Date(now.getTime() - DAY_MS).toISOString()
	const warnedSince = new Date(now.getTime() - WARNED_MESSAGE_DAYS * DAY_MS).toISOString()
	const [recent, others, suspended, onDevice, warned] = await Promise.all([
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
		db
			.selectFrom('conversation_messages')
			.select(['id', 'warning'])
			.where('sender_id', '=', userId)
			.where('warning', 'is not', null)
			.where('created_at', '>=', warnedSince)
			.orderBy('created_at', 'desc')
			.limit(MAX_WARNED_MESSAGES)
			.execute(),
	])
	return {
		createdAt: user.registered_at,
		listingCreatedAts: recent.map((r) => r.created_at),
		otherListings: others.map((o) => ({ id: o.id, text: `${o.title}\n${o.description}` })),
		phone: user.phone,
		phoneVerified: user.phone_verified === 1,
		email: user.email,
		suspended: suspended.map((s) => ({ userId: s.id, phone: s.phone, email: s.email })),
		accountsOnDevice: onDevice,
		warnedMessages: warned.flatMap((m) => (m.warning ? [{ id: m.id, warning: m.warning }] : [])),
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
		comparablesOf(db, { category: row.category, listingId, soldSince }),
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
