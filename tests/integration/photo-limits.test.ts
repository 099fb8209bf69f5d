import sharp from 'sharp'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest'
import * as upload from '#app/routes/api.upload-image.ts'
import * as listings from '#app/routes/api.listings.ts'
import * as photos from '#app/routes/api.listings.$id.photos.ts'
import * as edit from '#app/routes/listings.edit.tsx'
import type { AppContext } from '#app/context.ts'
import { createSession } from '#app/domain/accounts/sessions.server.ts'
import { NOT_PUBLIC_MESSAGE } from '#app/domain/photos/remote-photo.server.ts'
import { startPhotoHost } from '#tests/mocks/photo-host.ts'
import { call, jsonRequest } from './context.ts'
import { createListing, createUser } from './factories.ts'
import { createUploadsContext, jpeg, multipart, removeUploads } from './photos-fixture.ts'

let host: Awaited<ReturnType<typeof startPhotoHost>>
let context: AppContext
let seller: { id: number; token: string }
let tiny: Uint8Array<ArrayBuffer>

async function member() {
	const user = await createUser(context.db)
	return { id: user.id, token: (await createSession(context.db, { userId: user.id })).token }
}

const sendPhoto = (token: string, bytes: Uint8Array<ArrayBuffer> = tiny) =>
	call(upload.action, context, multipart('/api/upload-image', [['image', new Blob([bytes], { type: 'image/jpeg' }), 'p.jpg']], { token }))

beforeAll(async () => {
	host = await startPhotoHost()
	tiny = await jpeg({ width: 16, height: 12 })
})
afterAll(() => host.close())
beforeEach(async () => {
	context = await createUploadsContext()
	seller = await member()
	host.requests.length = 0
})
afterEach(() => {
	vi.useRealTimers()
	removeUploads(context)
})

describe('photo addresses on this machine or a private network', () => {
	const REFUSED = (port: number) => [
		`http://127.0.0.1:${port}/photo.jpg`,
		`http://localhost:${port}/photo.jpg`,
		`http://[::1]:${port}/photo.jpg`,
		`http://[::ffff:127.0.0.1]:${port}/photo.jpg`,
		'http://10.0.0.7/photo.jpg',
		'http://169.254.169.254/latest/meta-data/iam/security-credentials/',
	]

	test('are refused (400) by POST /api/listings/{id}/photos, and no request reaches them', async () => {
		const { id } = await createListing(context.db, { sellerId: seller.id, photos: [] })
		for (const address of REFUSED(host.port)) {
			const res = await call(photos.action, context, jsonRequest(`/api/listings/${id}/photos`, { cloudinary_id: address }, { token: seller.token }), { id: String(id) })
			expect(res.status, address).toBe(400)
			expect(await res.json()).toEqual({ message: NOT_PUBLIC_MESSAGE })
		}
		expect(host.requests).toEqual([])
		expect(await context.db.selectFrom('listing_photos').select('id').where('listing_id', '=', id).execute()).toEqual([])
		expect(await context.db.selectFrom('uploads').select('public_id').execute()).toEqual([])
	})

	test('are refused in the photos[] of POST /api/listings, which creates nothing', async () => {
		const fields = { title: 'Mvule bed', description: 'Solid wood.', category: 'home-garden', price: '18000', location: 'Nakuru', condition: 'GOOD', reason: 'Moving' }
		const res = await call(listings.action, context, jsonRequest('/api/listings', { ...fields, photos: REFUSED(host.port).slice(0, 2) }, { token: seller.token }))
		expect(res.status).toBe(400)
		expect(await res.json()).toEqual({ message: NOT_PUBLIC_MESSAGE })
		expect(await context.db.selectFrom('listings').select('id').execute()).toEqual([])
		expect(host.requests).toEqual([])
	})
})

describe('uploads per user', () => {
	test('30 photos a minute: the 31st is a 429 JSON answer, on the API and on the edit page’s upload form; others are not held up', async () => {
		vi.useFakeTimers({ toFake: ['Date'] })
		for (let i = 0; i < 30; i++) expect((await sendPhoto(seller.token)).status).toBe(201)
		const refused = await sendPhoto(seller.token)
		expect(refused.status).toBe(429)
		expect(await refused.json()).toEqual({ message: 'Too many attempts. Please wait 1 minute and try again.' })

		const { id } = await createListing(context.db, { sellerId: seller.id, photos: [] })
		const form = new FormData()
		form.append('intent', 'upload')
		form.append('photoFiles', new Blob([tiny], { type: 'image/jpeg' }), 'a.jpg')
		form.append('photoFiles', new Blob([tiny], { type: 'image/jpeg' }), 'b.jpg')
		const page = await call(edit.action, context, new Request(`http://localhost/listings/${id}/edit`, { method: 'POST', body: form, headers: { cookie: `__session=${seller.token}` } }), { id: String(id) })
		expect(page.status).toBe(400)
		expect((await page.json()).error['']).toEqual(['Failed to upload a.jpg: Too many attempts. Please wait 1 minute and try again.'])

		expect((await sendPhoto((await member()).token)).status).toBe(201)
		vi.setSystemTime(Date.now() + 61_000)
		expect((await sendPhoto(seller.token)).status).toBe(201)
		expect(await context.db.selectFrom('uploads').select('public_id').where('user_id', '=', seller.id).execute()).toHaveLength(31)
	})

	test('300 photos a day: the 301st is refused until the day is over', async () => {
		vi.useFakeTimers({ toFake: ['Date'] })
		for (let minute = 0; minute < 10; minute++) {
			for (let i = 0; i < 30; i++) expect((await sendPhoto(seller.token)).status).toBe(201)
			vi.setSystemTime(Date.now() + 61_000)
		}
		const refused = await sendPhoto(seller.token)
		expect(refused.status).toBe(429)
		expect((await refused.json()).message).toMatch(/^Too many attempts\. Please wait \d+ hours? and try again\.$/)
		vi.setSystemTime(Date.now() + 86_400_000)
		expect((await sendPhoto(seller.token)).status).toBe(201)
	}, 120_000) // 301 photos decoded and stored: about 15 s on an idle core, more while other suites run.

	test('a photo fetched from an address counts like an upload, before it is fetched', async () => {
		vi.useFakeTimers({ toFake: ['Date'] })
		for (let i = 0; i < 30; i++) await sendPhoto(seller.token)
		const { id } = await createListing(context.db, { sellerId: seller.id, photos: [] })
		const res = await call(photos.action, context, jsonRequest(`/api/listings/${id}/photos`, { cloudinary_id: 'https://photos.example.com/a.jpg' }, { token: seller.token }), { id: String(id) })
		expect(res.status).toBe(429)
	})
})

test('when too many photos wait to be processed, an upload is refused at once with a 503 JSON answer', async () => {
	// Photos that take a while to decode, sent all at once by several users (each within the per-minute limit).
	const big = new Uint8Array(await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#777', noise: { type: 'gaussian', mean: 128, sigma: 30 } } }).jpeg().toBuffer())
	const users = [await member(), await member()]
	const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => sendPhoto(users[i % 2]!.token, big)))
	const statuses = answers.map((a) => a.status)
	expect(statuses.filter((s) => s === 503).length).toBeGreaterThan(0)
	expect(statuses.filter((s) => s !== 503).every((s) => s === 201)).toBe(true)
	expect(await answers[statuses.indexOf(503)]!.json()).toEqual({ message: 'Soko is busy processing photos. Please try again in a minute.' })
	// Once the queue has drained, uploads are taken again.
	expect((await sendPhoto((await member()).token)).status).toBe(201)
})
