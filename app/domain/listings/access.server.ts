import type { Database } from '#db/database.ts'
import type { Actor } from './transitions.server.ts'
import { ListingError } from './transitions.server.ts'
import { isEditable } from './lifecycle.ts'

/**
 * The listing, if this user may change it: its own seller or an admin. 404 when it doesn't exist, 403 when it
 * isn't theirs, 409 when it is SOLD (a sold listing can't be edited).
 */
export async function requireEditableListing(db: Database, { listingId, actor }: { listingId: number; actor: Exclude<Actor, 'SYSTEM'> }) {
	const listing = await db.selectFrom('listings').select(['id', 'seller_id', 'status']).where('id', '=', listingId).executeTakeFirst()
	if (!listing) throw new ListingError('Listing not found', 404)
	if (actor.role !== 'ADMIN' && listing.seller_id !== actor.id) throw new ListingError('You do not have permission to do this', 403)
	if (!isEditable(listing.status)) throw new ListingError('Sold listings cannot be edited', 409)
	return listing
}
