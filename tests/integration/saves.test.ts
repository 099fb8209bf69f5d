import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { createRoutesStub } from 'react-router'
import { beforeEach, describe, expect, test } from 'vitest'
import * as saveApi from '#app/routes/api.recommendations.save.$listingId.ts'
import * as savedApi from '#app/routes/api.recommendations.saved.ts'
import * as listingPage from '#app/routes/listing.tsx'
import * as savedPage from '#app/routes/saved-items.tsx'
import * as browse from '#app/routes/browse.tsx'
import * as home from '#app/routes/home.tsx'
import type { AppContext } from '#app/context.ts'
import { createSession } from '#app/domain/accounts/sessions.server.ts'
import { call, createTestContext, getRequest, jsonRequest } from './context.ts'
import { createListing, createUser } from './factories.ts'

let context: AppContext
let sellerId: number
let listingId: number
let buyer: { id: number; token: string }

beforeEach(async () => {
	context = await createTestContext()
	sellerId = (await createUser(context.db)).id
	listingId = (await createListing(context.db, { sellerId, title: 'Sony PS4 Slim', priceCents: 2_350_000 })).id
	const user = await createUser(context.db, { role: 'BUYER' })
	buyer = { id: user.id, token: (await createSession(context.db, { userId: user.id })).token }
})

function saves() {
	return context.db.selectFrom('user_saves').select(['user_id', 'listing_id']).execute()
}

async function save(id: number | string, body?: unknown, token: string | null = buyer.token) {
	const request =
		body === undefined
			? new Request(`http://localhost/api/recommendations/save/${id}`, { method: 'POST', headers: token ? { authorization: `Bearer ${token}` } : {} })
			: jsonRequest(`/api/recommendations/save/${id}`, body, { token: token ?? undefined })
	return call(saveApi.action, context, request, { listingId: String(id) })
}

describe('POST /api/recommendations/save/{listingId}', () => {
	test('without a body it toggles: saved, then not', async () => {
		const first = await save(listingId)
		expect(first.status).toBe(200)
		expect(await first.json()).toEqual({ saved: true })
		expect(await saves()).toEqual([{ user_id: buyer.id, listing_id: listingId }])
		expect(await (await save(listingId)).json()).toEqual({ saved: false })
		expect(await saves()).toEqual([])
	})

	test('the spec’s client sends its JSON content type with no body: a toggle too', async () => {
		const request = new Request(`http://localhost/api/recommendations/save/${listingId}`, {
			method: 'POST',
			headers: { authorization: `Bearer ${buyer.token}`, 'content-type': 'application/json' },
		})
		const res = await call(saveApi.action, context, request, { listingId: String(listingId) })
		expect(await res.json()).toEqual({ saved: true })
	})

	test('{saved} sets that state and a replay answers the same, without an error', async () => {
		for (let i = 0; i < 2; i++) {
			const res = await save(listingId, { saved: true })
			expect(res.status).toBe(200)
			expect(await res.json()).toEqual({ saved: true })
		}
		expect(await saves()).toHaveLength(1)
		for (let i = 0; i < 2; i++) expect(await (await save(listingId, { saved: false })).json()).toEqual({ saved: false })
		expect(await saves()).toEqual([])
	})

	test('an unknown listing or one not published is a 404; unsaving it still answers saved false', async () => {
		const pending = await createListing(context.db, { sellerId, status: 'PENDING_APPROVAL' })
		for (const id of [999_999, pending.id]) {
			const res = await save(id, { saved: true })
			expect(res.status).toBe(404)
			expect(await res.json()).toEqual({ message: 'Listing not found' })
			expect((await save(id)).status).toBe(404)
			expect(await (await save(id, { saved: false })).json()).toEqual({ saved: false })
		}
		expect(await saves()).toEqual([])
	})

	test('a listing saved before it was sold: a replay still answers saved, and it can be unsaved', async () => {
		await save(listingId, { saved: true })
		await context.db.updateTable('listings').set({ status: 'SOLD' }).where('id', '=', listingId).execute()
		expect(await (await save(listingId, { saved: true })).json()).toEqual({ saved: true })
		expect(await (await save(listingId)).json()).toEqual({ saved: false })
		expect(await saves()).toEqual([])
	})

	test('signed out: 401, and nothing is written', async () => {
		const res = await save(listingId, { saved: true }, null)
		expect(res.status).toBe(401)
		expect(await res.json()).toEqual({ message: 'Invalid token' })
		expect(await saves()).toEqual([])
	})

	test('a malformed listing id or body is a 400, and nothing is written', async () => {
		for (const id of ['abc', '0', '-1', '1.5', '99999999999999999999']) {
			const res = await save(id, { saved: true })
			expect(res.status, id).toBe(400)
			expect((await res.json()).message).toMatch(/listing id/)
		}
		for (const body of [{ saved: 'yes' }, { saved: 1 }, null, [], 'true']) {
			const res = await save(listingId, body)
			expect(res.status, JSON.stringify(body)).toBe(400)
		}
		expect(await saves()).toEqual([])
	})

	test('a malformed body about a listing the user can neither see nor has saved is a 404 first', async () => {
		const pending = await createListing(context.db, { sellerId, status: 'PENDING_APPROVAL' })
		for (const id of [999_999, pending.id]) {
			const res = await save(id, { saved: 'yes' })
			expect(res.status, String(id)).toBe(404)
			expect(await res.json()).toEqual({ message: 'Listing not found' })
		}
		const seller = (await createSession(context.db, { userId: sellerId })).token
		expect((await save(pending.id, { saved: 'yes' }, seller)).status).toBe(400)
		await save(listingId, { saved: true })
		await context.db.updateTable('listings').set({ status: 'PENDING_APPROVAL' }).where('id', '=', listingId).execute()
		expect((await save(listingId, { saved: 'yes' })).status).toBe(400)
		expect(await saves()).toEqual([{ user_id: buyer.id, listing_id: listingId }])
	})

	test('GET is not this call: 405', async () => {
		const res = await call(saveApi.loader, context, getRequest(`/api/recommendations/save/${listingId}`, { token: buyer.token }), { listingId: String(listingId) })
		expect(res.status).toBe(405)
	})
})

describe('GET /api/recommendations/saved', () => {
	test('the signed-in user’s saved listings, the last saved first, with the fields of spec 1 §3; sold ones stay, marked', async () => {
		const other = await createListing(context.db, { sellerId, title: 'Oak table', category: 'home-garden', priceCents: 800_050, location: 'Nakuru' })
		await save(listingId, { saved: true })
		await context.db.updateTable('user_saves').set({ created_at: '2026-01-01T00:00:00.000Z' }).execute()
		await save(other.id, { saved: true })
		await context.db.updateTable('listings').set({ status: 'SOLD' }).where('id', '=', listingId).execute()
		const res = await call(savedApi.loader, context, getRequest('/api/recommendations/saved', { token: buyer.token }))
		expect(res.status).toBe(200)
		const list = await res.json()
		expect(list.map((l: { id: number }) => l.id)).toEqual([other.id, listingId])
		expect(list[0]).toEqual({
			id: other.id,
			title: 'Oak table',
			category: 'home-garden',
			price: '8000.50',
			condition: 'GOOD',
			location: 'Nakuru',
			status: 'PUBLISHED',
			created_at: expect.any(String),
			saved_at: expect.any(String),
			photos: [{ id: expect.any(Number), cloudinary_id: 'a'.repeat(24), is_primary: true }],
		})
		expect(list[1]).toMatchObject({ id: listingId, status: 'SOLD', price: '23500.00' })
	})

	test('another user’s saves are not in it; signed out is a 401', async () => {
		const someone = await createUser(context.db, { role: 'BUYER' })
		await context.db.insertInto('user_saves').values({ user_id: someone.id, listing_id: listingId }).execute()
		expect(await (await call(savedApi.loader, context, getRequest('/api/recommendations/saved', { token: buyer.token }))).json()).toEqual([])
		expect((await call(savedApi.loader, context, getRequest('/api/recommendations/saved'))).status).toBe(401)
	})
})

function toastOf(res: Response) {
	const raw = /toast=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1]
	if (!raw) return null
	const value = decodeURIComponent(raw)
	return JSON.parse(Buffer.from(value.slice(0, value.lastIndexOf('.')), 'base64url').toString())
}

/** The Save form as a browser posts it to the listing page's action. */
function saveForm(id: number, fields: Record<string, string>, token: string | null = buyer.token) {
	const form = new FormData()
	form.append('intent', 'save')
	for (const [name, value] of Object.entries(fields)) form.append(name, value)
	return call(listingPage.action, context, new Request(`http://localhost/listings/${id}`, { method: 'POST', body: form, headers: token ? { cookie: `__session=${token}` } : {} }), {
		id: String(id),
	})
}

describe('Save on a page (intent=save on the listing page’s action)', () => {
	test('a plain form post (with redirectTo) goes back to the page it came from with a toast', async () => {
		const res = await saveForm(listingId, { saved: 'true', redirectTo: '/browse?category=electronics' })
		expect(res.status).toBe(302)
		expect(res.headers.get('location')).toBe('/browse?category=electronics')
		expect(toastOf(res)).toEqual({ title: 'Saved', description: 'Item added to your saved items' })
		expect(await saves()).toEqual([{ user_id: buyer.id, listing_id: listingId }])
		const removed = await saveForm(listingId, { saved: 'false', redirectTo: '/saved-items' })
		expect(removed.headers.get('location')).toBe('/saved-items')
		expect(toastOf(removed)).toEqual({ title: 'Removed from saved', description: 'Item removed from your saved items' })
		expect(await saves()).toEqual([])
	})

	test('a fetcher (no redirectTo) gets the state and the toast to show', async () => {
		const res = await saveForm(listingId, { saved: 'true' })
		expect(res.status).toBe(200)
		expect(await res.json()).toEqual({ saved: true, toast: { title: 'Saved', description: 'Item added to your saved items' } })
	})

	test('a listing that can’t be saved: the spec’s failure toast, the page as it was', async () => {
		const pending = await createListing(context.db, { sellerId, status: 'PENDING_APPROVAL' })
		const plain = await saveForm(pending.id, { saved: 'true', redirectTo: '/browse' })
		expect(plain.headers.get('location')).toBe('/browse')
		expect(toastOf(plain)).toEqual({ title: 'Error', description: 'Failed to save item', variant: 'error' })
		const fetcher = await saveForm(pending.id, { saved: 'true' })
		expect(fetcher.status).toBe(404)
		expect(await fetcher.json()).toEqual({ saved: false, toast: { title: 'Error', description: 'Failed to save item', variant: 'error' } })
		expect(await saves()).toEqual([])
	})

	test('signed out: to log in with the sign-in message, then back where they were with ?do=save and the listing', async () => {
		const fromBrowse = await saveForm(listingId, { saved: 'true', redirectTo: '/browse?page=2' }, null)
		expect(fromBrowse.status).toBe(302)
		expect(fromBrowse.headers.get('location')).toBe(`/login?redirectTo=${encodeURIComponent(`/browse?page=2&listing=${listingId}&do=save`)}`)
		expect(toastOf(fromBrowse)).toMatchObject({ title: 'Authentication Required', description: 'You need to be signed in to save items' })
		const fromListing = await saveForm(listingId, { saved: 'true', redirectTo: `/listings/${listingId}` }, null)
		expect(fromListing.headers.get('location')).toBe(`/login?redirectTo=${encodeURIComponent(`/listings/${listingId}?do=save`)}`)
		expect(await saves()).toEqual([])
	})

	test('redirectTo to another site falls back to the listing; a bad saved value is a 400', async () => {
		const res = await saveForm(listingId, { saved: 'true', redirectTo: '//evil.example/x' })
		expect(res.headers.get('location')).toBe(`/listings/${listingId}`)
		expect((await saveForm(listingId, { saved: 'maybe', redirectTo: '/browse' })).status).toBe(400)
		expect(await saves()).toEqual([{ user_id: buyer.id, listing_id: listingId }])
	})
})

function page(path: string, token?: string) {
	return new Request(`http://localhost${path}`, { headers: token ? { cookie: `__session=${token}` } : {} })
}

describe('cards know what the viewer saved', () => {
	test('browse, home and the listing page mark saved listings for a signed-in buyer', async () => {
		const other = await createListing(context.db, { sellerId })
		await save(listingId, { saved: true })
		const items = (await (await call(browse.loader, context, page('/browse', buyer.token))).json()).items
		expect(items.map((i: { id: number; saved: boolean }) => [i.id, i.saved])).toEqual([
			[other.id, false],
			[listingId, true],
		])
		const homeData = await (await call(home.loader, context, page(`/?listing=${listingId}`, buyer.token))).json()
		expect(homeData.latest.map((i: { saved: boolean }) => i.saved)).toEqual([false, true])
		expect(homeData.listing.saved).toBe(true)
		const detail = await (await call(listingPage.loader, context, page(`/listings/${listingId}`, buyer.token), { id: String(listingId) })).json()
		expect(detail.listing.saved).toBe(true)
	})

	test('a visitor’s pages carry nothing about saving (they are cached and shared)', async () => {
		await save(listingId, { saved: true })
		const bodies = [
			await (await call(browse.loader, context, page('/browse'))).text(),
			await (await call(home.loader, context, page(`/?listing=${listingId}`))).text(),
			await (await call(listingPage.loader, context, page(`/listings/${listingId}`), { id: String(listingId) })).text(),
		]
		for (const body of bodies) expect(body).not.toContain('"saved"')
	})

	test('the browse page’s card has a Save form that works without JavaScript', async () => {
		await save(listingId, { saved: true })
		const loaderData = await (await call(browse.loader, context, page('/browse?category=electronics', buyer.token))).json()
		const Stub = createRoutesStub([{ id: 'browse', path: '/browse', Component: browse.default, loader: () => loaderData }])
		const html = renderToString(
			createElement(Stub, { initialEntries: ['/browse?category=electronics'], hydrationData: { loaderData: { browse: loaderData } } }),
		)
		const form = `<form[^>]*action="/listings/${listingId}"[^>]*>`
		expect(html).toMatch(
			new RegExp(
				`${form}<input type="hidden" name="intent" value="save"/><input type="hidden" name="saved" value="false"/>` +
					`<input type="hidden" name="redirectTo" value="/browse\\?category=electronics"/><button class="btn" type="submit" aria-pressed="true">`,
			),
		)
	})
})

describe('/saved-items', () => {
	test('signed out: to the home page', async () => {
		const res = await call(savedPage.loader, context, page('/saved-items'))
		expect(res.status).toBe(302)
		expect(res.headers.get('location')).toBe('/')
	})

	test('the saved listings with cover, KSh price, relative age; a sold one stays, marked', async () => {
		await save(listingId, { saved: true })
		await context.db.updateTable('listings').set({ status: 'SOLD' }).where('id', '=', listingId).execute()
		const loaderData = await (await call(savedPage.loader, context, page('/saved-items', buyer.token))).json()
		expect(loaderData.items).toEqual([
			expect.objectContaining({ id: listingId, title: 'Sony PS4 Slim', status: 'SOLD', cover: 'a'.repeat(24), age: 'seconds ago' }),
		])
		const Stub = createRoutesStub([{ id: 'saved', path: '/saved-items', Component: savedPage.default, loader: () => loaderData }])
		const html = renderToString(createElement(Stub, { initialEntries: ['/saved-items'], hydrationData: { loaderData: { saved: loaderData } } }))
		expect(html).toContain('<span class="badge">Saved</span>')
		expect(html).toContain('<span class="sold">SOLD</span>')
		expect(html).toContain('KSh 23,500')
		expect(html).toContain('Sold · Listed seconds ago')
		expect(html).toMatch(/<input type="hidden" name="saved" value="false"\/>.*Remove<span class="sr-only"> Sony PS4 Slim from saved items<\/span>/)
		expect(html).not.toContain('View Details')
	})

	test('nothing saved: "No saved items yet"', async () => {
		const loaderData = await (await call(savedPage.loader, context, page('/saved-items', buyer.token))).json()
		const Stub = createRoutesStub([{ id: 'saved', path: '/saved-items', Component: savedPage.default, loader: () => loaderData }])
		const html = renderToString(createElement(Stub, { initialEntries: ['/saved-items'], hydrationData: { loaderData: { saved: loaderData } } }))
		expect(html).toContain('No saved items yet')
	})
})
