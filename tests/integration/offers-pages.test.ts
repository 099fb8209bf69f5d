import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { createRoutesStub } from 'react-router'
import { beforeEach, describe, expect, test } from 'vitest'
import * as listingPage from '#app/routes/listing.tsx'
import * as offerMoves from '#app/routes/offers.$id.ts'
import * as myOffers from '#app/routes/my-offers.tsx'
import * as sellerDashboard from '#app/routes/seller-dashboard.tsx'
import type { AppContext } from '#app/context.ts'
import { parseEnv } from '#app/env.server.ts'
import { call, createTestContext } from './context.ts'
import { insertOffer, offerParties, offerRow, outbox } from './offer-fixtures.ts'

let context: AppContext
let parties: Awaited<ReturnType<typeof offerParties>>

beforeEach(async () => {
	context = await createTestContext()
	parties = await offerParties(context.db)
})

function post(path: string, fields: Record<string, string>, token?: string) {
	const form = new FormData()
	for (const [k, v] of Object.entries(fields)) form.append(k, v)
	return new Request(`http://localhost${path}`, { method: 'POST', body: form, headers: token ? { cookie: `__session=${token}` } : {} })
}

function page(path: string, token?: string) {
	return new Request(`http://localhost${path}`, { headers: token ? { cookie: `__session=${token}` } : {} })
}

function toastOf(res: Response) {
	const raw = /toast=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1]
	if (!raw) return null
	const value = decodeURIComponent(raw)
	return JSON.parse(Buffer.from(value.slice(0, value.lastIndexOf('.')), 'base64url').toString())
}

function makeOffer(fields: Record<string, string>, token?: string, listingId = parties.listing.id) {
	return call(listingPage.action, context, post(`/listings/${listingId}`, { intent: 'offer', ...fields }, token), { id: String(listingId) })
}

function answer(offerId: number, fields: Record<string, string>, token?: string) {
	return call(offerMoves.action, context, post(`/offers/${offerId}`, fields, token), { id: String(offerId) })
}

describe('Make Offer on the listing page (a form that works without JavaScript)', () => {
	test('signed out: to log in with "You need to be signed in to make offers", then back with ?do=offer', async () => {
		const res = await makeOffer({ amount: '15000' })
		expect(res.status).toBe(302)
		expect(res.headers.get('location')).toBe(`/login?redirectTo=%2Flistings%2F${parties.listing.id}%3Fdo%3Doffer`)
		expect(toastOf(res)).toMatchObject({ description: 'You need to be signed in to make offers' })
	})

	test('an offer goes back to the page it was made on with "Offer submitted"; a blank message is stored as empty text', async () => {
		const res = await makeOffer({ amount: '15000', message: '', back: `/?listing=${parties.listing.id}` }, parties.buyer.token)
		expect(res.status).toBe(302)
		expect(res.headers.get('location')).toBe(`/?listing=${parties.listing.id}`)
		expect(toastOf(res)).toEqual({ title: 'Offer submitted', description: 'Your offer has been sent to the seller.' })
		const offer = await context.db.selectFrom('offers').select(['amount_cents', 'message', 'buyer_id']).executeTakeFirstOrThrow()
		expect(offer).toEqual({ amount_cents: 1_500_000, message: '', buyer_id: parties.buyer.id })
		expect((await outbox(context.db)).map((m) => m.to_address)).toEqual([parties.seller.email])
	})

	test('a bad amount answers the form again with "Please enter a valid amount" and what was typed', async () => {
		const res = await makeOffer({ amount: '0.5', message: 'Hi' }, parties.buyer.token)
		expect(res.status).toBe(400)
		expect(await res.json()).toEqual({ intent: 'offer', error: { amount: ['Please enter a valid amount'] }, initialValue: { amount: '0.5', message: 'Hi' } })
		expect(await context.db.selectFrom('offers').select('id').execute()).toEqual([])
	})

	test('on one’s own listing the form is refused (403) with the reason; an offsite back address is not followed', async () => {
		const own = await makeOffer({ amount: '100' }, parties.seller.token)
		expect(own.status).toBe(403)
		expect((await own.json()).error).toEqual({ '': ['You cannot make an offer on your own listing'] })
		const offsite = await makeOffer({ amount: '100', back: '//evil.example' }, parties.buyer.token)
		expect(offsite.headers.get('location')).toBe(`/listings/${parties.listing.id}`)
	})

	test('the page shows the buyer their offer and the seller’s counter with Accept and Decline; the seller no Make Offer', async () => {
		await insertOffer(context.db, { listingId: parties.listing.id, buyerId: parties.buyer.id, lastMoveBy: 'SELLER', counterCents: 1_800_000 })
		const html = async (token?: string) => {
			const loaderData = await (await call(listingPage.loader, context, page(`/listings/${parties.listing.id}`, token), { id: String(parties.listing.id) })).json()
			const Stub = createRoutesStub([{ id: 'listing', path: '/listings/:id', Component: listingPage.default, loader: () => loaderData }])
			return renderToString(createElement(Stub, { initialEntries: [`/listings/${parties.listing.id}?do=offer`], hydrationData: { loaderData: { listing: loaderData } } }))
		}
		const buyerPage = await html(parties.buyer.token)
		expect(buyerPage).toContain('The seller countered your offer of KSh 15,000 with KSh 18,000')
		expect(buyerPage).toMatch(/<form[^>]*action="\/offers\/\d+"[^>]*><input type="hidden" name="back" value="\/listings\/\d+"\/><button[^>]*value="accept"[^>]*>Accept KSh 18,000<\/button>/)
		expect(buyerPage).toContain('>Decline</button>')
		// Back from signing in with ?do=offer: the form is open, the amount focused.
		expect(buyerPage).toMatch(/<details open=""><summary class="btn">Make a new offer<\/summary>/)
		expect(buyerPage).toMatch(/<input id="offer-amount" type="number" min="1" step="0.01" inputMode="decimal" required="" autofocus="" name="amount"\/>/)
		const visitorPage = await html()
		expect(visitorPage).toContain('>Make Offer</summary>')
		expect(await html(parties.seller.token)).not.toContain('Make Offer')
	})
})

describe('answering offers from the pages (/offers/:id)', () => {
	test('the seller counters from the dashboard, the buyer accepts from My Offers: each back with a toast', async () => {
		const id = await insertOffer(context.db, { listingId: parties.listing.id, buyerId: parties.buyer.id })
		const countered = await answer(id, { intent: 'counter', amount: '18000', message: 'Firm', back: '/seller-dashboard#offers' }, parties.seller.token)
		expect(countered.headers.get('location')).toBe('/seller-dashboard#offers')
		expect(toastOf(countered)).toEqual({ title: 'Counter-offer sent' })
		const accepted = await answer(id, { intent: 'accept', back: '/my-offers' }, parties.buyer.token)
		expect(accepted.headers.get('location')).toBe('/my-offers')
		expect(toastOf(accepted)).toEqual({ title: 'Offer accepted' })
		expect(await offerRow(context.db, id)).toMatchObject({ status: 'ACCEPTED', counter_amount_cents: 1_800_000, seller_response: 'Firm' })
	})

	test('a bad counter, an illegal move and someone else’s offer come back as error toasts, and change nothing', async () => {
		const id = await insertOffer(context.db, { listingId: parties.listing.id, buyerId: parties.buyer.id })
		const bad = await answer(id, { intent: 'counter', amount: 'abc', back: '/seller-dashboard' }, parties.seller.token)
		expect(toastOf(bad)).toMatchObject({ title: 'Error', description: 'Please enter a valid amount', variant: 'error' })
		const early = await answer(id, { intent: 'accept' }, parties.buyer.token)
		expect(early.headers.get('location')).toBe('/my-offers')
		expect(toastOf(early)).toMatchObject({ description: "This offer is waiting for the seller's answer" })
		const stranger = await answer(id, { intent: 'reject' }, parties.stranger.token)
		expect(toastOf(stranger)).toMatchObject({ description: 'You do not have permission to do this' })
		expect(await offerRow(context.db, id)).toMatchObject({ status: 'PENDING', counter_amount_cents: null })
	})

	test('signed out: to log in; an unknown intent: 400', async () => {
		const id = await insertOffer(context.db, { listingId: parties.listing.id, buyerId: parties.buyer.id })
		const out = await answer(id, { intent: 'accept' })
		expect(out.headers.get('location')).toMatch(/^\/login\?redirectTo=/)
		expect((await answer(id, { intent: 'withdraw' }, parties.buyer.token)).status).toBe(400)
		expect((await offerRow(context.db, id)).status).toBe('PENDING')
	})
})

describe('the lists', () => {
	test('My Offers lists what the buyer offered; the seller dashboard the offers received', async () => {
		const id = await insertOffer(context.db, { listingId: parties.listing.id, buyerId: parties.buyer.id })
		const mine = await (await call(myOffers.loader, context, page('/my-offers', parties.buyer.token))).json()
		expect(mine.offers).toEqual([expect.objectContaining({ id, listing_title: 'Sony PS4 Slim & 2 pads', stage: 'AWAITING_SELLER', awaiting: 'SELLER' })])
		const dashboard = await (await call(sellerDashboard.loader, context, page('/seller-dashboard', parties.seller.token))).json()
		expect(dashboard.offers).toEqual([expect.objectContaining({ id, buyer_phone: `${parties.buyer.phone.slice(0, 8)}…` })])
		expect(JSON.stringify(dashboard.offers)).not.toContain(parties.buyer.phone)
		const strangers = await (await call(myOffers.loader, context, page('/my-offers', parties.stranger.token))).json()
		expect(strangers.offers).toEqual([])
	})

	test('My Offers needs a signed-in user', async () => {
		const res = await call(myOffers.loader, context, page('/my-offers'))
		expect(res.status).toBe(302)
		expect(res.headers.get('location')).toBe('/login?redirectTo=%2Fmy-offers')
	})
})

test('OFFER_TTL_DAYS defaults to 7 and must be a whole number of days', () => {
	expect(parseEnv({}).OFFER_TTL_DAYS).toBe(7)
	expect(parseEnv({ OFFER_TTL_DAYS: '3' }).OFFER_TTL_DAYS).toBe(3)
	expect(() => parseEnv({ OFFER_TTL_DAYS: 'soon' })).toThrow(/OFFER_TTL_DAYS/)
	expect(() => parseEnv({ OFFER_TTL_DAYS: '0' })).toThrow(/OFFER_TTL_DAYS/)
})
