import type { Database } from '#db/database.ts'
import { fittingSubcategory } from './subcategory.ts'
import { townOf } from './towns.ts'
import type { CreateListingInput } from './schema.ts'
import { copyPhotoHashes, foreignPhotoIds } from '../photos/uploads.server.ts'
import { ListingError } from './transitions.server.ts'
import { photoIdsOf } from '../photos/refs.server.ts'
import { assessAfterChange } from '../trust/fraud/assess.server.ts'
import { RATE_LIMITS, requireWithinRateLimit } from '../limits/rate-limits.server.ts'

/**
 * Creates a listing for its seller: PENDING_APPROVAL (or a DRAFT when asked), its photos in order with the first
 * as the main one. Photos must be this seller's own uploads; one given by its web address is fetched and stored first.
 * Once saved, it is assessed for fraud (issue 12). A seller creates at most RATE_LIMITS.listingsPerSeller a day (429),
 * counted in the transaction of the listing, so a listing that fails to save takes no place.
 */
export async function createListing(db: Database, { sellerId, input, uploadsDir }: { sellerId: number; input: CreateListingInput; uploadsDir: string }) {
	const photos = await photoIdsOf(db, { uploadsDir, userId: sellerId, refs: input.photos })
	const foreign = await foreignPhotoIds(db, { userId: sellerId, ids: photos })
	if (foreign.length) throw new ListingError('Some photos could not be found. Please upload them again.', 400)
	const created = await db.transaction().execute(async (trx) => {
		await requireWithinRateLimit(trx, { rule: RATE_LIMITS.listingsPerSeller, subject: sellerId })
		const listing = await trx
			.insertInto('listings')
			.values({
				seller_id: sellerId,
				title: input.title,
				description: input.description,
				category: input.category,
				subcategory: fittingSubcategory(input.category, { sent: input.subcategory ?? null }),
				price_cents: input.price,
				location: input.location,
				town: townOf(input.location),
				condition: input.condition,
				reason: input.reason,
				status: input.status ?? 'PENDING_APPROVAL',
			})
			.returning(['id', 'status', 'created_at'])
			.executeTakeFirstOrThrow()
		await trx
			.insertInto('listing_photos')
			.values(photos.map((cloudinary_id, position) => ({ listing_id: listing.id, cloudinary_id, position, is_primary: position === 0 ? 1 : 0 })))
			.execute()
		await copyPhotoHashes(trx, { listingId: listing.id })
		await trx
			.insertInto('moderation_logs')
			.values({ admin_id: sellerId, target_type: 'listing', target_id: listing.id, action: 'CREATE', to_status: listing.status })
			.execute()
		return listing
	})
	await assessAfterChange(db, { listingId: created.id })
	return created
}
