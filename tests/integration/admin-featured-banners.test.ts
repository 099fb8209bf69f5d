import { beforeEach, describe, expect, test } from 'vitest'
import * as featureApi from '#app/routes/api.admin.listings.$id.feature.ts'
import * as featuredApi from '#app/routes/api.listings.featured.ts'
import * as bannersApi from '#app/routes/api.admin.banners.ts'
import * as bannerApi from '#app/routes/api.admin.banners.$id.ts'
import * as activeApi from '#app/routes/api.banners.active.ts'
import * as featuredPage from '#app/routes/admin.featured.tsx'
import * as bannersPage from '#app/routes/admin.banners.tsx'
import type { AppContext } from '#app/context.ts'
import type { UserRole } from '#db/enums.ts'
import { createSession } from '#app/domain/accounts/sessions.server.ts'
import { homeSections } from '#app/domain/listings/home.server.ts'
import { endFeaturedPeriods } from '#app/domain/listings/jobs.server.ts'
import { call, createTestContext, getRequest, jsonRequest } from './context.ts'
import { createListing, createUser } from './factories.ts'
import { formPost, toastOf } from './trust-helpers.ts'

let context: AppContext
let admin: { id: number; token: string }
let seller: { id: number; token: string }

async function session(role: UserRole) {
	const user = await createUser(context.db, { role })
	return { ...user, token: (await createSession(context.db, { userId: user.id })).token }
}

const DAY_MS = 86_400_000
const feature = (id: number | string, body: unknown, token?: string) =>
	call(featureApi.action, context, jsonRequest(`/api/admin/listings/${id}/feature`, body, { token }), { id: String(id) })
const unfeature = (id: number | string, token?: string) =>
	call(featureApi.action, context, new Request(`http://localhost/api/admin/listings/${id}/feature`, { method: 'DELETE', headers: token ? { authorization: `Bearer ${token}` } : {} }), { id: String(id) })
const featuredIds = async () => ((await (await call(featuredApi.loader, context, getRequest('/api/listings/featured'))).json()) as { id: number }[]).map((l) => l.id)
const listingOf = (id: number) => context.db.selectFrom('listings').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
const logsOf = (type: string, id: number) =>
	context.db.selectFrom('moderation_logs').select(['action', 'reason', 'admin_id']).where('target_type', '=', type).where('target_id', '=', id).orderBy('id').execute()

beforeEach(async () => {
	context = await createTestContext()
	admin = await session('ADMIN')
	seller = await session('SELLER')
})

describe('POST/DELETE /api/admin/listings/{id}/feature', () => {
	test('refuses a visitor (401), a buyer and a seller (403), and changes nothing', async () => {
		const listing = await createListing(context.db, { sellerId: seller.id })
		expect((await feature(listing.id, { duration: 7 })).status).toBe(401)
		expect((await unfeature(listing.id)).status).toBe(401)
		for (const token of [(await session('BUYER')).token, seller.token]) {
			expect((await feature(listing.id, { duration: 7 }, token)).status).toBe(403)
			expect((await unfeature(listing.id, token)).status).toBe(403)
		}
		expect((await listingOf(listing.id)).is_featured).toBe(0)
	})

	test('refusals: unknown listing 404, bad id or duration 400, not published 409, not featured 409', async () => {
		const draft = await createListing(context.db, { sellerId: seller.id, status: 'DRAFT' })
		const live = await createListing(context.db, { sellerId: seller.id })
		expect((await feature(999, { duration: 7 }, admin.token)).status).toBe(404)
		expect((await feature(999, { duration: 5 }, admin.token)).status).toBe(404)
		expect((await feature('abc', { duration: 7 }, admin.token)).status).toBe(400)
		const bad = await feature(live.id, { duration: 5 }, admin.token)
		expect(bad.status).toBe(400)
		expect((await bad.json()).message).toContain('duration must be one of 3, 7, 14, 30 days')
		const notLive = await feature(draft.id, { duration: 7 }, admin.token)
		expect([notLive.status, (await notLive.json()).message]).toEqual([409, 'Only published listings can be featured'])
		const notFeatured = await unfeature(live.id, admin.token)
		expect([notFeatured.status, (await notFeatured.json()).message]).toEqual([409, 'This listing is not featured'])
		expect((await unfeature(999, admin.token)).status).toBe(404)
	})

	test('features for 7 days by default (3/7/14/30 allowed), leads the featured lists, unfeature and the job end it', async () => {
		const older = await createListing(context.db, { sellerId: seller.id, title: 'Older featured', featured: true })
		const listing = await createListing(context.db, { sellerId: seller.id, title: 'Newly featured' })
		expect(await featuredIds()).toEqual([older.id])

		const res = await call(featureApi.action, context, new Request(`http://localhost/api/admin/listings/${listing.id}/feature`, { method: 'POST', headers: { authorization: `Bearer ${admin.token}` } }), { id: String(listing.id) })
		expect(res.status).toBe(200)
		const body = await res.json()
		expect(body).toMatchObject({ id: listing.id, is_featured: true, duration: 7 })
		expect(Date.parse(body.featured_expires_at) - Date.parse(body.featured_at)).toBe(7 * DAY_MS)
		const row = await listingOf(listing.id)
		expect([row.is_featured, row.featured_by]).toEqual([1, admin.id])
		expect(await featuredIds()).toEqual([listing.id, older.id])
		expect((await homeSections(context.db)).featured.map((l) => l.id)).toEqual([listing.id, older.id])

		const longer = await (await feature(listing.id, { duration: 30 }, admin.token)).json()
		expect(Date.parse(longer.featured_expires_at) - Date.parse(longer.featured_at)).toBe(30 * DAY_MS)

		expect((await unfeature(listing.id, admin.token)).status).toBe(200)
		expect(await featuredIds()).toEqual([older.id])
		expect((await logsOf('listing', listing.id)).map((l) => [l.action, l.reason, l.admin_id])).toEqual([
			['FEATURE', 'Featured for 7 days', admin.id],
			['FEATURE', 'Featured for 30 days', admin.id],
			['UNFEATURE', 'Unfeatured by admin', admin.id],
		])

		await feature(listing.id, { duration: 3 }, admin.token)
		await context.db.updateTable('listings').set({ featured_expires_at: new Date(Date.now() - 1000).toISOString() }).where('id', '=', listing.id).execute()
		expect(await featuredIds()).toEqual([older.id])
		expect(await endFeaturedPeriods(context.db)).toEqual({ ended: 1 })
		expect((await listingOf(listing.id)).is_featured).toBe(0)
	})

	test('the Featured page: lists what is featured and what may be; its forms feature and unfeature', async () => {
		const listing = await createListing(context.db, { sellerId: seller.id, title: 'Mountain bike' })
		await createListing(context.db, { sellerId: seller.id, title: 'Sofa set', status: 'DRAFT' })
		const page = async (query = '') =>
			(await call(featuredPage.loader, context, new Request(`http://localhost/admin/featured${query}`, { headers: { cookie: `__session=${admin.token}` } }))).json()
		expect((await page('?q=BIKE')).candidates.map((l: { id: number }) => l.id)).toEqual([listing.id])
		expect((await page(`?q=%23${listing.id}`)).candidates.map((l: { id: number }) => l.id)).toEqual([listing.id])
		expect((await page('?q=sofa')).candidates).toEqual([])

		const bad = await call(featuredPage.action, context, formPost('/admin/featured', [['intent', 'feature'], ['listingId', ''], ['duration', '7']], admin.token))
		expect(toastOf(context, bad)).toMatchObject({ title: 'Error', description: 'Please choose a listing to feature' })
		const done = await call(featuredPage.action, context, formPost('/admin/featured?q=bike', [['intent', 'feature'], ['listingId', String(listing.id)], ['duration', '14']], admin.token))
		expect([done.headers.get('location'), toastOf(context, done)]).toEqual(['/admin/featured?q=bike', { title: 'Listing featured for 14 days', variant: 'success' }])
		const after = await page()
		expect(after.current.map((l: { id: number }) => l.id)).toEqual([listing.id])
		expect(after.candidates).toEqual([])
		const off = await call(featuredPage.action, context, formPost('/admin/featured', [['intent', 'unfeature'], ['listingId', String(listing.id)]], admin.token))
		expect(toastOf(context, off)).toMatchObject({ title: 'Listing unfeatured' })
		const again = await call(featuredPage.action, context, formPost('/admin/featured', [['intent', 'unfeature'], ['listingId', String(listing.id)]], admin.token))
		expect(toastOf(context, again)).toMatchObject({ title: 'Error', description: 'This listing is not featured' })
		const sellerTry = await call(featuredPage.action, context, formPost('/admin/featured', [['intent', 'feature'], ['listingId', String(listing.id)]], seller.token))
		expect(sellerTry.status).toBe(403)
	})
})

describe('/api/admin/banners', () => {
	const create = (body: unknown, token?: string) => call(bannersApi.action, context, jsonRequest('/api/admin/banners', body, { token }))
	const put = (id: number | string, body: unknown, token?: string) =>
		call(bannerApi.action, context, jsonRequest(`/api/admin/banners/${id}`, body, { method: 'PUT', token }), { id: String(id) })
	const remove = (id: number | string, token?: string) =>
		call(bannerApi.action, context, jsonRequest(`/api/admin/banners/${id}`, {}, { method: 'DELETE', token }), { id: String(id) })
	const active = async (path: string) => ((await (await call(activeApi.loader, context, getRequest(`/api/banners/active?path=${encodeURIComponent(path)}`))).json()) as { id: number }[]).map((b) => b.id)
	const valid = { title: 'Holiday hours', content: 'Support closes at noon on 24 December.' }

	test('every call refuses a visitor (401), a buyer and a seller (403)', async () => {
		const banner = await (await create({ ...valid, start_date: new Date().toISOString() }, admin.token)).json()
		const calls = [
			(token?: string) => call(bannersApi.loader, context, getRequest('/api/admin/banners', { token })),
			(token?: string) => create({ ...valid, start_date: new Date().toISOString() }, token),
			(token?: string) => put(banner.id, { ...valid, start_date: new Date().toISOString() }, token),
			(token?: string) => remove(banner.id, token),
		]
		const buyer = await session('BUYER')
		for (const run of calls) {
			expect((await run()).status).toBe(401)
			expect((await run(buyer.token)).status).toBe(403)
			expect((await run(seller.token)).status).toBe(403)
		}
		expect(await context.db.selectFrom('banners').select('id').execute()).toHaveLength(1)
	})

	test('create: defaults (ANNOUNCEMENT, DRAFT, end = start + 7 days, every page) and validation', async () => {
		const start = '2026-12-01T06:00:00.000Z'
		const res = await create({ ...valid, start_date: start }, admin.token)
		expect(res.status).toBe(201)
		const banner = await res.json()
		expect(banner).toMatchObject({ ...valid, type: 'ANNOUNCEMENT', status: 'DRAFT', start_date: start, end_date: '2026-12-08T06:00:00.000Z', target_pages: [], created_by: admin.id })
		const local = await (await create({ ...valid, start_date: '2026-12-01', end_date: '2026-12-02T18:30' }, admin.token)).json()
		expect([local.start_date, local.end_date]).toEqual(['2026-11-30T21:00:00.000Z', '2026-12-02T15:30:00.000Z'])
		for (const [body, message] of [
			[{ content: 'x', start_date: start }, 'Title is required'],
			[{ title: 'x', content: ' ', start_date: start }, 'Content is required'],
			[{ ...valid }, 'Start date is required'],
			[{ ...valid, start_date: 'soon' }, 'Please enter a valid start date'],
			[{ ...valid, start_date: '+275760-09-13' }, 'Please enter a valid start date'],
			[{ ...valid, start_date: start, end_date: '+010000-01-01T00:00:00Z' }, 'Please enter a valid end date'],
			[{ ...valid, start_date: start, end_date: '2026-11-30T00:00:00Z' }, 'The end date must be after the start date'],
			[{ ...valid, start_date: start, type: 'BANNER' }, 'type must be one of'],
			[{ ...valid, start_date: start, status: 'LIVE' }, 'status must be one of'],
			[{ ...valid, start_date: start, target_pages: ['browse'] }, 'Target pages must be paths'],
		] as const) {
			const refused = await create(body, admin.token)
			expect(refused.status, message).toBe(400)
			expect((await refused.json()).message).toContain(message)
		}
		const listed = await (await call(bannersApi.loader, context, getRequest('/api/admin/banners', { token: admin.token }))).json()
		expect(listed.map((b: { id: number }) => b.id)).toEqual([banner.id, local.id])
		expect((await logsOf('banner', banner.id)).map((l) => l.action)).toEqual(['CREATE'])
	})

	test('update and delete: 404 for an unknown banner, 400 for bad fields, else every field replaced', async () => {
		const banner = await (await create({ ...valid, start_date: new Date().toISOString() }, admin.token)).json()
		expect((await put(999, { title: '' }, admin.token)).status).toBe(404)
		expect((await put('x', valid, admin.token)).status).toBe(400)
		expect((await put(banner.id, { ...valid, title: '' }, admin.token)).status).toBe(400)
		const start = new Date(Date.now() - DAY_MS).toISOString()
		const updated = await put(banner.id, { ...valid, title: 'Sale week', type: 'PROMOTIONAL', status: 'ACTIVE', start_date: start, target_pages: ['/browse'] }, admin.token)
		expect(updated.status).toBe(200)
		expect(await updated.json()).toMatchObject({ title: 'Sale week', type: 'PROMOTIONAL', status: 'ACTIVE', target_pages: ['/browse'] })
		expect(await active('/browse')).toEqual([banner.id])
		expect((await remove(999, admin.token)).status).toBe(404)
		const deleted = await remove(banner.id, admin.token)
		expect([deleted.status, await deleted.json()]).toEqual([200, { message: 'Banner deleted', id: banner.id }])
		expect(await active('/browse')).toEqual([])
		expect((await logsOf('banner', banner.id)).map((l) => l.action)).toEqual(['CREATE', 'UPDATE', 'DELETE'])
	})

	test('/api/banners/active shows only ACTIVE banners inside their dates, on their target pages (none = all)', async () => {
		const now = Date.now()
		const iso = (days: number) => new Date(now + days * DAY_MS).toISOString()
		const make = async (fields: Record<string, unknown>) => (await (await create({ ...valid, ...fields }, admin.token)).json()).id as number
		const home = await make({ status: 'ACTIVE', start_date: iso(-1), target_pages: ['/'] })
		const everywhere = await make({ status: 'ACTIVE', start_date: iso(-2), type: 'EMERGENCY' })
		const listings = await make({ status: 'ACTIVE', start_date: iso(-1), target_pages: ['/listings'] })
		await make({ status: 'DRAFT', start_date: iso(-1) })
		await make({ status: 'PAUSED', start_date: iso(-1) })
		await make({ status: 'ACTIVE', start_date: iso(1) })
		await make({ status: 'ACTIVE', start_date: iso(-10), end_date: iso(-1) })
		expect((await active('/')).sort()).toEqual([home, everywhere].sort())
		expect(await active('/browse')).toEqual([everywhere])
		expect((await active('/listings/12')).sort()).toEqual([everywhere, listings].sort())
	})

	test('the Banners page: create with defaults, a refusal re-renders with what was typed, delete needs the tick', async () => {
		const post = (fields: [string, string][], token = admin.token) => call(bannersPage.action, context, formPost('/admin/banners', fields, token))
		const refused = await post([['intent', 'create'], ['title', 'Maintenance'], ['content', ''], ['start_date', '2026-12-01T09:00'], ['target_pages', '/'], ['target_pages', '/browse']])
		expect(refused.status).toBe(400)
		const answer = await refused.json()
		expect(answer.error.content).toEqual(['Content is required'])
		expect(answer.initialValue).toMatchObject({ intent: 'create', title: 'Maintenance', target_pages: ['/', '/browse'] })
		const made = await post([['intent', 'create'], ['title', 'Maintenance'], ['content', 'Tonight 1am-2am'], ['type', 'MAINTENANCE'], ['start_date', '2026-12-01T09:00'], ['end_date', '']])
		expect([made.status, toastOf(context, made)]).toEqual([302, { title: 'Banner created', variant: 'success' }])
		const [banner] = await context.db.selectFrom('banners').selectAll().execute()
		expect(banner).toMatchObject({ type: 'MAINTENANCE', status: 'DRAFT', start_date: '2026-12-01T06:00:00.000Z', end_date: '2026-12-08T06:00:00.000Z', target_pages: '[]' })
		const unconfirmed = await post([['intent', 'delete'], ['bannerId', String(banner!.id)]])
		expect(toastOf(context, unconfirmed)).toMatchObject({ title: 'Error', description: 'Please tick “Yes, delete this banner” to confirm' })
		const gone = await post([['intent', 'delete'], ['bannerId', String(banner!.id)], ['confirm', 'yes']])
		expect(toastOf(context, gone)).toMatchObject({ title: 'Banner deleted' })
		const missing = await post([['intent', 'delete'], ['bannerId', String(banner!.id)], ['confirm', 'yes']])
		expect(toastOf(context, missing)).toMatchObject({ title: 'Error', description: 'Banner not found' })
		expect((await post([['intent', 'create'], ['title', 'x']], seller.token)).status).toBe(403)
	})
})
