import { beforeEach, describe, expect, test } from 'vitest'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { createRoutesStub } from 'react-router'
import * as fraud from '#app/routes/admin.fraud.tsx'
import * as admin from '#app/routes/admin.tsx'
import type { AppContext } from '#app/context.ts'
import type { UserRole } from '#db/enums.ts'
import { ACCESS_DENIED } from '#app/components/admin/admin-ui.tsx'
import { createSession } from '#app/domain/accounts/sessions.server.ts'
import { readToast } from '#app/utils/toast.server.ts'
import { call, createTestContext } from './context.ts'
import { createListing, createUser } from './factories.ts'
import { insertFraudAlert } from './fraud-fixtures.ts'

let context: AppContext
let adminToken: string
let sellerId: number

async function session(role: UserRole) {
	const user = await createUser(context.db, { role })
	return (await createSession(context.db, { userId: user.id })).token
}

const page = (path: string, token?: string) => new Request(`http://localhost${path}`, { headers: token ? { cookie: `__session=${token}` } : {} })

function form(path: string, fields: Record<string, string>, token: string) {
	return new Request(`http://localhost${path}`, {
		method: 'POST',
		headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: `__session=${token}` },
		body: new URLSearchParams(fields),
	})
}

function toastOf(res: Response) {
	const cookie = res.headers.getSetCookie().find((c) => c.startsWith('toast='))
	return cookie ? readToast(new Request('http://localhost/', { headers: { cookie: cookie.split(';')[0]! } }), context.env).toast : null
}

type FraudData = Awaited<ReturnType<typeof fraud.loader>>
const load = async (query = '') => (await (await call(fraud.loader, context, page(`/admin/fraud${query}`, adminToken))).json()) as FraudData

const alertFor = (listingId: number, alert: Omit<Parameters<typeof insertFraudAlert>[1], 'userId' | 'listingId'>) =>
	insertFraudAlert(context.db, { userId: sellerId, listingId, ...alert })

const listing = async (title: string, extra: { status?: 'PENDING_APPROVAL' | 'PUBLISHED'; createdAt?: string; description?: string } = {}) =>
	(await createListing(context.db, { sellerId, title, status: extra.status ?? 'PUBLISHED', createdAt: extra.createdAt, description: extra.description })).id

beforeEach(async () => {
	context = await createTestContext()
	adminToken = await session('ADMIN')
	sellerId = (await createUser(context.db, { role: 'SELLER' })).id
	await context.db.insertInto('seller_profiles').values({ user_id: sellerId, display_name: 'Otieno Phones' }).execute()
})

test('a visitor goes to /admin-login; a buyer gets the Access Denied 403; an admin sees the page', async () => {
	const anonymous = await call(fraud.loader, context, page('/admin/fraud'))
	expect(anonymous.status).toBe(302)
	expect(anonymous.headers.get('location')).toBe('/admin-login')
	const buyer = await session('BUYER')
	for (const handler of [fraud.loader, fraud.action]) {
		const denied = await call(handler, context, handler === fraud.loader ? page('/admin/fraud', buyer) : form('/admin/fraud', { intent: 'review', alertId: '1' }, buyer))
		expect(denied.status).toBe(403)
		expect(await denied.text()).toBe(ACCESS_DENIED)
	}
	expect((await call(fraud.loader, context, page('/admin/fraud', adminToken))).status).toBe(200)
})

describe('alerts', () => {
	test('MEDIUM and above, pending only by default, riskiest first; the reviewed ones on their own link', async () => {
		const low = await alertFor(await listing('Low one'), { score: 10, level: 'LOW' })
		const medium = await alertFor(await listing('Medium one'), { score: 35, level: 'MEDIUM' })
		const critical = await alertFor(await listing('Critical one'), { score: 80, level: 'CRITICAL' })
		const reviewed = await alertFor(await listing('Reviewed one'), { score: 90, level: 'CRITICAL', reviewed: true })
		const pending = await load()
		expect(pending.query.show).toBe('pending')
		expect(pending.alerts.map((a) => a.id)).toEqual([critical, medium])
		expect(pending.alerts.map((a) => a.id)).not.toContain(low)
		expect((await load('?show=reviewed')).alerts.map((a) => [a.id, a.isReviewed])).toEqual([[reviewed, true]])
		expect((await load('?show=nonsense')).query.show).toBe('pending')
	})

	test('each indicator with its evidence in words, the photos side by side, the listing and seller named', async () => {
		const other = await listing('Original iPhone')
		const scam = await listing('iPhone 13 Pro cheap')
		await alertFor(scam, {
			score: 82,
			level: 'CRITICAL',
			indicators: [
				{ code: 'ADVANCE_PAYMENT', label: 'Asks for payment before the buyer sees the item', weight: 45, evidence: { matches: ['send deposit first', 'tuma pesa'] } },
				{ code: 'PRICE_FAR_BELOW_MARKET', label: 'Price under a quarter of similar listings', weight: 45, evidence: { price: 1_500_000, median: 9_000_000, comparables: 7, ratio: 0.17 } },
				{ code: 'PHOTO_SEEN_BEFORE', label: "Photo near-identical to another seller's", weight: 50, evidence: { sellers: ['9'], listings: [String(other)], closestDistance: 2 } },
			],
			metadata: { title: 'iPhone 13 Pro cheap', photoMatches: [{ photo: 'c'.repeat(24), copyOf: 'd'.repeat(24), listingId: other, sellerId: 9 }] },
		})
		const [alert] = (await load()).alerts
		expect(alert).toMatchObject({
			riskLevel: 'CRITICAL',
			riskScore: 82,
			listing: { id: scam, title: 'iPhone 13 Pro cheap' },
			seller: { id: sellerId, name: 'Otieno Phones' },
			photoPairs: [{ photo: 'c'.repeat(24), copyOf: 'd'.repeat(24), listingId: other }],
		})
		expect(alert!.indicators.map((i) => i.evidence)).toEqual([
			'Matched: “send deposit first”, “tuma pesa”',
			'KSh 15,000 vs median KSh 90,000 of 7 similar',
			`Also on listing #${other} (2 of 64 bits differ)`,
		])

		const loaderData = await load()
		const Stub = createRoutesStub([{ path: '/admin/fraud', Component: fraud.default, loader: () => loaderData, HydrateFallback: () => null }])
		const html = renderToString(createElement(Stub, { initialEntries: ['/admin/fraud'], hydrationData: { loaderData: { 0: loaderData } } }))
		expect(html).toContain(`href="/listings/${scam}"`)
		expect(html).toContain('<span class="badge risk-CRITICAL">CRITICAL · 82/100</span>')
		expect(html).toContain('KSh 15,000 vs median KSh 90,000 of 7 similar')
		expect(html).toContain(`<img src="/photos/${'c'.repeat(24)}/card.jpg"`)
		expect(html).toContain(`<img src="/photos/${'d'.repeat(24)}/card.jpg"`)
		expect(html).toContain(`srcSet="/photos/${'d'.repeat(24)}/card.webp"`)
		expect(html).toMatch(new RegExp(`href="/listings/${other}"[^>]*>Other listing #${other}</a>`))
		expect(html).toContain('name="alertId"')
		expect(html).toContain('<a aria-current="page" href="/admin/fraud"')
	})

	test('Mark reviewed posts the form and comes back with a toast; an unknown alert is refused', async () => {
		const id = await alertFor(await listing('Scam'), { score: 60, level: 'HIGH' })
		const res = await call(fraud.action, context, form('/admin/fraud?show=pending', { intent: 'review', alertId: String(id) }, adminToken))
		expect(res.status).toBe(302)
		expect(res.headers.get('location')).toBe('/admin/fraud?show=pending')
		expect(toastOf(res)).toMatchObject({ title: 'Alert marked reviewed', variant: 'success' })
		const row = await context.db.selectFrom('fraud_alerts').select('is_reviewed').where('id', '=', id).executeTakeFirstOrThrow()
		expect(row.is_reviewed).toBe(1)
		expect((await load()).alerts).toEqual([])
		expect((await load('?show=reviewed')).alerts.map((a) => a.id)).toEqual([id])

		for (const alertId of ['99999', 'abc']) {
			const refused = await call(fraud.action, context, form('/admin/fraud', { intent: 'review', alertId }, adminToken))
			expect(refused.status).toBe(302)
			expect(toastOf(refused)).toMatchObject({ description: 'Fraud alert not found', variant: 'error' })
		}
	})
})

describe('analysis', () => {
	test('a listing or a user: its risk computed now, with the indicators', async () => {
		const id = await listing('Samsung Galaxy A14 64GB', { status: 'PENDING_APPROVAL', description: 'Send deposit first, then I send by courier. No viewing.' })
		const { analysis } = await load(`?type=listing&id=${id}`)
		expect(analysis).toMatchObject({ type: 'listing', id, riskLevel: expect.stringMatching(/^(MEDIUM|HIGH|CRITICAL)$/), riskScore: expect.any(Number) })
		expect(analysis && 'indicators' in analysis && analysis.indicators.map((i) => i.code)).toEqual(expect.arrayContaining(['ADVANCE_PAYMENT', 'NO_VIEWING']))
		const user = await load(`?type=user&id=%23${sellerId}`)
		expect(user.analysis).toMatchObject({ type: 'user', id: sellerId, riskLevel: 'LOW', indicators: [] })
		expect((await load()).analysis).toBeNull()
	})

	test('clear refusals: no id, not a number, nothing with that id', async () => {
		expect((await load('?type=listing&id=')).analysis).toEqual({ error: 'Please enter a listing ID' })
		expect((await load('?type=listing')).analysis).toEqual({ error: 'Please enter a listing ID' })
		expect((await load('?type=user&id=abc')).analysis).toEqual({ error: 'Please enter a valid user ID (a number)' })
		expect((await load('?type=listing&id=0')).analysis).toEqual({ error: 'Please enter a valid listing ID (a number)' })
		expect((await load('?type=listing&id=99999')).analysis).toEqual({ error: 'Listing not found' })
		expect((await load('?type=user&id=99999')).analysis).toEqual({ error: 'User not found' })
	})
})

test('the moderation queue shows each pending listing\'s risk and sorts by it on request', async () => {
	const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000).toISOString()
	const old = await listing('Old and risky', { status: 'PENDING_APPROVAL', createdAt: at(30) })
	const middle = await listing('Never assessed', { status: 'PENDING_APPROVAL', createdAt: at(20) })
	const fresh = await listing('Fresh and low', { status: 'PENDING_APPROVAL', createdAt: at(10) })
	await alertFor(old, { score: 77, level: 'CRITICAL' })
	await alertFor(fresh, { score: 12, level: 'LOW' })
	type Reviews = { sort: string; reviews: { rows: { id: number; risk: { level: string; score: number } | null }[] } }
	const moderation = async (query: string) => (await (await call(admin.loader, context, page(`/admin?tab=moderation${query}`, adminToken))).json()) as Reviews
	const byDefault = await moderation('')
	expect(byDefault.sort).toBe('newest')
	expect(byDefault.reviews.rows.map((r) => [r.id, r.risk])).toEqual([
		[fresh, { level: 'LOW', score: 12 }],
		[middle, null],
		[old, { level: 'CRITICAL', score: 77 }],
	])
	const byRisk = await moderation('&sort=risk')
	expect(byRisk.sort).toBe('risk')
	expect(byRisk.reviews.rows.map((r) => r.id)).toEqual([old, fresh, middle])
})
