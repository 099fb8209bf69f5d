import fs from 'node:fs/promises'
import type { Database } from '#db/database.ts'
import { photoWork } from '../../photos/work.server.ts'
import { readOriginal } from '../../photos/photos.server.ts'
import { assessAfterChange } from './assess.server.ts'
import { ASSESSED_STATUSES } from './sweep.server.ts'
import { photoFingerprint } from './photo-fingerprint.server.ts'

/**
 * Photos stored before migration 0015 have no perceptual hash (phash null), so copies of them went unseen. This job
 * (jobs.server.ts) hashes their stored originals a batch at a time, newest first, and assesses the listings they are
 * on again. A photo without a usable original (missing, unreadable, flat) is given '' (hashed, nothing to compare),
 * so it is not tried again; '' sorts before every hash and has no 4-digit tail, so the band queries of
 * listing-facts.server.ts never match it.
 */

export const BACKFILL_BATCH = 50

async function hashOfStored({ uploadsDir, id }: { uploadsDir: string; id: string }) {
	try {
		const original = await readOriginal({ uploadsDir, id })
		if (!original) return ''
		return (await photoWork.run(() => photoFingerprint(original), { whenFull: 'wait' })) ?? ''
	} catch (error) {
		console.error(`photo hash of ${id} failed:`, error)
		return ''
	}
}

async function isDirectory(dir: string) {
	return fs.stat(dir).then((s) => s.isDirectory(), () => false)
}

/** Hashes up to BACKFILL_BATCH unhashed photos; answers how many were done. */
export async function backfillPhotoHashes(db: Database, { uploadsDir }: { uploadsDir: string }) {
	// An unmounted volume is not "every original missing": nothing is marked until the photos are there.
	if (!(await isDirectory(uploadsDir))) return 0
	const [uploads, photos] = await Promise.all([
		db.selectFrom('uploads').select('public_id as id').where('phash', 'is', null).orderBy('created_at', 'desc').limit(BACKFILL_BATCH).execute(),
		db.selectFrom('listing_photos').select('cloudinary_id as id').where('phash', 'is', null).orderBy('id', 'desc').limit(BACKFILL_BATCH).execute(),
	])
	const ids = [...new Set([...photos, ...uploads].map((r) => r.id))].slice(0, BACKFILL_BATCH)
	const hashed = new Set<number>()
	for (const id of ids) {
		const phash = await hashOfStored({ uploadsDir, id })
		await db.updateTable('uploads').set({ phash }).where('public_id', '=', id).where('phash', 'is', null).execute()
		const onListings = await db
			.updateTable('listing_photos')
			.set({ phash })
			.where('cloudinary_id', '=', id)
			.where('phash', 'is', null)
			.returning('listing_id')
			.execute()
		if (phash) for (const { listing_id } of onListings) hashed.add(listing_id)
	}
	if (hashed.size) {
		const due = await db.selectFrom('listings').select('id').where('id', 'in', [...hashed]).where('status', 'in', ASSESSED_STATUSES).execute()
		for (const { id } of due) await assessAfterChange(db, { listingId: id })
	}
	return ids.length
}
