import { beforeEach, describe, expect, test } from 'vitest'
import * as status from '#app/routes/api.listings.$id.status.ts'
import * as photo from '#app/routes/api.listings.$id.photos.$photoId.ts'
import * as approve from '#app/routes/api.listings.$id.approve.ts'
import * as offers from '#app/routes/api.offers.ts'
import * as initiate from '#app/routes/api.payments.initiate.ts'
import * as markCompleted from '#app/routes/api.admin.payments.mark-completed.$listingId.ts'
import * as cases from '#app/routes/api.admin.cases.$id.ts'
import * as feature from '#app/routes/api.admin.listings.$id.feature.ts'
import * as bulk from '#app/routes/api.admin.bulk-action.ts'
import * as offerMove from '#app/routes/api.offers.$id.$move.ts'
import * as conversations from '#app/routes/api.conversations.ts'
import * as conversationAction from '#app/routes/api.conversations.$id.$action.ts'
import * as fraudReview from '#app/routes/api.admin.fraud-alerts.$id.review.ts'
import type { AppContext } from '#app/context.ts'
import { createSession } from '#app/domain/accounts/sessions.server.ts'
import { call, createTestContext, jsonRequest } from './context.ts'
import { createListing, createUser } from './factories.ts'
import { insertFraudAlert } from './fraud-fixtures.ts'

/*
 * What the API checks first, from the outside (DESIGN.md §3): 401, then 404 (what the path or body names is not
 * there, for this caller), then 403 (not theirs), then 400 (a bad body, broken JSON included); and numbers are only
 * numbers: `true` or `[5]` are not read as 1 or 5.
 */

let context: AppContext
let seller: { id: number; token: string }
let stranger: { id: number; token: string }
let admin: { id: number; token: string }

async function member(role: 'SELLER' | 'BUYER' | 'ADMIN') {
	const user = await createUser(context.db, { role, phoneVerified: true })
	return { id: user.id, token: (await createSession(context.db, { userId: user.id })).token }
}

beforeEach(async () => {
	context = await createTestContext()
	;[seller, stranger, admin] = [await member('SELLER'), await member('SELLER'), await member('ADMIN')]
})

const broken = (path: string, token: string, method = 'POST') =>
	new Request(`http://localhost${path}`, { method, headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: '{"garbage":' })

async function answer(response: Promise<Response>) {
	const res = await response
	return { status: res.status, message: ((await res.json()) as { message: string }).message }
}

describe('404 and 403 come before a bad body', () => {
	test("a listing's status: unknown 404, another's draft 404, another's on sale 403, then the body's 400", async () => {
		const draft = await createListing(context.db, { sellerId: seller.id, status: 'DRAFT' })
		const onSale = await createListing(context.db, { sellerId: seller.id })
		const patch = (id: number, token: string, body: unknown = {}) => call(status.action, context, jsonRequest(`/api/listings/${id}/status`, body, { method: 'PATCH', token }), { id: String(id) })
		expect(await answer(patch(999_999, stranger.token))).toEqual({ status: 404, message: 'Listing not found' })
		expect(await answer(patch(draft.id, stranger.token))).toEqual({ status: 404, message: 'Listing not found' })
		expect(await answer(patch(onSale.id, stranger.token))).toEqual({ status: 403, message: 'You do not have permission to do this' })
		expect((await patch(onSale.id, seller.token)).status).toBe(400)
		expect(await answer(call(status.action, context, broken(`/api/listings/999999/status`, seller.token, 'PATCH'), { id: '999999' }))).toMatchObject({ status: 404 })
		expect((await context.db.selectFrom('listings').select('status').where('id', '=', onSale.id).executeTakeFirstOrThrow()).status).toBe('PUBLISHED')
	})

	test("making a photo the main one: another's listing 404 or 403 before the body's 400", async () => {
		const draft = await createListing(context.db, { sellerId: seller.id, status: 'DRAFT' })
		const onSale = await createListing(context.db, { sellerId: seller.id })
		const patch = (id: number) => call(photo.action, context, jsonRequest(`/api/listings/${id}/photos/1`, {}, { method: 'PATCH', token: stranger.token }), { id: String(id), photoId: '1' })
		expect((await patch(999_999)).status).toBe(404)
		expect((await patch(draft.id)).status).toBe(404)
		expect((await patch(onSale.id)).status).toBe(403)
	})

	test('approving: an unknown listing is a 404 whatever the body', async () => {
		const approving = (body: unknown) => call(approve.action, context, jsonRequest('/api/listings/999999/approve', body, { token: admin.token }), { id: '999999' })
		expect((await approving({ adminNotes: 5 })).status).toBe(404)
		expect((await call(approve.action, context, broken('/api/listings/999999/approve', admin.token), { id: '999999' })).status).toBe(404)
	})

	test("an offer: the listing it names 404 (unknown), 403 (one's own) before a bad amount's 400; nothing written", async () => {
		const buyer = await member('BUYER')
		const own = await createListing(context.db, { sellerId: seller.id })
		const offer = (token: string, body: unknown) => call(offers.action, context, jsonRequest('/api/offers', body, { token }))
		expect(await answer(offer(buyer.token, { listing_id: 999_999, amount: 'x' }))).toEqual({ status: 404, message: 'Listing not found' })
		expect(await answer(offer(seller.token, { listing_id: own.id, amount: 'x' }))).toEqual({ status: 403, message: 'You cannot make an offer on your own listing' })
		expect((await offer(buyer.token, { listing_id: own.id, amount: 'x' })).status).toBe(400)
		expect((await offer(buyer.token, { listing_id: 'six', amount: 100 })).status).toBe(400)
		expect(await context.db.selectFrom('offers').select('id').execute()).toEqual([])
	})

	test("paying a listing's fee: unknown 404, another's unseen 404, before a bad phone's 400", async () => {
		const approved = await createListing(context.db, { sellerId: seller.id, status: 'APPROVED' })
		const pay = (token: string, listingId: unknown) => call(initiate.action, context, jsonRequest('/api/payments/initiate', { listingId, phone: 'x' }, { token }))
		expect((await pay(stranger.token, 999_999)).status).toBe(404)
		expect((await pay(stranger.token, approved.id)).status).toBe(404)
		expect((await pay(seller.token, approved.id)).status).toBe(400)
	})

	test('the payment fixer and a case: an unknown one is a 404 whatever the body, broken JSON included', async () => {
		const fix = (body: unknown) => call(markCompleted.action, context, jsonRequest('/api/admin/payments/mark-completed/999999', body, { token: admin.token }), { listingId: '999999' })
		expect((await fix({})).status).toBe(404)
		expect((await call(markCompleted.action, context, broken('/api/admin/payments/mark-completed/999999', admin.token), { listingId: '999999' })).status).toBe(404)
		expect((await call(cases.action, context, broken('/api/admin/cases/999999', admin.token, 'PATCH'), { id: '999999' })).status).toBe(404)
		expect((await call(feature.action, context, broken('/api/admin/listings/999999/feature', admin.token), { id: '999999' })).status).toBe(404)
	})
})

describe('a call that takes no body', () => {
	test('refuses a broken one (400) after finding what it names, and does nothing: accepting an offer, reading or blocking a conversation, reviewing a fraud alert', async () => {
		const buyer = await member('BUYER')
		const listing = await createListing(context.db, { sellerId: seller.id })
		const made = await call(offers.action, context, jsonRequest('/api/offers', { listing_id: listing.id, amount: 1000 }, { token: buyer.token }))
		const { offer } = (await made.json()) as { offer: { id: number } }
		const accept = (id: number) => call(offerMove.action, context, broken(`/api/offers/${id}/accept`, seller.token), { id: String(id), move: 'accept' })
		expect((await accept(999_999)).status).toBe(404)
		expect(await answer(accept(offer.id))).toEqual({ status: 400, message: 'Request body is not valid JSON' })
		expect((await context.db.selectFrom('offers').select('status').where('id', '=', offer.id).executeTakeFirstOrThrow()).status).toBe('PENDING')

		const started = await call(conversations.action, context, jsonRequest('/api/conversations', { listingId: listing.id, message: 'Is it still there?' }, { token: buyer.token }))
		const conversation = (await started.json()) as { id: number }
		for (const action of ['read', 'block']) {
			const act = (id: number, token: string) => call(conversationAction.action, context, broken(`/api/conversations/${id}/${action}`, token), { id: String(id), action })
			expect((await act(conversation.id, stranger.token)).status, action).toBe(404)
			expect((await act(conversation.id, seller.token)).status, action).toBe(400)
		}
		expect((await context.db.selectFrom('conversations').selectAll().where('id', '=', conversation.id).executeTakeFirstOrThrow()).blocked_by).toBeNull()
		const review = (id: number) => call(fraudReview.action, context, broken(`/api/admin/fraud-alerts/${id}/review`, admin.token), { id: String(id) })
		expect((await review(999_999)).status).toBe(404)
		const alertId = await insertFraudAlert(context.db, { userId: seller.id, listingId: listing.id })
		expect((await review(alertId)).status).toBe(400)
		expect((await context.db.selectFrom('fraud_alerts').select('is_reviewed').where('id', '=', alertId).executeTakeFirstOrThrow()).is_reviewed).toBe(0)
	})
})

describe('numbers are numbers', () => {
	test('true, [1] or "0x1" name no listing to pay for, and no user to act on', async () => {
		const approved = await createListing(context.db, { sellerId: seller.id, status: 'APPROVED' })
		expect(approved.id).toBe(1)
		for (const listingId of [true, [1], '0x1', '1e0']) {
			const res = await call(initiate.action, context, jsonRequest('/api/payments/initiate', { listingId, phone: '0712345678' }, { token: seller.token }))
			expect(res.status, JSON.stringify(listingId)).toBe(400)
		}
		expect(await context.db.selectFrom('payment_attempts').select('id').execute()).toEqual([])
		const acting = await call(bulk.action, context, jsonRequest('/api/admin/bulk-action', { action: 'SUSPEND', targetType: 'USER', targetIds: [true] }, { token: admin.token }))
		expect(acting.status).toBe(400)
		const featuring = await call(feature.action, context, jsonRequest(`/api/admin/listings/${approved.id}/feature`, { duration: [14] }, { token: admin.token }), { id: String(approved.id) })
		expect(featuring.status).toBe(400)
	})

	test('the payment fixer takes no more than one M-PESA payment can carry', async () => {
		const approved = await createListing(context.db, { sellerId: seller.id, status: 'APPROVED' })
		const fix = (amount: unknown) => call(markCompleted.action, context, jsonRequest(`/api/admin/payments/mark-completed/${approved.id}`, { transactionId: 'AUDIT12345', amount }, { token: admin.token }), { listingId: String(approved.id) })
		expect(await answer(fix(1e300))).toEqual({ status: 400, message: 'An M-PESA payment is at most KES 250,000' })
		expect((await fix(true)).status).toBe(400)
		expect(await context.db.selectFrom('transactions').select('id').execute()).toEqual([])
	})
})
