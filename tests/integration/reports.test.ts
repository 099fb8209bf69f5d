import { beforeEach, describe, expect, test } from 'vitest'
import * as apiFlags from '#app/routes/api.flags.ts'
import * as listingPage from '#app/routes/listing.tsx'
import * as admin from '#app/routes/admin.tsx'
import * as apiAdminFlags from '#app/routes/api.admin.flags.ts'
import * as apiSettleFlags from '#app/routes/api.admin.flags.$listingId.ts'
import type { AppContext } from '#app/context.ts'
import { settleReports } from '#app/domain/trust/open-reports.server.ts'
import { call, createTestContext, getRequest, jsonRequest } from './context.ts'
import { createListing, createUser } from './factories.ts'
import { formPost, page, session, sessionOf, toastOf } from './trust-helpers.ts'

let context: AppContext
let sellerId: number
let listingId: number

beforeEach(async () => {
	context = await createTestContext()
	sellerId = (await createUser(context.db)).id
	listingId = (await createListing(context.db, { sellerId, title: 'Rolex, genuine' })).id
})

function report(body: unknown, token?: string) {
	return call(apiFlags.action, context, jsonRequest('/api/flags', body, { token }))
}

function flagRows() {
	return context.db
		.selectFrom('flags')
		.select(['listing_id', 'user_id', 'reason', 'description', 'status', 'resolved_by'])
		.orderBy('id')
		.execute()
}

describe('POST /api/flags', () => {
	test('a signed-in user reports a listing: 201 with the open report (description trimmed)', async () => {
		const buyer = await session(context)
		const res = await report({ listingId, reason: 'counterfeit_item', description: '  Fake logo  ' }, buyer.token)
		expect(res.status).toBe(201)
		expect(await res.json()).toMatchObject({ listing_id: listingId, user_id: buyer.id, reason: 'counterfeit_item', description: 'Fake logo', status: 'PENDING' })
		expect(await flagRows()).toEqual([
			{ listing_id: listingId, user_id: buyer.id, reason: 'counterfeit_item', description: 'Fake logo', status: 'PENDING', resolved_by: null },
		])
	})

	test('one open report per user per listing: a second while open updates it (200); once settled, a new one (201)', async () => {
		const buyer = await session(context)
		await report({ listingId, reason: 'spam' }, buyer.token)
		const again = await report({ listingId, reason: 'counterfeit_item', description: 'Fake' }, buyer.token)
		expect(again.status).toBe(200)
		expect(await flagRows()).toEqual([expect.objectContaining({ reason: 'counterfeit_item', description: 'Fake', status: 'PENDING' })])
		const both = await Promise.all([report({ listingId, reason: 'spam' }, buyer.token), report({ listingId, reason: 'other' }, buyer.token)])
		expect(both.map((r) => r.status)).toEqual([200, 200])
		expect(await flagRows()).toHaveLength(1)
		const adminUser = await createUser(context.db, { role: 'ADMIN' })
		await settleReports(context.db, { listingId, admin: adminUser, outcome: 'DISMISSED' })
		expect((await report({ listingId, reason: 'spam' }, buyer.token)).status).toBe(201)
		expect((await flagRows()).map((f) => f.status)).toEqual(['DISMISSED', 'PENDING'])
	})

	test('refusals: 401 signed out, 404 unknown or unpublished (before the fields), 403 own listing, 409 for an admin on an unpublished one', async () => {
		expect((await report({ listingId, reason: 'spam' })).status).toBe(401)
		const buyer = await session(context)
		const pending = await createListing(context.db, { sellerId, status: 'PENDING_APPROVAL' })
		for (const id of [999_999, pending.id]) expect((await report({ listingId: id, reason: 'nonsense' }, buyer.token)).status).toBe(404)
		const own = await report({ listingId, reason: 'spam' }, await sessionOf(context, sellerId))
		expect(own.status).toBe(403)
		expect(await own.json()).toEqual({ message: 'You cannot report your own listing' })
		const adminUser = await session(context, 'ADMIN')
		expect((await report({ listingId: pending.id, reason: 'spam' }, adminUser.token)).status).toBe(409)
		expect(await flagRows()).toEqual([])
	})

	test('the reason must be one of the six of spec 1 §3: else 400 "Please select a reason"; nothing written', async () => {
		const buyer = await session(context)
		for (const reason of [undefined, '', 'scam', 'SPAM']) {
			const res = await report({ listingId, reason }, buyer.token)
			expect(res.status).toBe(400)
			expect(await res.json()).toMatchObject({ errors: { reason: ['Please select a reason'] } })
		}
		const long = await report({ listingId, reason: 'other', description: 'x'.repeat(10_000) }, buyer.token)
		expect(long.status).toBe(400)
		expect((await long.json()).errors).toEqual({ description: ['Description must be at most 1000 characters'] })
		expect((await report({ listingId: true, reason: 'spam' }, buyer.token)).status).toBe(400)
		expect(await flagRows()).toEqual([])
	})

	test('a JSON client’s null description is no description; hidden characters are dropped', async () => {
		const buyer = await session(context)
		expect((await report({ listingId, reason: 'spam', description: null }, buyer.token)).status).toBe(201)
		await report({ listingId, reason: 'spam', description: '\u0000Copied\u202e from\u0007 another site ' }, buyer.token)
		expect(await flagRows()).toEqual([expect.objectContaining({ reason: 'spam', description: 'Copied from another site' })])
	})
})

function reportForm(fields: Record<string, string>, token?: string) {
	return call(listingPage.action, context, formPost(`/listings/${listingId}`, { intent: 'report', ...fields }, token), { id: String(listingId) })
}

describe('Report on the listing page', () => {
	test('signed out: to log in with the sign-in message, and back with Report still to do', async () => {
		const res = await reportForm({ reason: 'spam', back: `/listings/${listingId}` })
		expect(res.status).toBe(302)
		expect(res.headers.get('location')).toBe(`/login?redirectTo=${encodeURIComponent(`/listings/${listingId}?do=report`)}`)
		expect(toastOf(context, res)).toMatchObject({ description: 'You need to be signed in to report listings' })
		expect(await flagRows()).toEqual([])
	})

	test('reported: back to the page with the spec toast', async () => {
		const buyer = await session(context)
		const res = await reportForm({ reason: 'prohibited_item', description: 'Sells ivory', back: `/?listing=${listingId}` }, buyer.token)
		expect(res.status).toBe(302)
		expect(res.headers.get('location')).toBe(`/?listing=${listingId}`)
		expect(toastOf(context, res)).toEqual({
			title: 'Report submitted',
			description: "Thank you for helping keep our marketplace safe. We'll review this report.",
			variant: 'success',
		})
		expect(await flagRows()).toEqual([expect.objectContaining({ reason: 'prohibited_item', description: 'Sells ivory', user_id: buyer.id })])
	})

	test('no reason: "Please select a reason", with the description kept', async () => {
		const buyer = await session(context)
		const res = await reportForm({ description: 'Looks fake' }, buyer.token)
		expect(res.status).toBe(400)
		expect(await res.json()).toMatchObject({ form: 'report', error: 'Please select a reason', values: { description: 'Looks fake' } })
		expect(await flagRows()).toEqual([])
	})
})

describe('admins settle reports in the moderation tab', () => {
	async function reportedTwice() {
		const [a, b] = [await session(context), await session(context)]
		await report({ listingId, reason: 'counterfeit_item', description: 'Fake logo' }, a.token)
		await report({ listingId, reason: 'spam' }, b.token)
		const other = await createListing(context.db, { sellerId, title: 'Bicycle' })
		await report({ listingId: other.id, reason: 'other' }, a.token)
		return other.id
	}

	function adminPost(fields: Record<string, string>, token: string) {
		return call(admin.action, context, formPost('/admin?tab=moderation', fields, token))
	}

	test('the tab lists reported listings, most reported first: the listing, how many, the reasons and what was said', async () => {
		const otherId = await reportedTwice()
		const { token } = await session(context, 'ADMIN')
		const data = await (await call(admin.loader, context, page('/admin?tab=moderation', token))).json()
		expect(data.reports.total).toBe(2)
		expect(data.reports.listings.map((r: { listing: { id: number } }) => r.listing.id)).toEqual([listingId, otherId])
		expect(data.reports.listings[0]).toMatchObject({
			listing: { id: listingId, title: 'Rolex, genuine', status: 'PUBLISHED' },
			count: 2,
			reasons: expect.arrayContaining([
				{ reason: 'counterfeit_item', count: 1 },
				{ reason: 'spam', count: 1 },
			]),
			descriptions: [expect.objectContaining({ reason: 'counterfeit_item', description: 'Fake logo' })],
		})
	})

	test('Resolve settles all of the listing’s open reports, each written to moderation_logs; the listing leaves the list', async () => {
		const otherId = await reportedTwice()
		const adminUser = await session(context, 'ADMIN')
		const res = await adminPost({ intent: 'resolve_reports', listingId: String(listingId), notes: 'Removed\u202e the photos\u0007' }, adminUser.token)
		expect(res.status).toBe(302)
		expect(res.headers.get('location')).toBe('/admin?tab=moderation')
		expect(toastOf(context, res)).toMatchObject({ title: '2 reports resolved' })
		const flags = await context.db.selectFrom('flags').select(['id', 'listing_id', 'status', 'resolved_by', 'resolved_at']).orderBy('id').execute()
		expect(flags.map((f) => [f.listing_id, f.status, f.resolved_by])).toEqual([
			[listingId, 'RESOLVED', adminUser.id],
			[listingId, 'RESOLVED', adminUser.id],
			[otherId, 'PENDING', null],
		])
		expect(flags[0]!.resolved_at).toEqual(expect.any(String))
		const logs = await context.db.selectFrom('moderation_logs').selectAll().where('target_type', '=', 'flag').orderBy('id').execute()
		expect(logs.map((l) => [l.admin_id, l.target_id, l.action, l.from_status, l.to_status, l.reason])).toEqual([
			[adminUser.id, flags[0]!.id, 'RESOLVE', 'PENDING', 'RESOLVED', `Listing ${listingId}: Removed the photos`],
			[adminUser.id, flags[1]!.id, 'RESOLVE', 'PENDING', 'RESOLVED', `Listing ${listingId}: Removed the photos`],
		])
		const data = await (await call(admin.loader, context, page('/admin?tab=moderation', adminUser.token))).json()
		expect(data.reports.listings.map((r: { listing: { id: number } }) => r.listing.id)).toEqual([otherId])
	})

	test('Dismiss marks them DISMISSED and logs it; settling again finds none open', async () => {
		const otherId = await reportedTwice()
		const adminUser = await session(context, 'ADMIN')
		const res = await adminPost({ intent: 'dismiss_reports', listingId: String(otherId) }, adminUser.token)
		expect(toastOf(context, res)).toMatchObject({ title: '1 report dismissed' })
		expect((await flagRows()).map((f) => f.status)).toEqual(['PENDING', 'PENDING', 'DISMISSED'])
		const log = await context.db.selectFrom('moderation_logs').selectAll().where('target_type', '=', 'flag').executeTakeFirstOrThrow()
		expect(log).toMatchObject({ action: 'DISMISS', from_status: 'PENDING', to_status: 'DISMISSED', reason: `Listing ${otherId}` })
		const again = await adminPost({ intent: 'dismiss_reports', listingId: String(otherId) }, adminUser.token)
		expect(toastOf(context, again)).toMatchObject({ title: 'Error', description: 'This listing has no open reports' })
	})

	test('two admins at once: each report is settled and logged once', async () => {
		await reportedTwice()
		const [one, two] = [await createUser(context.db, { role: 'ADMIN' }), await createUser(context.db, { role: 'ADMIN' })]
		const results = await Promise.allSettled([
			settleReports(context.db, { listingId, admin: one, outcome: 'RESOLVED' }),
			settleReports(context.db, { listingId, admin: two, outcome: 'DISMISSED' }),
		])
		expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected'])
		expect(await context.db.selectFrom('moderation_logs').selectAll().where('target_type', '=', 'flag').execute()).toHaveLength(2)
	})

	test('a buyer or seller posting Resolve gets 403 and nothing changes; the domain refuses a non-admin too', async () => {
		await reportedTwice()
		for (const role of ['BUYER', 'SELLER'] as const) {
			const { token } = await session(context, role)
			expect((await adminPost({ intent: 'resolve_reports', listingId: String(listingId) }, token)).status).toBe(403)
		}
		const buyer = await createUser(context.db, { role: 'BUYER' })
		await expect(settleReports(context.db, { listingId, admin: buyer, outcome: 'RESOLVED' })).rejects.toMatchObject({ status: 403 })
		expect((await flagRows()).map((f) => f.status)).toEqual(['PENDING', 'PENDING', 'PENDING'])
		expect(await context.db.selectFrom('moderation_logs').selectAll().where('target_type', '=', 'flag').execute()).toEqual([])
	})

	test('the same through the API: GET /api/admin/flags and POST /api/admin/flags/{listingId}, for admins only', async () => {
		await reportedTwice()
		const adminUser = await session(context, 'ADMIN')
		const buyer = await session(context)
		const settle = (id: string, body: unknown, token?: string) =>
			call(apiSettleFlags.action, context, jsonRequest(`/api/admin/flags/${id}`, body, { token }), { listingId: id })
		expect((await call(apiAdminFlags.loader, context, getRequest('/api/admin/flags', { token: buyer.token }))).status).toBe(403)
		expect((await call(apiAdminFlags.loader, context, getRequest('/api/admin/flags'))).status).toBe(401)
		const list = await (await call(apiAdminFlags.loader, context, getRequest('/api/admin/flags', { token: adminUser.token }))).json()
		expect(list.listings[0]).toMatchObject({ listing: { id: listingId }, count: 2 })
		expect((await settle(String(listingId), { status: 'RESOLVED' }, buyer.token)).status).toBe(403)
		expect((await settle(String(listingId), { status: 'OPEN' }, adminUser.token)).status).toBe(400)
		expect((await settle('abc', { status: 'RESOLVED' }, adminUser.token)).status).toBe(400)
		// An unknown listing is a 404 whatever the body says (401, 404, 403, then 400).
		for (const body of [{ status: 'RESOLVED' }, { status: 'OPEN' }, {}]) expect((await settle('999999', body, adminUser.token)).status).toBe(404)
		expect((await settle(String(listingId), { status: 'RESOLVED', notes: 'x'.repeat(501) }, adminUser.token)).status).toBe(400)
		const done = await settle(String(listingId), { status: 'DISMISSED', notes: ' Genuine,\u202e receipt\u0000 seen ' }, adminUser.token)
		expect(done.status).toBe(200)
		expect(await done.json()).toEqual({ count: 2 })
		expect((await settle(String(listingId), { status: 'DISMISSED' }, adminUser.token)).status).toBe(409)
		const logs = await context.db.selectFrom('moderation_logs').select(['action', 'reason']).where('target_type', '=', 'flag').execute()
		expect(logs).toEqual([
			{ action: 'DISMISS', reason: `Listing ${listingId}: Genuine, receipt seen` },
			{ action: 'DISMISS', reason: `Listing ${listingId}: Genuine, receipt seen` },
		])
	})
})
