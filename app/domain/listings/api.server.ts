import type { Database } from '#db/database.ts'
import type { ListingStatus } from '#db/enums.ts'
import { toCategorySlug, type CategorySlug } from './categories.ts'
import { DomainError } from '../domain-error.ts'
import { photosByListing } from './photos.server.ts'
import { toApiListing } from './json.server.ts'
import { featuredNow, publiclyListed, visibleTo, type Viewer } from './visibility.server.ts'

function selectApiListings(db: Database) {
	return db
		.selectFrom('listings')
		.innerJoin('users', 'users.id', 'listings.seller_id')
		.select([
			'listings.id',
			'listings.seller_id',
			'listings.title',
			'listings.description',
			'listings.category',
			'listings.subcategory',
			'listings.price_cents',
			'listings.location',
			'listings.condition',
			'listings.reason',
			'listings.status',
			'listings.created_at',
			'listings.expires_at',
			'listings.admin_notes',
			'listings.featured_at',
			'listings.featured_expires_at',
			'listings.payment_status',
			'listings.payment_amount_cents',
			'listings.payment_phone',
			'listings.payment_transaction_id',
			'users.phone as seller_phone',
		])
}

type Row = Awaited<ReturnType<ReturnType<typeof selectApiListings>['execute']>>[number]

async function withPhotos(db: Database, rows: Row[], viewer: Viewer) {
	const photos = await photosByListing(db, { listingIds: rows.map((r) => r.id) })
	return rows.map((r) => toApiListing(r, photos.get(r.id) ?? [], viewer))
}

/**
 * Listings as the JSON API answers them. `status` narrows to one status, or several (the public may only ask for
 * PUBLISHED, which is also what it gets when it asks for nothing); `featured` keeps live featured ones.
 */
export async function apiListings(
	db: Database,
	{
		viewer,
		status,
		category,
		featured = false,
		limit,
		offset = 0,
	}: {
		viewer: Viewer
		status?: ListingStatus | readonly ListingStatus[]
		category?: CategorySlug
		featured?: boolean
		limit: number
		offset?: number
	},
) {
	let query = selectApiListings(db)
	// Admins may list any status; everyone else (and the featured list, public whoever asks) sees what is publicly listed.
	if (viewer?.role !== 'ADMIN' || featured) query = query.where(publiclyListed)
	else if (typeof status === 'string') query = query.where('listings.status', '=', status)
	else if (status) query = query.where('listings.status', 'in', status)
	if (category) query = query.where('listings.category', '=', category)
	if (featured) {
		query = query.where(featuredNow)
	}
	const rows = await query
		.orderBy(featured ? 'listings.featured_at' : 'listings.created_at', 'desc')
		.orderBy('listings.id', 'desc')
		.limit(limit)
		.offset(offset)
		.execute()
	return withPhotos(db, rows, viewer)
}

/**
 * GET /api/listings: published listings for everyone, any status for admins. Asking for another status is refused
 * (401 to a visitor, who may sign in as an admin; 403 to a member), then a category Soko doesn't have (400).
 */
export async function listApiListings(
	db: Database,
	{ viewer, status, category, limit, offset }: { viewer: Viewer; status?: ListingStatus; category?: string; limit: number; offset: number },
) {
	if (status && status !== 'PUBLISHED' && viewer?.role !== 'ADMIN') throw new DomainError('Only published listings are public', viewer ? 403 : 401)
	const slug = category ? toCategorySlug(category) : undefined
	if (category && !slug) throw new DomainError({ text: 'Unknown category: {category}', vars: { category } }, 400)
	return apiListings(db, { viewer, status, category: slug ?? undefined, limit, offset })
}

/** One listing: published for everyone; its own seller and admins see it in any status. */
export async function apiListing(db: Database, { id, viewer }: { id: number; viewer: Viewer }) {
	const row = await selectApiListings(db)
		.where('listings.id', '=', id)
		.where(visibleTo(viewer ?? null))
		.executeTakeFirst()
	return row ? (await withPhotos(db, [row], viewer))[0] : undefined
}

/** Every listing of one seller, any status, newest first: for that seller and for admins (403 for anyone else). */
export async function sellerApiListings(db: Database, { sellerId, viewer }: { sellerId: number; viewer: NonNullable<Viewer> }) {
	if (viewer.role !== 'ADMIN' && viewer.id !== sellerId) throw new DomainError('You do not have permission to do this', 403)
	const rows = await selectApiListings(db).where('listings.seller_id', '=', sellerId).orderBy('listings.created_at', 'desc').orderBy('listings.id', 'desc').execute()
	return withPhotos(db, rows, viewer)
}

/** Published listings by id, as the API answers them, keyed by id (a listing since sold or withdrawn is left out). */
export async function publishedApiListingsByIds(db: Database, { ids, viewer }: { ids: number[]; viewer: Viewer }) {
	if (!ids.length) return new Map<number, ApiListing>()
	const rows = await selectApiListings(db).where('listings.id', 'in', ids).where(publiclyListed).execute()
	return new Map((await withPhotos(db, rows, viewer)).map((l) => [l.id, l]))
}

export type ApiListing = ReturnType<typeof toApiListing>
