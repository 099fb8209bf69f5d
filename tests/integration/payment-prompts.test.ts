import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import * as mpesaInitiate from '#app/routes/api.payments.mpesa-initiate.ts'
import * as callback from '#app/routes/api.payments.mpesa-callback.$token.ts'
import * as c2bConfirmation from '#app/routes/api.payments.c2b.confirmation.$token.ts'
import * as admin from '#app/routes/admin.tsx'
import { markPaymentCompleted, unmatchedPayments } from '#app/domain/payments/admin-tools.server.ts'
import type { AppContext } from '#app/context.ts'
import { parseEnv } from '#app/env.server.ts'
import { createSession } from '#app/domain/accounts/sessions.server.ts'
import { callbackPath } from '#app/domain/payments/gateway.server.ts'
import { paidStkCallback } from '#app/domain/payments/simulator.server.ts'
import { initiatePayment } from '#app/domain/payments/initiate.server.ts'
import { settleStalePayments } from '#app/domain/payments/settle.server.ts'
import { startFakeDaraja, type FakeDaraja } from '#tests/mocks/daraja-server.ts'
import { darajaClientFor } from './fake-daraja.ts'
import { call, createTestContext, jsonRequest } from './context.ts'
import { renderPage } from './render-page.ts'
import { createListing, createUser } from './factories.ts'

/**
 * Issue 21 §2, §2c and §4b: one prompt in flight per listing or subscription whichever instance is asked, prompts
 * limited per phone, the attempt recorded before the push so a push whose answer never came is still matched, and a
 * payment that matches nothing kept for the admins.
 */

const PENDING = 'A payment request was already sent to your phone. Please complete it or wait 2 minutes.'
const MAYBE_SENT = 'M-PESA did not confirm the payment request. If a prompt reaches your phone, complete it; if not, try again in 2 minutes.'

let context: AppContext
let fake: FakeDaraja
let seller: { id: number; token: string }

beforeEach(async () => {
	context = await createTestContext({ env: parseEnv({ NODE_ENV: 'test', SEED_DEMO: 'false', MPESA_SIM_DELAY_MS: '3600000', SESSION_SECRET: 'prompts-test-secret-0123456789' }) })
	const user = await createUser(context.db, { role: 'SELLER' })
	seller = { id: user.id, token: (await createSession(context.db, { userId: user.id })).token }
	fake = await startFakeDaraja()
	vi.spyOn(console, 'error').mockImplementation(() => {})
	vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(async () => {
	vi.restoreAllMocks()
	await fake.close()
})

/** The real client against the fake Daraja; each call is a fresh client, as each app instance has its own. */
function instance({ timeoutMs = 15_000 } = {}) {
	return darajaClientFor(fake, context.env, { timeoutMs })
}

/** A client that already holds a token, so the fault hits the push itself, not the sign-in before it. */
async function signedIn({ timeoutMs = 15_000 } = {}) {
	const gateway = instance({ timeoutMs })
	await gateway.stkQuery({ checkoutRequestId: 'ws_CO_warm_up' }).catch(() => null)
	return gateway
}

const seller_ = () => ({ id: seller.id, role: 'SELLER' as const })

function pay(listingId: number, gateway = instance(), phone = '0712345678') {
	return initiatePayment(context.db, { env: context.env, gateway, listingId, phone, actor: seller_() }).then(
		(ok) => ({ status: 200, message: ok.message }),
		(error: { status: number; message: string }) => ({ status: error.status, message: error.message }),
	)
}

const attemptsOf = (listingId: number) => context.db.selectFrom('payment_attempts').selectAll().where('listing_id', '=', listingId).orderBy('id').execute()
const listingRow = (id: number) => context.db.selectFrom('listings').selectAll().where('id', '=', id).executeTakeFirstOrThrow()

function paidCallback({ checkoutRequestId, amount = 15, receipt = 'SKL4H7Q2XA', phone = 254712345678 }: { checkoutRequestId: string; amount?: number; receipt?: string; phone?: number }) {
	return paidStkCallback({ merchantRequestId: '29115-34620561-1', checkoutRequestId, amountKes: amount, receipt, paidAt: 20261127143005, phone })
}

const token = () => callbackPath(context.env).split('/').at(-1)!

async function postCallback(body: unknown) {
	const res = await call(callback.action, context, jsonRequest(`/api/payments/mpesa-callback/${token()}`, body), { token: token() })
	expect(res.status).toBe(200)
}

/** The payment modules loaded twice, as two app instances hold them: nothing kept in one process's memory is shared. */
async function twoInstances() {
	const load = async () => {
		vi.resetModules()
		return {
			listing: await import('#app/domain/payments/initiate.server.ts'),
			subscription: await import('#app/domain/payments/subscription-payment.server.ts'),
		}
	}
	return [await load(), await load()] as const
}

describe('one prompt in flight, whichever instance is asked (§2)', () => {
	test('Pay Now pressed on two instances at the same moment, for six listings: six prompts, six attempts', async () => {
		const listings = await Promise.all(Array.from({ length: 6 }, () => createListing(context.db, { sellerId: seller.id, status: 'APPROVED' })))
		const phones = ['0712345601', '0712345602', '0712345603', '0712345604', '0712345605', '0712345606']
		const instances = await twoInstances()
		const payOn = (which: 0 | 1, listingId: number, phone: string) =>
			instances[which].listing.initiatePayment(context.db, { env: context.env, gateway: instance(), listingId, phone, actor: seller_() }).then(
				() => ({ status: 200, message: '' }),
				(error: { status: number; message: string }) => ({ status: error.status, message: error.message }),
			)
		const answers = await Promise.all(listings.flatMap(({ id }, i) => [payOn(0, id, phones[i]!), payOn(1, id, phones[i]!)]))
		expect(answers.filter((a) => a.status === 200)).toHaveLength(6)
		expect(answers.filter((a) => a.status === 409).map((a) => a.message)).toEqual(Array(6).fill(PENDING))
		expect(fake.pushes()).toHaveLength(6)
		for (const { id } of listings) expect(await attemptsOf(id)).toHaveLength(1)
	})

	test('a subscription too: two parallel Pay presses for one month send one prompt', async () => {
		const answers = await Promise.allSettled(
			(await twoInstances()).map(({ subscription }) =>
				subscription.initiateSubscriptionPayment(context.db, { env: context.env, gateway: instance(), userId: seller.id, product: 'EMAIL_ALERTS', phone: '0712345678' }),
			),
		)
		expect(answers.map((a) => a.status).sort()).toEqual(['fulfilled', 'rejected'])
		expect(fake.pushes()).toHaveLength(1)
	})
})

describe('prompts are limited per phone, listing and payer (§2c)', () => {
	test('22 listings paid from one phone at once: 20 prompts, then 429 with the wait in words', async () => {
		const listings = await Promise.all(Array.from({ length: 22 }, () => createListing(context.db, { sellerId: seller.id, status: 'APPROVED' })))
		const answers = await Promise.all(
			listings.map(({ id }) => call(mpesaInitiate.action, context, jsonRequest('/api/payments/mpesa-initiate', { listing_id: id, phone: '0712345678' }, { token: seller.token }))),
		)
		const statuses = answers.map((res) => res.status)
		expect(statuses.filter((s) => s === 200)).toHaveLength(20)
		expect(statuses.filter((s) => s === 429)).toHaveLength(2)
		const refused = answers.find((res) => res.status === 429)!
		expect(await refused.json()).toEqual({ message: expect.stringMatching(/^Too many attempts\. Please wait (\d+ minutes|1 hour) and try again\.$/) })
		// The API's gateway here is the simulator: its prompts are the attempts.
		expect(await context.db.selectFrom('payment_attempts').select('id').execute()).toHaveLength(20)
	})
})

describe('a push whose answer never came (§4b)', () => {
	test.each([
		['hangs', 'hang'],
		['fails with 500', 'error500'],
		['answers garbage', 'garbage'],
	] as const)('Daraja %s: the attempt is kept in flight, a retry sends no second prompt', async (_what, mode) => {
		const { id } = await createListing(context.db, { sellerId: seller.id, status: 'APPROVED' })
		const gateway = await signedIn({ timeoutMs: 200 })
		fake.state.mode = mode
		expect(await pay(id, gateway)).toEqual({ status: 502, message: MAYBE_SENT })
		fake.state.mode = 'ok'
		expect(await pay(id)).toEqual({ status: 409, message: PENDING })
		expect(fake.pushes()).toHaveLength(1)
		expect(await attemptsOf(id)).toEqual([expect.objectContaining({ status: 'PENDING', in_flight: 1, checkout_request_id: null, reference: expect.stringMatching(/^SOKO[A-Z2-9]{8}$/) })])
		expect(fake.pushes()[0]).toMatchObject({ AccountReference: (await attemptsOf(id))[0]!.reference })
	})

	test('a slow answer, then the seller tries again: one prompt; its callback (an id Soko never stored) settles it and publishes', async () => {
		const { id } = await createListing(context.db, { sellerId: seller.id, status: 'APPROVED' })
		fake.state.mode = 'slow'
		fake.state.slowMs = 400
		expect(await pay(id, instance({ timeoutMs: 150 }))).toMatchObject({ status: 502 })
		expect(await pay(id, instance({ timeoutMs: 150 }))).toEqual({ status: 409, message: PENDING })
		expect(fake.pushes()).toHaveLength(1)

		await postCallback(paidCallback({ checkoutRequestId: 'ws_CO_27112026140000123712345678' }))
		expect(await attemptsOf(id)).toEqual([expect.objectContaining({ status: 'COMPLETED', in_flight: null, checkout_request_id: 'ws_CO_27112026140000123712345678', mpesa_receipt: 'SKL4H7Q2XA' })])
		expect(await listingRow(id)).toMatchObject({ status: 'PUBLISHED', payment_status: 'COMPLETED', payment_transaction_id: 'SKL4H7Q2XA' })
		expect(await context.db.selectFrom('transactions').select('mpesa_receipt').where('listing_id', '=', id).execute()).toEqual([{ mpesa_receipt: 'SKL4H7Q2XA' }])
		expect(await context.db.selectFrom('unmatched_payments').selectAll().execute()).toEqual([])
	})

	test('the C2B confirmation carrying our reference as BillRefNumber settles it, once', async () => {
		const { id } = await createListing(context.db, { sellerId: seller.id, status: 'APPROVED' })
		fake.state.mode = 'hang'
		await pay(id, instance({ timeoutMs: 150 }))
		const [attempt] = await attemptsOf(id)
		const confirmation = { TransID: 'SKL4H7Q2XB', TransAmount: '15.00', MSISDN: '254712345678', BillRefNumber: attempt!.reference, TransTime: '20261127140000' }
		for (let i = 0; i < 2; i++) {
			await call(c2bConfirmation.action, context, jsonRequest(`/api/payments/c2b/confirmation/${token()}`, confirmation), { token: token() })
		}
		expect(await listingRow(id)).toMatchObject({ status: 'PUBLISHED', payment_status: 'COMPLETED', payment_transaction_id: 'SKL4H7Q2XB' })
		expect(await context.db.selectFrom('transactions').select('mpesa_receipt').where('listing_id', '=', id).execute()).toEqual([{ mpesa_receipt: 'SKL4H7Q2XB' }])
	})

	test('after the prompt window the slot is free again, and the status job expires the unanswered attempt', async () => {
		const { id } = await createListing(context.db, { sellerId: seller.id, status: 'APPROVED' })
		const gateway = await signedIn({ timeoutMs: 150 })
		fake.state.mode = 'hang'
		await pay(id, gateway)
		await context.db.updateTable('payment_attempts').set({ created_at: new Date(Date.now() - 11 * 60_000).toISOString() }).execute()
		fake.state.mode = 'ok'
		expect(await settleStalePayments(context.db, { env: context.env, gateway: instance() })).toMatchObject({ expired: 1 })
		expect(await pay(id)).toMatchObject({ status: 200 })
		expect(fake.pushes()).toHaveLength(2)
	})
})

describe('a payment that matches nothing (§4b)', () => {
	test('is kept, once, for the Payment Fixer', async () => {
		const body = paidCallback({ checkoutRequestId: 'ws_CO_27112026140000999700000000', phone: 254700000000, receipt: 'SKL4H7Q2XC' })
		await postCallback(body)
		await postCallback(body)
		expect(await context.db.selectFrom('unmatched_payments').select(['checkout_request_id', 'mpesa_receipt', 'amount_cents', 'phone']).execute()).toEqual([
			{ checkout_request_id: 'ws_CO_27112026140000999700000000', mpesa_receipt: 'SKL4H7Q2XC', amount_cents: 1500, phone: '254700000000' },
		])

		const adminUser = await createUser(context.db, { role: 'ADMIN' })
		const adminToken = (await createSession(context.db, { userId: adminUser.id })).token
		for (const lang of ['en', 'sw'] as const) {
			const text = (await renderPage(context, admin, '/admin?tab=payment-fixer', { lang, token: adminToken })).replace(/<!-- -->|<[^>]+>/g, ' ')
			expect(text).toContain(lang === 'en' ? 'Paid, but matched to no listing' : 'Yamelipwa, lakini hayajaunganishwa na tangazo lolote')
			expect(text).toMatch(/SKL4H7Q2XC\s+KES\s+15\.00\s+254700000000\s+ws_CO_27112026140000999700000000/)
		}
		// Once recorded on its listing with Mark as Completed, it leaves the list.
		const { id } = await createListing(context.db, { sellerId: seller.id, status: 'APPROVED' })
		await markPaymentCompleted(context.db, { env: context.env, listingId: id, admin: { id: adminUser.id, role: 'ADMIN' }, transactionId: 'SKL4H7Q2XC', amountKes: 15 })
		expect(await unmatchedPayments(context.db)).toEqual([])
	})
})
