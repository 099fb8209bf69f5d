import { beforeEach, expect, test } from 'vitest'
import * as listing from '#app/routes/api.listings.$id.ts'
import * as edit from '#app/routes/listings.edit.tsx'
import type { AppContext } from '#app/context.ts'
import { call, createTestContext, jsonRequest } from './context.ts'
import { insertOffer, offerParties } from './offer-fixtures.ts'

/**
 * Issue 26: a seller lowered the price below their own open counter-offer without a word. A lower price now brings
 * every counter-offer of theirs still waiting for its buyer down to it, the buyer is told, and the seller hears it;
 * through the API and the edit page alike (the rule is in offers/price-drop.server.ts).
 */
let context: AppContext
let parties: Awaited<ReturnType<typeof offerParties>>
beforeEach(async () => {
	context = await createTestContext()
	parties = await offerParties(context.db)
})

const counterOf = async (id: number) =>
	(await context.db.selectFrom('offers').select(['counter_amount_cents', 'status', 'last_move_by', 'expires_at']).where('id', '=', id).executeTakeFirstOrThrow())
const buyerNews = (userId: number) =>
	context.db.selectFrom('notifications').select(['kind', 'params', 'offer_id']).where('user_id', '=', userId).execute()

test('PATCH /api/listings/:id to a price below the open counter-offer: the counter asks the new price, the buyer is told, the answer says so', async () => {
	const { seller, buyer, stranger, listing: item } = parties
	// KSh 20,000 listed; the buyer offered 15,000, the seller countered 19,000 (waits for the buyer).
	const open = await insertOffer(context.db, { listingId: item.id, buyerId: buyer.id, lastMoveBy: 'SELLER', counterCents: 1_900_000 })
	// Not touched: a counter already below the new price, and an offer waiting for the seller.
	const low = await insertOffer(context.db, { listingId: item.id, buyerId: stranger.id, lastMoveBy: 'SELLER', counterCents: 1_600_000 })
	const before = await counterOf(open)

	const res = await call(listing.action, context, jsonRequest(`/api/listings/${item.id}`, { price: '17000' }, { method: 'PATCH', token: seller.token }), { id: String(item.id) })
	expect(res.status).toBe(200)
	const body = await res.json()
	expect(body).toMatchObject({ price: '17000.00', lowered_counter_offers: [{ offer_id: open, from: '19000.00', to: '17000.00' }] })
	expect(await counterOf(open)).toEqual({ ...before, counter_amount_cents: 1_700_000 })
	expect((await counterOf(low)).counter_amount_cents).toBe(1_600_000)
	const news = await buyerNews(buyer.id)
	expect(news).toEqual([expect.objectContaining({ kind: 'OFFER_COUNTERED', offer_id: open })])
	const params = news[0]!.params
	expect(typeof params === 'string' ? JSON.parse(params) : params).toMatchObject({ amount: 'KSh 17,000', who: 'The seller', side: 'buyer' })
	expect(await buyerNews(stranger.id)).toEqual([])

	// A raise, or a price still below every counter, changes no offer and adds nothing to the answer.
	const raised = await call(listing.action, context, jsonRequest(`/api/listings/${item.id}`, { price: '18000' }, { method: 'PATCH', token: seller.token }), { id: String(item.id) })
	expect(await raised.json()).not.toHaveProperty('lowered_counter_offers')
	expect((await counterOf(open)).counter_amount_cents).toBe(1_700_000)
})

test('the edit page: the same rule, and the toast tells the seller', async () => {
	const { seller, buyer, listing: item } = parties
	const open = await insertOffer(context.db, { listingId: item.id, buyerId: buyer.id, lastMoveBy: 'SELLER', counterCents: 1_900_000 })
	const form = new FormData()
	const fields = { intent: 'update', title: 'Sony PS4 Slim & 2 pads', description: 'Works well', category: 'electronics', price: '15000', location: 'Nairobi', condition: 'GOOD', reason: 'Upgraded' }
	for (const [k, v] of Object.entries(fields)) form.append(k, v)
	const res = await call(edit.action, context, new Request(`http://localhost/listings/${item.id}/edit`, { method: 'POST', body: form, headers: { cookie: `__session=${seller.token}` } }), {
		id: String(item.id),
	})
	expect(res.status).toBe(302)
	const value = decodeURIComponent(/toast=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')![1]!)
	const toast = JSON.parse(Buffer.from(value.slice(0, value.lastIndexOf('.')), 'base64url').toString())
	expect(toast.description).toContain('Your open counter-offers above the new price now ask the new price; the buyers have been told.')
	expect((await counterOf(open)).counter_amount_cents).toBe(1_500_000)
	expect(await buyerNews(buyer.id)).toEqual([expect.objectContaining({ kind: 'OFFER_COUNTERED', offer_id: open })])
})
