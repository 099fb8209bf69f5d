import { beforeEach, expect, test, vi } from 'vitest'
import type { AppContext } from '#app/context.ts'
import { createMpesaSimulator } from '#app/domain/payments/simulator.server.ts'
import { initiatePayment } from '#app/domain/payments/initiate.server.ts'
import { handleMpesaCallback, settleStalePayments } from '#app/domain/payments/settle.server.ts'
import { markPaymentCompleted } from '#app/domain/payments/admin-tools.server.ts'
import { createTestContext } from './context.ts'
import { createListing, createUser } from './factories.ts'

/** Issue 25: a fee paid by a seller who must verify their phone leaves the listing approved and paid, not live. */

let context: AppContext

beforeEach(async () => {
	context = await createTestContext()
})

const listingRow = (id: number) => context.db.selectFrom('listings').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
const logsOf = (id: number) => context.db.selectFrom('moderation_logs').selectAll().where('target_type', '=', 'listing').where('target_id', '=', id).orderBy('id').execute()

async function paidBy(seller: { id: number }) {
	const listing = await createListing(context.db, { sellerId: seller.id, status: 'APPROVED' })
	const simulator = createMpesaSimulator({ delayMs: 0, onCallback: (body) => handleMpesaCallback(context.db, { env: context.env, body }) })
	await initiatePayment(context.db, { env: context.env, gateway: simulator, listingId: listing.id, phone: '0712345678', actor: { id: seller.id, role: 'SELLER' } })
	await vi.waitFor(async () => expect((await listingRow(listing.id)).payment_status).toBe('COMPLETED'), { timeout: 5000, interval: 10 })
	return listing.id
}

test('a confirmed M-PESA payment lands on APPROVED; the payment check neither publishes it nor logs it again, and still publishes others', async () => {
	const unverified = await createUser(context.db, { role: 'SELLER', phoneVerified: false })
	const id = await paidBy(unverified)
	expect(await listingRow(id)).toMatchObject({ status: 'APPROVED', payment_status: 'COMPLETED', published_date: null, expires_at: null })
	expect((await logsOf(id)).map((l) => [l.action, l.to_status])).toEqual([
		['PAYMENT_STARTED', 'PAYMENT_PENDING'],
		['PAYMENT_CONFIRMED', 'APPROVED'],
	])
	// A verified seller's paid listing left unpublished (payment and publication are two transactions) is still found.
	const verified = await createUser(context.db, { role: 'SELLER' })
	const stranded = await createListing(context.db, { sellerId: verified.id, status: 'APPROVED' })
	await context.db.updateTable('listings').set({ payment_status: 'COMPLETED' }).where('id', '=', stranded.id).execute()
	const gateway = createMpesaSimulator({ delayMs: 0, onCallback: async () => 'ignored' })
	expect(await settleStalePayments(context.db, { env: context.env, gateway })).toMatchObject({ published: 1 })
	expect((await listingRow(stranded.id)).status).toBe('PUBLISHED')
	expect(await logsOf(id)).toHaveLength(2)
	expect((await listingRow(id)).status).toBe('APPROVED')
})

test("an admin's \"mark payment completed\" follows the same rule", async () => {
	const unverified = await createUser(context.db, { role: 'SELLER', phoneVerified: false })
	const admin = await createUser(context.db, { role: 'ADMIN' })
	const { id } = await createListing(context.db, { sellerId: unverified.id, status: 'APPROVED' })
	await markPaymentCompleted(context.db, { env: context.env, listingId: id, admin: { id: admin.id, role: 'ADMIN' }, transactionId: 'SKL4H7Q2XA', amountKes: 15 })
	expect(await listingRow(id)).toMatchObject({ status: 'APPROVED', payment_status: 'COMPLETED' })
})

test('with PHONE_VERIFICATION=off the payment publishes', async () => {
	context = { ...context, env: { ...context.env, PHONE_VERIFICATION: 'off' } }
	const unverified = await createUser(context.db, { role: 'SELLER', phoneVerified: false })
	expect((await listingRow(await paidBy(unverified))).status).toBe('PUBLISHED')
})
