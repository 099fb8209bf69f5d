import { sql, type SelectQueryBuilder } from 'kysely'
import type { Database } from '#db/database.ts'
import type { DB } from '#db/schema.ts'
import type { ListingStatus } from '#db/enums.ts'
import type { BrowseQuery } from '../search/browse-query.ts'
import { activeFilters } from '../search/browse-filters.ts'
import { countSearchMatches, matchesSearch, throughIndexes } from '../search/search.server.ts'
import { SEARCH_COUNT_CAP } from '../search/search-count.ts'
import { dataVersion } from '#db/data-version.ts'
import { coverOf, photosByListing, type ListingPhoto } from './photos.server.ts'
import { visibleTo } from './visibility.server.ts'
import { sellerPhoneFor } from '../engagement/seller-phone.server.ts'
import { sellerRating } from '../trust/ratings.server.ts'
import { maskPhone, shorten, timeAgo } from '#app/utils/format.ts'
import { toCategorySlug } from './categories.ts'
import { CARD_DESCRIPTION_CHARS, cardOf } from './cards.ts'
import { featuredNow, publiclyListed, sellerSuspended, someListingsHidden } from './visibility.server.ts'

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

/** How many of `listings` there are, counting no further than `limit`. */
async function countUpTo(db: Database, listings: Listings, limit: number) {
	const found = listings.select(sql<number>`1`.as('one')).limit(limit).as('found')
	return Number((await db.selectFrom(found).select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow()).total)
}

/**
 * The public browse: published listings only, filtered, sorted and paged on the server. A search counts its matches
 * up to SEARCH_COUNT_CAP + 1 (`more`: "1,000+ items found"), so neither its count nor its page reads every match of a
 * common word; its pages stop at the cap.
 */
export async function browseListings(db: Database, query: BrowseQuery) {
	return query.q ? throughIndexes(db, (tx) => browse(tx, query)) : browse(db, query)
}

async function browse(db: Database, query: BrowseQuery) {
	const scope = { category: query.category, subcategory: query.subcategory }
	// How many listings of the category the words match (up to the cap): none is an empty page at once; else it helps choose below.
	const matches = query.q ? await countSearchMatches(db, query.q, scope) : null
	if (matches === 0) return { items: [] as ListingSummary[], total: 0, pages: 1, more: false }

	const inFilters = (listings: Listings) => {
		let within = listings
		if (query.category) within = within.where('listings.category', '=', query.category)
		if (query.subcategory) within = within.where('listings.subcategory', '=', query.subcategory)
		if (query.minPrice !== undefined) within = within.where('listings.price_cents', '>=', query.minPrice * 100)
		if (query.maxPrice !== undefined) within = within.where('listings.price_cents', '<=', query.maxPrice * 100)
		if (query.location) within = within.where('listings.town', '=', query.location)
		return within
	}
	const base = inFilters(db.selectFrom('listings').where(publiclyListed))
	const offset = (query.page - 1) * PAGE_SIZE

	let page = base
	let total: number
	if (query.q && matches !== null) {
		// Two ways to apply the words. By rowid: every match is read (and a page of them sorted), cheap when they are
		// few. By scan: the listings go by in the page's index order (or the category's), each checked against the
		// matches, until the page (or the count) is full: cheap when they are many.
		const few = matches <= SEARCH_COUNT_CAP
		const words = base.where(matchesSearch(db, query.q, { scope, byScan: !few }))
		// The index holds published listings only: without other filters (or suspended sellers' listings), its count is the total.
		const filtered = Object.keys(activeFilters(query)).length > 0 || (await someListingsHidden(db))
		total = filtered ? await countUpTo(db, words, SEARCH_COUNT_CAP + 1) : matches
		if (offset >= total) return { items: [] as ListingSummary[], total, pages: pagesOf(total, { searched: true }), more: total > SEARCH_COUNT_CAP }
		page = words
	} else {
		// The published listings in the filters (an index's entries), less those of suspended sellers (few): counting
		// `base` instead checks every listing's seller, reading the table (half a second at a million listings).
		const published = db.selectFrom('listings').where('listings.status', '=', 'PUBLISHED')
		const key = JSON.stringify([query.category, query.subcategory, query.minPrice, query.maxPrice, query.location])
		total = await rememberedTotal(db, key, async () => (await countOf(inFilters(published))) - (await countOf(inFilters(published.where(sellerSuspended)))))
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
	const searched = matches !== null
	return { items: await withCovers(db, items), total, pages: pagesOf(total, { searched }), more: searched && total > SEARCH_COUNT_CAP }
}

/** Pages of results; a search's stop at its count's cap. */
function pagesOf(total: number, { searched }: { searched: boolean }) {
	return Math.max(1, Math.ceil((searched ? Math.min(total, SEARCH_COUNT_CAP) : total) / PAGE_SIZE))
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
