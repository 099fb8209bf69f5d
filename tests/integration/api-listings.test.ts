import { beforeEach, describe, expect, test } from 'vitest'
import * as listings from '#app/routes/api.listings.ts'
import * as featured from '#app/routes/api.listings.featured.ts'
import * as banners from '#app/routes/api.banners.active.ts'
import type { AppContext } from '#app/context.ts'
import { createSession } from '#app/domain/accounts/sessions.server.ts'
import { call, createTestContext, getRequest } from './context.ts'
import { createListing, createUser } from './factories.ts'

let context: AppContext
let sellerId: number
beforeEach(async () => {
	context = await createTestContext()
	sellerId = (await createUser(context.db, { phone: '0712345678' })).id
})

describe('GET /api/listings', () => {
	test('answers only PUBLISHED listings to the public, price as a decimal string, phone masked', async () => {
		const published = await createListing(context.db, { sellerId, priceCents: 1_250_050 })
		await createListing(context.db, { sellerId, status: 'PENDING_APPROVAL' })
		await createListing(context.db, { sellerId, status: 'SOLD' })
		const res = await call(listings.loader, context, getRequest('/api/listings?status=PUBLISHED'))
		const body = await res.json()
		expect(body).toHaveLength(1)
		expect(body[0]).toMatchObject({
			id: published.id,
			price: '12500.50',
			status: 'PUBLISHED',
			seller_phone: '07123456…',
			admin_notes: null,
			photos: [{ id: expect.any(Number), cloudinary_id: 'a'.repeat(24), is_primary: true }],
		})
	})

	test('filters by category, accepting the spec aliases', async () => {
		await createListing(context.db, { sellerId, category: 'automotive', title: 'Toyota Vitz side mirror' })
		await createListing(context.db, { sellerId, category: 'electronics' })
		const res = await call(listings.loader, context, getRequest('/api/listings?status=PUBLISHED&category=vehicles'))
		const body = await res.json()
		expect(body.map((l: { title: string }) => l.title)).toEqual(['Toyota Vitz side mirror'])
	})

	test('other statuses are for admins only', async () => {
		await createListing(context.db, { sellerId, status: 'PENDING_APPROVAL' })
		expect((await call(listings.loader, context, getRequest('/api/listings?status=PENDING_APPROVAL'))).status).toBe(401)
		const { token } = await createSession(context.db, { userId: sellerId })
		expect((await call(listings.loader, context, getRequest('/api/listings?status=PENDING_APPROVAL', { token }))).status).toBe(403)
		const admin = await createUser(context.db, { role: 'ADMIN' })
		const adminSession = await createSession(context.db, { userId: admin.id })
		const res = await call(listings.loader, context, getRequest('/api/listings?status=PENDING_APPROVAL', { token: adminSession.token }))
		expect(res.status).toBe(200)
		expect(await res.json()).toHaveLength(1)
	})

	test('refusals in order, each with its message: a bad query (400), then who asks (401, 403), then the category (400)', async () => {
		const { token } = await createSession(context.db, { userId: sellerId })
		const admin = await createSession(context.db, { userId: (await createUser(context.db, { role: 'ADMIN' })).id })
		const answer = async (query: string, token?: string) => {
			const res = await call(listings.loader, context, getRequest(`/api/listings?${query}`, { token }))
			return [res.status, (await res.json()).message]
		}
		expect(await answer('status=GONE&category=spaceships')).toEqual([400, expect.stringMatching(/^status must be one of DRAFT, /)])
		expect(await answer('status=DRAFT&category=spaceships')).toEqual([401, 'Only published listings are public'])
		expect(await answer('status=DRAFT&category=spaceships', token)).toEqual([403, 'Only published listings are public'])
		expect(await answer('status=DRAFT&category=spaceships', admin.token)).toEqual([400, 'Unknown category: spaceships'])
		expect(await answer('category=spaceships')).toEqual([400, 'Unknown category: spaceships'])
	})

	test('another signed-in user sees the seller phone masked; the seller sees it in full', async () => {
		await createListing(context.db, { sellerId })
		const buyer = await createUser(context.db, { role: 'BUYER' })
		const { token } = await createSession(context.db, { userId: buyer.id })
		const body = await (await call(listings.loader, context, getRequest('/api/listings?status=PUBLISHED', { token }))).json()
		expect(body[0].seller_phone).toBe('07123456…')
		const seller = await createSession(context.db, { userId: sellerId })
		const own = await (await call(listings.loader, context, getRequest('/api/listings?status=PUBLISHED', { token: seller.token }))).json()
		expect(own[0].seller_phone).toBe('0712345678')
	})

	test('an unknown status is a 400', async () => {
		const res = await call(listings.loader, context, getRequest('/api/listings?status=LIVE'))
		expect(res.status).toBe(400)
	})
})

describe('GET /api/listings/featured', () => {
	test('answers published listings with a running featured period', async () => {
		const live = await createListing(context.db, { sellerId, featured: true })
		await createListing(context.db, { sellerId })
		await createListing(context.db, { sellerId, featured: true, status: 'SOLD' })
		const body = await (await call(featured.loader, context, getRequest('/api/listings/featured'))).json()
		expect(body.map((l: { id: number }) => l.id)).toEqual([live.id])
	})
})

describe('GET /api/banners/active', () => {
	test('answers active banners aimed at the path or at every page', async () => {
		const day = 86_400_000
		const dates = { start_date: new Date(Date.now() - day).toISOString(), end_date: new Date(Date.now() + day).toISOString() }
		await context.db
			.insertInto('banners')
			.values([
				{ title: 'Everywhere', content: 'a', status: 'ACTIVE', target_pages: '[]', ...dates },
				{ title: 'Browse only', content: 'b', status: 'ACTIVE', target_pages: '["/browse"]', ...dates },
				{ title: 'Draft', content: 'c', status: 'DRAFT', target_pages: '[]', ...dates },
				{ title: 'Over', content: 'd', status: 'ACTIVE', target_pages: '[]', start_date: dates.start_date, end_date: new Date(Date.now() - 1000).toISOString() },
			])
			.execute()
		const onBrowse = await (await call(banners.loader, context, getRequest('/api/banners/active?path=/browse'))).json()
		expect(onBrowse.map((b: { title: string }) => b.title).sort()).toEqual(['Browse only', 'Everywhere'])
		const onHome = await (await call(banners.loader, context, getRequest('/api/banners/active?path=/'))).json()
		expect(onHome.map((b: { title: string }) => b.title)).toEqual(['Everywhere'])
		expect(onHome[0].target_pages).toEqual([])
	})
})
