import type { Database } from '#db/database.ts'
import { RATE_LIMITS, requireWithinRateLimit } from '../limits/rate-limits.server.ts'
import { deletePhoto, isPhotoId, storePhoto } from './photos.server.ts'

/**
 * Stores an uploaded photo and remembers who uploaded it, until a listing uses it or the sweep removes it. Each photo
 * counts against its uploader's limits (30 a minute, 300 a day: a 429 beyond) before any work is done; `input` may
 * be a function getting the bytes (a photo fetched from an address), called only once the photo is allowed.
 */
export async function acceptUpload(
	db: Database,
	{ uploadsDir, userId, input }: { uploadsDir: string; userId: number; input: Buffer | (() => Promise<Buffer>) },
) {
	await requireWithinRateLimit(db, { rule: RATE_LIMITS.photosPerMinute, subject: userId })
	await requireWithinRateLimit(db, { rule: RATE_LIMITS.photosPerDay, subject: userId })
	// The hash stays ours: the answer is the upload service's. '' for a flat picture: hashed, nothing to compare.
	const { phash, ...photo } = await storePhoto({ uploadsDir, input: typeof input === 'function' ? await input() : input })
	await db
		.insertInto('uploads')
		.values({ public_id: photo.public_id, user_id: userId, bytes: photo.bytes, width: photo.width, height: photo.height, phash: phash ?? '' })
		.execute()
	return photo
}

/** Photo ids a user may put on a listing are only their own uploads. Returns the ids that are not allowed. */
export async function foreignPhotoIds(db: Database, { userId, ids }: { userId: number; ids: string[] }) {
	const bad = ids.filter((id) => !isPhotoId(id))
	const candidates = ids.filter(isPhotoId)
	if (!candidates.length) return bad
	const found = await db
		.selectFrom('uploads')
		.select('public_id')
		.where('public_id', 'in', candidates)
		.where('user_id', '=', userId)
		.execute()
	const mine = new Set(found.map((r) => r.public_id))
	return [...bad, ...candidates.filter((id) => !mine.has(id))]
}

/**
 * Copies each new photo's perceptual hash from its upload to the listing's photo (those not yet hashed), inside the
 * transaction that attached them: other sellers' copies are then found on listing_photos alone.
 */
export async function copyPhotoHashes(trx: Database, { listingId }: { listingId: number }) {
	await trx
		.updateTable('listing_photos')
		.set((eb) => ({ phash: eb.selectFrom('uploads').select('uploads.phash').whereRef('uploads.public_id', '=', 'listing_photos.cloudinary_id') }))
		.where('listing_id', '=', listingId)
		.where('phash', 'is', null)
		.execute()
}

/** Deletes the files of uploads no listing used within `olderThanHours` (abandoned forms, refused listings). */
export async function sweepOrphanUploads(db: Database, { uploadsDir, olderThanHours = 24 }: { uploadsDir: string; olderThanHours?: number }) {
	const cutoff = new Date(Date.now() - olderThanHours * 3_600_000).toISOString()
	const orphans = await db
		.selectFrom('uploads')
		.select('public_id')
		.where('created_at', '<', cutoff)
		.where(({ not, exists, selectFrom }) =>
			not(exists(selectFrom('listing_photos').select('id').whereRef('listing_photos.cloudinary_id', '=', 'uploads.public_id'))),
		)
		.limit(500)
		.execute()
	for (const { public_id } of orphans) {
		await deletePhoto({ uploadsDir, id: public_id })
		await db.deleteFrom('uploads').where('public_id', '=', public_id).execute()
	}
	return orphans.length
}
