import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { beforeEach, describe, expect, test } from 'vitest'
import * as analytics from '#app/routes/api.admin.analytics.ts'
import * as subscriptions from '#app/routes/api.admin.subscription-analytics.ts'
import * as health from '#app/routes/api.admin.system-health.ts'
import * as reports from '#app/routes/api.admin.reports.ts'
import type { AppContext } from '#app/context.ts'
import type { UserRole } from '#db/enums.ts'
import { parseEnv } from '#app/env.server.ts'
import { RequestLatency } from '#app/domain/admin/request-latency.ts'
import { lastDays } from '#app/domain/admin/period.ts'
import { healthHistory } from '#app/domain/admin/health-history.server.ts'
import { systemHealth } from '#app/domain/admin/system-health.server.ts'
import { call, createTestContext, getRequest, jsonRequest } from './context.ts'
import { createListing } from './factories.ts'
import { changeListingStatus } from '#app/domain/listings/transitions.server.ts'
import { session } from './trust-helpers.ts'
import { insertFraudAlert } from './fraud-fixtures.ts'

let context: AppContext
let admin: { id: number; token: string }

const login = (role: UserRole) => session(context, role)

beforeEach(async () => {
	context = await createTestContext()
	admin = await login('ADMIN')
})

const CALLS = [
	{ name: 'GET /api/admin/analytics', route: analytics, path: '/api/admin/analytics' },
	{ name: 'GET /api/admin/subscription-analytics', route: subscriptions, path: '/api/admin/subscription-analytics' },
	{ name: 'GET /api/admin/system-health', route: health, path: '/api/admin/system-health' },
]

async function get(route: { loader: unknown }, path: string, token = admin.token) {
	const res = await call(route.loader, context, getRequest(path, { token }))
	return { status: res.status, body: await res.json() }
}

const now = () => new Date().toISOString()
// The report's dates are Nairobi days.
const today = () => new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10)

describe.each(CALLS)('$name', ({ route, path }) => {
	test('refuses a visitor (401), a buyer and a seller (403)', async () => {
		expect(await get(route, path, '')).toEqual({ status: 401, body: { message: 'Invalid token' } })
		for (const role of ['BUYER', 'SELLER'] as const) {
			const { status, body } = await get(route, path, (await login(role)).token)
			expect(status).toBe(403)
			expect(body.message).toBeTruthy()
		}
	})

	test('answers an admin with JSON', async () => {
		const { status } = await get(route, path)
		expect(status).toBe(200)
	})
})

describe('the period asked for', () => {
	test.each([
		['?from=2026-11-01', 'Please select date range'],
		['?from=2026-11-10&to=2026-11-01', 'The end date must be on or after the start date'],
		['?from=2025-01-01&to=2026-11-01', 'Please choose a period of at most 366 days'],
		['?from=2026-13-01&to=2026-13-02', 'Please enter dates as YYYY-MM-DD'],
		['?days=0', 'Please choose a period of at most 366 days'],
	])('%s is refused: %s', async (query, message) => {
		for (const route of [analytics, subscriptions]) {
			const { status, body } = await get(route, `/api/admin/analytics${query}`)
			expect(status).toBe(400)
			expect(body.message).toContain(message)
		}
	})

	test('is the last 30 Nairobi days by default, one daily row each', async () => {
		const { body } = await get(analytics, '/api/admin/analytics')
		const expected = lastDays(30)
		expect(body.period).toEqual({ from: expected.fromDay, to: expected.toDay })
		expect(body.dailyMetrics).toHaveLength(30)
		expect(body.dailyMetrics.at(-1).date).toBe(expected.toDay)
	})
})

describe('analytics follow the data', () => {
	test('users, listings, revenue, orders and conversion move when rows are added', async () => {
		const before = (await get(analytics, '/api/admin/analytics?days=7')).body
		const seller = await login('SELLER')
		const buyer = await login('BUYER')
		const sold = await createListing(context.db, { sellerId: seller.id, status: 'SOLD', category: 'electronics', location: 'Nakuru' })
		await context.db.updateTable('listings').set({ published_date: now() }).where('id', '=', sold.id).execute()
		const other = await createListing(context.db, { sellerId: seller.id, status: 'PUBLISHED', category: 'electronics', location: 'Nakuru' })
		await context.db.updateTable('listings').set({ published_date: now() }).where('id', '=', other.id).execute()
		await createListing(context.db, { sellerId: seller.id, status: 'PENDING_APPROVAL', category: 'clothing', location: 'Nairobi' })
		await context.db.insertInto('transactions').values({ listing_id: sold.id, amount_cents: 1500, mpesa_receipt: 'RCP1' }).execute()
		await context.db.insertInto('offers').values({ listing_id: sold.id, buyer_id: buyer.id, amount_cents: 1_000_000, status: 'ACCEPTED' }).execute()
		await context.db.insertInto('user_actions').values({ user_id: buyer.id, listing_id: other.id, action_type: 'VIEW' }).execute()
		await context.db
			.insertInto('alert_subscriptions')
			.values({ buyer_id: buyer.id, product: 'EMAIL_ALERTS', amount_cents: 50_000, expires_at: new Date(Date.now() + 86_400_000).toISOString() })
			.execute()

		const after = (await get(analytics, '/api/admin/analytics?days=7')).body
		expect(after.totalUsers - before.totalUsers).toBe(2)
		expect(after.newUsers - before.newUsers).toBe(2)
		expect(after.activeUsers - before.activeUsers).toBe(1)
		expect(after.totalListings - before.totalListings).toBe(3)
		expect(after.pendingListings - before.pendingListings).toBe(1)
		expect(after.totalTransactions - before.totalTransactions).toBe(1)
		expect(after.revenueBreakdown).toEqual({ listingFees: 1500, subscriptions: 50_000 })
		expect(after.revenue).toBe(51_500)
		expect(after.orders).toBe(1)
		expect(after.averageOrderValue).toBe(1_000_000)
		// 1 sold of 2 published in the period.
		expect(after.conversionRate).toBe(50)
		expect(after.topCategories[0]).toEqual({ category: 'electronics', label: 'Electronics', count: 2 })
		expect(after.geographicDistribution[0]).toEqual({ location: 'Nakuru', count: 2 })
		const today = after.dailyMetrics.at(-1)
		expect(today).toMatchObject({ users: 2 + before.dailyMetrics.at(-1).users, listings: 3, transactions: 1, revenue: 1500 })
	})

	test('the fraud detection accuracy is measured from the admins’ decisions, and absent until there are some', async () => {
		expect((await get(analytics, '/api/admin/analytics')).body).toMatchObject({ fraudDetectionAccuracy: null, fraudDetection: { precision: null, recall: null, decided: 0 } })
		const seller = await login('SELLER')
		const listing = await createListing(context.db, { sellerId: seller.id, status: 'PENDING_APPROVAL' })
		await insertFraudAlert(context.db, { userId: seller.id, listingId: listing.id })
		await changeListingStatus(context.db, { listingId: listing.id, action: 'reject', actor: { id: admin.id, role: 'ADMIN' }, ttlDays: 30 })
		const { body } = await get(analytics, '/api/admin/analytics')
		expect(body.fraudDetectionAccuracy).toBe(100)
		expect(body.fraudDetection).toEqual({ precision: 100, recall: 100, flaggedDecided: 1, flaggedRemoved: 1, removed: 1, decided: 1 })
	})

	test('a period before the data counts none of it', async () => {
		const seller = await login('SELLER')
		await createListing(context.db, { sellerId: seller.id })
		const { body } = await get(analytics, '/api/admin/analytics?from=2020-01-01&to=2020-01-31')
		expect(body).toMatchObject({ totalUsers: 0, newUsers: 0, totalListings: 0, revenue: 0, conversionRate: 0 })
		expect(body.dailyMetrics).toHaveLength(31)
	})
})

describe('subscription analytics follow the data', () => {
	test('active subscribers, revenue and churn', async () => {
		const [a, b] = [await login('BUYER'), await login('BUYER')]
		const day = 86_400_000
		const at = (offsetDays: number) => new Date(Date.now() + offsetDays * day).toISOString()
		// a: a month that began before the period and is still running; b: one that ended inside the period.
		await context.db
			.insertInto('alert_subscriptions')
			.values([
				{ buyer_id: a.id, product: 'EMAIL_ALERTS', plan: 'BASIC', amount_cents: 50_000, created_at: at(-20), expires_at: at(10) },
				{ buyer_id: b.id, product: 'BUYER_PLAN', plan: 'PREMIUM', amount_cents: 20_000, created_at: at(-25), expires_at: at(-2) },
				{ buyer_id: a.id, product: 'BUYER_PLAN', plan: 'PREMIUM', amount_cents: 20_000, created_at: at(-1), expires_at: at(29) },
			])
			.execute()
		const { body } = await get(subscriptions, '/api/admin/subscription-analytics?days=7')
		expect(body).toMatchObject({ totalSubscriptions: 3, activeSubscriptions: 2, monthlyRevenue: 90_000, periodRevenue: 20_000, activeAtStart: 2, churned: 1, churnRate: 50 })
		expect(body.byProduct).toEqual([
			{ product: 'EMAIL_ALERTS', active: 1, periodRevenue: 0, sold: 0 },
			{ product: 'BUYER_PLAN', active: 1, periodRevenue: 20_000, sold: 1 },
		])
	})
})

describe('system health', () => {
	test('grades payments, delivery, jobs and latency from what happened', async () => {
		context = {
			...context,
			env: parseEnv({ NODE_ENV: 'test', SEED_DEMO: 'false', SMTP_URL: 'smtp://127.0.0.1:2525', SMS_MODE: 'africastalking', AT_USERNAME: 'u', AT_API_KEY: 'k' }),
			latency: new RequestLatency(),
		}
		for (let i = 0; i < 19; i++) context.latency!.record('/browse', 20)
		context.latency!.record('/browse', 5000)
		const seller = await login('SELLER')
		const listing = await createListing(context.db, { sellerId: seller.id })
		const old = new Date(Date.now() - 10 * 60_000).toISOString()
		await context.db
			.insertInto('payment_attempts')
			.values(
				(['COMPLETED', 'COMPLETED', 'COMPLETED', 'FAILED', 'PENDING'] as const).map((status, i) => ({
					listing_id: listing.id,
					checkout_request_id: `ws_CO_${i}`,
					phone: '254711222333',
					amount_cents: 1500,
					status,
				})),
			)
			.execute()
		await context.db
			.insertInto('sms_outbox')
			.values([
				{ to_phone: '0711222333', body: 'a', created_at: old, sent_at: old },
				{ to_phone: '0711222333', body: 'b', created_at: old, error: 'Blacklisted' },
			])
			.execute()
		await context.db.insertInto('mail_outbox').values({ to_address: 'a@example.com', subject: 's', body: 'b', created_at: old, sent_at: old }).execute()
		await context.db
			.insertInto('job_runs')
			.values([
				{ name: 'send-mail', next_run_at: new Date(Date.now() + 10_000).toISOString() },
				{ name: 'expire-listings', next_run_at: new Date(Date.now() - 2 * 3_600_000).toISOString() },
			])
			.execute()

		const { body } = await get(health, '/api/admin/system-health')
		expect(body.payments).toEqual({ status: 'WARNING', successRate: 75, completed: 3, finished: 4, pending: 1 })
		expect(body.alerts.sms).toMatchObject({ status: 'CRITICAL', deliveryRate: 50, sent: 1, due: 2, failed: 1 })
		expect(body.alerts.email).toMatchObject({ status: 'HEALTHY', deliveryRate: 100 })
		expect(body.alerts.deliveryRate).toBe(66.7)
		const job = (name: string) => body.jobs.find((j: { name: string }) => j.name === name)
		expect(job('send-mail')).toMatchObject({ status: 'HEALTHY', lagMs: 0 })
		expect(job('expire-listings').status).toBe('CRITICAL')
		expect(job('alert-digests')).toMatchObject({ status: 'WARNING', lagMs: null })
		const pages = body.apis.find((a: { name: string }) => a.name === 'Pages')
		expect(pages).toMatchObject({ count: 20, p50: 20, p95: 20, latency: 20, status: 'HEALTHY' })
		expect(body.database.sizeBytes).toBeGreaterThan(0)
		expect(body.database.load).toBeGreaterThanOrEqual(0)
		expect(body.overall).toBe('CRITICAL')
	})

	test('says when messages are kept in the outbox instead of graded as undelivered', async () => {
		const { body } = await get(health, '/api/admin/system-health')
		expect(body.alerts.email).toMatchObject({ status: 'WARNING', deliveryRate: null, note: 'Emails are not sent: SMTP_URL is not set' })
		expect(body.alerts.sms.note).toBe('Texts are not sent: SMS_MODE is outbox')
		expect(body.apis.map((a: { name: string }) => a.name)).toEqual(['Pages', 'API', 'Admin API', 'Payments API'])
	})

	test('keeps a snapshot at most every 5 minutes in system_metrics, read back as the last day', async () => {
		const latency = new RequestLatency()
		const t0 = new Date()
		latency.record('/', 42, t0.getTime())
		const first = await systemHealth(context.db, { env: context.env, latency, now: t0 })
		await systemHealth(context.db, { env: context.env, latency, now: new Date(t0.getTime() + 60_000) })
		const names = await context.db.selectFrom('system_metrics').select('metric_name').orderBy('id').execute()
		expect(names.map((r) => r.metric_name)).toEqual(['overall', 'pages.p95_ms', 'database.load_ms'])
		// The grade depends on how fast the database answered just now (a loaded test machine may make it CRITICAL).
		const later = await systemHealth(context.db, { env: context.env, latency, now: new Date(t0.getTime() + 6 * 60_000) })
		const history = await healthHistory(context.db, new Date(t0.getTime() + 7 * 60_000))
		expect(history).toEqual([
			{ at: t0.toISOString(), overall: first.overall, pagesP95: 42 },
			{ at: new Date(t0.getTime() + 6 * 60_000).toISOString(), overall: later.overall, pagesP95: null },
		])
	})
})

describe('orders at the agreed price (issue 21 §5)', () => {
	test('15,000 countered at 18,000 and accepted is an order of 18,000; a sale with two accepted offers is one order', async () => {
		const seller = await login('SELLER')
		const buyers = [await login('BUYER'), await login('BUYER')]
		const countered = await createListing(context.db, { sellerId: seller.id, status: 'SOLD' })
		await context.db
			.insertInto('offers')
			.values({ listing_id: countered.id, buyer_id: buyers[0]!.id, amount_cents: 1_500_000, counter_amount_cents: 1_800_000, last_move_by: 'SELLER', status: 'ACCEPTED', responded_at: now() })
			.execute()
		const twice = await createListing(context.db, { sellerId: seller.id, status: 'SOLD' })
		await context.db
			.insertInto('offers')
			.values([
				{ listing_id: twice.id, buyer_id: buyers[0]!.id, amount_cents: 900_000, status: 'ACCEPTED', responded_at: new Date(Date.now() - 60_000).toISOString() },
				{ listing_id: twice.id, buyer_id: buyers[1]!.id, amount_cents: 1_000_000, status: 'ACCEPTED', responded_at: now() },
			])
			.execute()

		const { body } = await get(analytics, '/api/admin/analytics?days=7')
		expect(body.orders).toBe(2)
		expect(body.averageOrderValue).toBe((1_800_000 + 1_000_000) / 2)

		const reportsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'soko-reports-'))
		const report = await call(
			reports.action,
			{ ...context, env: { ...context.env, REPORTS_DIR: reportsDir } },
			jsonRequest('/api/admin/reports', { type: 'CUSTOM', config: { dateRange: { from: today(), to: today() }, includeMetrics: ['orders'], format: 'JSON', filters: {} } }, { token: admin.token }),
		)
		const section = (await report.json()).data.sections.find((s: { metric: string }) => s.metric === 'orders')
		expect(section.rows.map((r: unknown[]) => [r[1], r[4]])).toEqual([
			[countered.id, 18_000],
			[twice.id, 10_000],
			['', 14_000],
		])
		fs.rmSync(reportsDir, { recursive: true, force: true })
	})
})
