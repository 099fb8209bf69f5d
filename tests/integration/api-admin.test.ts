import { beforeEach, describe, expect, test } from 'vitest'
import * as pending from '#app/routes/api.admin.listings.pending.ts'
import * as approve from '#app/routes/api.listings.$id.approve.ts'
import * as status from '#app/routes/api.listings.$id.status.ts'
import * as submit from '#app/routes/api.admin.listings.$id.submit-for-approval.ts'
import * as adminListing from '#app/routes/api.admin.listings.$id.ts'
import * as logs from '#app/routes/api.admin.moderation-logs.ts'
import type { AppContext } from '#app/context.ts'
import type { ListingStatus, UserRole } from '#db/enums.ts'
import { call, createTestContext, getRequest, jsonRequest } from './context.ts'
import { createListing } from './factories.ts'
import { session } from './trust-helpers.ts'

let context: AppContext
let seller: { id: number; token: string }
let admin: { id: number; token: string }

const login = (role: UserRole) => session(context, role)

function listingOf(id: number) {
	return context.db.selectFrom('listings').selectAll().where('id', '=', id).executeTakeFirst()
}

function logsOf(id: number) {
	return context.db.selectFrom('moderation_logs').selectAll().where('target_id', '=', id).orderBy('id').execute()
}

beforeEach(async () => {
	context = await createTestContext()
	seller = await login('SELLER')
	admin = await login('ADMIN')
})

/** Every admin-only call, with the listing state it needs to succeed. */
const ADMIN_CALLS: {
	name: string
	status: ListingStatus
	run: (id: number, token?: string) => Promise<Response>
}[] = [
	{ name: 'GET /api/admin/listings/pending', status: 'PENDING_APPROVAL', run: (_id, token) => call(pending.loader, context, getRequest('/api/admin/listings/pending', { token })) },
	{
		name: 'POST /api/listings/:id/approve',
		status: 'PENDING_APPROVAL',
		run: (id, token) => call(approve.action, context, jsonRequest(`/api/listings/${id}/approve`, { adminNotes: 'Looks good' }, { token }), { id: String(id) }),
	},
	{
		name: 'POST /api/admin/listings/:id/submit-for-approval',
		status: 'DRAFT',
		run: (id, token) => call(submit.action, context, jsonRequest(`/api/admin/listings/${id}/submit-for-approval`, {}, { token }), { id: String(id) }),
	},
	{
		name: 'DELETE /api/admin/listings/:id',
		status: 'PUBLISHED',
		run: (id, token) => call(adminListing.action, context, jsonRequest(`/api/admin/listings/${id}`, {}, { method: 'DELETE', token }), { id: String(id) }),
	},
	{ name: 'GET /api/admin/moderation-logs', status: 'PUBLISHED', run: (_id, token) => call(logs.loader, context, getRequest('/api/admin/moderation-logs', { token })) },
]

describe.each(ADMIN_CALLS)('$name', ({ status: needed, run }) => {
	test('refuses a visitor (401), a buyer and a seller (403), and changes nothing', async () => {
		const listing = await createListing(context.db, { sellerId: seller.id, status: needed })
		const buyer = await login('BUYER')
		const res = await run(listing.id)
		expect(res.status).toBe(401)
		expect(await res.json()).toEqual({ message: 'Invalid token' })
		for (const token of [buyer.token, seller.token]) {
			const refused = await run(listing.id, token)
			expect(refused.status).toBe(403)
			expect((await refused.json()).message).toBeTruthy()
		}
		expect((await listingOf(listing.id))?.status).toBe(needed)
		expect(await logsOf(listing.id)).toEqual([])
	})

	test('works for an admin', async () => {
		const listing = await createListing(context.db, { sellerId: seller.id, status: needed })
		const res = await run(listing.id, admin.token)
		expect(res.status).toBe(200)
	})
})

describe('approve', () => {
	test('a pending listing becomes APPROVED, with the notes, logged with the admin', async () => {
		const { id } = await createListing(context.db, { sellerId: seller.id, status: 'PENDING_APPROVAL' })
		const res = await call(approve.action, context, jsonRequest(`/api/listings/${id}/approve`, { adminNotes: 'Clear photos' }, { token: admin.token }), { id: String(id) })
		expect(await res.json()).toMatchObject({ id, from: 'PENDING_APPROVAL', status: 'APPROVED' })
		expect(await listingOf(id)).toMatchObject({ status: 'APPROVED', admin_notes: 'Clear photos', approval_date: expect.any(String) })
		expect(await logsOf(id)).toEqual([
			expect.objectContaining({ admin_id: admin.id, action: 'APPROVE', from_status: 'PENDING_APPROVAL', to_status: 'APPROVED', reason: 'Clear photos' }),
		])
	})

	test('an already-paid pending listing is published at once, with an expiry date', async () => {
		const { id } = await createListing(context.db, { sellerId: seller.id, status: 'PENDING_APPROVAL' })
		await context.db.updateTable('listings').set({ payment_status: 'COMPLETED' }).where('id', '=', id).execute()
		const res = await call(approve.action, context, new Request(`http://localhost/api/listings/${id}/approve`, { method: 'POST', headers: { authorization: `Bearer ${admin.token}` } }), { id: String(id) })
		expect(res.status).toBe(200)
		const after = await listingOf(id)
		expect(after).toMatchObject({ status: 'PUBLISHED', published_date: expect.any(String) })
		const days = (Date.parse(after!.expires_at!) - Date.now()) / 86_400_000
		expect(days).toBeGreaterThan(context.env.LISTING_TTL_DAYS - 1)
		expect(days).toBeLessThanOrEqual(context.env.LISTING_TTL_DAYS)
	})

	test('approving a DRAFT is a 409 with a clear message and changes nothing', async () => {
		const { id } = await createListing(context.db, { sellerId: seller.id, status: 'DRAFT' })
		const res = await call(approve.action, context, jsonRequest(`/api/listings/${id}/approve`, {}, { token: admin.token }), { id: String(id) })
		expect(res.status).toBe(409)
		expect(await res.json()).toEqual({ message: 'This listing is a draft and cannot be approved' })
		expect((await listingOf(id))?.status).toBe('DRAFT')
		expect(await logsOf(id)).toEqual([])
	})

	test('an unknown listing is a 404; an id that cannot be one is a 400', async () => {
		expect((await call(approve.action, context, jsonRequest('/api/listings/999/approve', {}, { token: admin.token }), { id: '999' })).status).toBe(404)
		const malformed = await call(approve.action, context, jsonRequest('/api/listings/abc/approve', {}, { token: admin.token }), { id: 'abc' })
		expect(malformed.status).toBe(400)
		expect(await malformed.json()).toEqual({ message: 'Invalid listing id: expected a positive whole number' })
	})
})

describe('PUT/PATCH /api/listings/:id/status', () => {
	const setStatus = (id: number, body: unknown, token?: string, method = 'PATCH') =>
		call(status.action, context, jsonRequest(`/api/listings/${id}/status`, body, { method, token }), { id: String(id) })

	test('reject without notes uses the default reason, in the listing and the log', async () => {
		const { id } = await createListing(context.db, { sellerId: seller.id, status: 'PENDING_APPROVAL' })
		const res = await setStatus(id, { status: 'REJECTED' }, admin.token, 'PUT')
		expect(res.status).toBe(200)
		expect(await listingOf(id)).toMatchObject({ status: 'REJECTED', rejection_reason: 'Rejected by admin', admin_notes: 'Rejected by admin' })
		expect(await logsOf(id)).toEqual([
			expect.objectContaining({ admin_id: admin.id, action: 'REJECT', from_status: 'PENDING_APPROVAL', to_status: 'REJECTED', reason: 'Rejected by admin' }),
		])
	})

	test('reject with notes keeps them', async () => {
		const { id } = await createListing(context.db, { sellerId: seller.id, status: 'PENDING_APPROVAL' })
		await setStatus(id, { status: 'REJECTED', admin_notes: 'Photos are blurry' }, admin.token)
		expect(await listingOf(id)).toMatchObject({ rejection_reason: 'Photos are blurry' })
	})

	test('the owning seller may mark their published listing SOLD; another seller may not', async () => {
		const { id } = await createListing(context.db, { sellerId: seller.id, status: 'PUBLISHED' })
		const other = await login('SELLER')
		const refused = await setStatus(id, { status: 'SOLD' }, other.token)
		expect(refused.status).toBe(403)
		expect((await listingOf(id))?.status).toBe('PUBLISHED')
		const res = await setStatus(id, { status: 'SOLD' }, seller.token)
		expect(res.status).toBe(200)
		expect(await listingOf(id)).toMatchObject({ status: 'SOLD', sold_at: expect.any(String) })
		expect(await logsOf(id)).toEqual([expect.objectContaining({ admin_id: seller.id, action: 'MARK_SOLD', from_status: 'PUBLISHED', to_status: 'SOLD' })])
	})

	test('a seller may not moderate their own listing (403); a visitor is a 401', async () => {
		const { id } = await createListing(context.db, { sellerId: seller.id, status: 'PENDING_APPROVAL' })
		expect((await setStatus(id, { status: 'APPROVED' }, seller.token)).status).toBe(403)
		expect((await setStatus(id, { status: 'SOLD' })).status).toBe(401)
	})

	test('an admin marks an approved listing expired; an illegal move is a 409', async () => {
		const { id } = await createListing(context.db, { sellerId: seller.id, status: 'APPROVED' })
		expect((await setStatus(id, { status: 'EXPIRED' }, admin.token)).status).toBe(200)
		const again = await setStatus(id, { status: 'SOLD' }, admin.token)
		expect(again.status).toBe(409)
		expect(await again.json()).toEqual({ message: 'This listing is expired and cannot be marked as sold' })
	})

	test('an unknown status, a status with no move, or none at all is a 400', async () => {
		const { id } = await createListing(context.db, { sellerId: seller.id, status: 'PENDING_APPROVAL' })
		expect((await setStatus(id, { status: 'LIVE' }, admin.token)).status).toBe(400)
		expect((await setStatus(id, { status: 'PAYMENT_PENDING' }, admin.token)).status).toBe(400)
		expect((await setStatus(id, {}, admin.token)).status).toBe(400)
		expect((await setStatus(id, { status: 'PUBLISHED' }, admin.token)).status).toBe(409)
		expect((await listingOf(id))?.status).toBe('PENDING_APPROVAL')
	})

	test('PUBLISHED renews an expired listing, for free, by its seller', async () => {
		const { id } = await createListing(context.db, { sellerId: seller.id, status: 'EXPIRED' })
		expect((await setStatus(id, { status: 'PUBLISHED' }, seller.token)).status).toBe(200)
		const renewed = await listingOf(id)
		expect(renewed?.status).toBe('PUBLISHED')
	})

	test('POST is not allowed', async () => {
		const { id } = await createListing(context.db, { sellerId: seller.id })
		expect((await setStatus(id, { status: 'SOLD' }, seller.token, 'POST')).status).toBe(405)
	})
})

describe('the other admin calls', () => {
	test('pending lists drafts and pending listings in the API shape, with photos and payment details', async () => {
		const draft = await createListing(context.db, { sellerId: seller.id, status: 'DRAFT', title: 'Draft sofa' })
		const waiting = await createListing(context.db, { sellerId: seller.id, status: 'PENDING_APPROVAL', priceCents: 450_000 })
		await createListing(context.db, { sellerId: seller.id, status: 'PUBLISHED' })
		await createListing(context.db, { sellerId: seller.id, status: 'REJECTED' })
		const body = await (await call(pending.loader, context, getRequest('/api/admin/listings/pending', { token: admin.token }))).json()
		expect(body.map((l: { id: number }) => l.id).sort()).toEqual([draft.id, waiting.id].sort())
		expect(body.find((l: { id: number }) => l.id === waiting.id)).toMatchObject({
			price: '4500.00',
			status: 'PENDING_APPROVAL',
			seller_id: seller.id,
			photos: [expect.objectContaining({ is_primary: true })],
			payment_status: 'PENDING',
		})
	})

	test('submit-for-approval moves a draft on; a published listing is a 409', async () => {
		const draft = await createListing(context.db, { sellerId: seller.id, status: 'DRAFT' })
		await call(submit.action, context, jsonRequest(`/api/admin/listings/${draft.id}/submit-for-approval`, {}, { token: admin.token }), { id: String(draft.id) })
		expect((await listingOf(draft.id))?.status).toBe('PENDING_APPROVAL')
		expect(await logsOf(draft.id)).toEqual([expect.objectContaining({ admin_id: admin.id, action: 'SUBMIT', from_status: 'DRAFT', to_status: 'PENDING_APPROVAL' })])
		const live = await createListing(context.db, { sellerId: seller.id })
		const res = await call(submit.action, context, jsonRequest(`/api/admin/listings/${live.id}/submit-for-approval`, {}, { token: admin.token }), { id: String(live.id) })
		expect(res.status).toBe(409)
	})

	test('delete removes the listing and its photos, logged; a second delete is a 404', async () => {
		const { id } = await createListing(context.db, { sellerId: seller.id, photos: ['a'.repeat(24), 'b'.repeat(24)] })
		const del = () => call(adminListing.action, context, new Request(`http://localhost/api/admin/listings/${id}`, { method: 'DELETE', headers: { authorization: `Bearer ${admin.token}` } }), { id: String(id) })
		expect((await del()).status).toBe(200)
		expect(await listingOf(id)).toBeUndefined()
		expect(await context.db.selectFrom('listing_photos').select('id').where('listing_id', '=', id).execute()).toEqual([])
		expect(await logsOf(id)).toEqual([expect.objectContaining({ admin_id: admin.id, action: 'DELETE', from_status: 'PUBLISHED' })])
		expect((await del()).status).toBe(404)
	})

	test('moderation logs answer the newest 100, newest first, with who, what and why', async () => {
		const { id } = await createListing(context.db, { sellerId: seller.id, status: 'PENDING_APPROVAL' })
		await call(status.action, context, jsonRequest(`/api/listings/${id}/status`, { status: 'REJECTED', admin_notes: 'Blurry' }, { method: 'PATCH', token: admin.token }), { id: String(id) })
		await context.db
			.insertInto('moderation_logs')
			.values(Array.from({ length: 105 }, (_, i) => ({ admin_id: admin.id, target_type: 'listing', target_id: 10_000 + i, action: 'EDIT' })))
			.execute()
		const body = await (await call(logs.loader, context, getRequest('/api/admin/moderation-logs', { token: admin.token }))).json()
		expect(body).toHaveLength(100)
		expect(body[0].target_id).toBe(10_104)
		const all = await context.db.selectFrom('moderation_logs').select('id').execute()
		expect(all).toHaveLength(106)
		const mine = await context.db.selectFrom('moderation_logs').selectAll().where('target_id', '=', id).executeTakeFirstOrThrow()
		expect(mine).toMatchObject({ admin_id: admin.id, action: 'REJECT', from_status: 'PENDING_APPROVAL', to_status: 'REJECTED', reason: 'Blurry' })
	})
})
