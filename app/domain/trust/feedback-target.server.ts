import type { Database } from '#db/database.ts'
import { DomainError } from '../domain-error.ts'
import { visibleTo, type Viewer } from '../listings/visibility.server.ts'

/**
 * The listing someone rates or reports: one they can see (else 404, as if it weren't there), not their own (403), and
 * live (409: an admin sees listings that aren't public yet, and those have no buyers to rate or report them).
 */
export async function requireFeedbackTarget(
	db: Database,
	{ listingId, viewer, ownMessage, notLiveMessage }: { listingId: number; viewer: NonNullable<Viewer>; ownMessage: string; notLiveMessage: string },
) {
	const listing = await db
		.selectFrom('listings')
		.select(['listings.id', 'listings.seller_id', 'listings.status'])
		.where('listings.id', '=', listingId)
		.where(visibleTo(viewer))
		.executeTakeFirst()
	if (!listing) throw new DomainError('Listing not found', 404)
	if (listing.seller_id === viewer.id) throw new DomainError(ownMessage, 403)
	if (listing.status !== 'PUBLISHED') throw new DomainError(notLiveMessage, 409)
	return listing
}
