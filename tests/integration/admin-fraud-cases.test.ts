import { beforeEach, describe, expect, test } from 'vitest'
import * as fraud from '#app/routes/admin.fraud.tsx'
import * as casePage from '#app/routes/admin.fraud.cases.$id.tsx'
import * as userPage from '#app/routes/admin.fraud.users.$id.tsx'
import type { AppContext } from '#app/context.ts'
import { ACCESS_DENIED } from '#app/components/admin/admin-ui.tsx'
import { call, createTestContext } from './context.ts'
import { createListing, createUser } from './factories.ts'
import { formPost, page, session, toastOf } from './trust-helpers.ts'
import { insertFraudAlert } from './fraud-fixtures.ts'

/** Issue 12 §2: the Fraud tab's cases, a case's page, and a user's insights and trust score, as pages (no JavaScript). */

let context: AppContext
let admin: Awaited<ReturnType<typeof session>>
let sellerId: number
let listingId: number

const cases = () => context.db.selectFrom('cases_management').selectAll().execute()
const json = async <T,>(res: Response) => (await res.json()) as T

type FraudData = Awaited<ReturnType<typeof fraud.loader>>
type CaseData = Awaited<ReturnType<typeof casePage.loader>>
type UserData = Awaited<ReturnType<typeof userPage.loader>>
type FormReply = { error: Record<string, string[]>; initialValue: Record<string, string> }

async function openCase(fields: Record<string, string> = {}) {
	const res = await call(fraud.action, context, formPost('/admin/fraud', { intent: 'create-case', title: 'Deposit scam', priority: 'HIGH', relatedListingId: String(listingId), ...fields }, admin.token))
	expect(res.status).toBe(302)
	return Number(res.headers.get('location')!.split('/').pop())
}

beforeEach(async () => {
	context = await createTestContext()
	admin = await session(context, 'ADMIN')
	sellerId = (await createUser(context.db, { role: 'SELLER' })).id
	listingId = (await createListing(context.db, { sellerId, title: 'iPhone 13 sealed', status: 'PENDING_APPROVAL' })).id
	await insertFraudAlert(context.db, {
		userId: sellerId,
		listingId,
		score: 72,
		indicators: [{ code: 'ADVANCE_PAYMENT', label: 'Asks for payment before the buyer sees the item', weight: 40, evidence: { matches: ['send deposit'] } }],
	})
})

describe('opening a case from the Fraud tab', () => {
	test('"Open a case" from an alert fills the form in: the listing, its seller, the indicators, a priority from the risk', async () => {
		const data = await json<FraudData>(await call(fraud.loader, context, page(`/admin/fraud?caseListing=${listingId}`, admin.token)))
		expect(data.draft).toEqual({
			title: `Listing #${listingId}: iPhone 13 sealed`,
			description: 'Risk HIGH (72/100)\n- Asks for payment before the buyer sees the item (Matched: “send deposit”)',
			priority: 'HIGH',
			relatedListingId: listingId,
			relatedUserId: sellerId,
		})
		const none = await json<FraudData>(await call(fraud.loader, context, page('/admin/fraud?caseListing=abc', admin.token)))
		expect(none.draft).toBeNull()
	})

	test('a case is created, logged and opened with a toast; it is listed, and filters narrow the list', async () => {
		const res = await call(fraud.action, context, formPost('/admin/fraud', { intent: 'create-case', title: 'Deposit scam', description: 'Two buyers called.', priority: 'HIGH', relatedListingId: String(listingId), relatedUserId: String(sellerId) }, admin.token))
		expect(res.status).toBe(302)
		expect(res.headers.get('location')).toMatch(/^\/admin\/fraud\/cases\/\d+$/)
		expect(toastOf(context, res)).toMatchObject({ title: 'Case opened', description: 'Deposit scam', variant: 'success' })
		const [row] = await cases()
		expect(row).toMatchObject({ title: 'Deposit scam', description: 'Two buyers called.', priority: 'HIGH', status: 'OPEN', related_listing_id: listingId, related_user_id: sellerId })

		const listed = await json<FraudData>(await call(fraud.loader, context, page('/admin/fraud?caseStatus=OPEN', admin.token)))
		expect(listed.cases.map((c) => c.title)).toEqual(['Deposit scam'])
		const filtered = await json<FraudData>(await call(fraud.loader, context, page('/admin/fraud?casePriority=LOW', admin.token)))
		expect(filtered.cases).toEqual([])
	})

	test('bad input is refused by its field with what was typed, and nothing is written', async () => {
		const blank = await call(fraud.action, context, formPost('/admin/fraud', { intent: 'create-case', title: ' ', priority: 'HIGH' }, admin.token))
		expect(blank.status).toBe(400)
		expect((await json<FormReply>(blank)).error.title).toEqual(['Title is required'])

		const badPriority = await call(fraud.action, context, formPost('/admin/fraud', { intent: 'create-case', title: 'x', priority: 'SOON' }, admin.token))
		expect(badPriority.status).toBe(400)
		expect((await json<FormReply>(badPriority)).error.priority?.[0]).toMatch(/^Priority must be one of LOW/)

		const missing = await call(fraud.action, context, formPost('/admin/fraud', { intent: 'create-case', title: 'Kept title', relatedUserId: '999999' }, admin.token))
		expect(missing.status).toBe(404)
		const reply = await json<FormReply>(missing)
		expect(reply.error).toEqual({ relatedUserId: ['User not found'] })
		expect(reply.initialValue).toMatchObject({ intent: 'create-case', title: 'Kept title' })
		expect(await cases()).toEqual([])
	})

	test('a buyer gets the Access Denied 403 for the case and user pages, loader and action; a visitor goes to /admin-login', async () => {
		const id = await openCase()
		const buyer = await session(context, 'BUYER')
		for (const [handler, path, params] of [
			[casePage.loader, `/admin/fraud/cases/${id}`, { id: String(id) }],
			[casePage.action, `/admin/fraud/cases/${id}`, { id: String(id) }],
			[userPage.loader, `/admin/fraud/users/${sellerId}`, { id: String(sellerId) }],
			[userPage.action, `/admin/fraud/users/${sellerId}`, { id: String(sellerId) }],
		] as const) {
			const denied = await call(handler, context, formPost(path, { intent: 'update', status: 'CLOSED', resolution: 'x' }, buyer.token), params)
			expect(denied.status).toBe(403)
			expect(await denied.text()).toBe(ACCESS_DENIED)
			const visitor = await call(handler, context, page(path), params)
			expect(visitor.headers.get('location')).toBe('/admin-login')
		}
		expect((await cases())[0]!.status).toBe('OPEN')
	})
})

describe("a case's page", () => {
	test('a case that does not exist, or an id that is not one, is a 404 page saying so', async () => {
		for (const id of ['999', 'abc', '-1']) {
			const res = await call(casePage.loader, context, page(`/admin/fraud/cases/${id}`, admin.token), { id })
			expect(res.status).toBe(404)
			expect(await res.text()).toBe('Case not found')
		}
	})

	test('shows the case, its history and the admins to assign; resolving needs a resolution; evidence is added', async () => {
		const id = await openCase()
		const params = { id: String(id) }
		const loaded = await json<CaseData>(await call(casePage.loader, context, page(`/admin/fraud/cases/${id}`, admin.token), params))
		expect(loaded.case).toMatchObject({ id, title: 'Deposit scam', status: 'OPEN', priority: 'HIGH', evidence: [] })
		expect(loaded.history.map((h) => h.action)).toEqual(['CREATE'])
		expect(loaded.assignees.map((a) => a.id)).toEqual([admin.id])

		const post = (fields: Record<string, string>) => call(casePage.action, context, formPost(`/admin/fraud/cases/${id}`, { intent: 'update', ...fields }, admin.token), params)

		const refused = await post({ status: 'RESOLVED', priority: 'HIGH', resolution: '' })
		expect(refused.status).toBe(400)
		expect((await json<FormReply>(refused)).error).toEqual({ resolution: ['A resolution is required to mark a case RESOLVED'] })
		expect((await cases())[0]!.status).toBe('OPEN')

		const worked = await post({ status: 'INVESTIGATING', priority: 'URGENT', assignedTo: String(admin.id), evidence: 'Same photo as listing 4.' })
		expect(worked.status).toBe(302)
		expect(toastOf(context, worked)).toMatchObject({ title: 'Case updated' })
		const after = await json<CaseData>(await call(casePage.loader, context, page(`/admin/fraud/cases/${id}`, admin.token), params))
		expect(after.case).toMatchObject({ status: 'INVESTIGATING', priority: 'URGENT', assignedTo: admin.id, evidence: [{ note: 'Same photo as listing 4.', adminId: admin.id }] })
		expect(after.history.map((h) => h.action)).toEqual(['CREATE', 'STATUS', 'PRIORITY', 'ASSIGN', 'EVIDENCE'])

		// The form sends every field again; nothing new is "Nothing changed", not a new history line.
		const same = await post({ status: 'INVESTIGATING', priority: 'URGENT', assignedTo: String(admin.id), resolution: '' })
		expect(toastOf(context, same)).toMatchObject({ title: 'Nothing changed' })
		const notAdmin = await post({ status: 'INVESTIGATING', assignedTo: String(sellerId) })
		expect(notAdmin.status).toBe(400)
		expect((await json<FormReply>(notAdmin)).error).toEqual({ assignedTo: ['A case can only be assigned to an admin'] })

		const closed = await post({ status: 'CLOSED', resolution: 'Seller suspended; listing rejected.' })
		expect(closed.status).toBe(302)
		expect((await cases())[0]).toMatchObject({ status: 'CLOSED', resolution: 'Seller suspended; listing rejected.' })
	})
})

describe("a user's insights and trust score", () => {
	test('the stats, the trust score with each component, and the timeline; a missing user is a 404 page', async () => {
		const params = { id: String(sellerId) }
		const data = await json<UserData>(await call(userPage.loader, context, page(`/admin/fraud/users/${sellerId}`, admin.token), params))
		expect(data.user).toMatchObject({ id: sellerId, role: 'SELLER', active: true })
		expect(data.insights.stats).toMatchObject({ totalListings: 1, fraudAlerts: 1, trustScore: data.trust.trustScore })
		expect(data.trust.components.find((c) => c.name === 'fraudFindings')).toMatchObject({ points: -15 })
		expect(data.trust.components.reduce((sum, c) => sum + c.points, 0)).toBe(data.trust.trustScore)
		expect(data.insights.timeline.map((e) => e.type)).toContain('REGISTERED')

		const missing = await call(userPage.loader, context, page('/admin/fraud/users/999999', admin.token), { id: '999999' })
		expect(missing.status).toBe(404)
		expect(await missing.text()).toBe('User not found')
	})

	test('"Calculate trust score" computes it again and says the result', async () => {
		const res = await call(userPage.action, context, formPost(`/admin/fraud/users/${sellerId}`, { intent: 'trust' }, admin.token), { id: String(sellerId) })
		expect(res.status).toBe(302)
		expect(toastOf(context, res)).toMatchObject({ title: expect.stringMatching(/^Trust score calculated: \d+\/100$/), variant: 'success' })
		expect(await context.db.selectFrom('trust_scores').select('user_id').where('user_id', '=', sellerId).executeTakeFirst()).toBeTruthy()
	})
})
