import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import * as reports from '#app/routes/api.admin.reports.ts'
import * as download from '#app/routes/admin.reports.$id.download.ts'
import type { AppContext } from '#app/context.ts'
import type { UserRole } from '#db/enums.ts'
import { call, getRequest, jsonRequest } from './context.ts'
import { createListing } from './factories.ts'
import { session } from './trust-helpers.ts'
import { createReportsContext, removeReports } from './reports-context.ts'

let context: AppContext
let admin: { id: number; token: string }

const login = (role: UserRole) => session(context, role)

beforeEach(async () => {
	context = await createReportsContext()
	admin = await login('ADMIN')
})

afterEach(() => removeReports(context))

const today = new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10)

function body(overrides: { type?: unknown; from?: unknown; to?: unknown; metrics?: unknown; format?: unknown; filters?: object } = {}) {
	const { type = 'ANALYTICS', from = today, to = today, metrics = ['overview', 'daily', 'categories'], format = 'JSON', filters = {} } = overrides
	return { type, config: { dateRange: { from, to }, includeMetrics: metrics, format, filters } }
}

async function post(payload: unknown, token = admin.token) {
	const res = await call(reports.action, context, jsonRequest('/api/admin/reports', payload, { token }))
	return { status: res.status, json: await res.json() }
}

function get(id: number, cookie?: string) {
	return call(download.loader, context, new Request(`http://localhost/admin/reports/${id}/download`, { headers: cookie ? { cookie: `__session=${cookie}` } : {} }), {
		id: String(id),
	})
}

const storedReports = () => context.db.selectFrom('admin_reports').selectAll().execute()

describe('POST /api/admin/reports', () => {
	test('refuses a visitor (401), a buyer and a seller (403), and keeps nothing', async () => {
		expect(await post(body(), '')).toEqual({ status: 401, json: { message: 'Invalid token' } })
		for (const role of ['BUYER', 'SELLER'] as const) expect((await post(body(), (await login(role)).token)).status).toBe(403)
		expect(await storedReports()).toEqual([])
	})

	test.each([
		['no type', body({ type: '' }), 'Please select a report type'],
		['an unknown type', body({ type: 'GOSSIP' }), 'Please select a report type'],
		['no start date', body({ from: '' }), 'Please select date range'],
		['an end before the start', body({ from: '2026-11-10', to: '2026-11-01' }), 'The end date must be on or after the start date'],
		['over 366 days', body({ from: '2025-01-01', to: '2026-06-01' }), 'Please choose a period of at most 366 days'],
		['no metric', body({ metrics: [] }), 'Please choose at least one metric to include'],
		['a metric of another type', body({ metrics: ['listing_fees'] }), 'listing_fees is not a metric of a ANALYTICS report'],
		[
			'metric names that mean nothing, naming them and what the type accepts',
			body({ metrics: ['users', 'speed', 'colour'] }),
			'Unknown metrics: speed, colour. Metrics of ANALYTICS reports: overview (Totals (users, listings, revenue, conversion)), daily (',
		],
		['an unknown format', body({ format: 'XLSX' }), 'Please choose a format: PDF, CSV or JSON'],
		['an unknown category', body({ filters: { category: 'spaceships' } }), 'Please choose a category from the list'],
		['a config of null', { type: 'ANALYTICS', config: null }, 'Please select date range'],
		['filters of null and no format', { type: 'ANALYTICS', config: { dateRange: { from: today, to: today }, includeMetrics: ['overview'], filters: null } }, 'Please choose a format'],
		['a name every object has', body({ metrics: ['constructor', 'toString'] }), 'Unknown metrics: constructor, toString.'],
	])('refuses %s (400) and keeps nothing', async (_name, payload, message) => {
		const { status, json } = await post(payload)
		expect(status).toBe(400)
		expect(json.message).toContain(message)
		expect(await storedReports()).toEqual([])
	})

	test('takes the names a client reads off the spec (users, listings, revenue; totalUsers, dailyMetrics…) as the metrics holding them', async () => {
		for (const [type, names, metrics] of [
			['ANALYTICS', ['users', 'listings', 'revenue'], ['overview']],
			['ANALYTICS', ['totalUsers', 'daily_metrics', 'Top Categories', 'geographicDistribution'], ['overview', 'daily', 'categories', 'geography']],
			['FINANCIAL', ['revenue', 'averageOrderValue', 'Listing-Fees'], ['revenue', 'orders', 'listing_fees']],
		] as const) {
			const { status, json } = await post(body({ type, metrics: names }))
			expect(status, JSON.stringify(json)).toBe(201)
			expect(json.data.sections.map((s: { metric: string }) => s.metric)).toEqual(metrics)
		}
	})

	test('makes a JSON report whose figures follow the data, keeps it, and lets only an admin download it', async () => {
		const seller = await login('SELLER')
		await createListing(context.db, { sellerId: seller.id, category: 'electronics', location: 'Kisumu' })
		await createListing(context.db, { sellerId: seller.id, category: 'clothing', location: 'Kisumu' })
		const { status, json } = await post(body({ filters: { category: 'Electronics' } }))
		expect(status).toBe(201)
		expect(json).toMatchObject({ type: 'ANALYTICS', status: 'COMPLETED', format: 'JSON', downloadUrl: `/admin/reports/${json.id}/download` })
		const overview = json.data.sections.find((s: { metric: string }) => s.metric === 'overview')
		expect(overview.rows).toContainEqual(['New listings', 1])
		expect(json.data.filters).toEqual({ category: 'electronics' })

		const [row] = await storedReports()
		expect(row).toMatchObject({ id: json.id, type: 'ANALYTICS', status: 'COMPLETED', created_by: admin.id, file_path: `report-${json.id}.json` })
		expect(JSON.parse(row!.config)).toMatchObject({ format: 'JSON', dateRange: { from: today, to: today }, includeMetrics: ['overview', 'daily', 'categories'] })

		const file = await get(json.id, admin.token)
		expect(file.status).toBe(200)
		expect(file.headers.get('content-type')).toBe('application/json; charset=utf-8')
		expect(file.headers.get('content-disposition')).toBe(`attachment; filename="soko-analytics-report-${today}-to-${today}.json"`)
		expect(await file.json()).toEqual(json.data)

		expect((await get(json.id)).status).toBe(302)
		expect((await get(json.id, (await login('SELLER')).token)).status).toBe(403)
		expect((await get(json.id + 100, admin.token)).status).toBe(404)
	})

	test('makes a CSV report of money, with each section under its title', async () => {
		const seller = await login('SELLER')
		const listing = await createListing(context.db, { sellerId: seller.id })
		await context.db.insertInto('transactions').values({ listing_id: listing.id, amount_cents: 1500, mpesa_receipt: '=HYPERLINK("x")' }).execute()
		const { json } = await post(body({ type: 'FINANCIAL', metrics: ['listing_fees', 'revenue'], format: 'CSV' }))
		const file = await get(json.id, admin.token)
		expect(file.headers.get('content-type')).toBe('text/csv; charset=utf-8')
		const csv = await file.text()
		expect(csv).toContain('Listing fees paid\r\nPaid at,Listing,Title,Amount (KES),M-PESA receipt\r\n')
		expect(csv).toContain(`,${listing.id},Samsung Galaxy A14 64GB,15,"'=HYPERLINK(""x"")"`)
		expect(csv).toContain(`Total,15,0,15`)
	})

	test('makes a real PDF for every report type', async () => {
		for (const [type, metrics] of [
			['MODERATION', ['moderation_actions', 'moderation_log', 'flags', 'listing_statuses']],
			['SECURITY', ['accounts', 'admins', 'login_attempts', 'issue_reports', 'payments']],
			['CUSTOM', ['overview', 'subscriptions', 'orders', 'geography']],
		] as const) {
			const { status, json } = await post(body({ type, metrics, format: 'pdf' }))
			expect(status).toBe(201)
			const file = await get(json.id, admin.token)
			expect(file.headers.get('content-type')).toBe('application/pdf')
			const bytes = Buffer.from(await file.arrayBuffer())
			expect(bytes.subarray(0, 5).toString()).toBe('%PDF-')
			expect(bytes.subarray(-6).toString()).toContain('%%EOF')
		}
	})

	test('GET lists the newest reports for an admin', async () => {
		const { json } = await post(body())
		const res = await call(reports.loader, context, getRequest('/api/admin/reports', { token: admin.token }))
		expect(await res.json()).toEqual([expect.objectContaining({ id: json.id, status: 'COMPLETED', format: 'JSON', downloadUrl: json.downloadUrl })])
	})
})
