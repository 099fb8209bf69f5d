import path from 'node:path'
import sharp from 'sharp'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest'
import * as listings from '#app/routes/api.listings.ts'
import * as photos from '#app/routes/api.listings.$id.photos.ts'
import * as edit from '#app/routes/listings.edit.tsx'
import type { AppContext } from '#app/context.ts'
import { createSession } from '#app/domain/accounts/sessions.server.ts'
import { INVALID_IMAGE_MESSAGE } from '#app/domain/photos/photos.server.ts'
import { UNFETCHABLE_MESSAGE } from '#app/domain/photos/remote-photo.server.ts'
import { startPhotoHost } from '#tests/mocks/photo-host.ts'
import { call, jsonRequest } from './context.ts'
import { createListing, createUser } from './factories.ts'
import { createUploadsContext, removeUploads } from './photos-fixture.ts'

// The fake photo host runs on this machine, so here 127.0.0.1 counts as the internet. That loopback and private
// addresses are refused otherwise is tested in photo-limits.test.ts and remote-photo.server.test.ts.
vi.mock('#app/domain/photos/public-address.server.ts', async (importOriginal) => {
	const real = await importOriginal<typeof import('#app/domain/photos/public-address.server.ts')>()
	return { isPublicAddress: (address: string) => address === '127.0.0.1' || real.isPublicAddress(address) }
})

let host: Awaited<ReturnType<typeof startPhotoHost>>
let context: AppContext
let seller: { id: number; token: string }

async function member() {
	const user = await createUser(context.db)
	return { id: user.id, token: (await createSession(context.db, { userId: user.id })).token }
}

const PHOTO_ID = /^[a-f0-9]{24}$/
const photoRows = (listingId: number) => context.db.selectFrom('listing_photos').select(['cloudinary_id', 'is_primary']).where('listing_id', '=', listingId).orderBy('position').execute()
const uploadRows = () => context.db.selectFrom('uploads').select(['public_id', 'user_id']).execute()
const addByAddress = (listingId: number, address: string, token = seller.token) =>
	call(photos.action, context, jsonRequest(`/api/listings/${listingId}/photos`, { cloudinary_id: address }, { token }), { id: String(listingId) })

beforeAll(async () => {
	host = await startPhotoHost()
})
afterAll(() => host.close())
beforeEach(async () => {
	context = await createUploadsContext()
	seller = await member()
	host.requests.length = 0
})
afterEach(() => removeUploads(context))

describe('POST /api/listings/{id}/photos with a web address', () => {
	test('fetches the photo once, stores it as the seller’s own upload and answers its id, never the address', async () => {
		const { id } = await createListing(context.db, { sellerId: seller.id, photos: [] })
		const res = await addByAddress(id, `${host.url}/photo.jpg`)
		expect(res.status).toBe(201)
		const body = await res.json()
		expect(body).toMatchObject({ cloudinary_id: expect.stringMatching(PHOTO_ID), is_primary: true })
		expect(host.requests).toEqual(['/photo.jpg'])
		expect(await photoRows(id)).toEqual([{ cloudinary_id: body.cloudinary_id, is_primary: 1 }])
		expect(await uploadRows()).toEqual([{ public_id: body.cloudinary_id, user_id: seller.id }])
		// Through the upload pipeline: the stored original is ours, re-encoded without the camera's EXIF.
		const stored = await sharp(path.join(context.env.UPLOADS_DIR, body.cloudinary_id, 'original.jpg')).metadata()
		expect({ width: stored.width, height: stored.height, exif: stored.exif }).toEqual({ width: 640, height: 480, exif: undefined })
	})

	test('what is not a photo, or not there, is refused with a message and adds nothing', async () => {
		const { id } = await createListing(context.db, { sellerId: seller.id, photos: [] })
		const notPhoto = await addByAddress(id, `${host.url}/notes.txt`)
		expect(notPhoto.status).toBe(400)
		expect(await notPhoto.json()).toEqual({ message: INVALID_IMAGE_MESSAGE })
		const missing = await addByAddress(id, `${host.url}/gone.jpg`)
		expect(missing.status).toBe(400)
		expect(await missing.json()).toEqual({ message: UNFETCHABLE_MESSAGE })
		expect(await photoRows(id)).toEqual([])
		expect(await uploadRows()).toEqual([])
	})

	test('another seller’s listing is refused (403) before anything is fetched', async () => {
		const { id } = await createListing(context.db, { sellerId: seller.id, photos: [] })
		const other = await member()
		expect((await addByAddress(id, `${host.url}/photo.jpg`, other.token)).status).toBe(403)
		expect(host.requests).toEqual([])
	})
})

test('POST /api/listings: photos given by address are fetched and stored, in order, beside uploaded ones', async () => {
	const fields = { title: 'Mvule bed', description: 'Solid wood, 5x6.', category: 'home-garden', price: '18000', location: 'Nakuru', condition: 'GOOD', reason: 'Moving' }
	const res = await call(listings.action, context, jsonRequest('/api/listings', { ...fields, photos: [`${host.url}/photo.jpg`, `${host.url}/photo.jpg`] }, { token: seller.token }))
	expect(res.status).toBe(201)
	const { id } = await res.json()
	const rows = await photoRows(id)
	expect(rows).toEqual([
		{ cloudinary_id: expect.stringMatching(PHOTO_ID), is_primary: 1 },
		{ cloudinary_id: expect.stringMatching(PHOTO_ID), is_primary: 0 },
	])
	expect((await uploadRows()).map((u) => u.public_id).sort()).toEqual(rows.map((r) => r.cloudinary_id).sort())
	expect(host.requests).toEqual(['/photo.jpg', '/photo.jpg'])
})

describe('the edit page’s "Add photo by URL"', () => {
	function addUrlForm(listingId: number, url: string) {
		const form = new FormData()
		form.append('intent', 'add-url')
		form.append('url', url)
		return new Request(`http://localhost/listings/${listingId}/edit`, { method: 'POST', body: form, headers: { cookie: `__session=${seller.token}` } })
	}

	test('stores the photo and goes back to the page; a bad address says why beside the form', async () => {
		const { id } = await createListing(context.db, { sellerId: seller.id, photos: [] })
		const added = await call(edit.action, context, addUrlForm(id, ` ${host.url}/photo.jpg `), { id: String(id) })
		expect(added.status).toBe(302)
		expect(added.headers.get('location')).toBe(`/listings/${id}/edit`)
		expect(await photoRows(id)).toEqual([{ cloudinary_id: expect.stringMatching(PHOTO_ID), is_primary: 1 }])

		const refused = await call(edit.action, context, addUrlForm(id, `${host.url}/notes.txt`), { id: String(id) })
		expect(refused.status).toBe(400)
		expect(await refused.json()).toMatchObject({ form: 'add-url', error: { '': [INVALID_IMAGE_MESSAGE] } })
		expect(await photoRows(id)).toHaveLength(1)
	})
})
