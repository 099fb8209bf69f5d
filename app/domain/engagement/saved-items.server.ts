import type { Database } from '#db/database.ts'
import type { ListingStatus } from '#db/enums.ts'
import { centsToDecimal } from '#app/utils/format.ts'
import { photosByListing } from '../listings/photos.server.ts'
import { sellerNotSuspended } from '../listings/visibility.server.ts'

/**
 * Saved listings stay in the list once sold or expired (marked by their status); one taken off the market for
 * review or rejected, or whose seller is suspended, is out of sight until it is back (its save is kept).
 */
const LISTED: ListingStatus[] = ['PUBLISHED', 'SOLD', 'EXPIRED']

/** What the user saved, the last saved first, with the listings' photos (and descriptions, for sharing). */
export async function savedListings(db: Database, { userId }: { userId: number }) {
	const rows = await db
		.selectFrom('user_saves')
		.innerJoin('listings', 'listings.id', 'user_saves.listing_id')
		.select([
			'listings.id',
			'listings.title',
			'listings.description',
			'listings.category',
			'listings.price_cents',
			'listings.condition',
			'listings.location',
			'listings.status',
			'listings.created_at',
			'user_saves.created_at as saved_at',
		])
		.where('user_saves.user_id', '=', userId)
		.where('listings.status', 'in', LISTED)
		.where(sellerNotSuspended)
		.orderBy('user_saves.created_at', 'desc')
		.orderBy('listings.id', 'desc')
		.execute()
	const photos = await photosByListing(db, { listingIds: rows.map((r) => r.id) })
	return rows.map((row) => ({ ...row, photos: photos.get(row.id) ?? [] }))
}

export type SavedListing = Awaited<ReturnType<typeof savedListings>>[number]

/** A saved listing as GET /api/recommendations/saved answers it (spec 1 §3), the price as a decimal string. */
export function toApiSavedListing({ price_cents, ...listing }: SavedListing) {
	return {
		id: listing.id,
		title: listing.title,
		category: listing.category,
		price: centsToDecimal(price_cents),
		condition: listing.condition,
		location: listing.location,
		status: listing.status,
		created_at: listing.created_at,
		saved_at: listing.saved_at,
		photos: listing.photos,
	}
}
