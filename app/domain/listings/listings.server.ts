import type { ExpressionBuilder, SelectQueryBuilder } from 'kysely'
import type { Database } from '#db/database.ts'
import type { DB } from '#db/schema.ts'
import type { ListingStatus } from '#db/enums.ts'
import type { BrowseQuery } from '../search/browse-query.ts'
import { activeFilters } from '../search/browse-filters.ts'
import { searchListings } from '../search/search.server.ts'
import { orderedBySort } from '../search/sort-order.server.ts'
import { SEARCH_COUNT_CAP } from '../search/search-count.ts'
import { dataVersion } from '#db/data-version.ts'
import { coverOf, photosByListing, type ListingPhoto } from './photos.server.ts'
import { sellerPhoneFor } from '../engagement/seller-phone.server.ts'
import { sellerRating } from '../trust/ratings.server.ts'
import { maskPhone, shorten, timeAgo } from '#app/utils/format.ts'
import { toCategorySlug } from './categories.ts'
import { CARD_DESCRIPTION_CHARS, cardOf } from './cards.ts'
import { countListed, featuredNow, publiclyListed, visibleTo } from './visibility.server.ts'

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

/**
 * The public browse: published listings only, filtered, sorted and paged on the server. A search counts its matches
 * up to SEARCH_COUNT_CAP + 1 (`more`: "1,000+ items found"), so neither its count nor its page reads every match of a
 * common word; its pages stop at the cap.
 */
export async function browseListings(db: Database, query: BrowseQuery) {
	const offset = (query.page - 1) * PAGE_SIZE
	const inFilters = (eb: ExpressionBuilder<DB, 'listings'>) => {
		const filters = []
		if (query.category) filters.push(eb('listings.category', '=', query.category))
		if (query.subcategory) filters.push(eb('listings.subcategory', '=', query.subcategory))
		if (query.minPrice !== undefined) filters.push(eb('listings.price_cents', '>=', query.minPrice * 100))
		if (query.maxPrice !== undefined) filters.push(eb('listings.price_cents', '<=', query.maxPrice * 100))
		if (query.location) filters.push(eb('listings.town', '=', query.location))
		return eb.and(filters)
	}

	const found = query.q
		? await searchListings(db, query.q, {
				scope: { category: query.category, subcategory: query.subcategory },
				sort: query.sort,
				within: (eb) => eb.and([publiclyListed(eb), inFilters(eb)]),
				// The index holds published listings only: without other filters, its count is the total.
				count: Object.keys(activeFilters(query)).length === 0 ? 'index' : 'listings',
				offset,
				limit: PAGE_SIZE,
			})
		: null
	if (found) {
		const { ids, total } = found
		return { items: await cardsOf(db, ids), total, pages: pagesOf(total, { searched: true }), more: total > SEARCH_COUNT_CAP }
	}

	const key = JSON.stringify([query.category, query.subcategory, query.minPrice, query.maxPrice, query.location])
	const total = await rememberedTotal(db, key, async () => (await countListed(db, { within: inFilters })).get('') ?? 0)
	const rows = await orderedBySort(withSeller(db.selectFrom('listings').where(publiclyListed).where(inFilters)).select(SUMMARY_COLUMNS), query.sort)
		.limit(PAGE_SIZE)
		.offset(offset)
		.execute()
	return { items: await withCovers(db, rows), total, pages: pagesOf(total, { searched: false }), more: false }
}

/** The newest publicly listed listings the words match, without filters or a count (an empty search's similar items). */
export async function newestMatches(db: Database, { q, limit }: { q: string; limit: number }) {
	const found = await searchListings(db, q, { scope: {}, sort: 'newest', within: publiclyListed, count: 'none', offset: 0, limit })
	return found ? cardsOf(db, found.ids) : []
}

/** The cards of these listings, in this order. */
async function cardsOf(db: Database, ids: number[]) {
	if (!ids.length) return []
	const rows = await withSeller(db.selectFrom('listings')).select(SUMMARY_COLUMNS).where('listings.id', 'in', ids).execute()
	const byId = new Map(rows.map((row) => [row.id, row]))
	return withCovers(db, ids.flatMap((id) => byId.get(id) ?? []))
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
