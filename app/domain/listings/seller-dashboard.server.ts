import type { Database } from '#db/database.ts'
import type { ListingStatus } from '#db/enums.ts'
import { coverOf, photosByListing } from './photos.server.ts'
import { sellerActions } from './seller-actions.server.ts'

/** Spec 2 §3 "Seller stats": pending = draft + pending approval; active = approved + published; revenue = prices of sold items. */
export function sellerStats(listings: { status: ListingStatus; price_cents: number }[]) {
	const count = (...statuses: ListingStatus[]) => listings.filter((l) => statuses.includes(l.status)).length
	return {
		total: listings.length,
		pending: count('DRAFT', 'PENDING_APPROVAL'),
		active: count('APPROVED', 'PUBLISHED'),
		sold: count('SOLD'),
		revenueCents: listings.filter((l) => l.status === 'SOLD').reduce((sum, l) => sum + l.price_cents, 0),
	}
}

/** The seller's own listings, every status, newest first, with what the dashboard shows about each and the buttons it offers. */
export async function sellerDashboard(db: Database, { sellerId }: { sellerId: number }) {
	const listings = await db
		.selectFrom('listings')
		.select([
			'id',
			'title',
			'price_cents',
			'status',
			'payment_status',
			'created_at',
			'expires_at',
			'rejection_reason',
			'admin_notes',
			'sold_at',
		])
		.where('seller_id', '=', sellerId)
		.orderBy('created_at', 'desc')
		.orderBy('id', 'desc')
		.execute()
	const photos = await photosByListing(db, { listingIds: listings.map((l) => l.id) })
	return {
		listings: listings.map(({ sold_at, ...l }) => ({ ...l, actions: sellerActions({ ...l, sold_at }), cover: coverOf(photos.get(l.id)) })),
		stats: sellerStats(listings),
	}
}
