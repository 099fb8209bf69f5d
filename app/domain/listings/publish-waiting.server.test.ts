import { beforeAll, expect, test } from 'vitest'
import type { ListingStatus } from '#db/enums.ts'
import type { AppContext } from '#app/context.ts'
import { createTestContext } from '#tests/integration/context.ts'
import { createListing, createUser } from '#tests/integration/factories.ts'
import { landingStatus } from './lifecycle.ts'
import { publishWaitingListings } from './publish-waiting.server.ts'
import { changeListingStatus } from './transitions.server.ts'

let context: AppContext

beforeAll(async () => {
	context = await createTestContext()
})

test('landingStatus: a move towards PUBLISHED lands on APPROVED while the seller must verify, or the fee is unpaid', () => {
	expect(landingStatus('approve', { paid: true, soldFrom: null, sellerMustVerify: false })).toBe('PUBLISHED')
	expect(landingStatus('approve', { paid: true, soldFrom: null, sellerMustVerify: true })).toBe('APPROVED')
	expect(landingStatus('confirm_payment', { paid: true, soldFrom: null, sellerMustVerify: true })).toBe('APPROVED')
	expect(landingStatus('renew', { paid: true, soldFrom: null, sellerMustVerify: true })).toBe('APPROVED')
	expect(landingStatus('undo_sold', { paid: true, soldFrom: 'PUBLISHED', sellerMustVerify: true })).toBe('APPROVED')
	// Moves that publish nothing are the same for everyone.
	expect(landingStatus('reject', { paid: true, soldFrom: null, sellerMustVerify: true })).toBe('REJECTED')
	expect(landingStatus('mark_sold', { paid: true, soldFrom: null, sellerMustVerify: true })).toBe('SOLD')
})

async function listingOf(sellerId: number, status: ListingStatus, paid: boolean) {
	const { id } = await createListing(context.db, { sellerId, status })
	await context.db
		.updateTable('listings')
		.set({ payment_status: paid ? 'COMPLETED' : 'PENDING', ...(status === 'PUBLISHED' ? {} : { published_date: null, expires_at: null }) })
		.where('id', '=', id)
		.execute()
	return id
}

test('once the seller is verified, exactly their approved and paid listings go live, logged and dated as a payment publishes', async () => {
	const seller = await createUser(context.db, { role: 'SELLER', phoneVerified: false })
	const other = await createUser(context.db, { role: 'SELLER', phoneVerified: false })
	const waiting = [await listingOf(seller.id, 'APPROVED', true), await listingOf(seller.id, 'APPROVED', true)]
	const unpaid = await listingOf(seller.id, 'APPROVED', false)
	const pending = await listingOf(seller.id, 'PENDING_APPROVAL', true)
	const othersWaiting = await listingOf(other.id, 'APPROVED', true)

	const env = { ...context.env, PHONE_VERIFICATION: 'required' as const }
	await context.db.transaction().execute(async (trx) => {
		await trx.updateTable('users').set({ phone_verified: 1 }).where('id', '=', seller.id).execute()
		expect(await publishWaitingListings(trx, { sellerId: seller.id, env })).toEqual(waiting)
	})

	const rows = await context.db.selectFrom('listings').select(['id', 'status', 'published_date', 'expires_at']).where('seller_id', 'in', [seller.id, other.id]).execute()
	const statusOf = (id: number) => rows.find((r) => r.id === id)!.status
	expect(waiting.map(statusOf)).toEqual(['PUBLISHED', 'PUBLISHED'])
	expect([statusOf(unpaid), statusOf(pending), statusOf(othersWaiting)]).toEqual(['APPROVED', 'PENDING_APPROVAL', 'APPROVED'])
	for (const id of waiting) {
		const row = rows.find((r) => r.id === id)!
		expect(row.published_date).toBeTruthy()
		expect(Math.round((Date.parse(row.expires_at!) - Date.now()) / 86_400_000)).toBe(context.env.LISTING_TTL_DAYS)
		const logs = await context.db.selectFrom('moderation_logs').selectAll().where('target_type', '=', 'listing').where('target_id', '=', id).execute()
		expect(logs).toEqual([expect.objectContaining({ admin_id: null, action: 'PAYMENT_CONFIRMED', from_status: 'APPROVED', to_status: 'PUBLISHED' })])
	}
	// Nothing more to publish: a second call (a code entered twice) changes nothing.
	expect(await publishWaitingListings(context.db, { sellerId: seller.id, env })).toEqual([])
})

test("approving a paid listing of a seller who must verify tells them it waits for their phone, not for a payment", async () => {
	const seller = await createUser(context.db, { role: 'SELLER', phoneVerified: false })
	const admin = await createUser(context.db, { role: 'ADMIN' })
	const paid = await listingOf(seller.id, 'PENDING_APPROVAL', true)
	const unpaid = await listingOf(seller.id, 'PENDING_APPROVAL', false)
	for (const listingId of [paid, unpaid]) {
		const moved = await changeListingStatus(context.db, { listingId, action: 'approve', actor: { id: admin.id, role: 'ADMIN' }, ttlDays: 30, phoneVerification: 'required' })
		expect(moved.status).toBe('APPROVED')
	}
	const news = await context.db.selectFrom('notifications').select(['listing_id', 'kind', 'params']).where('user_id', '=', seller.id).orderBy('id').execute()
	expect(news.map((n) => ({ ...n, params: JSON.parse(n.params) }))).toEqual([
		{ listing_id: paid, kind: 'LISTING_APPROVED', params: { title: expect.any(String), waits: 'phone' } },
		{ listing_id: unpaid, kind: 'LISTING_APPROVED', params: { title: expect.any(String) } },
	])
})
