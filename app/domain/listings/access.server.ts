import type { Database } from '#db/database.ts'
import type { Actor } from './transitions.server.ts'
import { ListingError } from './transitions.server.ts'
import { isEditable } from './lifecycle.ts'
import { visibleTo } from './visibility.server.ts'

/**
 * The listing, if this user may change it: its own seller or an admin. 404 when it doesn't exist or is out of their
 * sight (another seller's unpublished listing: that it exists is not theirs to learn), 403 when they see it but it
 * isn't theirs.
 */
export async function requireOwnListing(db: Database, { listingId, actor }: { listingId: number; actor: Exclude<Actor, 'SYSTEM'> }) {
	const listing = await db.selectFrom('listings').select(['id', 'seller_id', 'status']).where('id', '=', listingId).where(visibleTo(actor)).executeTakeFirst()
	if (!listing) throw new ListingError('Listing not found', 404)
	if (actor.role !== 'ADMIN' && listing.seller_id !== actor.id) throw new ListingError('You do not have permission to do this', 403)
	return listing
}

/** As requireOwnListing, and 409 when it is SOLD (a sold listing can't be edited). */
export async function requireEditableListing(db: Database, args: { listingId: number; actor: Exclude<Actor, 'SYSTEM'> }) {
	const listing = await requireOwnListing(db, args)
	if (!isEditable(listing.status)) throw new ListingError('Sold listings cannot be edited', 409)
	return listing
}
