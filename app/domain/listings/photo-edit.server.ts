import type { Database } from '#db/database.ts'
import type { Actor } from './transitions.server.ts'
import { ListingError } from './transitions.server.ts'
import { requireEditableListing } from './access.server.ts'
import { recordListingEdit } from './review.server.ts'
import { LISTING_LIMITS } from './limits.ts'
import { copyPhotoHashes, foreignPhotoIds } from '../photos/uploads.server.ts'
import { assessAfterChange } from '../trust/fraud/assess.server.ts'

type Editor = Exclude<Actor, 'SYSTEM'>

async function photoCount(db: Database, listingId: number) {
	const row = await db.selectFrom('listing_photos').select((eb) => eb.fn.countAll<number>().as('n')).where('listing_id', '=', listingId).executeTakeFirstOrThrow()
	return Number(row.n)
}

/**
 * Adds photos in order; the first becomes the main photo when the listing has none. At most 10 in all. Answers the
 * new photos and the listing's status (a published listing goes back for review: `sentBack`). The listing is then
 * assessed for fraud again: a photo may be another seller's (issue 12).
 */
export async function addListingPhotos(db: Database, { listingId, actor, ids, primary = false }: { listingId: number; actor: Editor; ids: string[]; primary?: boolean }) {
	const listing = await requireEditableListing(db, { listingId, actor })
	if (!ids.length) throw new ListingError('Please select photos to upload', 400)
	const foreign = await foreignPhotoIds(db, { userId: actor.id, ids })
	if (foreign.length && actor.role !== 'ADMIN') throw new ListingError('That photo could not be found. Please upload it again.', 400)
	const added = await db.transaction().execute(async (trx) => {
		const existing = await trx.selectFrom('listing_photos').select(['id', 'is_primary', 'position']).where('listing_id', '=', listingId).execute()
		if (existing.length + ids.length > LISTING_LIMITS.maxPhotos) {
			throw new ListingError(`Too many files. Maximum ${LISTING_LIMITS.maxPhotos} files allowed.`, 400)
		}
		const makePrimary = primary || !existing.some((p) => p.is_primary)
		if (primary) await trx.updateTable('listing_photos').set({ is_primary: 0 }).where('listing_id', '=', listingId).execute()
		const start = Math.max(-1, ...existing.map((p) => p.position)) + 1
		const photos = await trx
			.insertInto('listing_photos')
			.values(ids.map((cloudinary_id, i) => ({ listing_id: listingId, cloudinary_id, position: start + i, is_primary: makePrimary && i === 0 ? 1 : 0 })))
			.returning(['id', 'cloudinary_id', 'is_primary'])
			.execute()
		await copyPhotoHashes(trx, { listingId })
		return { photos, ...(await recordListingEdit(trx, { listingId, actor, from: listing.status, changed: ['photos'] })) }
	})
	await assessAfterChange(db, { listingId })
	return added
}

/** Deletes one photo (the next becomes main when it was); a published listing goes back for review. */
export async function deleteListingPhoto(db: Database, { listingId, photoId, actor }: { listingId: number; photoId: number; actor: Editor }) {
	const listing = await requireEditableListing(db, { listingId, actor })
	const edit = await db.transaction().execute(async (trx) => {
		const removed = await trx
			.deleteFrom('listing_photos')
			.where('id', '=', photoId)
			.where('listing_id', '=', listingId)
			.returning(['is_primary'])
			.executeTakeFirst()
		if (!removed) throw new ListingError('Photo not found', 404)
		if (removed.is_primary) {
			const next = await trx.selectFrom('listing_photos').select('id').where('listing_id', '=', listingId).orderBy('position').limit(1).executeTakeFirst()
			if (next) await trx.updateTable('listing_photos').set({ is_primary: 1 }).where('id', '=', next.id).execute()
		}
		return recordListingEdit(trx, { listingId, actor, from: listing.status, changed: ['photos'] })
	})
	return { photos: await photoCount(db, listingId), ...edit }
}

export async function setPrimaryPhoto(db: Database, { listingId, photoId, actor }: { listingId: number; photoId: number; actor: Editor }) {
	await requireEditableListing(db, { listingId, actor })
	await db.transaction().execute(async (trx) => {
		const photo = await trx.selectFrom('listing_photos').select('id').where('id', '=', photoId).where('listing_id', '=', listingId).executeTakeFirst()
		if (!photo) throw new ListingError('Photo not found', 404)
		await trx.updateTable('listing_photos').set({ is_primary: 0 }).where('listing_id', '=', listingId).execute()
		await trx.updateTable('listing_photos').set({ is_primary: 1 }).where('id', '=', photoId).execute()
	})
}
