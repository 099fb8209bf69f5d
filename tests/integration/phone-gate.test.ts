import { beforeEach, describe, expect, test } from 'vitest'
import * as apiOffers from '#app/routes/api.offers.ts'
import * as apiOfferMove from '#app/routes/api.offers.$id.$move.ts'
import * as apiConversations from '#app/routes/api.conversations.ts'
import * as apiMessages from '#app/routes/api.conversations.$id.messages.ts'
import type { AppContext } from '#app/context.ts'
import { PHONE_NOT_VERIFIED_MESSAGE } from '#app/domain/accounts/phone-gate.server.ts'
import { call, createTestContext, jsonRequest } from './context.ts'
import { insertOffer, offerParties, offerRow } from './offer-fixtures.ts'
import { unverifyPhone } from './factories.ts'

/**
 * Issue 25: until their phone is verified a person makes no offer, agrees or names no price, and sends no message
 * (403 with the reason, nothing written); saying no to an offer stays open. With PHONE_VERIFICATION=off nothing is gated.
 */

let context: AppContext
let parties: Awaited<ReturnType<typeof offerParties>>

beforeEach(async () => {
	context = await createTestContext()
	parties = await offerParties(context.db)
})

function postOffer(body: unknown, token: string) {
	return call(apiOffers.action, context, jsonRequest('/api/offers', body, { token }))
}

function answer(id: number, move: string, token: string, body: unknown = {}) {
	return call(apiOfferMove.action, context, jsonRequest(`/api/offers/${id}/${move}`, body, { token }), { id: String(id), move })
}

function startConversation(body: unknown, token: string) {
	return call(apiConversations.action, context, jsonRequest('/api/conversations', body, { token }))
}

function postMessage(conversationId: number, body: unknown, token: string) {
	return call(apiMessages.action, context, jsonRequest(`/api/conversations/${conversationId}/messages`, body, { token }), { id: String(conversationId) })
}

async function countOf(table: 'offers' | 'conversations' | 'conversation_messages') {
	return Number((await context.db.selectFrom(table).select(({ fn }) => fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n)
}

async function expectRefused(res: Response) {
	expect(res.status).toBe(403)
	expect(await res.json()).toEqual({ message: PHONE_NOT_VERIFIED_MESSAGE })
}

describe('a buyer who must verify their phone', () => {
	test('makes no offer: 403 with the reason, before a bad body is a 400, and nothing is written', async () => {
		await unverifyPhone(context.db, parties.buyer.id)
		await expectRefused(await postOffer({ listing_id: parties.listing.id, amount: 15000, message: 'Today?' }, parties.buyer.token))
		await expectRefused(await postOffer({ amount: 'lots' }, parties.buyer.token))
		expect(await countOf('offers')).toBe(0)
	})

	test('starts no conversation and sends no message; 404 for a listing they cannot see still comes first', async () => {
		const started = await startConversation({ listingId: parties.listing.id, message: 'Is it available?' }, parties.buyer.token)
		expect(started.status).toBe(201)
		const { id } = await started.json()
		await unverifyPhone(context.db, parties.buyer.id)
		await expectRefused(await startConversation({ listingId: parties.listing.id, message: 'Still there?' }, parties.buyer.token))
		await expectRefused(await postMessage(id, { message: 'Hello again' }, parties.buyer.token))
		await expectRefused(await postMessage(id, {}, parties.buyer.token))
		expect((await startConversation({ listingId: 987_654, message: 'Hi' }, parties.buyer.token)).status).toBe(404)
		expect(await postMessage(id, { message: 'Hi' }, parties.stranger.token).then((r) => r.status)).toBe(404)
		expect([await countOf('conversations'), await countOf('conversation_messages')]).toEqual([1, 1])
	})
})

describe('a seller who must verify their phone', () => {
	test('neither accepts nor counters an offer, but may decline it', async () => {
		const offerId = await insertOffer(context.db, { listingId: parties.listing.id, buyerId: parties.buyer.id })
		await unverifyPhone(context.db, parties.seller.id)
		await expectRefused(await answer(offerId, 'accept', parties.seller.token))
		await expectRefused(await answer(offerId, 'counter', parties.seller.token, { amount: 'x' }))
		expect(await offerRow(context.db, offerId)).toMatchObject({ status: 'PENDING', counter_amount_cents: null })
		// 404 and 403 of the offer itself come first.
		expect((await answer(offerId, 'accept', parties.stranger.token)).status).toBe(403)
		expect((await answer(offerId, 'reject', parties.seller.token)).status).toBe(200)
		expect(await offerRow(context.db, offerId)).toMatchObject({ status: 'REJECTED' })
	})

	test("does not answer a buyer's message", async () => {
		const started = await startConversation({ listingId: parties.listing.id, message: 'Is it available?' }, parties.buyer.token)
		const { id } = await started.json()
		await unverifyPhone(context.db, parties.seller.id)
		await expectRefused(await postMessage(id, { message: 'Yes it is' }, parties.seller.token))
		expect(await countOf('conversation_messages')).toBe(1)
	})
})

test('with PHONE_VERIFICATION=off nobody is gated', async () => {
	context = { ...context, env: { ...context.env, PHONE_VERIFICATION: 'off' } }
	await unverifyPhone(context.db, parties.buyer.id)
	await unverifyPhone(context.db, parties.seller.id)
	const offered = await postOffer({ listing_id: parties.listing.id, amount: 15000, message: 'Today?' }, parties.buyer.token)
	expect(offered.status).toBe(201)
	const { offer } = await offered.json()
	expect((await answer(offer.id, 'counter', parties.seller.token, { amount: 17000, message: 'Meet me halfway' })).status).toBe(200)
	const started = await startConversation({ listingId: parties.listing.id, message: 'Is it available?' }, parties.buyer.token)
	expect(started.status).toBe(200)
	const { id } = await started.json()
	expect((await postMessage(id, { message: 'Yes it is' }, parties.seller.token)).status).toBe(201)
})
