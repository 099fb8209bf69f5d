import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { createRoutesStub } from 'react-router'
import { sql } from 'kysely'
import { beforeEach, describe, expect, test, vi } from 'vitest'
import * as apiReviews from '#app/routes/api.reviews.ts'
import * as listingPage from '#app/routes/listing.tsx'
import * as sellerPage from '#app/routes/seller.tsx'
import type { AppContext } from '#app/context.ts'
import { call, createTestContext, getRequest, jsonRequest } from './context.ts'
import { createListing, createUser } from './factories.ts'
import { formPost, page, session, sessionOf, toastOf } from './trust-helpers.ts'

const SELLER_PHONE = '0712345678'

let context: AppContext
let sellerId: number
let listingId: number

beforeEach(async () => {
	context = await createTestContext()
	sellerId = (await createUser(context.db, { phone: SELLER_PHONE })).id
	listingId = (await createListing(context.db, { sellerId, title: 'Sony PS4 Slim' })).id
})

/** The seller's number revealed to a user (Contact on a listing): a review needs a contact with the seller first. */
function contact(userId: number, id = listingId) {
	return context.db.insertInto('user_actions').values({ user_id: userId, listing_id: id, action_type: 'CONTACT_SELLER' }).execute()
}

/** A signed-in buyer who contacted the seller of the listing. */
async function contactedBuyer() {
	const user = await session(context)
	await contact(user.id)
	return user
}

function rate(body: unknown, token?: string) {
	return call(apiReviews.action, context, jsonRequest('/api/reviews', body, { token }))
}

function reviewRows() {
	return context.db.selectFrom('reviews').select(['listing_id', 'buyer_id', 'rating', 'comment']).orderBy('id').execute()
}

describe('POST /api/reviews', () => {
	test('a buyer rates the seller: 201 with the review (comment trimmed, hidden characters dropped) and the seller rating', async () => {
		const buyer = await contactedBuyer()
		const res = await rate({ listingId, rating: 4, comment: '  Honest seller,\u202e on time.  ' }, buyer.token)
		expect(res.status).toBe(201)
		expect(await res.json()).toMatchObject({
			listing_id: listingId,
			buyer_id: buyer.id,
			rating: 4,
			comment: 'Honest seller, on time.',
			updated_at: null,
			seller_rating: { average: 4, count: 1 },
		})
		expect(await reviewRows()).toEqual([{ listing_id: listingId, buyer_id: buyer.id, rating: 4, comment: 'Honest seller, on time.' }])
	})

	test('one review per buyer per listing: a second one updates the first (200), even sent twice at once', async () => {
		const buyer = await contactedBuyer()
		await rate({ listingId, rating: 2, comment: 'Late' }, buyer.token)
		const res = await rate({ listingId, rating: 5 }, buyer.token)
		expect(res.status).toBe(200)
		expect(await res.json()).toMatchObject({ rating: 5, comment: '', seller_rating: { average: 5, count: 1 } })
		expect(typeof (await (await rate({ listingId, rating: 5 }, buyer.token)).json()).updated_at).toBe('string')
		const other = await contactedBuyer()
		const both = await Promise.all([rate({ listingId, rating: 3 }, other.token), rate({ listingId, rating: 1 }, other.token)])
		expect(both.map((r) => r.status).sort()).toEqual([200, 201])
		expect(await reviewRows()).toHaveLength(2)
	})

	test('signed out 401; the seller rating their own listing 403; nothing is written', async () => {
		expect((await rate({ listingId, rating: 5 })).status).toBe(401)
		const own = await rate({ listingId, rating: 5 }, await sessionOf(context, sellerId))
		expect(own.status).toBe(403)
		expect(await own.json()).toEqual({ message: 'You cannot rate your own listing' })
		expect(await reviewRows()).toEqual([])
	})

	test('only listings the buyer can see: unknown or unpublished 404 (before the fields are checked); an admin 409', async () => {
		const buyer = await contactedBuyer()
		const pending = await createListing(context.db, { sellerId, status: 'PENDING_APPROVAL' })
		for (const id of [999_999, pending.id]) {
			const res = await rate({ listingId: id, rating: 0 }, buyer.token)
			expect(res.status).toBe(404)
			expect(await res.json()).toEqual({ message: 'Listing not found' })
		}
		const admin = await session(context, 'ADMIN')
		const res = await rate({ listingId: pending.id, rating: 5 }, admin.token)
		expect(res.status).toBe(409)
		expect(await res.json()).toEqual({ message: 'Only published listings can be rated' })
		expect(await reviewRows()).toEqual([])
	})

	test('bad input is a 400 with the spec message and writes nothing', async () => {
		const buyer = await contactedBuyer()
		for (const rating of [0, undefined, '']) {
			const res = await rate({ listingId, rating }, buyer.token)
			expect(res.status).toBe(400)
			expect(await res.json()).toMatchObject({ message: 'Validation failed: Please select a rating', errors: { rating: ['Please select a rating'] } })
		}
		for (const rating of [6, -1, 2.5, 'five', '0x5', '1e0', '4.0', true, [5]]) {
			const res = await rate({ listingId, rating }, buyer.token)
			expect(res.status).toBe(400)
			expect((await res.json()).errors.rating).toEqual(['Rating must be a whole number of stars from 1 to 5'])
		}
		const long = await rate({ listingId, rating: 3, comment: 'x'.repeat(10_000) }, buyer.token)
		expect(long.status).toBe(400)
		expect((await long.json()).errors).toEqual({ comment: ['Comment must be at most 1000 characters'] })
		const notText = await rate({ listingId, rating: 3, comment: 5 }, buyer.token)
		expect((await notText.json()).errors).toEqual({ comment: ['Comment must be text'] })
		expect((await rate({ rating: 3 }, buyer.token)).status).toBe(400)
		expect(await reviewRows()).toEqual([])
	})

	test('listingId must be a listing’s id: true, [id] or "1e0" never stand for one', async () => {
		const buyer = await contactedBuyer()
		for (const id of [true, [listingId], `${listingId}e0`, 1.5, 0, 2 ** 60]) {
			const res = await rate({ listingId: id, rating: 5 }, buyer.token)
			expect(res.status, JSON.stringify(id)).toBe(400)
			expect((await res.json()).errors).toEqual({ listingId: ['listingId is required'] })
		}
		expect(await reviewRows()).toEqual([])
	})

	test('a form’s "5" and a JSON client’s null comment are accepted as 5 stars and no comment', async () => {
		const buyer = await contactedBuyer()
		const res = await rate({ listingId: String(listingId), rating: ' 5 ', comment: null }, buyer.token)
		expect(res.status).toBe(201)
		expect(await reviewRows()).toEqual([{ listing_id: listingId, buyer_id: buyer.id, rating: 5, comment: '' }])
	})

	test('only after a contact: strangers are refused 403 (5 new accounts, 30 one-star reviews: none lands); a Contact or an offer opens it', async () => {
		const others = await Promise.all(Array.from({ length: 5 }, () => session(context)))
		const tries = await Promise.all(others.flatMap((u) => Array.from({ length: 6 }, () => rate({ listingId, rating: 1, comment: 'Scammer' }, u.token))))
		expect(tries.map((r) => r.status)).toEqual(tries.map(() => 403))
		expect(await tries[0]!.json()).toEqual({ message: 'You can rate a seller you have contacted, made an offer to or messaged through Soko' })
		expect(await reviewRows()).toEqual([])
		// A contact on another of the seller's listings counts: it is the seller who is rated.
		const second = await createListing(context.db, { sellerId })
		await contact(others[0]!.id, second.id)
		expect((await rate({ listingId, rating: 4 }, others[0]!.token)).status).toBe(201)
		await context.db.insertInto('offers').values({ listing_id: listingId, buyer_id: others[1]!.id, amount_cents: 1_000_000 }).execute()
		expect((await rate({ listingId, rating: 5 }, others[1]!.token)).status).toBe(201)
		expect((await reviewRows()).map((r) => r.buyer_id)).toEqual([others[0]!.id, others[1]!.id])
	})

	test('other methods are a 405 JSON answer', async () => {
		const res = await call(apiReviews.loader, context, getRequest('/api/reviews'))
		expect(res.status).toBe(405)
		expect(res.headers.get('allow')).toBe('POST')
	})
})

describe('the seller rating is computed from reviews', () => {
	test('the average over all the seller’s listings, to one decimal, and the count; other sellers’ reviews don’t count', async () => {
		const loadRating = async () =>
			(await (await call(listingPage.loader, context, page(`/listings/${listingId}`), { id: String(listingId) })).json()).listing.rating
		expect(await loadRating()).toEqual({ average: null, count: 0 })
		const second = await createListing(context.db, { sellerId })
		const otherSeller = await createUser(context.db)
		const elsewhere = await createListing(context.db, { sellerId: otherSeller.id })
		const [a, b, c] = [await contactedBuyer(), await contactedBuyer(), await contactedBuyer()]
		await contact(a.id, elsewhere.id)
		await rate({ listingId, rating: 5 }, a.token)
		await rate({ listingId: second.id, rating: 4 }, b.token)
		await rate({ listingId: second.id, rating: 4 }, c.token)
		await rate({ listingId: elsewhere.id, rating: 1 }, a.token)
		expect(await loadRating()).toEqual({ average: 4.3, count: 3 })
		await rate({ listingId: second.id, rating: 1 }, c.token)
		expect(await loadRating()).toEqual({ average: 3.3, count: 3 })
	})
})

function rateForm(id: number, fields: Record<string, string>, token?: string) {
	return call(listingPage.action, context, formPost(`/listings/${id}`, { intent: 'rate', ...fields }, token), { id: String(id) })
}

/** The listing page's HTML as the server renders it from its loader (and an action's answer). */
async function listingHtml(token: string | undefined, actionResponse?: Response) {
	const loaderData = await (await call(listingPage.loader, context, page(`/listings/${listingId}`, token), { id: String(listingId) })).json()
	const actionData = actionResponse ? await actionResponse.json() : undefined
	const Stub = createRoutesStub([
		{
			id: 'root',
			path: '/',
			loader: () => ({ user: null }),
			children: [{ id: 'listing', path: 'listings/:id', Component: listingPage.default, loader: () => loaderData }],
		},
	])
	return renderToString(
		createElement(Stub, {
			initialEntries: [`/listings/${listingId}`],
			hydrationData: { loaderData: { root: { user: null }, listing: loaderData }, ...(actionData ? { actionData: { listing: actionData } } : {}) },
		}),
	)
}

describe('Rate on the listing page (a form that works without JavaScript)', () => {
	test('the page has a star form (5 radios) posting intent=rate, and a link to the seller’s page', async () => {
		const html = await listingHtml(undefined)
		const form = `<form(?=[^>]*action="/listings/${listingId}")(?=[^>]*method="post")[^>]*>`
		expect(html).toMatch(new RegExp(`${form}<input type="hidden" name="intent" value="rate"/>`))
		expect(html.match(/<input[^>]*type="radio" name="rating" value="\d"/g)).toHaveLength(5)
		expect(html).toContain('>Rate seller</summary>')
		expect(html).toContain(`href="/sellers/${sellerId}"`)
	})

	test('signed out: to log in with the spec message, then back where the form was, with Rate still to do', async () => {
		const res = await rateForm(listingId, { rating: '5', back: `/?listing=${listingId}` })
		expect(res.status).toBe(302)
		expect(res.headers.get('location')).toBe(`/login?redirectTo=${encodeURIComponent(`/?listing=${listingId}&do=rate`)}`)
		expect(toastOf(context, res)).toMatchObject({ description: 'You need to be signed in to rate sellers' })
		expect(await reviewRows()).toEqual([])
	})

	test('a buyer rates: back to the page with "Review submitted", and the page then shows their review to change', async () => {
		const buyer = await contactedBuyer()
		const res = await rateForm(listingId, { rating: '4', comment: ' Good ', back: `/listings/${listingId}?do=rate` }, buyer.token)
		expect(res.status).toBe(302)
		expect(res.headers.get('location')).toBe(`/listings/${listingId}?do=rate`)
		expect(toastOf(context, res)).toEqual({ title: 'Review submitted', description: 'Thank you for your feedback!', variant: 'success' })
		expect(await reviewRows()).toEqual([{ listing_id: listingId, buyer_id: buyer.id, rating: 4, comment: 'Good' }])
		const html = await listingHtml(buyer.token)
		expect(html).toMatch(/<input(?=[^>]*value="4")(?=[^>]*checked="")[^>]*>/)
		expect(html).toContain('>Update review</button>')
		expect(html).toContain('★ 4 (1 review)')
	})

	test('no star chosen: "Please select a rating", the form again with the comment kept; a foreign `back` is ignored', async () => {
		const buyer = await contactedBuyer()
		const res = await rateForm(listingId, { comment: 'Kind', back: '//evil.example/' }, buyer.token)
		expect(res.status).toBe(400)
		const html = await listingHtml(buyer.token, res.clone())
		expect(await res.json()).toMatchObject({ form: 'rate', error: 'Please select a rating', values: { comment: 'Kind' } })
		expect(html).toMatch(/<p class="field-errors" role="alert">Please select a rating<\/p>/)
		expect(html).toContain('>Kind</textarea>')
		const ok = await rateForm(listingId, { rating: '5', back: '//evil.example/' }, buyer.token)
		expect(ok.headers.get('location')).toBe(`/listings/${listingId}`)
	})

	test('a failure of ours answers the spec fallback "Failed to submit review" in the form, not an error page', async () => {
		const buyer = await contactedBuyer()
		await sql`DROP TABLE reviews`.execute(context.db)
		const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
		const res = await rateForm(listingId, { rating: '5' }, buyer.token)
		expect(res.status).toBe(500)
		expect(await res.json()).toMatchObject({ form: 'rate', error: 'Failed to submit review' })
		expect(logged).toHaveBeenCalled()
		logged.mockRestore()
	})

	test('a signed-in buyer who never contacted the seller sees why they can’t rate, not the form; posting anyway is refused', async () => {
		const stranger = await session(context)
		const html = await listingHtml(stranger.token)
		expect(html).not.toContain('>Rate seller</summary>')
		expect(html).toContain('You can rate a seller you have contacted, made an offer to or messaged through Soko')
		const res = await rateForm(listingId, { rating: '1' }, stranger.token)
		expect(res.status).toBe(403)
		expect(await res.json()).toMatchObject({ form: 'rate', error: 'You can rate a seller you have contacted, made an offer to or messaged through Soko' })
		await contact(stranger.id)
		expect(await listingHtml(stranger.token)).toContain('>Rate seller</summary>')
		expect(await reviewRows()).toEqual([])
	})

	test('the seller rating their own listing is refused with a message', async () => {
		const res = await rateForm(listingId, { rating: '5' }, await sessionOf(context, sellerId))
		expect(res.status).toBe(403)
		expect(await res.json()).toMatchObject({ form: 'rate', error: 'You cannot rate your own listing' })
		expect(await reviewRows()).toEqual([])
	})
})

function sellerLoad(id: string, token?: string, query = '') {
	return call(sellerPage.loader, context, page(`/sellers/${id}${query}`, token), { id })
}

describe('the seller page /sellers/:id', () => {
	test('name (else the masked phone), member since, rating with the reviews, published listings only', async () => {
		await createListing(context.db, { sellerId, status: 'DRAFT', title: 'Hidden draft' })
		await createListing(context.db, { sellerId, status: 'SOLD', title: 'Sold fridge' })
		const buyer = await contactedBuyer()
		await rate({ listingId, rating: 5, comment: 'Great PS4' }, buyer.token)
		const res = await sellerLoad(String(sellerId))
		expect(res.status).toBe(200)
		const text = await res.text()
		expect(text).not.toContain(SELLER_PHONE)
		const data = JSON.parse(text)
		expect(data.seller).toMatchObject({ id: sellerId, name: '07123456…', phoneVerified: true, checkedByTeam: false })
		expect(typeof data.seller.since).toBe('string')
		expect(data.rating).toEqual({ average: 5, count: 1 })
		expect(data.breakdown[0]).toEqual({ stars: 5, count: 1 })
		expect(data.reviews).toEqual([expect.objectContaining({ rating: 5, comment: 'Great PS4', listing: { id: listingId, title: 'Sony PS4 Slim' } })])
		expect(data.listings.map((l: { title: string }) => l.title)).toEqual(['Sony PS4 Slim'])
		expect(data).toMatchObject({ listingsTotal: 1, soldCount: 1 })
		await context.db.insertInto('seller_profiles').values({ user_id: sellerId, display_name: 'Wanjiku Electronics' }).execute()
		expect((await (await sellerLoad(String(sellerId))).json()).seller.name).toBe('Wanjiku Electronics')
		// Marks only from the facts: the phone once its code was entered, the team's check once an admin made it.
		await context.db.updateTable('users').set({ phone_verified: 1, is_verified: 1 }).where('id', '=', sellerId).execute()
		expect((await (await sellerLoad(String(sellerId))).json()).seller).toMatchObject({ phoneVerified: true, checkedByTeam: true })
	})

	test('the same page for the seller and an admin: the phone masked, never in full', async () => {
		for (const token of [await sessionOf(context, sellerId), (await session(context, 'ADMIN')).token]) {
			const text = await (await sellerLoad(String(sellerId), token)).text()
			expect(text).not.toContain(SELLER_PHONE)
			expect(JSON.parse(text).seller.name).toBe('07123456…')
		}
	})

	test('a review of a listing no longer published keeps its stars, not the listing’s title', async () => {
		const buyer = await contactedBuyer()
		await rate({ listingId, rating: 2, comment: 'Fake' }, buyer.token)
		await context.db.updateTable('listings').set({ status: 'REJECTED' }).where('id', '=', listingId).execute()
		const text = await (await sellerLoad(String(sellerId))).text()
		expect(text).not.toContain('Sony PS4 Slim')
		expect(JSON.parse(text).reviews).toEqual([expect.objectContaining({ rating: 2, comment: 'Fake', listing: null })])
	})

	test('listings a page of 24 at a time', async () => {
		for (let i = 0; i < 24; i++) await createListing(context.db, { sellerId, title: `Item ${i}` })
		const second = await (await sellerLoad(String(sellerId), undefined, '?page=2')).json()
		expect(second).toMatchObject({ page: 2, pages: 2, listingsTotal: 25 })
		expect(second.listings).toHaveLength(1)
	})

	test('404 for an unknown id, a malformed one, a buyer with nothing published, and a suspended seller', async () => {
		const buyer = await createUser(context.db, { role: 'BUYER' })
		const suspended = await createUser(context.db)
		await context.db.updateTable('users').set({ is_active: 0 }).where('id', '=', suspended.id).execute()
		for (const id of ['999999', 'abc', '1e3', String(buyer.id), String(suspended.id)]) expect((await sellerLoad(id)).status).toBe(404)
		const seller = await createUser(context.db)
		expect((await sellerLoad(String(seller.id))).status).toBe(200)
	})

	test('the page renders the reviews and the cards', async () => {
		const buyer = await contactedBuyer()
		await rate({ listingId, rating: 4, comment: 'Fair deal' }, buyer.token)
		const loaderData = await (await sellerLoad(String(sellerId))).json()
		const Stub = createRoutesStub([{ id: 'seller', path: '/sellers/:id', Component: sellerPage.default, loader: () => loaderData }])
		const html = renderToString(createElement(Stub, { initialEntries: [`/sellers/${sellerId}`], hydrationData: { loaderData: { seller: loaderData } } }))
		expect(html).toContain('aria-label="4 out of 5 stars">★★★★☆</span>')
		expect(html).toContain('Fair deal')
		expect(html).toMatch(new RegExp(`<a href="/listings/${listingId}"[^>]*>Sony PS4 Slim</a>`))
		expect(html.replaceAll('<!-- -->', '')).toContain('Nairobi · seconds ago')
		expect(html.replaceAll('<!-- -->', '')).toContain('1 listing for sale · 0 sold')
	})
})
