import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, expect, test, vi } from 'vitest'
import type { Database } from '#db/database.ts'
import { renderPicture } from '#server/seed/pictures.ts'
import { openTestDatabase } from '#tests/test-database.ts'
import { createListing as insertListing, createUser } from '#tests/integration/factories.ts'
import { tempUploadsDir } from '#tests/integration/photos-fixture.ts'
import { acceptUpload } from '../../photos/uploads.server.ts'
import { backfillPhotoHashes } from './photo-hash-backfill.server.ts'

let db: Database
let uploadsDir = ''

beforeAll(async () => {
	db = await openTestDatabase()
	uploadsDir = tempUploadsDir()
})
afterAll(() => {
	fs.rmSync(uploadsDir, { recursive: true, force: true })
})

const hashes = (table: 'uploads' | 'listing_photos') =>
	table === 'uploads'
		? db.selectFrom('uploads').select(['public_id as id', 'phash']).orderBy('public_id').execute()
		: db.selectFrom('listing_photos').select(['cloudinary_id as id', 'phash']).orderBy('cloudinary_id').execute()

test('photos stored before hashing get their hash from the stored original; a missing original is marked, not retried, never a failure', async () => {
	const first = await createUser(db)
	const picture = await renderPicture({ shape: 'phone', hue: 120, seed: 7, index: 1 })
	const original = await acceptUpload(db, { uploadsDir, userId: first.id, input: picture })
	const { phash: expected } = await db.selectFrom('uploads').select('phash').where('public_id', '=', original.public_id).executeTakeFirstOrThrow()
	expect(expected).toMatch(/^[0-9a-f]{16}$/)
	// A second seller's copy of the same photo, and a photo whose original is gone, both from before migration 0015.
	const second = await createUser(db)
	const copy = await acceptUpload(db, { uploadsDir, userId: second.id, input: picture })
	const gone = 'b'.repeat(24)
	const old = await insertListing(db, { sellerId: second.id, photos: [copy.public_id, gone] })
	await insertListing(db, { sellerId: first.id, photos: [original.public_id] })
	await db.updateTable('listing_photos').set({ phash: expected }).where('cloudinary_id', '=', original.public_id).execute()
	await db.updateTable('uploads').set({ phash: null }).where('public_id', '=', copy.public_id).execute()
	await db.updateTable('listing_photos').set({ phash: null }).where('listing_id', '=', old.id).execute()

	expect(await backfillPhotoHashes(db, { uploadsDir })).toBe(2)

	expect(await hashes('uploads')).toEqual(expect.arrayContaining([{ id: copy.public_id, phash: expected }]))
	expect(await hashes('listing_photos')).toEqual(expect.arrayContaining([{ id: copy.public_id, phash: expected }, { id: gone, phash: '' }]))
	// The listing is assessed again with its hash: the other seller's photo is found.
	const alert = await db.selectFrom('fraud_alerts').select('indicators').where('listing_id', '=', old.id).executeTakeFirstOrThrow()
	expect((JSON.parse(alert.indicators) as { code: string }[]).map((i) => i.code)).toContain('PHOTO_SEEN_BEFORE')
	// Nothing is left to do: the missing one is not tried again.
	expect(await backfillPhotoHashes(db, { uploadsDir })).toBe(0)
})

test('an unreadable original is marked too, and a missing uploads directory marks nothing', async () => {
	const seller = await createUser(db)
	const broken = 'c'.repeat(24)
	fs.mkdirSync(path.join(uploadsDir, broken))
	fs.writeFileSync(path.join(uploadsDir, broken, 'original.jpg'), 'not a picture')
	const listing = await insertListing(db, { sellerId: seller.id, photos: [broken] })
	await db.updateTable('listing_photos').set({ phash: null }).where('listing_id', '=', listing.id).execute()

	expect(await backfillPhotoHashes(db, { uploadsDir: path.join(uploadsDir, 'not-mounted') })).toBe(0)
	expect(await db.selectFrom('listing_photos').select('phash').where('listing_id', '=', listing.id).executeTakeFirstOrThrow()).toEqual({ phash: null })

	const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
	try {
		expect(await backfillPhotoHashes(db, { uploadsDir })).toBe(1)
	} finally {
		logged.mockRestore()
	}
	expect(await db.selectFrom('listing_photos').select('phash').where('listing_id', '=', listing.id).executeTakeFirstOrThrow()).toEqual({ phash: '' })
})
