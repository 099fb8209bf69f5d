import { beforeEach, describe, expect, test, vi } from 'vitest'
import * as pay from '#app/routes/api.alert-subscriptions.pay.ts'
import * as paymentStatus from '#app/routes/api.alert-subscriptions.payments.$checkoutRequestId.ts'
import * as callback from '#app/routes/api.payments.mpesa-callback.$token.ts'
import * as listingPay from '#app/routes/api.payments.mpesa-initiate.ts'
import * as alertsApi from '#app/routes/api.alerts.ts'
import type { AppContext } from '#app/context.ts'
import type { Product } from '#app/domain/alerts/plan.ts'
import { ALERT_WORDS } from '#app/domain/alerts/plan.ts'
import { activateSubscription, activeSubscription } from '#app/domain/alerts/subscriptions.server.ts'
import { parseEnv } from '#app/env.server.ts'
import { createSession } from '#app/domain/accounts/sessions.server.ts'
import { callbackPath } from '#app/domain/payments/gateway.server.ts'
import { SIMULATOR_TEST_PHONES } from '#app/domain/payments/simulator.server.ts'
import { settleStalePayments } from '#app/domain/payments/settle.server.ts'
import { mpesaGatewayFor } from '#app/domain/payments/initiate.server.ts'
import { initiateSubscriptionPayment } from '#app/domain/payments/subscription-payment.server.ts'
import { agePrompt, darajaClientFor, fakeDarajaEachTest } from './fake-daraja.ts'
import { call, createTestContext, getRequest, jsonRequest } from './context.ts'
import { createListing, createUser } from './factories.ts'

const PROMPT = 'Check your phone for M-PESA prompt to complete payment'
const NEVER = 3_600_000
const DAY_MS = 86_400_000

let context: AppContext
let buyer: { id: number; token: string }

async function useSimulator(delayMs: number) {
	context = await createTestContext({
		env: parseEnv({ NODE_ENV: 'test', SEED_DEMO: 'false', MPESA_SIM_DELAY_MS: String(delayMs), SESSION_SECRET: 'subscription-pay-secret-0123456789' }),
	})
	buyer = await userWithToken()
}

async function userWithToken(role: 'BUYER' | 'SELLER' = 'BUYER') {
	const user = await createUser(context.db, { role })
	return { id: user.id, token: (await createSession(context.db, { userId: user.id })).token }
}

function payFor(body: unknown, token: string | null = buyer.token) {
	return call(pay.action, context, jsonRequest('/api/alert-subscriptions/pay', body, { token: token ?? undefined }))
}

async function startPayment(phone = '0712 345 678') {
	const res = await payFor({ phone })
	expect(res.status).toBe(202)
	return (await res.json()).checkoutRequestId as string
}

function statusOf(checkoutRequestId: string, token: string | null = buyer.token) {
	const path = `/api/alert-subscriptions/payments/${checkoutRequestId}`
	return call(paymentStatus.loader, context, getRequest(path, { token: token ?? undefined }), { checkoutRequestId })
}

function successCallback({ checkoutRequestId, amount = 500, receipt = 'SKL4H7Q2XA' }: { checkoutRequestId: string; amount?: number; receipt?: string }) {
	const items = [
		{ Name: 'Amount', Value: amount },
		{ Name: 'MpesaReceiptNumber', Value: receipt },
		{ Name: 'TransactionDate', Value: 20250301143005 },
		{ Name: 'PhoneNumber', Value: 254712345678 },
	]
	const stkCallback = { MerchantRequestID: '1-2-1', CheckoutRequestID: checkoutRequestId, ResultCode: 0, ResultDesc: 'The service request is processed successfully.' }
	return { Body: { stkCallback: { ...stkCallback, CallbackMetadata: { Item: items } } } }
}

function postCallback(body: unknown) {
	const token = callbackPath(context.env).split('/').at(-1)!
	return call(callback.action, context, jsonRequest(`/api/payments/mpesa-callback/${token}`, body), { token })
}

function subscriptionsOf(userId: number, product: Product = 'EMAIL_ALERTS') {
	return context.db.selectFrom('alert_subscriptions').selectAll().where('buyer_id', '=', userId).where('product', '=', product).orderBy('id').execute()
}

function attemptOf(checkoutRequestId: string) {
	return context.db.selectFrom('payment_attempts').selectAll().where('checkout_request_id', '=', checkoutRequestId).executeTakeFirstOrThrow()
}

function daysFromNow(iso: string | null) {
	return (Date.parse(iso ?? '') - Date.now()) / DAY_MS
}

describe('POST /api/alert-subscriptions/pay and GET /api/alert-subscriptions/payments/{id}', () => {
	beforeEach(() => useSimulator(NEVER))

	test('sends the KES 500 prompt, records the attempt for the product, and reports it pending to its payer', async () => {
		const res = await payFor({ phone: '0712 345 678' })
		expect(res.status).toBe(202)
		const body = await res.json()
		expect(body).toEqual({ message: PROMPT, checkoutRequestId: expect.stringMatching(/^ws_CO_\d+254712345678$/) })
		expect(await attemptOf(body.checkoutRequestId)).toMatchObject({
			listing_id: null,
			product: 'EMAIL_ALERTS',
			user_id: buyer.id,
			phone: '254712345678',
			amount_cents: 50_000,
			status: 'PENDING',
		})
		const status = await statusOf(body.checkoutRequestId)
		expect(status.status).toBe(200)
		expect(await status.json()).toEqual({ status: 'PENDING', message: PROMPT, product: 'EMAIL_ALERTS', subscription: null })
	})

	test('refusals: 401 signed out, 404 for another’s payment or a listing’s, 400 for the phone, 409 while a prompt is pending', async () => {
		for (const res of [await payFor({ phone: '0712345678' }, null), await statusOf('ws_CO_1', null)]) {
			expect(res.status).toBe(401)
			expect(await res.json()).toEqual({ message: 'Invalid token' })
		}
		const mine = await startPayment()
		const other = await userWithToken('SELLER')
		for (const res of [await statusOf(mine, other.token), await statusOf('ws_CO_unknown')]) {
			expect(res.status).toBe(404)
			expect(await res.json()).toEqual({ message: 'Payment not found' })
		}
		const listing = await createListing(context.db, { sellerId: other.id, status: 'APPROVED' })
		const listingPayment = await call(listingPay.action, context, jsonRequest('/api/payments/mpesa-initiate', { listing_id: listing.id, phone: '0712345678' }, { token: other.token }))
		expect((await statusOf((await listingPayment.json()).checkoutRequestId, other.token)).status).toBe(404)

		const bad = await payFor({ phone: '0812 345 678' })
		expect(bad.status).toBe(400)
		expect((await bad.json()).errors).toEqual({ phone: ['Please enter a valid Safaricom number, e.g. 0712 345 678'] })
		const empty = await payFor({ phone: '' })
		expect((await empty.json()).errors).toEqual({ phone: ['Please enter your M-PESA phone number'] })
		expect((await payFor({})).status).toBe(400)

		const again = await payFor({ phone: '0712345678' })
		expect(again.status).toBe(409)
		expect(await again.json()).toEqual({ message: 'A payment request was already sent to your phone. Please complete it or wait 2 minutes.' })
		// Another user, or the same user's other product, is not held up by it.
		expect((await payFor({ phone: '0712345678' }, other.token)).status).toBe(202)
		await initiateSubscriptionPayment(context.db, { env: context.env, gateway: gatewayOf(), userId: buyer.id, product: 'BUYER_PLAN', phone: '0712345678' })
		await context.db.updateTable('payment_attempts').set({ created_at: new Date(Date.now() - 121_000).toISOString() }).execute()
		expect((await payFor({ phone: '0712345678' })).status).toBe(202)
		expect(await context.db.selectFrom('payment_attempts').select('id').where('user_id', '=', buyer.id).execute()).toHaveLength(3)
	})

	test('the database takes an attempt for a listing or a product, never both or neither', async () => {
		const listing = await createListing(context.db, { sellerId: buyer.id })
		const row = { user_id: buyer.id, phone: '254712345678', amount_cents: 50_000 }
		await expect(
			context.db.insertInto('payment_attempts').values({ ...row, checkout_request_id: 'ws_CO_both', listing_id: listing.id, product: 'EMAIL_ALERTS' }).execute(),
		).rejects.toThrow()
		await expect(context.db.insertInto('payment_attempts').values({ ...row, checkout_request_id: 'ws_CO_neither' }).execute()).rejects.toThrow()
		await expect(
			context.db.insertInto('payment_attempts').values({ ...row, checkout_request_id: 'ws_CO_bad', product: 'GOLD' as Product }).execute(),
		).rejects.toThrow()
	})
})

/** The routes' own gateway (the simulator), its callbacks delivered to this test's database. */
function gatewayOf() {
	return mpesaGatewayFor(context)
}

describe('settled by callback', () => {
	beforeEach(() => useSimulator(NEVER))

	test('paid: a 30-day subscription with the receipt, once however often the callback comes (even at once)', async () => {
		const id = await startPayment()
		await Promise.all([postCallback(successCallback({ checkoutRequestId: id })), postCallback(successCallback({ checkoutRequestId: id }))])
		await postCallback(successCallback({ checkoutRequestId: id }))
		const [subscription, ...more] = await subscriptionsOf(buyer.id)
		expect(more).toEqual([])
		expect(subscription).toMatchObject({ status: 'ACTIVE', plan: 'BASIC', amount_cents: 50_000, mpesa_receipt: 'SKL4H7Q2XA' })
		expect(daysFromNow(subscription!.expires_at)).toBeCloseTo(30, 1)
		expect(await attemptOf(id)).toMatchObject({ status: 'COMPLETED', mpesa_receipt: 'SKL4H7Q2XA' })
		const status = await (await statusOf(id)).json()
		expect(status).toMatchObject({ status: 'COMPLETED', message: ALERT_WORDS.subscriptionActivated, subscription: { id: subscription!.id, mpesa_receipt: 'SKL4H7Q2XA' } })
	})

	test('paying while subscribed adds 30 days to the current month', async () => {
		const current = await activateSubscription(context.db, { userId: buyer.id, product: 'EMAIL_ALERTS', receipt: 'QAB0000001', amountCents: 50_000 })
		await context.db.updateTable('alert_subscriptions').set({ expires_at: new Date(Date.now() + 10 * DAY_MS).toISOString() }).where('id', '=', current.id).execute()
		await postCallback(successCallback({ checkoutRequestId: await startPayment() }))
		expect(daysFromNow((await activeSubscription(context.db, { userId: buyer.id }))!.expires_at)).toBeCloseTo(40, 1)
	})

	test('a wrong amount activates nothing and says why', async () => {
		const id = await startPayment()
		const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
		await postCallback(successCallback({ checkoutRequestId: id, amount: 5 }))
		warn.mockRestore()
		expect(await subscriptionsOf(buyer.id)).toEqual([])
		expect(await (await statusOf(id)).json()).toMatchObject({ status: 'FAILED', message: 'Amount mismatch: expected 500, got 5', subscription: null })
	})

	test('the PREMIUM plan by the same path: KES 200, its own product', async () => {
		const { checkoutRequestId, message } = await initiateSubscriptionPayment(context.db, {
			env: context.env,
			gateway: gatewayOf(),
			userId: buyer.id,
			product: 'BUYER_PLAN',
			phone: '0712345678',
		})
		expect(message).toBe(PROMPT)
		expect(await attemptOf(checkoutRequestId)).toMatchObject({ product: 'BUYER_PLAN', amount_cents: 20_000 })
		await postCallback(successCallback({ checkoutRequestId, amount: 200 }))
		expect(await subscriptionsOf(buyer.id, 'BUYER_PLAN')).toEqual([expect.objectContaining({ plan: 'PREMIUM', amount_cents: 20_000, status: 'ACTIVE' })])
		expect(await subscriptionsOf(buyer.id)).toEqual([])
		expect(await (await statusOf(checkoutRequestId)).json()).toMatchObject({ status: 'COMPLETED', message: ALERT_WORDS.subscriptionUpdated, product: 'BUYER_PLAN' })
	})
})

describe('the simulator, end to end', () => {
	beforeEach(() => useSimulator(0))

	test('paid: the subscription is active and alerts may be created', async () => {
		const id = await startPayment()
		await vi.waitFor(async () => expect((await (await statusOf(id)).json()).status).toBe('COMPLETED'), { timeout: 5000, interval: 10 })
		const [subscription] = await subscriptionsOf(buyer.id)
		expect(subscription).toMatchObject({ status: 'ACTIVE', mpesa_receipt: expect.stringMatching(/^S[A-Z0-9]{9}$/) })
		const created = await call(alertsApi.action, context, jsonRequest('/api/alerts', { search_query: 'Toyota Vitz' }, { token: buyer.token }))
		expect(created.status).toBe(201)
	})

	test.each(SIMULATOR_TEST_PHONES.map((t) => [t.phone, t.resultCode] as const))('test phone %s (result %i): no subscription, and the reason', async (phone, code) => {
		const id = await startPayment(`0${phone.slice(3)}`)
		await vi.waitFor(async () => expect((await attemptOf(id)).status).not.toBe('PENDING'), { timeout: 5000, interval: 10 })
		const body = await (await statusOf(id)).json()
		expect(body).toMatchObject({ status: code === 1032 ? 'CANCELLED' : 'FAILED', subscription: null })
		expect(body.message).not.toBe(PROMPT)
		expect(await subscriptionsOf(buyer.id)).toEqual([])
		// And may pay again at once.
		expect((await payFor({ phone: '0712345678' })).status).toBe(202)
	})
})

describe('settled by the status query (real client, fake Daraja)', () => {
	beforeEach(() => useSimulator(NEVER))
	const fake = fakeDarajaEachTest()
	const daraja = () => darajaClientFor(fake(), context.env)

	async function pendingVia(gateway: ReturnType<typeof daraja>, { ageMs }: { ageMs: number }) {
		const { checkoutRequestId } = await initiateSubscriptionPayment(context.db, { env: context.env, gateway, userId: buyer.id, product: 'EMAIL_ALERTS', phone: '0712345678' })
		await agePrompt(context.db, { checkoutRequestId, ageMs })
		return checkoutRequestId
	}

	test('the push names the product; a success found by the query activates without a receipt, the late callback fills it in', async () => {
		const gateway = daraja()
		const id = await pendingVia(gateway, { ageMs: 90_000 })
		expect(fake().pushes()[0]).toMatchObject({ Amount: 500, AccountReference: expect.stringMatching(/^SOKO[A-Z2-9]{8}$/), TransactionDesc: 'Email alerts' })
		fake().state.queryAnswers.set(id, { ResultCode: '0', ResultDesc: 'The service request is processed successfully.' })
		expect(await settleStalePayments(context.db, { env: context.env, gateway })).toMatchObject({ checked: 1, settled: 1 })
		expect(await subscriptionsOf(buyer.id)).toEqual([expect.objectContaining({ status: 'ACTIVE', mpesa_receipt: null })])
		await postCallback(successCallback({ checkoutRequestId: id, receipt: 'SLATE12345' }))
		await postCallback(successCallback({ checkoutRequestId: id, receipt: 'SLATE12345' }))
		expect(await subscriptionsOf(buyer.id)).toEqual([expect.objectContaining({ status: 'ACTIVE', mpesa_receipt: 'SLATE12345' })])
		expect((await attemptOf(id)).mpesa_receipt).toBe('SLATE12345')
	})

	test('a cancellation found by the query, and a prompt unanswered after 10 minutes, activate nothing', async () => {
		const gateway = daraja()
		const cancelled = await pendingVia(gateway, { ageMs: 90_000 })
		fake().state.queryAnswers.set(cancelled, { ResultCode: '1032', ResultDesc: 'Request cancelled by user' })
		await settleStalePayments(context.db, { env: context.env, gateway })
		const expired = await pendingVia(gateway, { ageMs: 11 * 60_000 })
		await settleStalePayments(context.db, { env: context.env, gateway })
		expect(await (await statusOf(cancelled)).json()).toMatchObject({ status: 'CANCELLED', message: 'You cancelled the M-PESA payment.' })
		expect(await (await statusOf(expired)).json()).toMatchObject({
			status: 'FAILED',
			message: 'The M-PESA request expired before it was completed. Please try again.',
		})
		expect(await subscriptionsOf(buyer.id)).toEqual([])
	})
})
