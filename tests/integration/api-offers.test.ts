import { isUniqueViolation } from '#db/errors.ts'
import { beforeEach, describe, expect, test } from 'vitest'
import * as apiOffers from '#app/routes/api.offers.ts'
import * as apiOfferMove from '#app/routes/api.offers.$id.$move.ts'
import type { AppContext } from '#app/context.ts'
import { createSession } from '#app/domain/accounts/sessions.server.ts'
import { openNotification } from '#app/domain/notifications/inbox.server.ts'
import { call, createTestContext, getRequest, jsonRequest } from './context.ts'
import { createListing, createUser } from './factories.ts'
import { insertOffer, offerParties, offerRow, outbox } from './offer-fixtures.ts'

let context: AppContext
let parties: Awaited<ReturnType<typeof offerParties>>

beforeEach(async () => {
	context = await createTestContext()
	parties = await offerParties(context.db)
})

function postOffer(body: unknown, token?: string) {
	return call(apiOffers.action, context, jsonRequest('/api/offers', body, { token }))
}

function answer(id: number | string, move: string, token?: string, body: unknown = {}) {
	return call(apiOfferMove.action, context, jsonRequest(`/api/offers/${id}/${move}`, body, { token }), { id: String(id), move })
}

function offerCount() {
	return context.db.selectFrom('offers').select(({ fn }) => fn.countAll<number>().as('n')).executeTakeFirstOrThrow().then((r) => Number(r.n))
}

describe('POST /api/offers', () => {
	test('a buyer offers on a published listing: 201, the offer waits for the seller, and the seller is mailed', async () => {
		const res = await postOffer({ listing_id: parties.listing.id, amount: 15000.5, message: '  Can pick up today  ' }, parties.buyer.token)
		expect(res.status).toBe(201)
		const body = await res.json()
		expect(body.message).toBe('Offer submitted')
		expect(body.offer).toMatchObject({
			listing_id: parties.listing.id,
			listing_title: 'Sony PS4 Slim & 2 pads',
			role: 'buyer',
			amount: '15000.50',
			counter_amount: null,
			message: 'Can pick up today',
			status: 'PENDING',
			awaiting: 'SELLER',
			your_turn: false,
		})
		const row = await offerRow(context.db, body.offer.id)
		expect(row).toMatchObject({ amount_cents: 1_500_050, status: 'PENDING', last_move_by: 'BUYER' })
		const days = (Date.parse(row.expires_at!) - Date.now()) / 86_400_000
		expect(days).toBeGreaterThan(6.99)
		expect(days).toBeLessThanOrEqual(7)
		const mails = await outbox(context.db)
		expect(mails).toHaveLength(1)
		expect(mails[0]).toMatchObject({ to_address: parties.seller.email, subject: 'New offer on Sony PS4 Slim & 2 pads' })
		// The amount as offered, to the cent: rounding would show the seller a price nobody offered.
		expect(mails[0]!.body).toContain('The buyer offered KSh 15,000.50.')
		expect(mails[0]!.body).toContain('Message: Can pick up today')
		// The short link of the seller's notification, which leads to their offers.
		const link = /http:\/\/localhost\/n\/([0-9a-z]+)$/.exec(mails[0]!.body)
		expect(await openNotification(context.db, { id: parseInt(link![1]!, 36), userId: parties.seller.id })).toBe('/seller-dashboard#offers')
	})

	test('the message is optional: left out, null or blank it is kept as empty text; an amount may be a string', async () => {
		for (const extra of [{}, { message: null }, { message: '   ' }]) {
			const res = await postOffer({ listing_id: String(parties.listing.id), amount: '100', ...extra }, parties.buyer.token)
			expect(res.status).toBe(201)
			expect((await res.json()).offer).toMatchObject({ amount: '100.00', message: '' })
		}
	})

	test('an amount below 1, not a number, with more than 2 decimals or missing: 400 "Please enter a valid amount", nothing written', async () => {
		for (const amount of [0, 0.99, -5, 'abc', 1.234, '', null, undefined, '1e3']) {
			const res = await postOffer({ listing_id: parties.listing.id, amount, message: '' }, parties.buyer.token)
			expect(res.status, String(amount)).toBe(400)
			const body = await res.json()
			expect(body.errors.amount).toEqual(['Please enter a valid amount'])
		}
		expect(await offerCount()).toBe(0)
		expect(await outbox(context.db)).toEqual([])
	})

	test('odd amounts: grouped by commas or spaces only in threes, trimmed; at most KSh 100,000,000', async () => {
		for (const [amount, cents] of [['12,500', 1_250_000], ['12 500', 1_250_000], [' 1,250,000.5 ', 125_000_050], [100_000_000, 10_000_000_000]] as const) {
			const res = await postOffer({ listing_id: parties.listing.id, amount }, parties.buyer.token)
			expect(res.status, String(amount)).toBe(201)
			expect((await offerRow(context.db, (await res.json()).offer.id)).amount_cents, String(amount)).toBe(cents)
		}
		for (const amount of ['1,2,3', '12,50', '1 2 3', '12,500 000', ',500', '1e21', 1e21, 100_000_000.01, 1e20, Number.MAX_SAFE_INTEGER, true, [100], { kes: 1 }]) {
			const res = await postOffer({ listing_id: parties.listing.id, amount }, parties.buyer.token)
			expect(res.status, JSON.stringify(amount)).toBe(400)
			expect((await res.json()).errors.amount, JSON.stringify(amount)).toEqual(['Please enter a valid amount'])
		}
		expect(await offerCount()).toBe(4)
	})

	test('a listing_id that is not a whole number is never read as one (true is not listing 1): 400, nothing written', async () => {
		const first = await createListing(context.db, { sellerId: parties.seller.id })
		expect(first.id).toBeGreaterThan(0)
		for (const listing_id of [true, false, '6abc', '', ' ', '1.0', 1.5, -1, 0, {}, [parties.listing.id], '99999999999999999999']) {
			const res = await postOffer({ listing_id, amount: 100 }, parties.buyer.token)
			expect(res.status, JSON.stringify(listing_id)).toBe(400)
			expect((await res.json()).errors.listing_id, JSON.stringify(listing_id)).toEqual(['listing_id must be a whole number'])
		}
		// JSON can carry a number too big for a double: it parses as Infinity.
		const huge = new Request('http://localhost/api/offers', {
			method: 'POST',
			headers: { 'content-type': 'application/json', authorization: `Bearer ${parties.buyer.token}` },
			body: '{"listing_id": 1e400, "amount": 100}',
		})
		expect((await call(apiOffers.action, context, huge)).status).toBe(400)
		const missing = await postOffer({ amount: 100 }, parties.buyer.token)
		expect((await missing.json()).errors.listing_id).toEqual(['listing_id is required'])
		expect(await offerCount()).toBe(0)
	})

	test('a message that is not text: 400 "Message must be text"', async () => {
		const res = await postOffer({ listing_id: parties.listing.id, amount: 100, message: 5 }, parties.buyer.token)
		expect(res.status).toBe(400)
		expect((await res.json()).errors.message).toEqual(['Message must be text'])
		expect(await offerCount()).toBe(0)
	})

	test('a missing listing_id or a message over 500 characters: 400', async () => {
		expect((await postOffer({ amount: 10 }, parties.buyer.token)).status).toBe(400)
		const long = await postOffer({ listing_id: parties.listing.id, amount: 10, message: 'x'.repeat(501) }, parties.buyer.token)
		expect(long.status).toBe(400)
		expect(await offerCount()).toBe(0)
	})

	test('bodies that are not an offer (null, an array, a number, wrong types, broken JSON): 400, nothing written', async () => {
		for (const body of [null, [], 42, { listing_id: {}, amount: { kes: 1 }, message: [] }]) {
			expect((await postOffer(body, parties.buyer.token)).status, JSON.stringify(body)).toBe(400)
		}
		const broken = new Request('http://localhost/api/offers', {
			method: 'POST',
			headers: { 'content-type': 'application/json', authorization: `Bearer ${parties.buyer.token}` },
			body: '{"amount": ',
		})
		expect((await call(apiOffers.action, context, broken)).status).toBe(400)
		expect(await offerCount()).toBe(0)
	})

	test('signed out: 401', async () => {
		const res = await postOffer({ listing_id: parties.listing.id, amount: 10 })
		expect(res.status).toBe(401)
		expect(await offerCount()).toBe(0)
	})

	test('not the seller’s own listing (403); a missing or unpublished listing of someone else is a 404', async () => {
		const own = await postOffer({ listing_id: parties.listing.id, amount: 10 }, parties.seller.token)
		expect(own.status).toBe(403)
		expect((await own.json()).message).toBe('You cannot make an offer on your own listing')
		const pending = await createListing(context.db, { sellerId: parties.seller.id, status: 'PENDING_APPROVAL' })
		expect((await postOffer({ listing_id: pending.id, amount: 10 }, parties.buyer.token)).status).toBe(404)
		expect((await postOffer({ listing_id: 999_999, amount: 10 }, parties.buyer.token)).status).toBe(404)
		expect(await offerCount()).toBe(0)
	})

	test('a listing that is not published (but visible, to an admin) is a 409', async () => {
		const admin = await createUser(context.db, { role: 'ADMIN' })
		const { token } = await createSession(context.db, { userId: admin.id })
		const sold = await createListing(context.db, { sellerId: parties.seller.id, status: 'SOLD' })
		const res = await postOffer({ listing_id: sold.id, amount: 10 }, token)
		expect(res.status).toBe(409)
		expect((await res.json()).message).toBe('Offers can only be made on published listings')
	})

	test('a new offer replaces the open one, countered or not: the old one is withdrawn, one stays open', async () => {
		const first = (await (await postOffer({ listing_id: parties.listing.id, amount: 12000 }, parties.buyer.token)).json()).offer.id
		await answer(first, 'counter', parties.seller.token, { amount: 18000, message: '' })
		const second = (await (await postOffer({ listing_id: parties.listing.id, amount: 15000 }, parties.buyer.token)).json()).offer.id
		expect(await offerRow(context.db, first)).toMatchObject({ status: 'REJECTED', last_move_by: 'BUYER' })
		expect(await offerRow(context.db, second)).toMatchObject({ status: 'PENDING', last_move_by: 'BUYER', amount_cents: 1_500_000 })
		const third = (await (await postOffer({ listing_id: parties.listing.id, amount: 16000 }, parties.buyer.token)).json()).offer.id
		expect((await offerRow(context.db, second)).status).toBe('REJECTED')
		const open = await context.db.selectFrom('offers').select('id').where('status', '=', 'PENDING').execute()
		expect(open).toEqual([{ id: third }])
	})

	test('the database itself refuses a second open offer by the same buyer on the same listing', async () => {
		await insertOffer(context.db, { listingId: parties.listing.id, buyerId: parties.buyer.id })
		const second = await insertOffer(context.db, { listingId: parties.listing.id, buyerId: parties.buyer.id }).catch((error: unknown) => error)
		expect(isUniqueViolation(second)).toBe(true)
		await insertOffer(context.db, { listingId: parties.listing.id, buyerId: parties.buyer.id, status: 'REJECTED' })
	})
})

describe('GET /api/offers', () => {
	test('answers the offers the caller sent and those received on their listings, with whose turn it is', async () => {
		const sentId = await insertOffer(context.db, { listingId: parties.listing.id, buyerId: parties.buyer.id, lastMoveBy: 'SELLER', counterCents: 1_800_000 })
		const buyerRes = await call(apiOffers.loader, context, getRequest('/api/offers', { token: parties.buyer.token }))
		expect(buyerRes.status).toBe(200)
		const forBuyer = await buyerRes.json()
		expect(forBuyer.received).toEqual([])
		expect(forBuyer.sent).toEqual([
			expect.objectContaining({
				id: sentId,
				listing_title: 'Sony PS4 Slim & 2 pads',
				role: 'buyer',
				amount: '15000.00',
				counter_amount: '18000.00',
				status: 'PENDING',
				awaiting: 'BUYER',
				your_turn: true,
			}),
		])
		const forSeller = await (await call(apiOffers.loader, context, getRequest('/api/offers', { token: parties.seller.token }))).json()
		expect(forSeller.sent).toEqual([])
		expect(forSeller.received).toEqual([expect.objectContaining({ id: sentId, role: 'seller', awaiting: 'BUYER', your_turn: false })])
		const forStranger = await (await call(apiOffers.loader, context, getRequest('/api/offers', { token: parties.stranger.token }))).json()
		expect(forStranger).toEqual({ sent: [], received: [] })
		expect(forBuyer.sent[0].listing_available).toBe(true)
		await context.db.updateTable('listings').set({ status: 'SOLD' }).where('id', '=', parties.listing.id).execute()
		const afterSale = await (await call(apiOffers.loader, context, getRequest('/api/offers', { token: parties.buyer.token }))).json()
		expect(afterSale.sent[0]).toMatchObject({ id: sentId, status: 'PENDING', listing_available: false })
	})

	test('signed out: 401', async () => {
		expect((await call(apiOffers.loader, context, getRequest('/api/offers'))).status).toBe(401)
	})
})

describe('POST /api/offers/{id}/accept, /reject, /counter', () => {
	test('the seller counters, the buyer accepts the counter: each answer mails the other side', async () => {
		const id = await insertOffer(context.db, { listingId: parties.listing.id, buyerId: parties.buyer.id })
		const countered = await answer(id, 'counter', parties.seller.token, { amount: '17,500', message: 'Last price' })
		expect(countered.status).toBe(200)
		expect(await countered.json()).toMatchObject({
			message: 'Counter-offer sent',
			offer: { id, role: 'seller', amount: '15000.00', counter_amount: '17500.00', seller_response: 'Last price', status: 'PENDING', awaiting: 'BUYER', your_turn: false },
		})
		const accepted = await answer(id, 'accept', parties.buyer.token)
		expect(accepted.status).toBe(200)
		expect(await accepted.json()).toMatchObject({ message: 'Offer accepted', offer: { role: 'buyer', status: 'ACCEPTED', awaiting: null } })
		expect((await outbox(context.db)).map((m) => [m.to_address, m.subject])).toEqual([
			[parties.buyer.email, 'Counter-offer on Sony PS4 Slim & 2 pads'],
			[parties.seller.email, 'Offer accepted: Sony PS4 Slim & 2 pads'],
		])
	})

	test('the seller accepts or rejects an offer', async () => {
		const a = await insertOffer(context.db, { listingId: parties.listing.id, buyerId: parties.buyer.id })
		expect(await (await answer(a, 'accept', parties.seller.token)).json()).toMatchObject({ message: 'Offer accepted', offer: { status: 'ACCEPTED' } })
		const r = await insertOffer(context.db, { listingId: parties.listing.id, buyerId: parties.stranger.id })
		expect(await (await answer(r, 'reject', parties.seller.token)).json()).toMatchObject({ message: 'Offer declined', offer: { status: 'REJECTED' } })
		expect((await outbox(context.db)).map((m) => m.to_address)).toEqual([parties.buyer.email, parties.stranger.email])
	})

	test('illegal moves are 409: the buyer answering their own offer, the seller answering their own counter, answering twice', async () => {
		const id = await insertOffer(context.db, { listingId: parties.listing.id, buyerId: parties.buyer.id })
		const own = await answer(id, 'accept', parties.buyer.token)
		expect(own.status).toBe(409)
		expect((await own.json()).message).toBe("This offer is waiting for the seller's answer")
		expect((await answer(id, 'counter', parties.buyer.token, { amount: 100 })).status).toBe(409)
		await answer(id, 'counter', parties.seller.token, { amount: 18000 })
		expect((await answer(id, 'accept', parties.seller.token)).status).toBe(409)
		const buyerCounter = await answer(id, 'counter', parties.buyer.token, { amount: 100 })
		expect(buyerCounter.status).toBe(409)
		expect((await buyerCounter.json()).message).toBe('To change the amount, make a new offer')
		await answer(id, 'accept', parties.buyer.token)
		const twice = await answer(id, 'reject', parties.seller.token)
		expect(twice.status).toBe(409)
		expect((await twice.json()).message).toBe('This offer has already been accepted')
		expect(await offerRow(context.db, id)).toMatchObject({ status: 'ACCEPTED', counter_amount_cents: 1_800_000 })
	})

	test('refusals in order: 401 signed out, 400 malformed id, 404 no such offer or move, 403 not your offer, 400 bad counter', async () => {
		const id = await insertOffer(context.db, { listingId: parties.listing.id, buyerId: parties.buyer.id })
		expect((await answer(id, 'accept')).status).toBe(401)
		expect((await answer('abc', 'accept', parties.seller.token)).status).toBe(400)
		expect((await answer(id + 1, 'accept', parties.seller.token)).status).toBe(404)
		expect((await answer(id, 'sell', parties.seller.token)).status).toBe(404)
		const stranger = await answer(id, 'counter', parties.stranger.token, { amount: 'nope' })
		expect(stranger.status).toBe(403)
		const bad = await answer(id, 'counter', parties.seller.token, { amount: 0.5 })
		expect(bad.status).toBe(400)
		expect((await bad.json()).errors.amount).toEqual(['Please enter a valid amount'])
		expect(await offerRow(context.db, id)).toMatchObject({ status: 'PENDING', last_move_by: 'BUYER', counter_amount_cents: null })
		expect(await outbox(context.db)).toEqual([])
	})

	test('a buyer can never counter: 409 whatever the body (none, a bad amount), before any check of it', async () => {
		const id = await insertOffer(context.db, { listingId: parties.listing.id, buyerId: parties.buyer.id, lastMoveBy: 'SELLER', counterCents: 1_800_000 })
		for (const body of [{}, { amount: 'abc' }, { amount: 17_000 }]) {
			const res = await answer(id, 'counter', parties.buyer.token, body)
			expect(res.status, JSON.stringify(body)).toBe(409)
			expect((await res.json()).message).toBe('To change the amount, make a new offer')
		}
		const seller = await answer(id, 'counter', parties.seller.token, { amount: 'abc' })
		expect(seller.status).toBe(409)
		expect((await seller.json()).message).toBe("This offer is waiting for the buyer's answer")
		expect(await offerRow(context.db, id)).toMatchObject({ status: 'PENDING', last_move_by: 'SELLER', counter_amount_cents: 1_800_000 })
		expect(await outbox(context.db)).toEqual([])
	})

	test('an offer past its time cannot be accepted, rejected or countered, even before the job marks it: 409', async () => {
		const id = await insertOffer(context.db, { listingId: parties.listing.id, buyerId: parties.buyer.id, expiresInDays: -0.01 })
		for (const move of ['accept', 'reject', 'counter']) {
			const res = await answer(id, move, parties.seller.token, { amount: 16_000 })
			expect(res.status, move).toBe(409)
			expect((await res.json()).message).toBe('This offer has expired')
		}
		expect(await offerRow(context.db, id)).toMatchObject({ status: 'PENDING', counter_amount_cents: null })
		expect(await outbox(context.db)).toEqual([])
	})

	test('an open offer on a listing since sold can be declined, not accepted or countered', async () => {
		const id = await insertOffer(context.db, { listingId: parties.listing.id, buyerId: parties.buyer.id })
		await context.db.updateTable('listings').set({ status: 'SOLD' }).where('id', '=', parties.listing.id).execute()
		for (const move of ['accept', 'counter']) {
			const res = await answer(id, move, parties.seller.token, { amount: 16_000 })
			expect(res.status, move).toBe(409)
			expect((await res.json()).message).toBe('This listing is no longer available')
		}
		expect((await answer(id, 'reject', parties.seller.token)).status).toBe(200)
	})

	test('racing answers: of two accepts (and a reject and a counter) sent at once, one wins, the rest are 409; one mail', async () => {
		const id = await insertOffer(context.db, { listingId: parties.listing.id, buyerId: parties.buyer.id })
		const results = await Promise.all([
			answer(id, 'accept', parties.seller.token),
			answer(id, 'accept', parties.seller.token),
			answer(id, 'reject', parties.seller.token),
			answer(id, 'counter', parties.seller.token, { amount: 19_000 }),
		])
		const statuses = results.map((r) => r.status)
		expect(statuses.filter((s) => s === 200)).toHaveLength(1)
		expect(statuses.filter((s) => s === 409)).toHaveLength(3)
		expect(await outbox(context.db)).toHaveLength(1)
	})

	test('racing the buyer: the seller accepting while the buyer replaces the offer leaves one settled offer and one open at most', async () => {
		const id = await insertOffer(context.db, { listingId: parties.listing.id, buyerId: parties.buyer.id })
		const [accepted, replaced] = await Promise.all([
			answer(id, 'accept', parties.seller.token),
			postOffer({ listing_id: parties.listing.id, amount: 16_000 }, parties.buyer.token),
		])
		expect(replaced.status).toBe(201)
		const old = await offerRow(context.db, id)
		// Either the accept came first (agreed; the new offer is a fresh negotiation) or the new offer did (withdrawn: 409).
		if (accepted.status === 200) expect(old.status).toBe('ACCEPTED')
		else expect([accepted.status, old.status]).toEqual([409, 'REJECTED'])
		const open = await context.db.selectFrom('offers').select('id').where('status', '=', 'PENDING').execute()
		expect(open).toHaveLength(1)
	})

	test('GET is not a move: 405', async () => {
		const id = await insertOffer(context.db, { listingId: parties.listing.id, buyerId: parties.buyer.id })
		const res = await call(apiOfferMove.loader, context, getRequest(`/api/offers/${id}/accept`, { token: parties.seller.token }), { id: String(id), move: 'accept' })
		expect(res.status).toBe(405)
	})
})
