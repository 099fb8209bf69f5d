import type { SelectQueryBuilder } from 'kysely'
import type { Database } from '#db/database.ts'
import type { DB } from '#db/schema.ts'
import type { ListingStatus } from '#db/enums.ts'
import type { BrowseQuery } from '../search/browse-query.ts'
import { activeFilters } from '../search/browse-filters.ts'
import { countSearchMatches, matchesSearch } from '../search/search.server.ts'
import { dataVersion } from '#db/data-version.ts'
import { coverOf, photosByListing, type ListingPhoto } from './photos.server.ts'
import { visibleTo } from './visibility.server.ts'
import { sellerPhoneFor } from '../engagement/seller-phone.server.ts'
import { sellerRating } from '../trust/ratings.server.ts'
import { maskPhone, shorten, timeAgo } from '#app/utils/format.ts'
import { toCategorySlug } from './categories.ts'
import { CARD_DESCRIPTION_CHARS, cardOf } from './cards.ts'
import { featuredNow, publiclyListed, someListingsHidden } from './visibility.server.ts'

export const PAGE_SIZE = 12

const SUMMARY_COLUMNS = [
	'listings.id',
	'listings.title',
	'listings.description',
	'listings.price_cents',
	'listings.condition',
	'listings.location',
	'listings.category',
	'listings.status',
	'listings.created_at',
	'listings.seller_id',
	'users.phone as seller_phone',
] as const

export type ListingSummary = {
	id: number
	title: string
	description: string
	price_cents: number
	condition: string
	location: string
	category: string
	status: ListingStatus
	created_at: string
	seller_id: number
	/** Masked (spec 1 §2). */
	seller_phone: string
	/** timeAgo(created_at), said once by the server. */
	posted: string
	cover: string | null
}

/**
 * With the seller's phone. CROSS JOIN is an inner join that SQLite never reorders: listings stay the outer loop, so
 * their indexes serve the filters and the sort. With a plain join the planner could start from the (few) users and
 * sort every listing: 80 ms a page on 100,000 listings, sorted by price.
 */
function withSeller<O>(listings: SelectQueryBuilder<DB, 'listings', O>) {
	return listings.crossJoin('users').whereRef('users.id', '=', 'listings.seller_id')
}

/**
 * Totals of the browse filters without search words. Counting reads every matching index entry (all 100,000 for
 * plain /browse: ~2 ms, more than the rest of the page's queries), yet the answer changes only when the data does:
 * it is reused until the database's data version moves (dataVersion), exactly. (Search totals cost in proportion to
 * the matches, and are counted every time.)
 */
const browseTotals = new WeakMap<Database, { version: string; totals: Map<string, number> }>()
const MAX_REMEMBERED_TOTALS = 1_000

async function rememberedTotal(db: Database, key: string, count: () => Promise<number>) {
	const version = await dataVersion(db)
	let memo = browseTotals.get(db)
	if (memo?.version !== version) browseTotals.set(db, (memo = { version, totals: new Map() }))
	let total = memo.totals.get(key)
	if (total === undefined) {
		total = await count()
		if (memo.totals.size >= MAX_REMEMBERED_TOTALS) memo.totals.clear()
		memo.totals.set(key, total)
	}
	return total
}

function publishedListings(db: Database) {
	return withSeller(db.selectFrom('listings').where(publiclyListed))
}

/** Card data: covers added, descriptions shortened, the seller's phone masked (cards are public). */
async function withCovers(db: Database, rows: Omit<ListingSummary, 'cover' | 'posted'>[]): Promise<ListingSummary[]> {
	const photos = await photosByListing(db, { listingIds: rows.map((r) => r.id) })
	return rows.map((r) => ({
		...r,
		description: shorten(r.description, CARD_DESCRIPTION_CHARS),
		seller_phone: maskPhone(r.seller_phone),
		posted: timeAgo(r.created_at),
		cover: coverOf(photos.get(r.id)),
	}))
}

type Listings = SelectQueryBuilder<DB, 'listings', object>

/** Counted without the seller join: seller_id is NOT NULL REFERENCES users ON DELETE CASCADE (foreign keys on), so
 * every listing has its seller and the counts agree. With the join, SQLite read all 100,000 rows to count them. */
async function countOf(listings: Listings) {
	return Number((await listings.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow()).total)
}

/** The public browse: published listings only, filtered, sorted and paged on the server. */
export async function browseListings(db: Database, query: BrowseQuery) {
	// How many listings (of any status) the words match: none is an empty page at once; else it helps choose below.
	const matches = query.q ? await countSearchMatches(db, query.q) : null
	if (matches === 0) return { items: [] as ListingSummary[], total: 0, pages: 1 }

	let sortable: Listings = db.selectFrom('listings').where(publiclyListed)
	if (query.category) sortable = sortable.where('listings.category', '=', query.category)
	if (query.subcategory) sortable = sortable.where('listings.subcategory', '=', query.subcategory)
	let base = sortable
	if (query.minPrice !== undefined) base = base.where('listings.price_cents', '>=', query.minPrice * 100)
	if (query.maxPrice !== undefined) base = base.where('listings.price_cents', '<=', query.maxPrice * 100)
	if (query.location) base = base.where('listings.town', '=', query.location)
	const inFilters = () => rememberedTotal(db, JSON.stringify([query.category, query.subcategory, query.minPrice, query.maxPrice, query.location]), () => countOf(base))
	const offset = (query.page - 1) * PAGE_SIZE

	let page = base
	let total: number
	if (query.q && matches !== null) {
		// Two ways to apply the words, costed in listings read. By rowid: every match is read (and a page of them
		// sorted). By scan: the listings go by in index order, each checked against the matches -- for a count all of
		// those in the filters, for a page only until it is full. Scanning wins when the words match many listings.
		const q = query.q
		const byRowid = base.where(matchesSearch(db, q))
		const byScan = base.where(matchesSearch(db, q, { byScan: true }))
		// The index holds published listings only: without other filters (or suspended sellers' listings), its count is the total.
		const filtered = Object.keys(activeFilters(query)).length > 0 || (await someListingsHidden(db))
		total = filtered ? await countOf((await inFilters()) < matches ? byScan : byRowid) : matches
		if (offset >= total) return { items: [] as ListingSummary[], total, pages: Math.max(1, Math.ceil(total / PAGE_SIZE)) }
		// The index walked is the category's (or all published listings'); price and town are checked on the way.
		const walked = ((offset + PAGE_SIZE) * (await rememberedTotal(db, JSON.stringify([query.category, query.subcategory]), () => countOf(sortable)))) / total
		page = walked < matches ? byScan : byRowid
	} else {
		total = await inFilters()
	}

	let rows = withSeller(page).select(SUMMARY_COLUMNS)
	rows =
		query.sort === 'oldest'
			? rows.orderBy('listings.created_at', 'asc').orderBy('listings.id', 'asc')
			: query.sort === 'price-low'
				? rows.orderBy('listings.price_cents', 'asc').orderBy('listings.id', 'desc')
				: query.sort === 'price-high'
					? rows.orderBy('listings.price_cents', 'desc').orderBy('listings.id', 'desc')
					: rows.orderBy('listings.created_at', 'desc').orderBy('listings.id', 'desc')
	const items = await rows.limit(PAGE_SIZE).offset(offset).execute()
	return { items: await withCovers(db, items), total, pages: Math.max(1, Math.ceil(total / PAGE_SIZE)) }
}

export async function latestListings(db: Database, { limit }: { limit: number }) {
	const rows = await publishedListings(db)
		.select(SUMMARY_COLUMNS)
		.orderBy('listings.created_at', 'desc')
		.orderBy('listings.id', 'desc')
		.limit(limit)
		.execute()
	return withCovers(db, rows)
}

/** One seller's published listings as cards, newest first (their public page), with how many there are. */
export async function publishedBySeller(db: Database, { sellerId, limit, offset }: { sellerId: number; limit: number; offset: number }) {
	const mine = publishedListings(db).where('listings.seller_id', '=', sellerId)
	const [rows, total] = await Promise.all([
		mine.select(SUMMARY_COLUMNS).orderBy('listings.created_at', 'desc').orderBy('listings.id', 'desc').limit(limit).offset(offset).execute(),
		countOf(db.selectFrom('listings').where(publiclyListed).where('listings.seller_id', '=', sellerId)),
	])
	return { items: await withCovers(db, rows), total }
}

export async function featuredListings(db: Database, { limit }: { limit: number }) {
	const rows = await publishedListings(db)
		.where(featuredNow)
		.select(SUMMARY_COLUMNS)
		.orderBy('listings.featured_at', 'desc')
		.limit(limit)
		.execute()
	return withCovers(db, rows)
}

export type ListingDetail = Awaited<ReturnType<typeof getListing>>

/**
 * One listing with its photos and seller. The public sees only PUBLISHED listings; the seller and admins see
 * their own in any status. Returns undefined when the viewer may not see it. The seller's phone is in full for the
 * seller and admins only (sellerPhoneFor).
 */
export async function getListing(db: Database, { id, viewer }: { id: number; viewer?: { id: number; role: string } | null }) {
	const listing = await db
		.selectFrom('listings')
		.innerJoin('users', 'users.id', 'listings.seller_id')
		.leftJoin('seller_profiles', 'seller_profiles.user_id', 'listings.seller_id')
		.select([
			'listings.id',
			'listings.seller_id',
			'listings.title',
			'listings.description',
			'listings.category',
			'listings.price_cents',
			'listings.location',
			'listings.condition',
			'listings.reason',
			'listings.status',
			'listings.payment_status',
			'listings.created_at',
			'listings.published_date',
			'users.phone as seller_phone',
			'users.registered_at as seller_since',
			'users.is_verified as seller_verified',
			'users.phone_verified as seller_phone_verified',
			'seller_profiles.display_name as seller_name',
		])
		.where('listings.id', '=', id)
		.where(visibleTo(viewer ?? null))
		.executeTakeFirst()
	if (!listing) return undefined
	const [photos, rating] = await Promise.all([
		photosByListing(db, { listingIds: [id] }),
		sellerRating(db, { sellerId: listing.seller_id }),
	])
	const listingPhotos: ListingPhoto[] = photos.get(id) ?? []
	return { ...listing, seller_phone: sellerPhoneFor(viewer ?? null, listing), photos: listingPhotos, cover: coverOf(listingPhotos), rating }
}

/**
 * A sold or expired listing, as a link shared before shows it to anyone (issue 8): what it was, marked as gone, without
 * the seller's details or the ways to reach them. Undefined for any other status.
 */
export async function endedListing(db: Database, { id }: { id: number }) {
	const row = await withSeller(db.selectFrom('listings'))
		.select([...SUMMARY_COLUMNS, 'listings.subcategory'])
		.where('listings.id', '=', id)
		.where('listings.status', 'in', ['SOLD', 'EXPIRED'])
		.executeTakeFirst()
	if (!row) return undefined
	const { subcategory, ...summary } = row
	const [listing] = await withCovers(db, [summary])
	const similar = await browseListings(db, { category: toCategorySlug(row.category) ?? undefined, subcategory: subcategory ?? undefined, sort: 'newest', page: 1, view: 'grid' })
	return { listing: { ...cardOf(listing!), category: listing!.category }, similar: similar.items.filter((l) => l.id !== id).slice(0, 4).map(cardOf) }
}
