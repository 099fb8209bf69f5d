import { beforeEach, describe, expect, test, vi } from 'vitest'
import * as mpesaInitiate from '#app/routes/api.payments.mpesa-initiate.ts'
import * as initiate from '#app/routes/api.payments.initiate.ts'
import * as status from '#app/routes/api.payments.status.$listingId.ts'
import * as callback from '#app/routes/api.payments.mpesa-callback.$token.ts'
import * as markCompleted from '#app/routes/api.admin.payments.mark-completed.$listingId.ts'
import * as debug from '#app/routes/api.admin.payments.debug.$listingId.ts'
import type { AppContext } from '#app/context.ts'
import type { ListingStatus } from '#db/enums.ts'
import { parseEnv } from '#app/env.server.ts'
import { createSession } from '#app/domain/accounts/sessions.server.ts'
import { changeListingStatus } from '#app/domain/listings/transitions.server.ts'
import { callbackPath } from '#app/domain/payments/gateway.server.ts'
import { SIMULATOR_TEST_PHONES, createMpesaSimulator, paidStkCallback } from '#app/domain/payments/simulator.server.ts'
import { PaymentError } from '#app/domain/payments/rules.server.ts'
import { initiatePayment } from '#app/domain/payments/initiate.server.ts'
import { settleStalePayments } from '#app/domain/payments/settle.server.ts'
import { agePrompt, darajaClientFor, fakeDarajaEachTest } from './fake-daraja.ts'
import { call, createTestContext, getRequest, jsonRequest } from './context.ts'
import { createListing, createUser } from './factories.ts'

const PROMPT = 'Check your phone for M-PESA prompt to complete payment'
const NEVER = 3_600_000

let context: AppContext
let seller: { id: number; token: string }
let admin: { id: number; token: string }

/** Simulator settings: delay 0 pays at once; NEVER leaves the callback to the test. */
async function useSimulator(delayMs: number) {
	context = await createTestContext({
		env: parseEnv({ NODE_ENV: 'test', SEED_DEMO: 'false', MPESA_SIM_DELAY_MS: String(delayMs), SESSION_SECRET: 'payments-test-secret-0123456789' }),
	})
	seller = await userWithToken('SELLER')
	admin = await userWithToken('ADMIN')
}

async function userWithToken(role: 'SELLER' | 'ADMIN' | 'BUYER') {
	const user = await createUser(context.db, { role })
	return { id: user.id, token: (await createSession(context.db, { userId: user.id })).token }
}

function callbackToken() {
	return callbackPath(context.env).split('/').at(-1)!
}

async function listingRow(id: number) {
	return context.db.selectFrom('listings').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
}

async function transactionsOf(listingId: number) {
	return context.db.selectFrom('transactions').selectAll().where('listing_id', '=', listingId).execute()
}

async function attemptsOf(listingId: number) {
	return context.db.selectFrom('payment_attempts').selectAll().where('listing_id', '=', listingId).orderBy('id').execute()
}

async function pay({ listingId, phone = '0712 345 678', token = seller.token }: { listingId: number; phone?: string; token?: string }) {
	return call(mpesaInitiate.action, context, jsonRequest('/api/payments/mpesa-initiate', { listing_id: listingId, phone }, { token }))
}

async function statusOf(listingId: number, token = seller.token) {
	return call(status.loader, context, getRequest(`/api/payments/status/${listingId}`, { token }), { listingId: String(listingId) })
}

async function waitForPaymentStatus(listingId: number, expected: string) {
	await vi.waitFor(async () => expect((await listingRow(listingId)).payment_status).toBe(expected), { timeout: 5000, interval: 10 })
}

function successCallback({ checkoutRequestId, amount = 15, receipt = 'SKL4H7Q2XA' }: { checkoutRequestId: string; amount?: number; receipt?: string }) {
	return paidStkCallback({ merchantRequestId: '29115-34620561-1', checkoutRequestId, amountKes: amount, receipt, paidAt: 20250301143005, phone: 254712345678 })
}

async function postCallback(body: unknown, token = callbackToken()) {
	return call(callback.action, context, jsonRequest(`/api/payments/mpesa-callback/${token}`, body), { token })
}

async function approvedListing(listingStatus: ListingStatus = 'APPROVED') {
	return createListing(context.db, { sellerId: seller.id, status: listingStatus })
}

describe('POST /api/payments/mpesa-initiate and /api/payments/initiate', () => {
	beforeEach(() => useSimulator(NEVER))

	test('the owner starts the payment: the prompt is sent, the attempt stored, an approved listing waits for payment', async () => {
		const listing = await approvedListing()
		const res = await pay({ listingId: listing.id })
		expect(res.status).toBe(200)
		const body = await res.json()
		expect(body).toEqual({ message: PROMPT, checkoutRequestId: expect.stringMatching(/^ws_CO_\d+254712345678$/), listingId: listing.id })
		const row = await listingRow(listing.id)
		expect(row).toMatchObject({
			status: 'PAYMENT_PENDING',
			payment_status: 'PENDING',
			checkout_request_id: body.checkoutRequestId,
			payment_phone: '254712345678',
			payment_amount_cents: 1500,
		})
		expect(await attemptsOf(listing.id)).toEqual([
			expect.objectContaining({ checkout_request_id: body.checkoutRequestId, phone: '254712345678', amount_cents: 1500, status: 'PENDING', user_id: seller.id }),
		])
		const logs = await context.db.selectFrom('moderation_logs').selectAll().where('target_id', '=', listing.id).execute()
		expect(logs.map((l) => [l.action, l.from_status, l.to_status, l.admin_id])).toEqual([['PAYMENT_STARTED', 'APPROVED', 'PAYMENT_PENDING', seller.id]])
	})

	test('/api/payments/initiate takes listingId; a listing waiting for approval keeps waiting', async () => {
		const listing = await approvedListing('PENDING_APPROVAL')
		const res = await call(initiate.action, context, jsonRequest('/api/payments/initiate', { listingId: listing.id, phone: '+254 110 345 678' }, { token: seller.token }))
		expect(res.status).toBe(200)
		expect((await res.json()).message).toBe(PROMPT)
		expect(await listingRow(listing.id)).toMatchObject({ status: 'PENDING_APPROVAL', payment_status: 'PENDING', payment_phone: '254110345678' })
	})

	test('an admin may start it for a seller', async () => {
		const listing = await approvedListing()
		expect((await pay({ listingId: listing.id, token: admin.token })).status).toBe(200)
	})

	test('another seller is refused (404 for a listing out of their sight, 403 for one on sale), a visitor is asked to log in (401)', async () => {
		const listing = await approvedListing()
		const other = await userWithToken('SELLER')
		const unseen = await pay({ listingId: listing.id, token: other.token, phone: 'not a phone' })
		expect(unseen.status).toBe(404)
		expect(await unseen.json()).toEqual({ message: 'Listing not found' })
		const onSale = await approvedListing('PUBLISHED')
		const forbidden = await pay({ listingId: onSale.id, token: other.token, phone: 'not a phone' })
		expect(forbidden.status).toBe(403)
		expect(await forbidden.json()).toEqual({ message: 'You do not have permission to do this' })
		const anonymous = await call(mpesaInitiate.action, context, jsonRequest('/api/payments/mpesa-initiate', { listing_id: listing.id, phone: '0712345678' }))
		expect(anonymous.status).toBe(401)
		expect(await anonymous.json()).toEqual({ message: 'Invalid token' })
		expect(await attemptsOf(listing.id)).toEqual([])
		expect((await listingRow(listing.id)).status).toBe('APPROVED')
	})

	test('a bad or missing phone is a 400 with the message per field, and writes nothing', async () => {
		const listing = await approvedListing()
		const bad = await pay({ listingId: listing.id, phone: '0812 345 678' })
		expect(bad.status).toBe(400)
		const body = await bad.json()
		expect(body.errors).toEqual({ phone: ['Please enter a valid Safaricom number, e.g. 0712 345 678'] })
		expect(body.message).toContain('Please enter a valid Safaricom number, e.g. 0712 345 678')
		const empty = await pay({ listingId: listing.id, phone: '' })
		expect(empty.status).toBe(400)
		expect((await empty.json()).errors).toEqual({ phone: ['Please enter your M-PESA phone number'] })
		expect(await attemptsOf(listing.id)).toEqual([])
	})

	test('an already paid listing is a 409', async () => {
		const listing = await approvedListing('PENDING_APPROVAL')
		await context.db.updateTable('listings').set({ payment_status: 'COMPLETED' }).where('id', '=', listing.id).execute()
		const res = await pay({ listingId: listing.id })
		expect(res.status).toBe(409)
		expect(await res.json()).toEqual({ message: 'This listing is already paid for' })
	})

	test('listings that cannot be paid for are 409 with a reason; a missing one is 404', async () => {
		const sold = await approvedListing('SOLD')
		// Sold while it waited for its fee (an approved listing may be marked sold).
		await context.db.updateTable('listings').set({ payment_status: 'PENDING' }).where('id', '=', sold.id).execute()
		expect(await (await pay({ listingId: sold.id })).json()).toEqual({ message: 'This listing is sold and cannot be paid for' })
		const draft = await approvedListing('DRAFT')
		expect((await pay({ listingId: draft.id })).status).toBe(409)
		const missing = await pay({ listingId: 999_999 })
		expect(missing.status).toBe(404)
		expect(await missing.json()).toEqual({ message: 'Listing not found' })
	})

	test('a second prompt within 2 minutes is refused; after that it may be sent again', async () => {
		const listing = await approvedListing()
		expect((await pay({ listingId: listing.id })).status).toBe(200)
		const again = await pay({ listingId: listing.id })
		expect(again.status).toBe(409)
		expect(await again.json()).toEqual({ message: 'A payment request was already sent to your phone. Please complete it or wait 2 minutes.' })
		await context.db.updateTable('payment_attempts').set({ created_at: new Date(Date.now() - 121_000).toISOString() }).execute()
		expect((await pay({ listingId: listing.id })).status).toBe(200)
		expect(await attemptsOf(listing.id)).toHaveLength(2)
	})
})

describe('the simulator, end to end', () => {
	beforeEach(() => useSimulator(0))

	test('a successful payment publishes an approved listing and records the receipt', async () => {
		const listing = await approvedListing()
		expect((await pay({ listingId: listing.id })).status).toBe(200)
		await waitForPaymentStatus(listing.id, 'COMPLETED')
		await vi.waitFor(async () => expect((await listingRow(listing.id)).status).toBe('PUBLISHED'), { timeout: 2000, interval: 10 })
		const row = await listingRow(listing.id)
		const [transaction, ...more] = await transactionsOf(listing.id)
		expect(more).toEqual([])
		expect(transaction).toMatchObject({ amount_cents: 1500, mpesa_receipt: expect.stringMatching(/^S[A-Z0-9]{9}$/), phone: '254712345678' })
		expect(row).toMatchObject({ payment_transaction_id: transaction!.mpesa_receipt, payment_amount_cents: 1500, payment_date: expect.any(String) })
		expect(Date.parse(row.expires_at!) - Date.now()).toBeGreaterThan(29 * 86_400_000)
		const logs = await context.db.selectFrom('moderation_logs').selectAll().where('target_id', '=', listing.id).orderBy('id').execute()
		expect(logs.map((l) => [l.action, l.to_status, l.admin_id])).toEqual([
			['PAYMENT_STARTED', 'PAYMENT_PENDING', seller.id],
			['PAYMENT_CONFIRMED', 'PUBLISHED', null],
		])
		const res = await statusOf(listing.id)
		expect(await res.json()).toMatchObject({ paymentStatus: 'COMPLETED', transactionId: transaction!.mpesa_receipt, message: null })
	})

	test('a listing paid while waiting for approval stays there, and approval then publishes it', async () => {
		const listing = await approvedListing('PENDING_APPROVAL')
		await pay({ listingId: listing.id })
		await waitForPaymentStatus(listing.id, 'COMPLETED')
		expect((await listingRow(listing.id)).status).toBe('PENDING_APPROVAL')
		await changeListingStatus(context.db, { listingId: listing.id, action: 'approve', actor: { id: admin.id, role: 'ADMIN' }, ttlDays: 30 })
		expect((await listingRow(listing.id)).status).toBe('PUBLISHED')
	})

	const expected: Record<number, { status: string; message: string }> = {
		1032: { status: 'CANCELLED', message: 'You cancelled the M-PESA payment.' },
		1037: { status: 'FAILED', message: 'We could not reach your phone. Check it is on and has network, then try again.' },
		2001: { status: 'FAILED', message: 'The M-PESA PIN was wrong. Please try again.' },
		1: { status: 'FAILED', message: 'Your M-PESA balance is too low for this payment.' },
		1019: { status: 'FAILED', message: 'The M-PESA request expired before it was completed. Please try again.' },
	}

	test.each(SIMULATOR_TEST_PHONES.map((t) => [t.phone, t.resultCode] as const))('test phone %s gives result %i, its message, and no publication', async (phone, code) => {
		const listing = await approvedListing()
		expect((await pay({ listingId: listing.id, phone: `0${phone.slice(3)}` })).status).toBe(200)
		await waitForPaymentStatus(listing.id, expected[code]!.status)
		expect(await attemptsOf(listing.id)).toEqual([expect.objectContaining({ status: expected[code]!.status, result_code: code, result_desc: expected[code]!.message })])
		// Still waiting for payment: the seller sees Pay Now again.
		expect((await listingRow(listing.id)).status).toBe('PAYMENT_PENDING')
		expect(await transactionsOf(listing.id)).toEqual([])
		const body = await (await statusOf(listing.id)).json()
		expect(body).toMatchObject({ paymentStatus: expected[code]!.status, message: expected[code]!.message, transactionId: null })
		// And may pay again at once.
		expect((await pay({ listingId: listing.id })).status).toBe(200)
		await waitForPaymentStatus(listing.id, 'COMPLETED')
	})
})

describe('the simulator on its own', () => {
	beforeEach(() => useSimulator(NEVER))

	test('its status query says "being processed" until the delay has passed, then the result', async () => {
		let clock = Date.now()
		const dropped: unknown[] = []
		const simulator = createMpesaSimulator({ delayMs: 30_000, now: () => clock, onCallback: async (body) => (dropped.push(body), 'ignored') })
		const push = await simulator.stkPush({ phone: '254700001032', amountKes: 15, accountReference: 'SOKO1', description: 'Listing fee' })
		expect(push).toMatchObject({ responseCode: '0', customerMessage: 'Success. Request accepted for processing' })
		expect(push.merchantRequestId).toMatch(/^\d+-\d+-1$/)
		expect(await simulator.stkQuery({ checkoutRequestId: push.checkoutRequestId })).toEqual({
			checkoutRequestId: push.checkoutRequestId,
			resultCode: null,
			resultDesc: 'The transaction is being processed',
		})
		clock += 30_000
		expect(await simulator.stkQuery({ checkoutRequestId: push.checkoutRequestId })).toMatchObject({ resultCode: 1032 })
		await expect(simulator.stkQuery({ checkoutRequestId: 'ws_CO_never' })).rejects.toThrow('M-PESA could not start the payment')
	})

	test('the settle job finds a payment whose callback never arrived', async () => {
		const listing = await approvedListing()
		const simulator = createMpesaSimulator({ delayMs: 0, onCallback: async () => 'ignored' })
		await initiatePayment(context.db, { env: context.env, gateway: simulator, listingId: listing.id, phone: '0712345678', actor: { id: seller.id, role: 'SELLER' } })
		await context.db.updateTable('payment_attempts').set({ created_at: new Date(Date.now() - 90_000).toISOString() }).execute()
		expect((await listingRow(listing.id)).payment_status).toBe('PENDING')
		await settleStalePayments(context.db, { env: context.env, gateway: simulator })
		expect(await listingRow(listing.id)).toMatchObject({ status: 'PUBLISHED', payment_status: 'COMPLETED' })
	})

	test('a callback that arrives before its attempt is stored is delivered again', async () => {
		const outcomes: ('unknown' | 'completed')[] = ['unknown', 'completed']
		const delivered: unknown[] = []
		const simulator = createMpesaSimulator({ delayMs: 0, onCallback: async (body) => (delivered.push(body), outcomes.shift()!) })
		await simulator.stkPush({ phone: '254712345678', amountKes: 15, accountReference: 'SOKO1', description: 'Listing fee' })
		await vi.waitFor(() => expect(delivered).toHaveLength(2), { timeout: 3000, interval: 10 })
		expect(delivered[0]).toEqual(delivered[1])
	})
})

describe('POST /api/payments/mpesa-callback/{token}', () => {
	beforeEach(() => useSimulator(NEVER))

	async function pending() {
		const listing = await approvedListing()
		const { checkoutRequestId } = await (await pay({ listingId: listing.id })).json()
		return { listing, checkoutRequestId: checkoutRequestId as string }
	}

	test('the same callback twice records one transaction and publishes once', async () => {
		const { listing, checkoutRequestId } = await pending()
		for (let i = 0; i < 2; i++) {
			const res = await postCallback(successCallback({ checkoutRequestId }))
			expect(res.status).toBe(200)
			expect(await res.json()).toEqual({ ResultCode: 0, ResultDesc: 'Accepted' })
		}
		expect(await transactionsOf(listing.id)).toEqual([expect.objectContaining({ mpesa_receipt: 'SKL4H7Q2XA', amount_cents: 1500, phone: '254712345678' })])
		expect(await listingRow(listing.id)).toMatchObject({
			status: 'PUBLISHED',
			payment_status: 'COMPLETED',
			payment_transaction_id: 'SKL4H7Q2XA',
			payment_date: '2025-03-01T11:30:05.000Z',
		})
		const confirmations = await context.db.selectFrom('moderation_logs').select('id').where('action', '=', 'PAYMENT_CONFIRMED').execute()
		expect(confirmations).toHaveLength(1)
	})

	test('a failure after success is ignored: settled attempts are never reopened', async () => {
		const { listing, checkoutRequestId } = await pending()
		await postCallback(successCallback({ checkoutRequestId }))
		await postCallback({ Body: { stkCallback: { MerchantRequestID: 'x', CheckoutRequestID: checkoutRequestId, ResultCode: 1032, ResultDesc: 'Request cancelled by user' } } })
		expect(await listingRow(listing.id)).toMatchObject({ payment_status: 'COMPLETED', status: 'PUBLISHED' })
		expect((await attemptsOf(listing.id))[0]!.status).toBe('COMPLETED')
	})

	test('a wrong amount is not a payment: the attempt fails with the reason and the listing is not published', async () => {
		const { listing, checkoutRequestId } = await pending()
		expect(await (await postCallback(successCallback({ checkoutRequestId, amount: 1 }))).json()).toEqual({ ResultCode: 0, ResultDesc: 'Accepted' })
		expect(await attemptsOf(listing.id)).toEqual([
			expect.objectContaining({ status: 'FAILED', result_desc: 'Amount mismatch: expected 15, got 1', mpesa_receipt: 'SKL4H7Q2XA' }),
		])
		expect(await listingRow(listing.id)).toMatchObject({ status: 'PAYMENT_PENDING', payment_status: 'FAILED', payment_transaction_id: null })
		expect(await transactionsOf(listing.id)).toEqual([])
		expect((await (await statusOf(listing.id)).json()).message).toBe('Amount mismatch: expected 15, got 1')
	})

	test('a wrong token is a 404 and records nothing', async () => {
		const { listing, checkoutRequestId } = await pending()
		const res = await postCallback(successCallback({ checkoutRequestId }), 'f'.repeat(32))
		expect(res.status).toBe(404)
		expect(await listingRow(listing.id)).toMatchObject({ payment_status: 'PENDING', status: 'PAYMENT_PENDING' })
		expect(await transactionsOf(listing.id)).toEqual([])
	})

	test('malformed bodies and unknown CheckoutRequestIDs are accepted and ignored', async () => {
		const { listing } = await pending()
		const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
		try {
			for (const body of [{}, { Body: { stkCallback: { ResultCode: 0 } } }, 'not json', successCallback({ checkoutRequestId: 'ws_CO_unknown' })]) {
				const res = await postCallback(body)
				expect(await res.json()).toEqual({ ResultCode: 0, ResultDesc: 'Accepted' })
			}
			expect(warn).toHaveBeenCalled()
		} finally {
			warn.mockRestore()
		}
		expect(await listingRow(listing.id)).toMatchObject({ payment_status: 'PENDING' })
		expect(await context.db.selectFrom('transactions').selectAll().execute()).toEqual([])
	})
})

describe('GET /api/payments/status/{listingId}', () => {
	beforeEach(() => useSimulator(NEVER))

	test('answers the fields of spec 2 §3 to the owner and admins only', async () => {
		const listing = await approvedListing()
		const { checkoutRequestId } = await (await pay({ listingId: listing.id })).json()
		const waiting = await (await statusOf(listing.id)).json()
		expect(waiting).toEqual({
			listingId: listing.id,
			paymentStatus: 'PENDING',
			paymentAmount: '15.00',
			paymentPhone: '254712345678',
			transactionId: null,
			timeRemaining: 0,
			createdAt: expect.any(String),
			paymentDate: null,
			message: null,
		})
		await postCallback(successCallback({ checkoutRequestId }))
		const paid = await (await statusOf(listing.id, admin.token)).json()
		expect(paid).toMatchObject({ paymentStatus: 'COMPLETED', transactionId: 'SKL4H7Q2XA', paymentDate: '2025-03-01T11:30:05.000Z' })
		expect(paid.timeRemaining).toBeGreaterThan(30 * 86_400 - 60)
		expect(paid.timeRemaining).toBeLessThanOrEqual(30 * 86_400)

		const other = await userWithToken('BUYER')
		expect((await statusOf(listing.id, other.token)).status).toBe(403)
		const anonymous = await call(status.loader, context, getRequest(`/api/payments/status/${listing.id}`), { listingId: String(listing.id) })
		expect(anonymous.status).toBe(401)
		expect(await anonymous.json()).toEqual({ message: 'Invalid token' })
		expect((await statusOf(999_999)).status).toBe(404)
	})
})

describe('admin payment fixer', () => {
	beforeEach(() => useSimulator(NEVER))

	function mark(listingId: number, body: Record<string, unknown>, token = admin.token) {
		return call(markCompleted.action, context, jsonRequest(`/api/admin/payments/mark-completed/${listingId}`, body, { token }), { listingId: String(listingId) })
	}

	test('mark-completed is for admins only', async () => {
		const listing = await approvedListing()
		expect((await mark(listing.id, { transactionId: 'SKL4H7Q2XA' }, seller.token)).status).toBe(403)
		const anonymous = await call(markCompleted.action, context, jsonRequest(`/api/admin/payments/mark-completed/${listing.id}`, { transactionId: 'SKL4H7Q2XA' }), { listingId: String(listing.id) })
		expect(anonymous.status).toBe(401)
		expect(await transactionsOf(listing.id)).toEqual([])
	})

	test('records the transaction (amount defaults to the fee), publishes, and is logged', async () => {
		const listing = await approvedListing()
		const { checkoutRequestId } = await (await pay({ listingId: listing.id })).json()
		const res = await mark(listing.id, { transactionId: 'skl4h7q2xa', phone: '0712 345 678' })
		expect(res.status).toBe(200)
		expect(await res.json()).toEqual({
			message: 'Payment marked as completed successfully',
			listingId: listing.id,
			status: 'PUBLISHED',
			paymentStatus: 'COMPLETED',
			transactionId: 'SKL4H7Q2XA',
		})
		expect(await listingRow(listing.id)).toMatchObject({ status: 'PUBLISHED', payment_status: 'COMPLETED', payment_transaction_id: 'SKL4H7Q2XA', payment_amount_cents: 1500 })
		expect(await transactionsOf(listing.id)).toEqual([expect.objectContaining({ mpesa_receipt: 'SKL4H7Q2XA', amount_cents: 1500, phone: '254712345678' })])
		const log = await context.db.selectFrom('moderation_logs').selectAll().where('action', '=', 'PAYMENT_FIXED').executeTakeFirstOrThrow()
		expect(log).toMatchObject({ admin_id: admin.id, target_id: listing.id })
		expect(log.reason).toContain('SKL4H7Q2XA')
		// The prompt it answers is settled, and its late callback does not record the payment again.
		expect((await attemptsOf(listing.id))[0]).toMatchObject({ status: 'COMPLETED', mpesa_receipt: 'SKL4H7Q2XA' })
		await postCallback(successCallback({ checkoutRequestId }))
		expect(await transactionsOf(listing.id)).toHaveLength(1)
	})

	test('a receipt already recorded is refused', async () => {
		const first = await approvedListing()
		const second = await approvedListing()
		expect((await mark(first.id, { transactionId: 'SKL4H7Q2XA', amount: 15 })).status).toBe(200)
		const res = await mark(second.id, { transactionId: 'SKL4H7Q2XA', amount: 15 })
		expect(res.status).toBe(409)
		expect(await res.json()).toEqual({ message: 'This M-PESA transaction is already recorded' })
		expect(await listingRow(second.id)).toMatchObject({ status: 'APPROVED', payment_status: 'PENDING' })
	})

	test('a missing transaction code is a 400', async () => {
		const listing = await approvedListing()
		const res = await mark(listing.id, { amount: 15 })
		expect(res.status).toBe(400)
		expect((await res.json()).errors.transactionId).toBeDefined()
	})

	test('debug shows the payment fields, attempts, transactions and payment log, to admins only', async () => {
		const listing = await approvedListing()
		const { checkoutRequestId } = await (await pay({ listingId: listing.id })).json()
		await postCallback(successCallback({ checkoutRequestId }))
		const get = (token: string) => call(debug.loader, context, getRequest(`/api/admin/payments/debug/${listing.id}`, { token }), { listingId: String(listing.id) })
		expect((await get(seller.token)).status).toBe(403)
		const res = await get(admin.token)
		expect(res.status).toBe(200)
		const body = await res.json()
		expect(body.listing).toMatchObject({ id: listing.id, status: 'PUBLISHED', payment_status: 'COMPLETED', payment_amount: '15.00', checkout_request_id: checkoutRequestId })
		expect(body.attempts).toEqual([expect.objectContaining({ checkout_request_id: checkoutRequestId, status: 'COMPLETED', amount: '15.00', mpesa_receipt: 'SKL4H7Q2XA' })])
		expect(body.transactions).toEqual([expect.objectContaining({ mpesa_receipt: 'SKL4H7Q2XA', amount: '15.00' })])
		expect(body.logs.map((l: { action: string }) => l.action)).toEqual(['PAYMENT_CONFIRMED', 'PAYMENT_STARTED'])
		const missing = await call(debug.loader, context, getRequest('/api/admin/payments/debug/999999', { token: admin.token }), { listingId: '999999' })
		expect(missing.status).toBe(404)
	})
})

describe('settling stale payments with the STK query (real client, fake Daraja)', () => {
	beforeEach(() => useSimulator(NEVER))
	const fake = fakeDarajaEachTest()
	const daraja = () => darajaClientFor(fake(), context.env)

	async function pendingVia(gateway: ReturnType<typeof daraja>, { ageMs }: { ageMs: number }) {
		const listing = await approvedListing()
		const { checkoutRequestId } = await initiatePayment(context.db, {
			env: context.env,
			gateway,
			listingId: listing.id,
			phone: '0712345678',
			actor: { id: seller.id, role: 'SELLER' },
		})
		await agePrompt(context.db, { checkoutRequestId, ageMs })
		return { listing, checkoutRequestId }
	}

	test('a success found by the query publishes; the late callback adds the receipt without a second record', async () => {
		const gateway = daraja()
		const { listing, checkoutRequestId } = await pendingVia(gateway, { ageMs: 90_000 })
		const young = await pendingVia(gateway, { ageMs: 5_000 })
		fake().state.queryAnswers.set(checkoutRequestId, { ResultCode: '0', ResultDesc: 'The service request is processed successfully.' })
		expect(await settleStalePayments(context.db, { env: context.env, gateway })).toEqual({ checked: 1, settled: 1, expired: 0, published: 0 })
		expect(await listingRow(listing.id)).toMatchObject({ status: 'PUBLISHED', payment_status: 'COMPLETED' })
		expect(await transactionsOf(listing.id)).toEqual([expect.objectContaining({ amount_cents: 1500, mpesa_receipt: null })])
		// Only prompts older than a minute are asked about.
		const queried = fake().state.requests.filter((r) => r.path === '/mpesa/stkpushquery/v1/query').map((r) => r.body!.CheckoutRequestID)
		expect(queried).toEqual([checkoutRequestId])
		expect((await listingRow(young.listing.id)).payment_status).toBe('PENDING')

		await postCallback(successCallback({ checkoutRequestId, receipt: 'SLATE12345' }))
		expect(await transactionsOf(listing.id)).toEqual([expect.objectContaining({ mpesa_receipt: 'SLATE12345' })])
		expect((await listingRow(listing.id)).payment_transaction_id).toBe('SLATE12345')
	})

	test('a failure found by the query is recorded with its message', async () => {
		const gateway = daraja()
		const { listing, checkoutRequestId } = await pendingVia(gateway, { ageMs: 90_000 })
		fake().state.queryAnswers.set(checkoutRequestId, { ResultCode: '1032', ResultDesc: 'Request cancelled by user' })
		await settleStalePayments(context.db, { env: context.env, gateway })
		expect(await listingRow(listing.id)).toMatchObject({ status: 'PAYMENT_PENDING', payment_status: 'CANCELLED' })
		expect((await (await statusOf(listing.id)).json()).message).toBe('You cancelled the M-PESA payment.')
	})

	test('still processing: left alone at 2 minutes, failed as expired after 10', async () => {
		const gateway = daraja()
		const recent = await pendingVia(gateway, { ageMs: 120_000 })
		const old = await pendingVia(gateway, { ageMs: 11 * 60_000 })
		expect(await settleStalePayments(context.db, { env: context.env, gateway })).toEqual({ checked: 2, settled: 0, expired: 1, published: 0 })
		expect((await listingRow(recent.listing.id)).payment_status).toBe('PENDING')
		expect(await listingRow(old.listing.id)).toMatchObject({ payment_status: 'FAILED', status: 'PAYMENT_PENDING' })
		expect((await attemptsOf(old.listing.id))[0]).toMatchObject({
			status: 'FAILED',
			result_desc: 'The M-PESA request expired before it was completed. Please try again.',
		})
	})

	test('M-PESA being down leaves young attempts pending and expires old ones', async () => {
		const gateway = daraja()
		const recent = await pendingVia(gateway, { ageMs: 120_000 })
		const old = await pendingVia(gateway, { ageMs: 11 * 60_000 })
		fake().state.mode = 'error500'
		const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
		try {
			await settleStalePayments(context.db, { env: context.env, gateway })
		} finally {
			warn.mockRestore()
		}
		expect((await listingRow(recent.listing.id)).payment_status).toBe('PENDING')
		expect((await listingRow(old.listing.id)).payment_status).toBe('FAILED')
	})

	test('a paid listing left unpublished is published by the job', async () => {
		const listing = await approvedListing('PAYMENT_PENDING')
		await context.db.updateTable('listings').set({ payment_status: 'COMPLETED' }).where('id', '=', listing.id).execute()
		expect((await settleStalePayments(context.db, { env: context.env, gateway: daraja() })).published).toBe(1)
		expect((await listingRow(listing.id)).status).toBe('PUBLISHED')
	})

	test('when M-PESA refuses our credentials, the seller gets a 502 message and nothing is left pending', async () => {
		fake().state.mode = 'wrong-credentials'
		const listing = await approvedListing()
		const error = vi.spyOn(console, 'error').mockImplementation(() => {})
		let thrown: unknown
		try {
			await initiatePayment(context.db, { env: context.env, gateway: daraja(), listingId: listing.id, phone: '0712345678', actor: { id: seller.id, role: 'SELLER' } })
		} catch (e) {
			thrown = e
		} finally {
			error.mockRestore()
		}
		expect(thrown).toBeInstanceOf(PaymentError)
		expect(thrown).toMatchObject({ status: 502, message: 'M-PESA is not available right now. Please try again later.' })
		// Recorded before the push, failed when Daraja refused: no prompt went out, so none holds the listing's slot.
		expect(await attemptsOf(listing.id)).toEqual([expect.objectContaining({ status: 'FAILED', in_flight: null, checkout_request_id: null })])
		expect(await listingRow(listing.id)).toMatchObject({ status: 'APPROVED', payment_status: 'PENDING', checkout_request_id: null })
	})
})
