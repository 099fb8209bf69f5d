import type { Database } from '#db/database.ts'

export type ListingPhoto = { id: number; cloudinary_id: string; is_primary: boolean }

/** Photos of many listings in one query, in their order, keyed by listing id. */
export async function photosByListing(db: Database, { listingIds }: { listingIds: number[] }) {
	const byListing = new Map<number, ListingPhoto[]>()
	if (!listingIds.length) return byListing
	const rows = await db
		.selectFrom('listing_photos')
		.select(['id', 'listing_id', 'cloudinary_id', 'is_primary'])
		.where('listing_id', 'in', listingIds)
		.orderBy('listing_id')
		.orderBy('position')
		.orderBy('id')
		.execute()
	for (const row of rows) {
		const list = byListing.get(row.listing_id) ?? []
		list.push({ id: row.id, cloudinary_id: row.cloudinary_id, is_primary: row.is_primary === 1 })
		byListing.set(row.listing_id, list)
	}
	return byListing
}

/** The primary photo, else the first, else none (the placeholder shows). */
export function coverOf(photos: ListingPhoto[] | undefined) {
	return (photos?.find((p) => p.is_primary) ?? photos?.[0])?.cloudinary_id ?? null
}
