import { beforeEach, describe, expect, test } from 'vitest'
import * as recommendationsApi from '#app/routes/api.recommendations.ts'
import * as preferencesApi from '#app/routes/api.recommendations.preferences.ts'
import * as trackApi from '#app/routes/api.recommendations.track.ts'
import * as listingPage from '#app/routes/listing.tsx'
import * as panel from '#app/routes/recommendations.tsx'
import * as preferencesPage from '#app/routes/recommendations.preferences.tsx'
import * as home from '#app/routes/home.tsx'
import type { AppContext } from '#app/context.ts'
import { createSession } from '#app/domain/accounts/sessions.server.ts'
import { call, createTestContext, getRequest, jsonRequest } from './context.ts'
import { createListing, createUser } from './factories.ts'

let context: AppContext
let sellerId: number
let listingId: number

beforeEach(async () => {
	context = await createTestContext()
	sellerId = (await createUser(context.db, { role: 'SELLER' })).id
	listingId = (await createListing(context.db, { sellerId, title: 'Sony PS4 Slim' })).id
})

async function sessionOf(role: 'BUYER' | 'SELLER' = 'BUYER') {
	const user = await createUser(context.db, { role })
	return { ...user, token: (await createSession(context.db, { userId: user.id })).token }
}

const actions = () => context.db.selectFrom('user_actions').select(['user_id', 'listing_id', 'action_type', 'action_metadata']).execute()

function page(path: string, token?: string, form?: Record<string, string | string[]>) {
	const body = form ? new URLSearchParams(Object.entries(form).flatMap(([k, v]) => (Array.isArray(v) ? v.map((x) => [k, x]) : [[k, v]]))) : undefined
	return new Request(`http://localhost${path}`, { method: form ? 'POST' : 'GET', body, headers: token ? { cookie: `__session=${token}` } : {} })
}

describe('GET /api/recommendations', () => {
	test('signed out: 401 (the client shows an empty list)', async () => {
		const res = await call(recommendationsApi.loader, context, getRequest('/api/recommendations'))
		expect(res.status).toBe(401)
		expect(await res.json()).toEqual({ message: 'Invalid token' })
	})

	test('answers spec 1 §3 recommendations: listing (price as a decimal string), listing_id, score, reasonsText, recommendation_type', async () => {
		const { token } = await sessionOf()
		const res = await call(recommendationsApi.loader, context, getRequest('/api/recommendations', { token }))
		expect(res.status).toBe(200)
		const body = await res.json()
		expect(body).toEqual([
			{
				listing: expect.objectContaining({ id: listingId, title: 'Sony PS4 Slim', price: '12500.00', seller_phone: expect.stringMatching(/…$/) }),
				listing_id: listingId,
				score: expect.any(Number),
				reasonsText: ['In Nairobi, where most items on Soko are', 'Listed in the last 7 days'],
				recommendation_type: 'LOCATION_BASED',
			},
		])
	})

	test('filters: categories comma-joined with aliases, prices in shillings, location', async () => {
		const { token } = await sessionOf()
		const dress = (await createListing(context.db, { sellerId, category: 'clothing', priceCents: 150_000, location: 'Nairobi' })).id
		await createListing(context.db, { sellerId, category: 'clothing', priceCents: 900_000, location: 'Nairobi' })
		const get = async (query: string) => call(recommendationsApi.loader, context, getRequest(`/api/recommendations?${query}`, { token }))
		const res = await get('categories=Fashion,books&minPrice=1000&maxPrice=2000&location=Nairobi')
		expect(res.status).toBe(200)
		expect((await res.json()).map((r: { listing_id: number }) => r.listing_id)).toEqual([dress])
		// A suggested town typed in any capitalisation is that town.
		const typed = await get('categories=clothing&maxPrice=2000&location=%20nAIROBI%20')
		expect((await typed.json()).map((r: { listing_id: number; reasonsText: string[] }) => [r.listing_id, r.reasonsText[0]])).toEqual([
			[dress, 'In Nairobi, the location you chose'],
		])
	})

	test.each([
		['minPrice=abc', 'minPrice must be a number of shillings from 0 to 1000000000'],
		['maxPrice=-5', 'maxPrice must be a number of shillings from 0 to 1000000000'],
		['minPrice=5000&maxPrice=100', 'minPrice must not be more than maxPrice'],
		['categories=spaceships', 'Unknown category: spaceships'],
	])('bad filters are refused: %s', async (query, message) => {
		const { token } = await sessionOf()
		const res = await call(recommendationsApi.loader, context, getRequest(`/api/recommendations?${query}`, { token }))
		expect(res.status).toBe(400)
		expect(await res.json()).toEqual({ message })
	})
})

describe('GET/PUT /api/recommendations/preferences', () => {
	const put = (body: unknown, token?: string) => call(preferencesApi.action, context, jsonRequest('/api/recommendations/preferences', body, { method: 'PUT', token }))

	test('signed out: 401 for both', async () => {
		expect((await call(preferencesApi.loader, context, getRequest('/api/recommendations/preferences'))).status).toBe(401)
		expect((await put({})).status).toBe(401)
	})

	test('none set yet: empty lists and unset prices', async () => {
		const { token } = await sessionOf()
		const res = await call(preferencesApi.loader, context, getRequest('/api/recommendations/preferences', { token }))
		expect(await res.json()).toEqual({ preferred_categories: [], preferred_locations: [], preferred_conditions: [], price_range_min: null, price_range_max: null })
	})

	test('PUT stores them (aliases to slugs, towns in their usual spelling, custom towns kept) and GET reads them back', async () => {
		const { id, token } = await sessionOf()
		const res = await put(
			{
				preferred_categories: ['Fashion', 'electronics', 'clothing'],
				preferred_locations: ['nairobi', 'Naivasha', 'NAIROBI'],
				preferred_conditions: ['NEW', 'LIKE_NEW'],
				price_range_min: 5000,
				price_range_max: 20000,
			},
			token,
		)
		expect(res.status).toBe(200)
		const expected = { preferred_categories: ['clothing', 'electronics'], preferred_locations: ['Nairobi', 'Naivasha'], preferred_conditions: ['NEW', 'LIKE_NEW'], price_range_min: 5000, price_range_max: 20000 }
		expect(await res.json()).toEqual(expected)
		expect(await (await call(preferencesApi.loader, context, getRequest('/api/recommendations/preferences', { token }))).json()).toEqual(expected)
		const row = await context.db.selectFrom('user_preferences').selectAll().where('user_id', '=', id).executeTakeFirstOrThrow()
		expect([row.price_range_min_cents, row.price_range_max_cents]).toEqual([500_000, 2_000_000])
	})

	test('the slider ends (min 0, max 100,000) are stored as unset', async () => {
		const { id, token } = await sessionOf()
		const res = await put({ preferred_categories: [], price_range_min: 0, price_range_max: 100_000 }, token)
		expect((await res.json()).price_range_min).toBeNull()
		const row = await context.db.selectFrom('user_preferences').selectAll().where('user_id', '=', id).executeTakeFirstOrThrow()
		expect([row.price_range_min_cents, row.price_range_max_cents]).toEqual([null, null])
	})

	test.each([
		[{ price_range_min: 1500 }, 'Price moves in steps of 1000'],
		[{ price_range_max: 101_000 }, 'Price must be at most 100000'],
		[{ price_range_min: -1000 }, 'Price must be at least 0'],
		[{ price_range_min: 'lots' }, 'Price must be a number'],
		[{ price_range_min: 30_000, price_range_max: 10_000 }, 'The minimum price must not be more than the maximum'],
		[{ preferred_categories: ['spaceships'] }, 'Unknown category: spaceships'],
		[{ preferred_conditions: ['BROKEN'] }, 'Unknown condition'],
		[{ preferred_locations: ['  '] }, 'A location cannot be empty'],
		[{ preferred_locations: Array.from({ length: 21 }, (_, i) => `Town ${i}`) }, 'At most 20 locations'],
	])('refuses %j with a 400 and stores nothing', async (body, message) => {
		const { id, token } = await sessionOf()
		const res = await put(body, token)
		expect(res.status).toBe(400)
		expect((await res.json()).message).toContain(message)
		expect(await context.db.selectFrom('user_preferences').selectAll().where('user_id', '=', id).execute()).toEqual([])
	})

	test('saving them makes the next recommendations afresh (CATEGORY_BASED appears)', async () => {
		const { token } = await sessionOf()
		const get = async () => (await call(recommendationsApi.loader, context, getRequest('/api/recommendations', { token }))).json()
		expect((await get()).map((r: { recommendation_type: string }) => r.recommendation_type)).toEqual(['LOCATION_BASED'])
		await put({ preferred_categories: ['electronics'] }, token)
		expect((await get()).map((r: { recommendation_type: string }) => r.recommendation_type)).toEqual(['CATEGORY_BASED'])
	})
})

describe('POST /api/recommendations/track', () => {
	const track = (body: unknown, token?: string) => call(trackApi.action, context, jsonRequest('/api/recommendations/track', body, { token }))

	test('signed out: 401 and nothing recorded', async () => {
		expect((await track({ listingId, actionType: 'VIEW' })).status).toBe(401)
		expect(await actions()).toEqual([])
	})

	test('records a VIEW from a card (once an hour) and a SHARE with its platform', async () => {
		const { id, token } = await sessionOf()
		const view = { listingId, actionType: 'VIEW', metadata: JSON.stringify({ source: 'listing_card' }) }
		expect(await (await track(view, token)).json()).toEqual({ recorded: true })
		expect(await (await track(view, token)).json()).toEqual({ recorded: false })
		for (const platform of ['whatsapp', 'copy_link']) {
			const res = await track({ listingId, actionType: 'SHARE', metadata: JSON.stringify({ platform }) }, token)
			expect(await res.json()).toEqual({ recorded: true })
		}
		expect(await actions()).toEqual([
			{ user_id: id, listing_id: listingId, action_type: 'VIEW', action_metadata: '{"source":"listing_card"}' },
			{ user_id: id, listing_id: listingId, action_type: 'SHARE', action_metadata: '{"platform":"whatsapp"}' },
			{ user_id: id, listing_id: listingId, action_type: 'SHARE', action_metadata: '{"platform":"copy_link"}' },
		])
	})

	test.each([
		[{ listingId: 1, actionType: 'LIKE' }, 'actionType must be VIEW or SHARE'],
		[{ listingId: 1, actionType: 'PURCHASE' }, 'actionType must be VIEW or SHARE'],
		[{ listingId: 1, actionType: 'SHARE', metadata: '{"platform":"myspace"}' }, 'platform must be one of facebook, twitter, whatsapp, telegram, copy_link'],
		[{ listingId: 1, actionType: 'SHARE' }, 'platform must be one of'],
		[{ listingId: 1, actionType: 'SHARE', metadata: 'not json' }, 'metadata must be JSON text of an object'],
		[{ listingId: 'x', actionType: 'VIEW' }, 'listingId must be a listing id'],
	])('refuses %j with a 400', async (body, message) => {
		const { token } = await sessionOf()
		const res = await track({ ...body, listingId: body.listingId === 1 ? listingId : body.listingId }, token)
		expect(res.status).toBe(400)
		expect((await res.json()).message).toContain(message)
		expect(await actions()).toEqual([])
	})

	test('an unknown or draft listing is a 404 before anything else is wrong (401, 404, 403, 400)', async () => {
		const { token } = await sessionOf()
		const draft = (await createListing(context.db, { sellerId, status: 'DRAFT' })).id
		const seller = (await createSession(context.db, { userId: sellerId })).token
		for (const [body, who] of [
			[{ listingId: 99_999, actionType: 'LIKE' }, token],
			[{ listingId: draft, actionType: 'SHARE', metadata: '{"platform":"myspace"}' }, token],
			[{ listingId: draft, actionType: 'VIEW', metadata: 'x'.repeat(100_000) }, seller],
		] as const) {
			const res = await track(body, who)
			expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(404)
			expect(await res.json()).toEqual({ message: 'Listing not found' })
		}
		expect((await track({ listingId: 99_999, actionType: 'LIKE' })).status).toBe(401)
		expect(await actions()).toEqual([])
	})

	test('an unknown or unpublished listing is a 404; the seller’s own listing is not recorded', async () => {
		const { token } = await sessionOf()
		const pending = (await createListing(context.db, { sellerId, status: 'PENDING_APPROVAL' })).id
		expect((await track({ listingId: 99_999, actionType: 'VIEW' }, token)).status).toBe(404)
		expect((await track({ listingId: pending, actionType: 'SHARE', metadata: '{"platform":"twitter"}' }, token)).status).toBe(404)
		const seller = { token: (await createSession(context.db, { userId: sellerId })).token }
		expect(await (await track({ listingId, actionType: 'SHARE', metadata: '{"platform":"twitter"}' }, seller.token)).json()).toEqual({ recorded: false })
		expect(await actions()).toEqual([])
	})
})

/** Where a listing is opened: its own page, or its dialog on home (?listing=, the address shares carry). */
const OPENERS: [string, (token?: string) => Promise<Response>][] = [
	['the listing page', (token) => call(listingPage.loader, context, page(`/listings/${listingId}`, token), { id: String(listingId) })],
	['the listing dialog on home', (token) => call(home.loader, context, page(`/?listing=${listingId}`, token))],
]

describe('views recorded by the page that opens a listing', () => {
	test.each(OPENERS)('%s: a signed-in buyer’s view is recorded once an hour; a visitor’s and the seller’s are not', async (_, open) => {
		const buyer = await sessionOf()
		await open()
		await open((await createSession(context.db, { userId: sellerId })).token)
		expect(await actions()).toEqual([])
		await open(buyer.token)
		await open(buyer.token)
		expect(await actions()).toEqual([{ user_id: buyer.id, listing_id: listingId, action_type: 'VIEW', action_metadata: '{"source":"listing_page"}' }])
	})
})

describe('the pages', () => {
	test('/recommendations sends a visitor to log in', async () => {
		const res = await call(panel.loader, context, page('/recommendations?type=trending'))
		expect(res.status).toBe(302)
		expect(res.headers.get('location')).toBe('/login?redirectTo=%2Frecommendations%3Ftype%3Dtrending')
	})

	test('the panel: tabs with counts, the chosen tab’s items with reasons, score and Save state; the slider ends are no filter', async () => {
		const buyer = await sessionOf()
		const other = await createListing(context.db, { sellerId, title: 'Trending thing', location: 'Mombasa' })
		await context.db.insertInto('user_actions').values({ user_id: sellerId, listing_id: other.id, action_type: 'VIEW' }).execute()
		await context.db.insertInto('user_saves').values({ user_id: buyer.id, listing_id: other.id }).execute()
		const data = await (await call(panel.loader, context, page('/recommendations?type=trending&minPrice=0&maxPrice=100000', buyer.token))).json()
		// The saved listing tells its category: the other one is found "for you".
		expect(data.counts).toEqual({ all: 2, 'for-you': 1, similar: 0, trending: 1, categories: 0, 'near-you': 0 })
		expect(data.tab).toBe('trending')
		expect(data.filtered).toBe(false)
		expect(data.items).toEqual([
			{
				listing: expect.objectContaining({ id: other.id, title: 'Trending thing', saved: true, cover: expect.any(String) }),
				score: expect.any(Number),
				reasons: expect.arrayContaining(['Viewed 1 time in the last 7 days']),
				type: 'POPULAR',
			},
		])
	})

	test('bad filters in the address are a 400 page', async () => {
		const buyer = await sessionOf()
		const res = await call(panel.loader, context, page('/recommendations?minPrice=cheap', buyer.token))
		expect(res.status).toBe(400)
		expect(await res.text()).toBe('minPrice must be a number of shillings from 0 to 1000000000')
	})

	test('Refresh makes them afresh and comes back to the same view with a toast', async () => {
		const buyer = await sessionOf()
		await call(panel.loader, context, page('/recommendations', buyer.token))
		await context.db.updateTable('recommendation_results').set({ reasons: '["old"]' }).execute()
		const res = await call(panel.action, context, page('/recommendations?type=near-you', buyer.token, { intent: 'refresh' }))
		expect(res.status).toBe(302)
		expect(res.headers.get('location')).toBe('/recommendations?type=near-you')
		expect(res.headers.get('set-cookie')).toContain('toast=')
		const rows = await context.db.selectFrom('recommendation_results').select('reasons').execute()
		expect(rows.map((r) => r.reasons)).not.toContain('["old"]')
	})

	test('the preferences page saves the form (boxes, typed towns, slider) and goes back to the recommendations', async () => {
		const buyer = await sessionOf()
		const res = await call(
			preferencesPage.action,
			context,
			page('/recommendations/preferences', buyer.token, {
				preferred_categories: ['electronics', 'books-media'],
				preferred_locations: ['Nairobi'],
				custom_locations: 'Naivasha, Kitale',
				preferred_conditions: ['GOOD'],
				price_range_min: '0',
				price_range_max: '50000',
			}),
		)
		expect(res.status).toBe(302)
		expect(res.headers.get('location')).toBe('/recommendations')
		expect(res.headers.get('set-cookie')).toContain('toast=')
		const data = await (await call(preferencesPage.loader, context, page('/recommendations/preferences', buyer.token))).json()
		expect(data.preferences).toEqual({
			preferred_categories: ['electronics', 'books-media'],
			preferred_locations: ['Nairobi', 'Naivasha', 'Kitale'],
			preferred_conditions: ['GOOD'],
			price_range_min: null,
			price_range_max: 50_000,
		})
	})

	test('a refused preferences form answers 400 with "Failed to update preferences" and the field’s problem', async () => {
		const buyer = await sessionOf()
		const res = await call(preferencesPage.action, context, page('/recommendations/preferences', buyer.token, { price_range_min: '60000', price_range_max: '10000' }))
		expect(res.status).toBe(400)
		expect((await res.json()).error).toEqual({ '': ['Failed to update preferences'], price_range_max: ['The minimum price must not be more than the maximum'] })
	})

	test('home: "Recommended for you" only for a signed-in user; the anonymous page carries none', async () => {
		const buyer = await sessionOf()
		expect((await (await call(home.loader, context, page('/'))).json()).recommended).toBeNull()
		const mine = (await (await call(home.loader, context, page('/', buyer.token))).json()).recommended
		expect(mine).toEqual([expect.objectContaining({ listing: expect.objectContaining({ id: listingId, saved: false }), type: 'LOCATION_BASED' })])
	})
})
