import { beforeAll, describe, expect, test } from 'vitest'
import * as cases from '#app/routes/api.admin.cases.ts'
import * as oneCase from '#app/routes/api.admin.cases.$id.ts'
import * as insights from '#app/routes/api.admin.user-insights.$id.ts'
import * as trust from '#app/routes/api.admin.trust-score.$id.ts'
import type { AppContext } from '#app/context.ts'
import type { UserRole } from '#db/enums.ts'
import { call, createTestContext, getRequest, jsonRequest } from './context.ts'
import { createListing, createUser } from './factories.ts'
import { session } from './trust-helpers.ts'
import { insertFraudAlert } from './fraud-fixtures.ts'

let context: AppContext
let seller: { id: number; token: string }
let admin: { id: number; token: string }
let listing: number

const login = (role: UserRole) => session(context, role)

beforeAll(async () => {
	context = await createTestContext()
	seller = await login('SELLER')
	admin = await login('ADMIN')
	listing = (await createListing(context.db, { sellerId: seller.id })).id
})

type Case = { id: number; createdAt: string; status: string; priority: string; assignedTo: number | null; evidence: { note: string }[]; resolution: string | null }
type Trust = { trustScore: number; level: string; components: { name: string; points: number; reason: string }[] }
type Insights = { stats: Record<string, number>; timeline: { type: string; date: string; detail: string }[] }

const list = (query = '', token?: string) => call(cases.loader, context, getRequest(`/api/admin/cases${query}`, { token }))
const create = (body: unknown, token?: string) => call(cases.action, context, jsonRequest('/api/admin/cases', body, { token }))
const patch = (id: string, body: unknown, token?: string) => call(oneCase.action, context, jsonRequest(`/api/admin/cases/${id}`, body, { method: 'PATCH', token }), { id })
const scoreOf = (id: string, token?: string) => call(trust.loader, context, getRequest(`/api/admin/trust-score/${id}`, { token }), { id })
const insightsOf = (id: string, token?: string) => call(insights.loader, context, getRequest(`/api/admin/user-insights/${id}`, { token }), { id })
const trustOf = async (id: number) => (await (await scoreOf(String(id), admin.token)).json()) as Trust

describe('access', () => {
	test.each([
		['GET /api/admin/cases', (token?: string) => list('', token)],
		['POST /api/admin/cases', (token?: string) => create({ title: 'x' }, token)],
		['PATCH /api/admin/cases/1', (token?: string) => patch('1', { status: 'INVESTIGATING' }, token)],
		['GET /api/admin/trust-score/1', (token?: string) => scoreOf('1', token)],
		['GET /api/admin/user-insights/1', (token?: string) => insightsOf('1', token)],
	])('%s: 401 without a token, 403 for a seller', async (_, run) => {
		const anonymous = await run()
		expect(anonymous.status).toBe(401)
		expect(await anonymous.json()).toEqual({ message: 'Invalid token' })
		expect((await run(seller.token)).status).toBe(403)
	})
})

describe('cases', () => {
	test('created OPEN at MEDIUM unless told, in the spec\'s shape, and logged', async () => {
		const response = await create({ title: 'Deposit scam', description: 'Asks for M-PESA first', relatedListingId: listing, relatedUserId: seller.id }, admin.token)
		expect(response.status).toBe(201)
		const body = (await response.json()) as Case
		expect(body).toEqual({
			id: expect.any(Number),
			title: 'Deposit scam',
			description: 'Asks for M-PESA first',
			priority: 'MEDIUM',
			status: 'OPEN',
			assignedTo: null,
			createdAt: expect.any(String),
			relatedListingId: listing,
			relatedUserId: seller.id,
			relatedConversationId: null,
			evidence: [],
			resolution: null,
			lastActivityAt: body.createdAt,
		})
		const logs = await context.db.selectFrom('moderation_logs').selectAll().where('target_type', '=', 'case').where('target_id', '=', body.id).execute()
		expect(logs.map((l) => [l.action, l.admin_id, l.to_status])).toEqual([['CREATE', admin.id, 'OPEN']])
	})

	test('refusals: a bad body 400, a missing related listing or user 404', async () => {
		for (const body of [{}, { title: '' }, { title: 'x'.repeat(256) }, { title: 'x', priority: 'SOON' }, { title: 'x', relatedListingId: 'abc' }]) {
			expect((await create(body, admin.token)).status).toBe(400)
		}
		const listingMissing = await create({ title: 'x', relatedListingId: 99999 }, admin.token)
		expect(listingMissing.status).toBe(404)
		expect(await listingMissing.json()).toEqual({ message: 'Listing not found' })
		expect((await create({ title: 'x', relatedUserId: 99999 }, admin.token)).status).toBe(404)
	})

	test('updates: status, priority, assignee, evidence, resolution, each logged; the latest worked on comes first', async () => {
		const first = (await (await create({ title: 'First', priority: 'LOW' }, admin.token)).json()) as Case
		await new Promise((resolve) => setTimeout(resolve, 5))
		const second = (await (await create({ title: 'Second', priority: 'HIGH' }, admin.token)).json()) as Case
		let listed = (await (await list('', admin.token)).json()) as Case[]
		expect(listed.slice(0, 2).map((c) => c.id)).toEqual([second.id, first.id])

		await new Promise((resolve) => setTimeout(resolve, 5))
		const response = await patch(String(first.id), { status: 'INVESTIGATING', priority: 'URGENT', assignedTo: admin.id, evidence: 'Same photos as listing 12' }, admin.token)
		expect(response.status).toBe(200)
		expect(await response.json()).toMatchObject({ status: 'INVESTIGATING', priority: 'URGENT', assignedTo: admin.id, evidence: [{ note: 'Same photos as listing 12', adminId: admin.id }] })
		listed = (await (await list('', admin.token)).json()) as Case[]
		expect(listed[0]!.id).toBe(first.id)

		const closedWithout = await patch(String(first.id), { status: 'RESOLVED' }, admin.token)
		expect(closedWithout.status).toBe(400)
		expect(await closedWithout.json()).toEqual({ message: 'A resolution is required to mark a case RESOLVED' })
		const resolved = (await (await patch(String(first.id), { status: 'RESOLVED', resolution: 'Seller suspended' }, admin.token)).json()) as Case
		expect(resolved).toMatchObject({ status: 'RESOLVED', resolution: 'Seller suspended' })

		const logs = await context.db.selectFrom('moderation_logs').select(['action', 'from_status', 'to_status']).where('target_type', '=', 'case').where('target_id', '=', first.id).orderBy('id').execute()
		expect(logs.map((l) => l.action)).toEqual(['CREATE', 'STATUS', 'PRIORITY', 'ASSIGN', 'EVIDENCE', 'STATUS', 'RESOLUTION'])
		expect(logs[5]).toEqual({ action: 'STATUS', from_status: 'INVESTIGATING', to_status: 'RESOLVED' })

		expect(((await (await list('?status=RESOLVED', admin.token)).json()) as Case[]).map((c) => c.id)).toEqual([first.id])
		expect(((await (await list('?priority=HIGH', admin.token)).json()) as Case[]).map((c) => c.id)).toEqual([second.id])
		expect((await list('?status=DONE', admin.token)).status).toBe(400)
	})

	test('update refusals: a bad id 400, a missing case 404 before a bad body, a bad body 400, a non-admin assignee 400', async () => {
		const { id } = (await (await create({ title: 'Third' }, admin.token)).json()) as Case
		expect((await patch('abc', { status: 'OPEN' }, admin.token)).status).toBe(400)
		const missing = await patch('99999', { status: 'NOPE' }, admin.token)
		expect(missing.status).toBe(404)
		expect(await missing.json()).toEqual({ message: 'Case not found' })
		expect((await patch(String(id), {}, admin.token)).status).toBe(400)
		expect((await patch(String(id), { status: 'NOPE' }, admin.token)).status).toBe(400)
		const notAdmin = await patch(String(id), { assignedTo: seller.id }, admin.token)
		expect(notAdmin.status).toBe(400)
		expect(await notAdmin.json()).toEqual({ message: 'A case can only be assigned to an admin' })
		expect((await patch(String(id), { assignedTo: 99999 }, admin.token)).status).toBe(404)
	})
})

describe('GET /api/admin/trust-score/{id}', () => {
	test('components with points and reasons, stored in trust_scores; a verified phone raises it, a HIGH fraud alert lowers it', async () => {
		const user = await createUser(context.db, { phoneVerified: false })
		const own = (await createListing(context.db, { sellerId: user.id })).id
		const before = await trustOf(user.id)
		expect(before.components.map((c) => c.name)).toEqual(['base', 'accountAge', 'phoneVerified', 'emailVerified', 'completedPayments', 'reviews', 'upheldReports', 'fraudFindings', 'suspension'])
		expect(before.components.every((c) => typeof c.points === 'number' && c.reason.length > 0)).toBe(true)
		expect(before.trustScore).toBe(before.components.reduce((sum, c) => sum + c.points, 0))

		await context.db.updateTable('users').set({ phone_verified: 1 }).where('id', '=', user.id).execute()
		const verified = await trustOf(user.id)
		expect(verified.trustScore).toBe(before.trustScore + 15)
		expect(verified.components.find((c) => c.name === 'phoneVerified')).toEqual({ name: 'phoneVerified', points: 15, reason: 'Phone number verified' })

		await context.db.insertInto('transactions').values({ listing_id: own, amount_cents: 10_000, mpesa_receipt: `R${user.id}` }).execute()
		const paid = await trustOf(user.id)
		expect(paid.trustScore).toBe(verified.trustScore + 5)

		await insertFraudAlert(context.db, { listingId: own, userId: user.id })
		const flagged = await trustOf(user.id)
		expect(flagged.trustScore).toBe(paid.trustScore - 15)
		expect(flagged.level).toBe('FLAGGED')

		const buyer = await createUser(context.db, { role: 'BUYER' })
		await context.db.insertInto('reviews').values({ listing_id: own, buyer_id: buyer.id, seller_id: user.id, rating: 5 }).execute()
		const reviewed = await trustOf(user.id)
		expect(reviewed.components.find((c) => c.name === 'reviews')).toEqual({ name: 'reviews', points: 4, reason: 'Average rating 5 from 1 review' })
		expect(reviewed.trustScore).toBe(flagged.trustScore + 4)

		await context.db.insertInto('flags').values({ listing_id: own, user_id: buyer.id, reason: 'counterfeit_item', status: 'RESOLVED' }).execute()
		expect((await trustOf(user.id)).trustScore).toBe(reviewed.trustScore - 10)

		const stored = await context.db.selectFrom('trust_scores').selectAll().where('user_id', '=', user.id).executeTakeFirstOrThrow()
		expect(stored).toMatchObject({ score: reviewed.trustScore - 10, level: 'FLAGGED' })
		expect(JSON.parse(stored.factors)).toHaveLength(9)
	})

	test('a suspended account scores low; never below 0', async () => {
		const user = await createUser(context.db)
		await context.db.updateTable('users').set({ is_active: 0 }).where('id', '=', user.id).execute()
		const own = (await createListing(context.db, { sellerId: user.id })).id
		await insertFraudAlert(context.db, { listingId: own, userId: user.id, level: 'CRITICAL', score: 90 })
		expect((await trustOf(user.id)).trustScore).toBe(0)
	})

	test('a bad id 400, a missing user 404', async () => {
		expect((await scoreOf('0', admin.token)).status).toBe(400)
		const missing = await scoreOf('99999', admin.token)
		expect(missing.status).toBe(404)
		expect(await missing.json()).toEqual({ message: 'User not found' })
	})
})

describe('GET /api/admin/user-insights/{id}', () => {
	test('stats and a newest-first timeline that follow the data', async () => {
		const user = await createUser(context.db)
		const buyer = await createUser(context.db, { role: 'BUYER' })
		const first = (await createListing(context.db, { sellerId: user.id, title: 'Sofa set' })).id
		const response = await insightsOf(String(user.id), admin.token)
		expect(response.status).toBe(200)
		const before = (await response.json()) as Insights
		expect(before.stats).toEqual({ totalListings: 1, totalTransactions: 0, trustScore: expect.any(Number), fraudAlerts: 0, totalActions: 0 })
		expect(before.timeline.map((e) => e.type).sort()).toEqual(['LISTING_CREATED', 'REGISTERED'])

		await new Promise((resolve) => setTimeout(resolve, 5))
		await context.db.updateTable('listings').set({ status: 'SOLD', sold_at: new Date().toISOString() }).where('id', '=', first).execute()
		await context.db.insertInto('transactions').values({ listing_id: first, amount_cents: 10_000, mpesa_receipt: `I${user.id}` }).execute()
		await context.db.insertInto('user_actions').values({ user_id: user.id, action_type: 'VIEW' }).execute()
		await insertFraudAlert(context.db, { listingId: first, userId: user.id })
		await context.db.insertInto('flags').values({ listing_id: first, user_id: buyer.id, reason: 'misleading_description' }).execute()
		await context.db.insertInto('user_warnings').values({ user_id: user.id, admin_id: admin.id, reason: 'Stop asking for deposits' }).execute()

		const after = (await (await insightsOf(String(user.id), admin.token)).json()) as Insights
		expect(after.stats).toEqual({ totalListings: 1, totalTransactions: 1, trustScore: expect.any(Number), fraudAlerts: 1, totalActions: 1 })
		expect(after.stats.trustScore).toBeLessThan(before.stats.trustScore!)
		const sold = after.timeline.find((e) => e.type === 'LISTING_SOLD')
		expect(sold).toEqual({ type: 'LISTING_SOLD', date: expect.any(String), detail: `Listing #${first} "Sofa set" sold` })
		expect(after.timeline.map((e) => e.type)).toEqual(expect.arrayContaining(['PAYMENT', 'REPORT_RECEIVED', 'WARNING']))
		expect(after.timeline.at(-1)!.type).toBe('REGISTERED')
		const dates = after.timeline.map((e) => e.date)
		expect(dates).toEqual([...dates].sort().reverse())

		const reporter = (await (await insightsOf(String(buyer.id), admin.token)).json()) as Insights
		expect(reporter.timeline.map((e) => e.type)).toContain('REPORT_MADE')
	})

	test('a bad id 400, a missing user 404', async () => {
		expect((await insightsOf('x', admin.token)).status).toBe(400)
		const missing = await insightsOf('99999', admin.token)
		expect(missing.status).toBe(404)
		expect(await missing.json()).toEqual({ message: 'User not found' })
	})
})
