import { createElement } from 'react'
import { createRoutesStub } from 'react-router'
import { sql } from 'kysely'
import { beforeEach, describe, expect, test, vi } from 'vitest'
import * as listingPage from '#app/routes/listing.tsx'
import * as offerMoves from '#app/routes/offers.$id.ts'
import * as myOffers from '#app/routes/my-offers.tsx'
import * as sellerDashboard from '#app/routes/seller-dashboard.tsx'
import * as home from '#app/routes/home.tsx'
import * as threadPage from '#app/routes/messages.$id.tsx'
import type { AppContext } from '#app/context.ts'
import { parseEnv } from '#app/env.server.ts'
import { call, createTestContext } from './context.ts'
import { insertOffer, offerParties, offerRow, outbox } from './offer-fixtures.ts'
import { renderWhole } from './render-page.ts'

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

	test('signed out in the home page’s dialog: to log in, then back to that dialog with ?do=offer', async () => {
		const res = await makeOffer({ amount: '15000', back: `/?listing=${parties.listing.id}` })
		expect(res.headers.get('location')).toBe(`/login?redirectTo=${encodeURIComponent(`/?listing=${parties.listing.id}&do=offer`)}`)
		// A page that doesn't show this listing's form is not where the offer waits: its own page is.
		const elsewhere = await makeOffer({ amount: '15000', back: '/browse' })
		expect(elsewhere.headers.get('location')).toBe(`/login?redirectTo=%2Flistings%2F${parties.listing.id}%3Fdo%3Doffer`)
	})

	test('the home page’s dialog has the listing page’s data: the same listing, offer panel and warning for each viewer', async () => {
		await insertOffer(context.db, { listingId: parties.listing.id, buyerId: parties.buyer.id })
		const shown = ({ listing, offerPanel, warning }: { listing: unknown; offerPanel: unknown; warning: unknown }) => ({ listing, offerPanel, warning })
		const both = async (token?: string) =>
			[
				shown(await (await call(home.loader, context, page(`/?listing=${parties.listing.id}`, token))).json()),
				shown(await (await call(listingPage.loader, context, page(`/listings/${parties.listing.id}`, token), { id: String(parties.listing.id) })).json()),
			] as const
		for (const token of [parties.buyer.token, parties.stranger.token, undefined]) {
			const [dialog, listingPageData] = await both(token)
			expect(dialog).toEqual(listingPageData)
		}
		// The buyer's offer is in both; only the seller's phone differs for the seller (the dialog shows the public listing).
		expect((await both(parties.buyer.token))[0].offerPanel).toMatchObject({ canOffer: true, latest: { amount_cents: 1_500_000 } })
		const [sellerDialog, sellerPage] = await both(parties.seller.token)
		expect(sellerDialog.offerPanel).toEqual(sellerPage.offerPanel)
		expect(sellerDialog.offerPanel).toEqual({ canOffer: false, latest: null })
	})

	test('the home page’s dialog knows the viewer: no Make Offer on their own listing, the buyer’s offer and its answers', async () => {
		const id = await insertOffer(context.db, { listingId: parties.listing.id, buyerId: parties.buyer.id, lastMoveBy: 'SELLER', counterCents: 1_800_050 })
		const dialog = async (token?: string) => {
			const request = page(`/?listing=${parties.listing.id}`, token)
			const loaderData = await (await call(home.loader, context, request)).json()
			const Stub = createRoutesStub([{ id: 'home', path: '/', Component: home.default, loader: () => loaderData }])
			return renderWhole(createElement(Stub, { initialEntries: [`/?listing=${parties.listing.id}`], hydrationData: { loaderData: { home: loaderData } } }))
		}
		const seller = await dialog(parties.seller.token)
		expect(seller).toContain('Sony PS4 Slim &amp; 2 pads')
		expect(seller).not.toContain('Make Offer')
		const buyer = await dialog(parties.buyer.token)
		expect(buyer).toContain('The seller countered your offer of KSh 15,000 with KSh 18,000.50')
		expect(buyer).toContain(`action="/offers/${id}"`)
		expect(buyer).toContain('>Make a new offer</summary>')
		// The anonymous home is shared by everyone (cached): it carries nobody's offers.
		expect(await dialog()).toContain('>Make Offer</summary>')
	})

	test('a failure of ours answers the form with the spec’s "Failed to submit offer. Please try again." and what was typed', async () => {
		// The outbox gone: the offer's transaction fails after the offer is written, so nothing is kept.
		await sql`DROP TABLE mail_outbox`.execute(context.db)
		const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
		const res = await makeOffer({ amount: '15000', message: 'Hi' }, parties.buyer.token)
		expect(res.status).toBe(500)
		expect(await res.json()).toEqual({ intent: 'offer', error: { '': ['Failed to submit offer. Please try again.'] }, initialValue: { amount: '15000', message: 'Hi' } })
		expect(errors).toHaveBeenCalled()
		errors.mockRestore()
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
			return renderWhole(createElement(Stub, { initialEntries: [`/listings/${parties.listing.id}?do=offer`], hydrationData: { loaderData: { listing: loaderData } } }))
		}
		const buyerPage = await html(parties.buyer.token)
		expect(buyerPage).toContain('The seller countered your offer of KSh 15,000 with KSh 18,000')
		expect(buyerPage).toMatch(/<form[^>]*action="\/offers\/\d+"[^>]*><input type="hidden" name="back" value="\/listings\/\d+"\/><button[^>]*value="accept"[^>]*>Accept KSh 18,000<\/button>/)
		expect(buyerPage).toContain('>Decline</button>')
		expect(buyerPage).toContain('<a href="/my-offers" data-discover="true">All your offers</a>')
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

/** A page of the buyer's offers or the seller's dashboard, rendered as its server sends it. */
async function renderList(route: typeof myOffers | typeof sellerDashboard, path: string, token: string) {
	const loaderData = await (await call(route.loader, context, page(path, token))).json()
	const Stub = createRoutesStub([{ id: 'list', path, Component: route.default as never, loader: () => loaderData }])
	return renderWhole(createElement(Stub, { initialEntries: [path], hydrationData: { loaderData: { list: loaderData } } }))
}

describe('what the lists say', () => {
	test('amounts to the cent: an offer of 15,000.50 is not shown (or accepted) as 15,001', async () => {
		await insertOffer(context.db, { listingId: parties.listing.id, buyerId: parties.buyer.id, amountCents: 1_500_050 })
		const inbox = await renderList(sellerDashboard, '/seller-dashboard', parties.seller.token)
		expect(inbox).toContain('Offer of KSh 15,000.50: your answer is awaited')
		expect(inbox).toContain('>Accept KSh 15,000.50</button>')
	})

	test('a counter the buyer turned down reads so on both sides (not “withdrew your offer”)', async () => {
		const id = await insertOffer(context.db, { listingId: parties.listing.id, buyerId: parties.buyer.id, lastMoveBy: 'SELLER', counterCents: 1_800_000 })
		await answer(id, { intent: 'reject' }, parties.buyer.token)
		expect(await renderList(myOffers, '/my-offers', parties.buyer.token)).toContain("You turned down the seller&#x27;s counter-offer of KSh 18,000.")
		expect(await renderList(sellerDashboard, '/seller-dashboard', parties.seller.token)).toContain('The buyer turned down your counter-offer of KSh 18,000.')
	})

	test('an open offer on a listing since sold: said so, only Decline offered, and no link to a page the buyer cannot open', async () => {
		const offered = await insertOffer(context.db, { listingId: parties.listing.id, buyerId: parties.buyer.id })
		const countered = await insertOffer(context.db, { listingId: parties.listing.id, buyerId: parties.stranger.id, lastMoveBy: 'SELLER', counterCents: 1_800_000 })
		await context.db.updateTable('listings').set({ status: 'SOLD' }).where('id', '=', parties.listing.id).execute()
		const inbox = await renderList(sellerDashboard, '/seller-dashboard', parties.seller.token)
		expect(inbox).toContain('This listing is no longer available.')
		expect(inbox).toContain(`action="/offers/${offered}"`)
		expect(inbox).not.toMatch(/>Accept KSh/)
		expect(inbox).not.toContain('Send counter-offer')
		const theirs = await renderList(myOffers, '/my-offers', parties.stranger.token)
		expect(theirs).toContain('This listing is no longer available.')
		expect(theirs).toContain(`action="/offers/${countered}"`)
		expect(theirs).toContain('>Decline</button>')
		expect(theirs).not.toMatch(/>Accept KSh/)
		expect(theirs).not.toContain('Make a new offer')
		expect(theirs).not.toContain(`href="/listings/${parties.listing.id}`)
	})
})

describe('answering in the conversation about the listing', () => {
	/** The thread page of the buyer's conversation, rendered as its server sends it to `token`. */
	async function renderThread(conversationId: number, token: string) {
		const path = `/messages/${conversationId}`
		const loaderData = await (await call(threadPage.loader, context, page(path, token), { id: String(conversationId) })).json()
		const Stub = createRoutesStub([{ id: 'thread', path: '/messages/:id', Component: threadPage.default as never, loader: () => loaderData }])
		return renderWhole(createElement(Stub, { initialEntries: [path], hydrationData: { loaderData: { thread: loaderData } } }))
	}

	test('the side whose answer is awaited answers there, and comes back to the thread; settled, nothing is left to answer', async () => {
		await makeOffer({ amount: '15000', message: 'Cash today' }, parties.buyer.token)
		const { id: conversationId } = await context.db.selectFrom('conversations').select('id').where('listing_id', '=', parties.listing.id).where('buyer_id', '=', parties.buyer.id).executeTakeFirstOrThrow()
		const { id: offerId } = await context.db.selectFrom('offers').select('id').where('listing_id', '=', parties.listing.id).executeTakeFirstOrThrow()
		const back = `/messages/${conversationId}`

		const sellerSees = await renderThread(conversationId, parties.seller.token)
		expect(sellerSees).toContain('Offer of KSh 15,000: your answer is awaited')
		expect(sellerSees).toContain(`action="/offers/${offerId}"`)
		expect(sellerSees).toContain(`value="${back}"`)
		expect(sellerSees).toContain('>Accept KSh 15,000</button>')
		expect(sellerSees).toContain('Send counter-offer')
		const buyerSees = await renderThread(conversationId, parties.buyer.token)
		expect(buyerSees).toContain("Your offer of KSh 15,000 is waiting for the seller&#x27;s answer")
		expect(buyerSees).not.toContain('>Accept KSh')

		const countered = await answer(offerId, { intent: 'counter', amount: '18000', back }, parties.seller.token)
		expect([countered.headers.get('location'), toastOf(countered)]).toEqual([back, { title: 'Counter-offer sent' }])
		expect(await renderThread(conversationId, parties.buyer.token)).toContain('>Accept KSh 18,000</button>')
		expect(await renderThread(conversationId, parties.seller.token)).not.toContain('>Accept KSh')

		const accepted = await answer(offerId, { intent: 'accept', back }, parties.buyer.token)
		expect(accepted.headers.get('location')).toBe(back)
		const settled = await renderThread(conversationId, parties.buyer.token)
		expect(settled).toContain('Counter-offer: KSh 18,000')
		expect(settled).not.toContain(`action="/offers/${offerId}"`)
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
