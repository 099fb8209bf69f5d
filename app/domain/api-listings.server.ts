import type { Database } from '#db/database.ts'
import type { ListingStatus } from '#db/enums.ts'
import type { CategorySlug } from './categories.ts'
import { photosByListing } from './listing-photos.server.ts'
import { toApiListing } from './listing-json.server.ts'

type Viewer = { id: number; role: string } | null

/**
 * Listings as the JSON API answers them. `status` narrows to one status (the public may only ask for PUBLISHED,
 * which is also what it gets when it asks for nothing); `featured` keeps live featured ones.
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
	}: { viewer: Viewer; status?: ListingStatus; category?: CategorySlug; featured?: boolean; limit: number; offset?: number },
) {
	let query = db
		.selectFrom('listings')
		.innerJoin('users', 'users.id', 'listings.seller_id')
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
			'listings.created_at',
			'listings.admin_notes',
			'listings.featured_at',
			'listings.featured_expires_at',
			'users.phone as seller_phone',
		])
	const effectiveStatus = viewer?.role === 'ADMIN' ? status : 'PUBLISHED'
	if (effectiveStatus) query = query.where('listings.status', '=', effectiveStatus)
	if (category) query = query.where('listings.category', '=', category)
	if (featured) {
		query = query
			.where('listings.is_featured', '=', 1)
			.where((eb) =>
				eb.or([eb('listings.featured_expires_at', 'is', null), eb('listings.featured_expires_at', '>', new Date().toISOString())]),
			)
	}
	const rows = await query
		.orderBy(featured ? 'listings.featured_at' : 'listings.created_at', 'desc')
		.orderBy('listings.id', 'desc')
		.limit(limit)
		.offset(offset)
		.execute()
	const photos = await photosByListing(db, { listingIds: rows.map((r) => r.id) })
	return rows.map((r) => toApiListing(r, photos.get(r.id) ?? [], viewer))
}
