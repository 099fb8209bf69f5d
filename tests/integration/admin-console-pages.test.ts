import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import * as analyticsPage from '#app/routes/admin.analytics.tsx'
import * as healthPage from '#app/routes/admin.health.tsx'
import * as reportsPage from '#app/routes/admin.reports.tsx'
import * as logsPage from '#app/routes/admin.logs.tsx'
import * as logsApi from '#app/routes/api.admin.moderation-logs.ts'
import type { AppContext } from '#app/context.ts'
import type { UserRole } from '#db/enums.ts'
import { call, getRequest } from './context.ts'
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

const page = (p: string, token?: string) => new Request(`http://localhost${p}`, { headers: token ? { cookie: `__session=${token}` } : {} })

function form(p: string, fields: [string, string][], token = admin.token) {
	return new Request(`http://localhost${p}`, {
		method: 'POST',
		headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: `__session=${token}` },
		body: new URLSearchParams(fields),
	})
}

const PAGES = [
	{ path: '/admin/analytics', route: analyticsPage },
	{ path: '/admin/health', route: healthPage },
	{ path: '/admin/reports', route: reportsPage },
	{ path: '/admin/logs', route: logsPage },
]

describe.each(PAGES)('$path', ({ path: p, route }) => {
	test('sends a visitor to the admin login and refuses a seller (403)', async () => {
		const visitor = await call(route.loader, context, page(p))
		expect(visitor.status).toBe(302)
		expect(visitor.headers.get('location')).toBe('/admin-login')
		expect((await call(route.loader, context, page(p, (await login('SELLER')).token))).status).toBe(403)
	})
})

describe('analytics page', () => {
	test('each view loads its figures; a bad period is said and the last 30 days shown', async () => {
		const seller = await login('SELLER')
		await createListing(context.db, { sellerId: seller.id, category: 'automotive', location: 'Eldoret' })
		const overview = await (await call(analyticsPage.loader, context, page('/admin/analytics?days=7', admin.token))).json()
		expect(overview).toMatchObject({ view: 'overview', periodError: null, failed: null, period: { days: 7 } })
		expect(overview.analytics.totalListings).toBe(1)
		const geography = await (await call(analyticsPage.loader, context, page('/admin/analytics?view=geography', admin.token))).json()
		expect(geography.analytics.geographicDistribution).toEqual([{ location: 'Eldoret', count: 1 }])
		const subs = await (await call(analyticsPage.loader, context, page('/admin/analytics?view=subscriptions', admin.token))).json()
		expect(subs.subscriptions).toMatchObject({ totalSubscriptions: 0, activeSubscriptions: 0, churnRate: 0 })
		const bad = await (await call(analyticsPage.loader, context, page('/admin/analytics?from=2026-11-10&to=2026-11-01', admin.token))).json()
		expect(bad.periodError).toBe('The end date must be on or after the start date')
		expect(bad.period.days).toBe(30)
	})
})

describe('reports page', () => {
	test('a refused form answers 400 with the spec heading and every reason, and keeps nothing', async () => {
		const res = await call(reportsPage.action, context, form('/admin/reports', [['type', 'ANALYTICS'], ['from', '2026-11-10'], ['to', '2026-11-01'], ['format', 'CSV']]))
		expect(res.status).toBe(400)
		const { refusal } = await res.json()
		expect(refusal.heading).toBe('Failed to generate report')
		expect(refusal.messages).toEqual(expect.arrayContaining(['Please choose at least one metric to include', 'The end date must be on or after the start date']))
		expect(await context.db.selectFrom('admin_reports').selectAll().execute()).toEqual([])
	})

	test('a good form makes the report and goes back to the list with it marked', async () => {
		const res = await call(
			reportsPage.action,
			context,
			form('/admin/reports', [
				['type', 'MODERATION'],
				['from', '2026-11-01'],
				['to', '2026-11-23'],
				['metrics', 'flags'],
				['metrics', 'listing_statuses'],
				['format', 'PDF'],
				['category', ''],
				['status', ''],
				['location', ''],
			]),
		)
		expect(res.status).toBe(302)
		const [report] = await context.db.selectFrom('admin_reports').selectAll().execute()
		expect(res.headers.get('location')).toBe(`/admin/reports?type=MODERATION&made=${report!.id}`)
		expect(report).toMatchObject({ type: 'MODERATION', status: 'COMPLETED', title: 'Moderation report 2026-11-01 to 2026-11-23' })
		const list = await (await call(reportsPage.loader, context, page(res.headers.get('location')!, admin.token))).json()
		expect(list).toMatchObject({ type: 'MODERATION', made: report!.id })
		expect(list.reports[0]).toMatchObject({ id: report!.id, format: 'PDF', downloadUrl: `/admin/reports/${report!.id}/download` })
	})
})

describe('moderation logs', () => {
	test('filters entries by action and listing, and lists buyers reports with their listing', async () => {
		const seller = await login('SELLER')
		const buyer = await login('BUYER')
		const [a, b] = [await createListing(context.db, { sellerId: seller.id }), await createListing(context.db, { sellerId: seller.id, title: 'Sofa set' })]
		await context.db
			.insertInto('moderation_logs')
			.values([
				{ admin_id: admin.id, target_type: 'listing', target_id: a.id, action: 'APPROVE', from_status: 'PENDING_APPROVAL', to_status: 'APPROVED' },
				{ admin_id: admin.id, target_type: 'listing', target_id: b.id, action: 'REJECT', from_status: 'PENDING_APPROVAL', to_status: 'REJECTED', reason: 'Blurry' },
			])
			.execute()
		await context.db.insertInto('flags').values({ listing_id: b.id, user_id: buyer.id, reason: 'spam', description: 'Same post 5 times' }).execute()

		const all = await (await call(logsPage.loader, context, page('/admin/logs', admin.token))).json()
		expect(all.logs.total).toBe(2)
		expect(all.choices.actions).toEqual(['APPROVE', 'REJECT'])
		expect(all.flags).toEqual([expect.objectContaining({ listing_id: b.id, title: 'Sofa set', reason: 'spam', status: 'PENDING' })])

		const rejected = await (await call(logsPage.loader, context, page(`/admin/logs?action=REJECT&listingId=%23${b.id}`, admin.token))).json()
		expect(rejected.logs.rows).toEqual([expect.objectContaining({ target_id: b.id, action: 'REJECT', reason: 'Blurry' })])
		const resolved = await (await call(logsPage.loader, context, page('/admin/logs?flagStatus=RESOLVED', admin.token))).json()
		expect(resolved.flags).toEqual([])

		const api = await call(logsApi.loader, context, getRequest(`/api/admin/moderation-logs?action=APPROVE`, { token: admin.token }))
		expect((await api.json()).map((r: { target_id: number }) => r.target_id)).toEqual([a.id])
		const refused = await call(logsApi.loader, context, getRequest('/api/admin/moderation-logs?listingId=abc', { token: admin.token }))
		expect(refused.status).toBe(400)
	})
})
