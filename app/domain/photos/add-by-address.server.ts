import type { Database } from '#db/database.ts'
import type { Actor } from '../listings/transitions.server.ts'
import { requireEditableListing } from '../listings/access.server.ts'
import { addListingPhotos } from '../listings/photo-edit.server.ts'
import { photoIdOf } from './refs.server.ts'

/**
 * "Add photo by URL" (the edit page, POST /api/listings/{id}/photos): the right to edit the listing is checked before
 * anything is fetched, then the photo is added like an upload.
 */
export async function addListingPhotoByAddress(
	db: Database,
	{ listingId, actor, uploadsDir, address, primary }: { listingId: number; actor: Exclude<Actor, 'SYSTEM'>; uploadsDir: string; address: string; primary?: boolean },
) {
	await requireEditableListing(db, { listingId, actor })
	const id = await photoIdOf(db, { uploadsDir, userId: actor.id, ref: address })
	return addListingPhotos(db, { listingId, actor, ids: [id], primary })
}
