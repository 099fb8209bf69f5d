import { expect, test } from 'vitest'
import { openTestDatabase } from '#tests/test-database.ts'
import { createListing, createUser } from '#tests/integration/factories.ts'
import { isKnownPhoto, photoIdOf } from './refs.server.ts'

test('a photo is known by its upload or by the listing it is on; a made-up id is not', async () => {
	const db = await openTestDatabase()
	const seller = await createUser(db)
	await db.insertInto('uploads').values({ public_id: 'b'.repeat(24), user_id: seller.id, bytes: 1000, width: 640, height: 480 }).execute()
	await createListing(db, { sellerId: seller.id, photos: ['c'.repeat(24)] })
	expect(await isKnownPhoto(db, 'b'.repeat(24))).toBe(true)
	expect(await isKnownPhoto(db, 'c'.repeat(24))).toBe(true)
	expect(await isKnownPhoto(db, 'd'.repeat(24))).toBe(false)
})

test('our own photo addresses give their id, on Soko or at the public address of the bucket, in every size and format', async () => {
	const db = await openTestDatabase()
	const ask = (ref: string) => photoIdOf(db, { uploadsDir: '/nonexistent', userId: 1, ref })
	const id = 'e'.repeat(24)
	expect(await ask(`/photos/${id}/whole2x.avif`)).toBe(id)
	expect(await ask(`https://soko.example/photos/${id}/card.jpg`)).toBe(id)
	expect(await ask(id)).toBe(id)
	process.env.PHOTOS_PUBLIC_URL = 'https://photos.soko.example/soko-photos/'
	try {
		expect(await ask(`https://photos.soko.example/soko-photos/${id}/grid.webp`)).toBe(id)
	} finally {
		delete process.env.PHOTOS_PUBLIC_URL
	}
})
