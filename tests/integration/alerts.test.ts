import { beforeEach, describe, expect, test } from 'vitest'
import * as alertsApi from '#app/routes/api.alerts.ts'
import * as alertApi from '#app/routes/api.alerts.$id.ts'
import * as subscribeApi from '#app/routes/api.alert-subscriptions.ts'
import * as activeApi from '#app/routes/api.alert-subscriptions.active.ts'
import * as c2bApi from '#app/routes/api.payments.c2b.confirmation.$token.ts'
import * as alertsPage from '#app/routes/alerts.tsx'
import type { AppContext } from '#app/context.ts'
import { ALERT_WORDS } from '#app/domain/alerts/plan.ts'
import { callbackPath } from '#app/domain/payments/gateway.server.ts'
import { createSession } from '#app/domain/accounts/sessions.server.ts'
import { call, createTestContext, getRequest, jsonRequest } from './context.ts'
import { createUser } from './factories.ts'

let context: AppContext
let buyer: { id: number; token: string }
let other: { id: number; token: string }
let receiptCounter = 0

async function signedIn(role: 'BUYER' | 'SELLER') {
	const user = await createUser(context.db, { role })
	return { id: user.id, token: (await createSession(context.db, { userId: user.id })).token }
}

beforeEach(async () => {
	context = await createTestContext()
	buyer = await signedIn('BUYER')
	other = await signedIn('SELLER')
})

function receipt() {
	receiptCounter++
	return `QAB${String(receiptCounter).padStart(7, '0')}`
}

function subscribe(mpesaReceipt: unknown, token: string | null = buyer.token, ctx = context) {
	return call(subscribeApi.action, ctx, jsonRequest('/api/alert-subscriptions', { mpesaReceipt }, { token: token ?? undefined }))
}

function createAlert(search_query: unknown, token: string | null = buyer.token) {
	return call(alertsApi.action, context, jsonRequest('/api/alerts', { search_query }, { token: token ?? undefined }))
}

function deleteAlert(id: number | string, token: string | null = buyer.token) {
	return call(alertApi.action, context, jsonRequest(`/api/alerts/${id}`, {}, { method: 'DELETE', token: token ?? undefined }), { id: String(id) })
}

function confirmC2b(body: unknown, token = callbackPath(context.env).split('/').at(-1)!) {
	return call(c2bApi.action, context, jsonRequest(`/api/payments/c2b/confirmation/${token}`, body), { token })
}

function production() {
	return { ...context, env: { ...context.env, MPESA_MODE: 'production' as const } }
}

describe('the alerts API', () => {
	test('signed out every call is a 401 JSON', async () => {
		for (const res of [
			await call(alertsApi.loader, context, getRequest('/api/alerts')),
			await createAlert('phone', null),
			await deleteAlert(1, null),
			await subscribe(receipt(), null),
			await call(activeApi.loader, context, getRequest('/api/alert-subscriptions/active')),
		]) {
			expect(res.status).toBe(401)
			expect(await res.json()).toHaveProperty('message')
		}
	})

	test('without a subscription creating is a 403 with the spec’s message, whatever the body; with one, an empty query a 400', async () => {
		const refused = await createAlert('iPhone 12')
		expect(refused.status).toBe(403)
		expect(await refused.json()).toEqual({ message: ALERT_WORDS.subscriptionRequired })
		expect((await createAlert('   ')).status).toBe(403)
		expect((await subscribe(receipt())).status).toBe(201)
		const empty = await createAlert('   ')
		expect(empty.status).toBe(400)
		expect((await empty.json()).errors).toEqual({ search_query: [ALERT_WORDS.searchQueryRequired] })
		expect((await createAlert('x'.repeat(101))).status).toBe(400)
		expect(await context.db.selectFrom('alerts').selectAll().execute()).toEqual([])
	})

	test('a subscriber creates, lists and deletes alerts; another user’s alert is a 404', async () => {
		expect((await subscribe(receipt())).status).toBe(201)
		const created = await createAlert('  Samsung TV  ')
		expect(created.status).toBe(201)
		const { alert, message } = await created.json()
		expect(message).toBe(ALERT_WORDS.alertCreated)
		expect(alert).toMatchObject({ search_query: 'Samsung TV', is_active: true, category: null, price_max: null })
		const list = await call(alertsApi.loader, context, getRequest('/api/alerts', { token: buyer.token }))
		expect((await list.json()).alerts).toEqual([alert])
		const others = await call(alertsApi.loader, context, getRequest('/api/alerts', { token: other.token }))
		expect((await others.json()).alerts).toEqual([])
		for (const [id, token] of [[alert.id, other.token], [999_999, buyer.token]] as const) {
			const res = await deleteAlert(id, token)
			expect(res.status).toBe(404)
			expect(await res.json()).toEqual({ message: ALERT_WORDS.alertNotFound })
		}
		const malformed = await deleteAlert('abc')
		expect(malformed.status).toBe(400)
		expect(await malformed.json()).toEqual({ message: 'Invalid alert id: expected a positive whole number' })
		const deleted = await deleteAlert(alert.id)
		expect(deleted.status).toBe(200)
		expect(await deleted.json()).toEqual({ message: ALERT_WORDS.alertDeleted })
		expect(await context.db.selectFrom('alerts').selectAll().execute()).toEqual([])
	})
})

describe('subscribing with an M-PESA receipt', () => {
	test('an empty or malformed receipt is a 400', async () => {
		for (const [value, message] of [
			['', ALERT_WORDS.receiptRequired],
			['   ', ALERT_WORDS.receiptRequired],
			[undefined, ALERT_WORDS.receiptRequired],
			['ABC123', ALERT_WORDS.receiptMalformed],
			['QAB12345678', ALERT_WORDS.receiptMalformed],
			['QAB-123456', ALERT_WORDS.receiptMalformed],
		] as const) {
			const res = await subscribe(value)
			expect(res.status, String(value)).toBe(400)
			expect((await res.json()).errors.mpesaReceipt).toEqual([message])
		}
	})

	test('the simulator takes a well-formed receipt (trimmed, upper-cased): active for 30 days, then extended', async () => {
		const inactive = await call(activeApi.loader, context, getRequest('/api/alert-subscriptions/active', { token: buyer.token }))
		expect(await inactive.json()).toEqual({ active: false, subscription: null })
		const res = await subscribe(' qab0000900 ')
		expect(res.status).toBe(201)
		const { message, subscription } = await res.json()
		expect(message).toBe(ALERT_WORDS.subscriptionActivated)
		expect(subscription).toMatchObject({ status: 'ACTIVE', amount_cents: 50_000, mpesa_receipt: 'QAB0000900' })
		const days = (Date.parse(subscription.expires_at) - Date.now()) / 86_400_000
		expect(days).toBeGreaterThan(29.9)
		expect(days).toBeLessThanOrEqual(30)
		const active = await call(activeApi.loader, context, getRequest('/api/alert-subscriptions/active', { token: buyer.token }))
		expect(await active.json()).toEqual({ active: true, subscription })
		const again = await (await subscribe(receipt())).json()
		expect(Date.parse(again.subscription.expires_at) - Date.parse(subscription.expires_at)).toBe(30 * 86_400_000)
	})

	test('a receipt is used once, by anyone; one that paid a listing fee is refused too', async () => {
		const used = receipt()
		expect((await subscribe(used)).status).toBe(201)
		for (const token of [buyer.token, other.token]) {
			const res = await subscribe(used.toLowerCase(), token)
			expect(res.status).toBe(409)
			expect(await res.json()).toEqual({ message: ALERT_WORDS.receiptUsed })
		}
		const fee = receipt()
		await context.db.insertInto('transactions').values({ amount_cents: 10_000, mpesa_receipt: fee }).execute()
		expect((await subscribe(fee, other.token)).status).toBe(409)
		const active = await call(activeApi.loader, context, getRequest('/api/alert-subscriptions/active', { token: other.token }))
		expect((await active.json()).active).toBe(false)
	})

	test('racing with the same receipt: one subscription, the other a 409', async () => {
		const same = receipt()
		const statuses = (await Promise.all([subscribe(same), subscribe(same, other.token)])).map((r) => r.status).sort()
		expect(statuses).toEqual([201, 409])
		expect(await context.db.selectFrom('alert_subscriptions').select('mpesa_receipt').execute()).toEqual([{ mpesa_receipt: same }])
	})

	test('in production a receipt must be a C2B payment Safaricom confirmed, of at least KES 500', async () => {
		const [paid, small, unknown] = [receipt(), receipt(), receipt()]
		await confirmC2b({ TransID: paid, TransAmount: '500.00', MSISDN: '254712345678', BillRefNumber: 'alerts', TransTime: '20261123101500' })
		await confirmC2b({ TransID: small, TransAmount: 499, MSISDN: '254712345678', BillRefNumber: '', TransTime: '20261123101600' })
		const missing = await subscribe(unknown, buyer.token, production())
		expect(missing.status).toBe(400)
		expect(await missing.json()).toEqual({ message: ALERT_WORDS.receiptUnknown })
		const tooSmall = await subscribe(small, buyer.token, production())
		expect(tooSmall.status).toBe(400)
		expect(await tooSmall.json()).toEqual({ message: ALERT_WORDS.receiptTooSmall(500) })
		expect((await subscribe(paid, buyer.token, production())).status).toBe(201)
		expect((await subscribe(paid, other.token, production())).status).toBe(409)
	})
})

describe('POST /api/payments/c2b/confirmation/{token}', () => {
	const body = { TransactionType: 'Buy Goods', TransID: 'QCD1234567', TransAmount: '500.00', MSISDN: '254712345678', BillRefNumber: 'x', TransTime: '20261123101500' }

	test('a wrong token is a 404 and records nothing', async () => {
		const res = await confirmC2b(body, 'not-the-token')
		expect(res.status).toBe(404)
		expect(await context.db.selectFrom('c2b_payments').selectAll().execute()).toEqual([])
	})

	test('records a confirmation once however often it comes, and always answers Accepted', async () => {
		for (let i = 0; i < 2; i++) {
			const res = await confirmC2b(body)
			expect(res.status).toBe(200)
			expect(await res.json()).toEqual({ ResultCode: 0, ResultDesc: 'Accepted' })
		}
		const rows = await context.db.selectFrom('c2b_payments').selectAll().execute()
		expect(rows).toHaveLength(1)
		expect(rows[0]).toMatchObject({ trans_id: 'QCD1234567', msisdn: '254712345678', bill_ref: 'x', trans_time: '20261123101500' })
		expect(Number(rows[0]!.amount_cents)).toBe(50_000)
		expect(JSON.parse(rows[0]!.raw)).toEqual(body)
		expect(await (await confirmC2b({ nonsense: true })).json()).toEqual({ ResultCode: 0, ResultDesc: 'Accepted' })
		expect(await context.db.selectFrom('c2b_payments').selectAll().execute()).toHaveLength(1)
	})
})

describe('the /alerts page without JavaScript', () => {
	function post(fields: Record<string, string>, token: string | null = buyer.token) {
		const form = new FormData()
		for (const [k, v] of Object.entries(fields)) form.append(k, v)
		return call(alertsPage.action, context, new Request('http://localhost/alerts', { method: 'POST', body: form, headers: token ? { cookie: `__session=${token}` } : {} }))
	}

	function page(token?: string) {
		return call(alertsPage.loader, context, new Request('http://localhost/alerts', { headers: token ? { cookie: `__session=${token}` } : {} }))
	}

	function toastOf(res: Response) {
		const raw = /toast=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1]
		const value = decodeURIComponent(raw ?? '')
		return JSON.parse(Buffer.from(value.slice(0, value.lastIndexOf('.')), 'base64url').toString()) as { title: string }
	}

	test('signed out the page explains alerts; a post goes to log in', async () => {
		expect(await (await page()).json()).toEqual({ signedIn: false, locale: 'en', areas: ['buyer'], messages: {} })
		const res = await post({ intent: 'create', search_query: 'tv' }, null)
		expect(res.status).toBe(302)
		expect(res.headers.get('location')).toBe('/login?redirectTo=%2Falerts')
	})

	test('the page names the till to pay when MPESA_TILL is set', async () => {
		expect(await (await page(buyer.token)).json()).toMatchObject({ signedIn: true, till: null })
		context = { ...context, env: { ...context.env, MPESA_TILL: '5123456' } }
		expect(await (await page(buyer.token)).json()).toMatchObject({ signedIn: true, till: '5123456', activeUntil: null })
	})

	test('create without a subscription, subscribe, create, delete', async () => {
		const refused = await post({ intent: 'create', search_query: 'Toyota Vitz' })
		expect(refused.status).toBe(403)
		expect(await refused.json()).toEqual({ error: { search_query: [ALERT_WORDS.subscriptionRequired] }, initialValue: { intent: 'create', search_query: 'Toyota Vitz' } })
		const empty = await post({ intent: 'create', search_query: '' })
		expect(empty.status).toBe(400)
		expect((await empty.json()).error.search_query).toEqual([ALERT_WORDS.searchQueryRequired])
		const bad = await post({ intent: 'subscribe', mpesaReceipt: 'nope' })
		expect(bad.status).toBe(400)
		expect((await bad.json()).error.mpesaReceipt).toEqual([ALERT_WORDS.receiptMalformed])

		const subscribed = await post({ intent: 'subscribe', mpesaReceipt: receipt() })
		expect(subscribed.status).toBe(302)
		expect(toastOf(subscribed).title).toBe(ALERT_WORDS.subscriptionActivated)
		const reused = await post({ intent: 'subscribe', mpesaReceipt: `QAB${String(receiptCounter).padStart(7, '0')}` })
		expect(reused.status).toBe(409)

		const created = await post({ intent: 'create', search_query: 'Toyota Vitz' })
		expect(created.status).toBe(302)
		expect(created.headers.get('location')).toBe('/alerts')
		expect(toastOf(created).title).toBe(ALERT_WORDS.alertCreated)
		const loaded = await (await page(buyer.token)).json()
		expect(loaded.activeUntil).toEqual(expect.any(String))
		expect(loaded.alerts).toHaveLength(1)
		const id = String(loaded.alerts[0].id)

		expect((await post({ intent: 'delete', id }, other.token)).status).toBe(404)
		const deleted = await post({ intent: 'delete', id })
		expect(deleted.status).toBe(302)
		expect(toastOf(deleted).title).toBe(ALERT_WORDS.alertDeleted)
		expect((await (await page(buyer.token)).json()).alerts).toEqual([])
		expect((await post({ intent: 'toString' })).status).toBe(400)
	})
})
