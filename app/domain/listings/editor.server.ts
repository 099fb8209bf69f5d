import type { Database } from '#db/database.ts'
import { requireEditableListing } from './access.server.ts'
import type { Actor } from './transitions.server.ts'
import { editsAreReviewed } from './review-rule.ts'

/**
 * What the edit page needs: the listing's fields and photos, for its seller or an admin, never when SOLD; and whether
 * this editor's changes send it back for review, so the page can say so before they are saved.
 */
export async function listingForEditor(db: Database, { listingId, actor }: { listingId: number; actor: Exclude<Actor, 'SYSTEM'> }) {
	await requireEditableListing(db, { listingId, actor })
	const listing = await db
		.selectFrom('listings')
		.select(['id', 'title', 'description', 'category', 'subcategory', 'price_cents', 'location', 'town', 'condition', 'reason', 'status'])
		.where('id', '=', listingId)
		.executeTakeFirstOrThrow()
	const photos = await db
		.selectFrom('listing_photos')
		.select(['id', 'cloudinary_id', 'is_primary'])
		.where('listing_id', '=', listingId)
		.orderBy('position')
		.orderBy('id')
		.execute()
	return { listing, photos, editsAreReviewed: editsAreReviewed({ status: listing.status, editorRole: actor.role }) }
}
