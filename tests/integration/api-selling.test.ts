import fs from 'node:fs'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import * as upload from '#app/routes/api.upload-image.ts'
import * as listings from '#app/routes/api.listings.ts'
import * as listing from '#app/routes/api.listings.$id.ts'
import * as photos from '#app/routes/api.listings.$id.photos.ts'
import * as photo from '#app/routes/api.listings.$id.photos.$photoId.ts'
import * as sellerListings from '#app/routes/api.listings.seller.$sellerId.ts'
import type { AppContext } from '#app/context.ts'
import { createSession } from '#app/domain/accounts/sessions.server.ts'
import { sweepOrphanUploads } from '#app/domain/photos/uploads.server.ts'
import { call, getRequest, jsonRequest } from './context.ts'
import { createListing, createUser } from './factories.ts'
import { createUploadsContext, jpeg, multipart, removeUploads } from './photos-fixture.ts'

let context: AppContext
let seller: { id: number; token: string }
let other: { id: number; token: string }

async function member(role: 'SELLER' | 'BUYER' | 'ADMIN') {
	const user = await createUser(context.db, { role })
	return { id: user.id, token: (await createSession(context.db, { userId: user.id })).token }
}

async function uploadPhoto(token: string) {
	const res = await call(upload.action, context, multipart('/api/upload-image', [['image', new Blob([await jpeg()], { type: 'image/jpeg' }), 'a.jpg']], { token }))
	return (await res.json()) as { public_id: string }
}

const FIELDS = {
	title: '  Samsung Galaxy A14  ',
	description: 'Clean phone with charger.',
	category: 'vehicles',
	price: '12,500',
	location: ' Nairobi ',
	condition: 'Like New',
	reason: 'Upgraded',
}

beforeEach(async () => {
	context = await createUploadsContext()
	seller = await member('SELLER')
	other = await member('SELLER')
})
afterEach(() => removeUploads(context))

describe('POST /api/upload-image', () => {
	test('answers the stored photo for a logged-in user', async () => {
		const res = await call(upload.action, context, multipart('/api/upload-image', [['image', new Blob([await jpeg({ width: 1600, height: 1200 })]), 'x.jpg']], { token: seller.token }))
		expect(res.status).toBe(201)
		expect(await res.json()).toEqual({
			public_id: expect.stringMatching(/^[a-f0-9]{24}$/),
			url: expect.stringContaining('/photos/'),
			secure_url: expect.stringContaining('/photos/'),
			bytes: expect.any(Number),
			format: 'jpg',
			width: 1600,
			height: 1200,
		})
	})

	test('refuses a text file renamed .jpg by its bytes, and keeps nothing', async () => {
		const res = await call(upload.action, context, multipart('/api/upload-image', [['image', new Blob(['hello, not a photo'], { type: 'image/jpeg' }), 'photo.jpg']], { token: seller.token }))
		expect(res.status).toBe(400)
		expect(await res.json()).toEqual({ message: 'Invalid file type. Please use JPEG, PNG, or WebP images.' })
		// No photo stored, and the posted file that waited on disk (.incoming) is gone.
		expect(fs.readdirSync(context.env.UPLOADS_DIR, { recursive: true })).toEqual(['.incoming'])
		expect(await context.db.selectFrom('uploads').selectAll().execute()).toEqual([])
	})

	test('refuses an 11 MB file', async () => {
		const res = await call(upload.action, context, multipart('/api/upload-image', [['image', new Blob([new Uint8Array(11 * 1024 * 1024).fill(1)]), 'big.jpg']], { token: seller.token }))
		expect(res.status).toBe(413)
		expect(await res.json()).toEqual({ message: 'File too large. Maximum size is 10MB.' })
	})

	test('needs a session', async () => {
		const res = await call(upload.action, context, multipart('/api/upload-image', [['image', new Blob([await jpeg()]), 'a.jpg']]))
		expect(res.status).toBe(401)
	})

	test('the sweep deletes uploads no listing used', async () => {
		const { public_id } = await uploadPhoto(seller.token)
		expect(await sweepOrphanUploads(context.db, { uploadsDir: context.env.UPLOADS_DIR, olderThanHours: 1 })).toBe(0)
		expect(await sweepOrphanUploads(context.db, { uploadsDir: context.env.UPLOADS_DIR, olderThanHours: -1 })).toBe(1)
		expect(fs.existsSync(`${context.env.UPLOADS_DIR}/${public_id}`)).toBe(false)
	})
})

describe('POST /api/listings', () => {
	test('titles and texts lose control and bidi-override characters before they are stored', async () => {
		const a = await uploadPhoto(seller.token)
		const b = await uploadPhoto(seller.token)
		const fields = { ...FIELDS, title: 'Galaxy\u202Eenohp\u202C A14\u0000', description: 'Line one\r\nLine two\u2066', photos: [a.public_id, b.public_id] }
		const res = await call(listings.action, context, jsonRequest('/api/listings', fields, { token: seller.token }))
		expect(res.status).toBe(201)
		const row = await context.db.selectFrom('listings').select(['title', 'description']).where('id', '=', (await res.json()).id).executeTakeFirstOrThrow()
		expect(row).toEqual({ title: 'Galaxyenohp A14', description: 'Line one\nLine two' })
	})

	test('creates a PENDING_APPROVAL listing with trimmed fields, cents and the first photo as main', async () => {
		const a = await uploadPhoto(seller.token)
		const b = await uploadPhoto(seller.token)
		const res = await call(listings.action, context, jsonRequest('/api/listings', { ...FIELDS, photos: [a.public_id, b.public_id] }, { token: seller.token }))
		expect(res.status).toBe(201)
		const { id, status } = await res.json()
		expect(status).toBe('PENDING_APPROVAL')
		const row = await context.db.selectFrom('listings').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
		expect(row).toMatchObject({ title: 'Samsung Galaxy A14', location: 'Nairobi', category: 'automotive', price_cents: 1_250_000, condition: 'LIKE_NEW', seller_id: seller.id })
		const stored = await context.db.selectFrom('listing_photos').select(['cloudinary_id', 'is_primary']).where('listing_id', '=', id).orderBy('position').execute()
		expect(stored).toEqual([
			{ cloudinary_id: a.public_id, is_primary: 1 },
			{ cloudinary_id: b.public_id, is_primary: 0 },
		])
	})

	test('refuses fewer than 2 photos and missing fields with field errors, writing nothing', async () => {
		const a = await uploadPhoto(seller.token)
		const res = await call(listings.action, context, jsonRequest('/api/listings', { ...FIELDS, title: ' ', price: 'abc', photos: [a.public_id] }, { token: seller.token }))
		expect(res.status).toBe(400)
		const body = await res.json()
		expect(body.errors).toMatchObject({
			title: ['Title is required'],
			price: ['Price must be a number, e.g. 12500'],
			photos: ['Please upload at least 2 photos to continue'],
		})
		expect(body.message).toMatch(/^Validation failed: /)
		expect(await context.db.selectFrom('listings').selectAll().execute()).toEqual([])
	})

	test("refuses someone else's uploads", async () => {
		const a = await uploadPhoto(other.token)
		const b = await uploadPhoto(other.token)
		const res = await call(listings.action, context, jsonRequest('/api/listings', { ...FIELDS, photos: [a.public_id, b.public_id] }, { token: seller.token }))
		expect(res.status).toBe(400)
		expect(await context.db.selectFrom('listings').selectAll().execute()).toEqual([])
	})

	test('needs a session', async () => {
		expect((await call(listings.action, context, jsonRequest('/api/listings', FIELDS))).status).toBe(401)
	})
})

describe('editing a listing', () => {
	test('its seller and admins may edit; another seller gets 403 (404 once it is out of their sight); SOLD is refused', async () => {
		const { id } = await createListing(context.db, { sellerId: seller.id, status: 'PUBLISHED' })
		const patch = (token: string) => call(listing.action, context, jsonRequest(`/api/listings/${id}`, { ...FIELDS, title: 'New title' }, { method: 'PATCH', token }), { id: String(id) })
		expect((await patch(other.token)).status).toBe(403)
		const ok = await patch(seller.token)
		expect(ok.status).toBe(200)
		expect((await ok.json()).title).toBe('New title')
		// Back for review: another seller no longer sees it, so for them it is not there.
		expect(await (await patch(other.token)).json()).toEqual({ message: 'Listing not found' })
		const admin = await member('ADMIN')
		expect((await patch(admin.token)).status).toBe(200)
		await context.db.updateTable('listings').set({ status: 'SOLD' }).where('id', '=', id).execute()
		const sold = await patch(seller.token)
		expect(sold.status).toBe(409)
		expect(await sold.json()).toEqual({ message: 'Sold listings cannot be edited' })
	})

	test('photos: add by id or by our own address, make main, delete the main one (the next becomes main), at most 10', async () => {
		const { id } = await createListing(context.db, { sellerId: seller.id, photos: [] })
		const params = { id: String(id) }
		const add = (cloudinary_id: string, token = seller.token) => call(photos.action, context, jsonRequest(`/api/listings/${id}/photos`, { cloudinary_id }, { token }), params)
		const one = await uploadPhoto(seller.token)
		const first = await (await add(one.public_id)).json()
		expect(first).toMatchObject({ cloudinary_id: one.public_id, is_primary: true })
		const mine = await uploadPhoto(seller.token)
		const second = await (await add(`http://localhost/photos/${mine.public_id}/full.jpg`)).json()
		expect(second).toMatchObject({ cloudinary_id: mine.public_id, is_primary: false })
		expect((await add('', seller.token)).status).toBe(400)
		// A draft: not there for another seller.
		expect((await add('https://example.com/x.jpg', other.token)).status).toBe(404)

		const makeMain = await call(photo.action, context, jsonRequest(`/api/listings/${id}/photos/${second.id}`, { is_primary: true }, { method: 'PATCH', token: seller.token }), { ...params, photoId: String(second.id) })
		expect(await makeMain.json()).toEqual({ message: 'Primary photo updated successfully' })
		const del = await call(photo.action, context, new Request(`http://localhost/api/listings/${id}/photos/${second.id}`, { method: 'DELETE', headers: { authorization: `Bearer ${seller.token}` } }), { ...params, photoId: String(second.id) })
		expect(await del.json()).toEqual({ message: 'Photo deleted successfully', listing_status: 'PENDING_APPROVAL' })
		const left = await context.db.selectFrom('listing_photos').select(['id', 'is_primary']).where('listing_id', '=', id).execute()
		expect(left).toEqual([{ id: first.id, is_primary: 1 }])

		for (let i = 0; i < 9; i++) expect((await add((await uploadPhoto(seller.token)).public_id)).status).toBe(201)
		const eleventh = await add((await uploadPhoto(seller.token)).public_id)
		expect(eleventh.status).toBe(400)
		expect(await eleventh.json()).toEqual({ message: 'Too many files. Maximum 10 files allowed.' })
	})
})

describe('GET /api/listings/seller/:sellerId', () => {
	test('every status, for that seller and admins only', async () => {
		await createListing(context.db, { sellerId: seller.id, status: 'DRAFT' })
		await createListing(context.db, { sellerId: seller.id, status: 'PUBLISHED' })
		const get = (token?: string) => call(sellerListings.loader, context, getRequest(`/api/listings/seller/${seller.id}`, { token }), { sellerId: String(seller.id) })
		const mine = await (await get(seller.token)).json()
		expect(mine.map((l: { status: string }) => l.status).sort()).toEqual(['DRAFT', 'PUBLISHED'])
		expect(mine[0]).toHaveProperty('payment_status')
		expect((await get(other.token)).status).toBe(403)
		expect((await get()).status).toBe(401)
		const admin = await member('ADMIN')
		expect((await get(admin.token)).status).toBe(200)
	})

	test('refusals in order, each with its message: no session (401), a bad id (400), not theirs (403)', async () => {
		const answer = async (sellerId: string, token?: string) => {
			const res = await call(sellerListings.loader, context, getRequest(`/api/listings/seller/${sellerId}`, { token }), { sellerId })
			return [res.status, await res.json()]
		}
		expect(await answer('abc')).toEqual([401, { message: 'Invalid token' }])
		expect(await answer('abc', other.token)).toEqual([400, { message: 'Invalid seller id: expected a positive whole number' }])
		expect(await answer(String(seller.id), other.token)).toEqual([403, { message: 'You do not have permission to do this' }])
		expect(await answer('999999', other.token)).toEqual([403, { message: 'You do not have permission to do this' }])
	})
})
