import { beforeEach, describe, expect, test, vi } from 'vitest'
import * as alertsApi from '#app/routes/api.buyer.alerts.ts'
import * as alertApi from '#app/routes/api.buyer.alerts.$id.ts'
import * as subscriptionApi from '#app/routes/api.buyer.subscription.ts'
import * as subscribeApi from '#app/routes/api.buyer.subscribe.ts'
import * as profileApi from '#app/routes/api.buyer.profile.ts'
import * as paymentStatusApi from '#app/routes/api.alert-subscriptions.payments.$checkoutRequestId.ts'
import * as dashboard from '#app/routes/buyer-dashboard.tsx'
import type { AppContext } from '#app/context.ts'
import { ALERT_WORDS, BUYER_PLANS } from '#app/domain/alerts/plan.ts'
import { DASHBOARD_WORDS } from '#app/components/buyer-dashboard/words.ts'
import { call, createTestContext, getRequest, jsonRequest } from './context.ts'
import { createListing, createUser } from './factories.ts'
import { insertOffer } from './offer-fixtures.ts'
import { page, session, toastOf } from './trust-helpers.ts'

let context: AppContext
let buyer: { id: number; token: string }
let other: { id: number; token: string }
let receipts = 0

beforeEach(async () => {
	context = await createTestContext()
	buyer = await session(context, 'BUYER')
	other = await session(context, 'SELLER')
})

/** Unused 10-character receipts: the simulator takes any such as paid. */
function receipt() {
	receipts++
	return `QBD${String(receipts).padStart(7, '0')}`
}

const as = (token: string | null) => ({ token: token ?? undefined })

function createAlert(body: unknown, token: string | null = buyer.token) {
	return call(alertsApi.action, context, jsonRequest('/api/buyer/alerts', body, as(token)))
}

function listAlerts(token: string | null = buyer.token) {
	return call(alertsApi.loader, context, getRequest('/api/buyer/alerts', as(token)))
}

function changeAlert(id: number | string, body: unknown, { token = buyer.token as string | null, method = 'PATCH' } = {}) {
	return call(alertApi.action, context, jsonRequest(`/api/buyer/alerts/${id}`, body, { method, ...as(token) }), { id: String(id) })
}

function subscribe(body: unknown, token: string | null = buyer.token) {
	return call(subscribeApi.action, context, jsonRequest('/api/buyer/subscribe', body, as(token)))
}

function subscription(token: string | null = buyer.token) {
	return call(subscriptionApi.loader, context, getRequest('/api/buyer/subscription', as(token)))
}

function profile(token: string | null = buyer.token) {
	return call(profileApi.loader, context, getRequest('/api/buyer/profile', as(token)))
}

describe('the buyer API signed out', () => {
	test('every /api/buyer/* call is a 401 JSON', async () => {
		for (const res of [
			await listAlerts(null),
			await createAlert({ name: 'x' }, null),
			await changeAlert(1, { is_active: false }, { token: null }),
			await changeAlert(1, { name: 'y' }, { token: null, method: 'PUT' }),
			await changeAlert(1, {}, { token: null, method: 'DELETE' }),
			await subscription(null),
			await subscribe({ plan: 'PREMIUM', mpesaReceipt: receipt() }, null),
			await profile(null),
			await call(profileApi.action, context, jsonRequest('/api/buyer/profile', { communication_preference: 'SMS' }, { method: 'PATCH' })),
		]) {
			expect(res.status).toBe(401)
			expect(res.headers.get('content-type')).toContain('application/json')
			expect(await res.json()).toHaveProperty('message')
		}
	})
})

describe('buyer alerts', () => {
	test('create answers 201 with the spec’s fields, in both spellings; the radius defaults to 50 km; BASIC defaults to DAILY', async () => {
		const res = await createAlert({
			name: '  Phone under 20k ',
			keywords: [' iPhone ', 'samsung', 'IPHONE', '', 'Samsung '],
			categories: ['Electronics', 'home-garden'],
			minPrice: '5,000',
			maxPrice: 20000,
			location: 'nairobi',
			conditions: ['GOOD', 'LIKE_NEW', 'GOOD'],
		})
		expect(res.status).toBe(201)
		const { message, alert } = await res.json()
		expect(message).toBe(ALERT_WORDS.alertCreated)
		expect(alert).toMatchObject({
			name: 'Phone under 20k',
			keywords: ['iPhone', 'samsung'],
			categories: ['electronics', 'home-garden'],
			minPrice: 5000,
			maxPrice: 20000,
			min_price: 5000,
			max_price: 20000,
			location: 'Nairobi',
			locationRadius: 50,
			conditions: ['GOOD', 'LIKE_NEW'],
			frequency: 'DAILY',
			is_active: true,
			matches_count: 0,
			last_matched: null,
		})
		expect((await (await listAlerts()).json()).alerts).toEqual([alert])
		expect((await (await listAlerts(other.token)).json()).alerts).toEqual([])

		const stored = await createAlert({ name: 'Sofa', min_price: 1000, max_price: 9000, location_radius: 20, keywords: 'sofa, couch ,sofa' })
		expect(await stored.json()).toMatchObject({ alert: { minPrice: 1000, maxPrice: 9000, locationRadius: 20, keywords: ['sofa', 'couch'] } })
	})

	test('only the name is required; bad categories, towns, prices and radii are a 400 with a message', async () => {
		for (const body of [{}, { name: '   ' }, { keywords: ['phone'] }]) {
			const res = await createAlert(body)
			expect(res.status).toBe(400)
			expect((await res.json()).errors.name).toEqual([ALERT_WORDS.alertNameRequired])
		}
		for (const [body, field, message] of [
			[{ categories: ['Spaceships'] }, 'categories', ALERT_WORDS.unknownCategory],
			[{ location: 'Atlantis' }, 'location', ALERT_WORDS.unknownTown],
			[{ minPrice: 'cheap' }, 'minPrice', ALERT_WORDS.priceNotNumber],
			[{ minPrice: -5 }, 'minPrice', ALERT_WORDS.priceNotNumber],
			[{ minPrice: 9000, maxPrice: 100 }, 'maxPrice', ALERT_WORDS.priceRange],
			[{ locationRadius: 0 }, 'locationRadius', ALERT_WORDS.radiusRange],
			[{ frequency: 'HOURLY' }, 'frequency', undefined],
		] as const) {
			const res = await createAlert({ name: 'Alert', ...body })
			expect(res.status, JSON.stringify(body)).toBe(400)
			const answer = await res.json()
			expect(answer.message).toEqual(expect.any(String))
			if (message) expect(answer.errors[field]).toEqual([message])
			else expect(answer.errors[field]).toHaveLength(1)
		}
		expect(await context.db.selectFrom('alerts').selectAll().execute()).toEqual([])
	})

	test('BASIC: a 4th alert is a 403 before the body is read; INSTANT is a 403', async () => {
		const instant = await createAlert({ name: 'Now', frequency: 'INSTANT' })
		expect(instant.status).toBe(403)
		expect(await instant.json()).toEqual({ message: ALERT_WORDS.instantNeedsPremium })
		for (const name of ['One', 'Two', 'Three']) expect((await createAlert({ name, frequency: 'WEEKLY' })).status).toBe(201)
		const fourth = await createAlert({})
		expect(fourth.status).toBe(403)
		expect(await fourth.json()).toEqual({ message: ALERT_WORDS.alertLimit(3) })
		// Another buyer's room is their own.
		expect((await createAlert({ name: 'Mine' }, other.token)).status).toBe(201)
	})

	test('PATCH pauses and resumes; another buyer’s alert is a 404, a malformed id a 400; DELETE removes it', async () => {
		const { alert } = await (await createAlert({ name: 'Bike' })).json()
		const paused = await changeAlert(alert.id, { is_active: false })
		expect(paused.status).toBe(200)
		expect(await paused.json()).toMatchObject({ message: ALERT_WORDS.alertSaved, alert: { id: alert.id, is_active: false } })
		const resumed = await changeAlert(alert.id, { is_active: 'true', name: 'Mountain bike' }, { method: 'PUT' })
		expect(await resumed.json()).toMatchObject({ alert: { is_active: true, name: 'Mountain bike' } })

		for (const res of [await changeAlert(alert.id, { is_active: false }, { token: other.token }), await changeAlert(alert.id, {}, { token: other.token, method: 'DELETE' })]) {
			expect(res.status).toBe(404)
			expect(await res.json()).toEqual({ message: ALERT_WORDS.alertNotFound })
		}
		for (const id of ['abc', '1.5', '-1']) {
			const res = await changeAlert(id, { is_active: false })
			expect(res.status, id).toBe(400)
			expect(await res.json()).toHaveProperty('message')
		}
		expect((await changeAlert(alert.id, { minPrice: 'lots' })).status).toBe(400)

		const deleted = await changeAlert(alert.id, {}, { method: 'DELETE' })
		expect(deleted.status).toBe(200)
		expect(await deleted.json()).toEqual({ message: ALERT_WORDS.alertDeleted })
		expect((await (await listAlerts()).json()).alerts).toEqual([])
		expect((await changeAlert(alert.id, {}, { method: 'DELETE' })).status).toBe(404)
	})
})

describe('buyer plans', () => {
	test('GET /api/buyer/subscription: BASIC, free and active, with its limits', async () => {
		const res = await subscription()
		expect(res.status).toBe(200)
		expect(await res.json()).toEqual({
			subscription: { plan: 'BASIC', status: 'ACTIVE', expires_at: null, alerts_sent_today: 0 },
			planDetails: { plan: 'BASIC', priceKes: 0, features: { maxAlerts: 3, alertsPerDay: 3, frequencies: ['DAILY', 'WEEKLY'], instantNotifications: false, prioritySupport: false } },
			isActive: true,
		})
	})

	test('PREMIUM needs a receipt; then 50 alerts, INSTANT allowed and the default; back to BASIC turns INSTANT into DAILY', async () => {
		for (const body of [{ plan: 'PREMIUM' }, { plan: 'PREMIUM', mpesaReceipt: '' }, { plan: 'PREMIUM', mpesaReceipt: '   ' }]) {
			const res = await subscribe(body)
			expect(res.status).toBe(400)
			expect(await res.json()).toEqual({ message: ALERT_WORDS.premiumReceiptRequired })
		}
		expect((await subscribe({ plan: 'GOLD', mpesaReceipt: receipt() })).status).toBe(400)
		expect((await subscribe({ plan: 'PREMIUM', mpesaReceipt: 'short' })).status).toBe(400)

		const res = await subscribe({ plan: 'PREMIUM', mpesaReceipt: receipt().toLowerCase() })
		expect(res.status).toBe(200)
		const body = await res.json()
		expect(body).toMatchObject({ message: ALERT_WORDS.subscriptionUpdated, subscription: { plan: 'PREMIUM', status: 'ACTIVE' }, planDetails: { plan: 'PREMIUM', priceKes: 200 } })
		expect(body.planDetails.features).toEqual({ maxAlerts: 50, alertsPerDay: -1, frequencies: ['INSTANT', 'DAILY', 'WEEKLY'], instantNotifications: true, prioritySupport: true })
		const days = (Date.parse(body.subscription.expires_at) - Date.now()) / 86_400_000
		expect(days).toBeGreaterThan(29.9)
		expect(await (await subscription()).json()).toMatchObject({ subscription: { plan: 'PREMIUM', expires_at: body.subscription.expires_at } })

		const first = await (await createAlert({ name: 'Alert 1' })).json()
		expect(first.alert.frequency).toBe('INSTANT')
		for (let i = 2; i <= BUYER_PLANS.PREMIUM.maxAlerts; i++) expect((await createAlert({ name: `Alert ${i}`, frequency: i % 2 ? 'INSTANT' : 'WEEKLY' })).status).toBe(201)
		const over = await createAlert({ name: 'Alert 51' })
		expect(over.status).toBe(403)
		expect(await over.json()).toEqual({ message: ALERT_WORDS.alertLimit(50) })

		const basic = await subscribe({ plan: 'BASIC' })
		expect(basic.status).toBe(200)
		expect(await basic.json()).toMatchObject({ message: ALERT_WORDS.subscriptionUpdated, subscription: { plan: 'BASIC', expires_at: null } })
		const frequencies = (await (await listAlerts()).json()).alerts.map((a: { frequency: string }) => a.frequency)
		expect(new Set(frequencies)).toEqual(new Set(['DAILY', 'WEEKLY']))
		expect(frequencies.filter((f: string) => f === 'DAILY')).toHaveLength(25)
		expect((await changeAlert(first.alert.id, { frequency: 'INSTANT' })).status).toBe(403)
	})

	test('PREMIUM by M-PESA prompt: 202 with the checkout id, the simulator pays, the plan follows; a bad phone is a 400', async () => {
		context = { ...context, env: { ...context.env, MPESA_SIM_DELAY_MS: 0 } }
		const bad = await subscribe({ plan: 'PREMIUM', phone: '12345' })
		expect(bad.status).toBe(400)
		const res = await subscribe({ plan: 'PREMIUM', phone: '0711222333' })
		expect(res.status).toBe(202)
		const { checkoutRequestId } = await res.json()
		expect(checkoutRequestId).toEqual(expect.any(String))
		await vi.waitFor(async () => expect(await (await subscription()).json()).toMatchObject({ subscription: { plan: 'PREMIUM' } }), { timeout: 5000, interval: 20 })
		const status = await call(paymentStatusApi.loader, context, getRequest(`/api/alert-subscriptions/payments/${checkoutRequestId}`, as(buyer.token)), { checkoutRequestId })
		expect(await status.json()).toMatchObject({ status: 'COMPLETED', message: ALERT_WORDS.subscriptionUpdated })
	})

	test('a receipt pays once', async () => {
		const used = receipt()
		expect((await subscribe({ plan: 'PREMIUM', mpesaReceipt: used })).status).toBe(200)
		const again = await subscribe({ plan: 'PREMIUM', mpesaReceipt: used }, other.token)
		expect(again.status).toBe(409)
		expect(await again.json()).toEqual({ message: ALERT_WORDS.receiptUsed })
	})
})

describe('the buyer profile', () => {
	test('numbers from real activity: accepted offers on sold listings, reviews, dismissed reports', async () => {
		const empty = await (await profile()).json()
		expect(empty).toMatchObject({ trust_score: 5, loyalty_points: 0, successful_purchases: 0, total_spent: 0, communication_preference: 'EMAIL' })
		expect(Object.keys(empty.explanations).sort()).toEqual(['loyalty_points', 'preferences', 'successful_purchases', 'total_spent', 'trust_score'])

		const seller = await createUser(context.db, { role: 'SELLER' })
		const sold = await createListing(context.db, { sellerId: seller.id, status: 'SOLD', priceCents: 2_000_000 })
		const soldCountered = await createListing(context.db, { sellerId: seller.id, status: 'SOLD', priceCents: 900_000 })
		const stillOnSale = await createListing(context.db, { sellerId: seller.id, priceCents: 500_000 })
		await insertOffer(context.db, { listingId: sold.id, buyerId: buyer.id, amountCents: 1_800_000, status: 'ACCEPTED' })
		await insertOffer(context.db, { listingId: soldCountered.id, buyerId: buyer.id, amountCents: 700_000, counterCents: 800_000, lastMoveBy: 'SELLER', status: 'ACCEPTED' })
		await insertOffer(context.db, { listingId: stillOnSale.id, buyerId: buyer.id, amountCents: 450_000, status: 'ACCEPTED' })
		await insertOffer(context.db, { listingId: stillOnSale.id, buyerId: other.id, amountCents: 400_000, status: 'ACCEPTED' })
		await context.db.insertInto('reviews').values({ listing_id: sold.id, buyer_id: buyer.id, seller_id: seller.id, rating: 5 }).execute()
		await context.db
			.insertInto('flags')
			.values([
				{ listing_id: stillOnSale.id, user_id: buyer.id, reason: 'spam', status: 'DISMISSED' },
				{ listing_id: sold.id, user_id: buyer.id, reason: 'spam', status: 'DISMISSED' },
				{ listing_id: soldCountered.id, user_id: buyer.id, reason: 'spam', status: 'RESOLVED' },
			])
			.execute()

		const res = await profile()
		expect(res.status).toBe(200)
		expect(await res.json()).toMatchObject({
			trust_score: 3,
			loyalty_points: 3 * 10 + 5,
			successful_purchases: 2,
			total_spent: 18_000 + 8_000,
		})
		expect(await (await profile(other.token)).json()).toMatchObject({ loyalty_points: 10, successful_purchases: 0, total_spent: 0, trust_score: 5 })
	})

	test('PATCH communication_preference: SMS or EMAIL, anything else a 400', async () => {
		const patch = (body: unknown) => call(profileApi.action, context, jsonRequest('/api/buyer/profile', body, { method: 'PATCH', token: buyer.token }))
		const sms = await patch({ communication_preference: 'SMS' })
		expect(sms.status).toBe(200)
		expect(await sms.json()).toMatchObject({ communication_preference: 'SMS' })
		expect(await (await profile()).json()).toMatchObject({ communication_preference: 'SMS' })
		expect((await patch({ communication_preference: 'PIGEON' })).status).toBe(400)
		expect(await (await patch({ communication_preference: 'EMAIL' })).json()).toMatchObject({ communication_preference: 'EMAIL' })
	})
})

describe('the /buyer-dashboard page', () => {
	const post = (fields: Record<string, string | string[]>, token: string | null = buyer.token) => {
		const body = new URLSearchParams()
		for (const [k, v] of Object.entries(fields)) for (const value of [v].flat()) body.append(k, value)
		return call(
			dashboard.action,
			context,
			new Request('http://localhost/buyer-dashboard', {
				method: 'POST',
				headers: { 'content-type': 'application/x-www-form-urlencoded', ...(token ? { cookie: `__session=${token}` } : {}) },
				body,
			}),
		)
	}
	const load = (tab = '', token?: string) => call(dashboard.loader, context, page(`/buyer-dashboard${tab ? `?tab=${tab}` : ''}`, token))

	test('signed out the page and its forms send the visitor to /', async () => {
		for (const res of [await load(), await load('profile'), await post({ intent: 'create', name: 'x' }, null)]) {
			expect(res.status).toBe(302)
			expect(res.headers.get('location')).toBe('/')
		}
	})

	test('each tab loads what it shows', async () => {
		expect(await (await load('', buyer.token)).json()).toMatchObject({ tab: 'alerts', alerts: [], subscription: { subscription: { plan: 'BASIC' } } })
		expect(await (await load('nonsense', buyer.token)).json()).toMatchObject({ tab: 'alerts' })
		expect(await (await load('subscription', buyer.token)).json()).toMatchObject({ tab: 'subscription', till: null })
		const profileTab = await (await load('profile', buyer.token)).json()
		expect(profileTab).toMatchObject({ tab: 'profile', profile: { trust_score: 5, explanations: expect.any(Object) } })
	})

	test('Pay with M-PESA: the prompt goes out, the Subscription tab waits for it, and lands on PREMIUM once paid', async () => {
		context = { ...context, env: { ...context.env, MPESA_SIM_DELAY_MS: 0 } }
		const refused = await post({ intent: 'pay', phone: '123' })
		expect(refused.status).toBe(400)
		const sent = await post({ intent: 'pay', phone: '0711222333' })
		expect(sent.status).toBe(302)
		const waiting = new URL(sent.headers.get('location')!, 'http://localhost')
		expect(waiting.pathname + '?tab=' + waiting.searchParams.get('tab')).toBe('/buyer-dashboard?tab=subscription')
		const checkout = waiting.searchParams.get('payment')!
		expect(checkout).toEqual(expect.any(String))
		await vi.waitFor(async () => {
			const res = await call(dashboard.loader, context, page(`${waiting.pathname}${waiting.search}`, buyer.token))
			expect(res.status).toBe(302)
			expect(res.headers.get('location')).toBe('/buyer-dashboard?tab=subscription')
		}, { timeout: 5000, interval: 20 })
		expect(await (await load('subscription', buyer.token)).json()).toMatchObject({ subscription: { subscription: { plan: 'PREMIUM' } }, payment: null })
	})

	test('create from the form with a comma-separated keywords field; errors come back by their fields', async () => {
		const created = await post({
			intent: 'create',
			name: 'Cheap phone',
			keywords: ' tecno, infinix ,Tecno,',
			categories: ['electronics'],
			minPrice: '1,000',
			maxPrice: '15,000',
			location: 'Kisumu',
			locationRadius: '30',
			conditions: ['GOOD', 'FAIR'],
			frequency: 'WEEKLY',
		})
		expect(created.status).toBe(302)
		expect(created.headers.get('location')).toBe('/buyer-dashboard?tab=alerts')
		expect(toastOf(context, created)?.title).toBe(ALERT_WORDS.alertCreated)
		const { alerts } = await (await load('alerts', buyer.token)).json()
		expect(alerts).toEqual([
			expect.objectContaining({
				name: 'Cheap phone',
				keywords: ['tecno', 'infinix'],
				categories: ['electronics'],
				minPrice: 1000,
				maxPrice: 15000,
				location: 'Kisumu',
				locationRadius: 30,
				conditions: ['GOOD', 'FAIR'],
				frequency: 'WEEKLY',
				lastMatchedAgo: null,
			}),
		])
		// The chips' way: repeated fields, blank price and town, the radius as shown.
		const chips = await post({ intent: 'create', name: 'Sofa', keywords: ['sofa', 'couch', ''], minPrice: '', maxPrice: '', location: '', locationRadius: '50', frequency: 'DAILY' })
		expect(chips.status).toBe(302)

		const missing = await post({ intent: 'create', name: '  ', keywords: 'tv', location: 'Atlantis', frequency: 'DAILY' })
		expect(missing.status).toBe(400)
		const answer = await missing.json()
		expect(answer.error).toMatchObject({ '': [DASHBOARD_WORDS.createFailed], name: [ALERT_WORDS.alertNameRequired], location: [ALERT_WORDS.unknownTown] })
		expect(answer.initialValue).toMatchObject({ intent: 'create', keywords: 'tv', location: 'Atlantis' })

		const instant = await post({ intent: 'create', name: 'Now', frequency: 'INSTANT' })
		expect(instant.status).toBe(403)
		expect((await instant.json()).error).toEqual({ '': [DASHBOARD_WORDS.createFailed], frequency: [ALERT_WORDS.instantNeedsPremium] })

		expect((await post({ intent: 'create', name: 'Third', frequency: 'DAILY' })).status).toBe(302)
		const fourth = await post({ intent: 'create', name: 'Fourth', frequency: 'DAILY' })
		expect(fourth.status).toBe(403)
		expect((await fourth.json()).error).toEqual({ '': [DASHBOARD_WORDS.createFailed, ALERT_WORDS.alertLimit(3)] })
	})

	test('pause, resume and delete one’s own alert; another buyer’s is refused', async () => {
		const { alert } = await (await createAlert({ name: 'Fridge' })).json()
		const id = String(alert.id)
		for (const [intent, toast, active] of [
			['pause', ALERT_WORDS.alertPaused, false],
			['resume', ALERT_WORDS.alertResumed, true],
		] as const) {
			const res = await post({ intent, id })
			expect(res.status).toBe(302)
			expect(toastOf(context, res)?.title).toBe(toast)
			expect((await (await listAlerts()).json()).alerts[0].is_active).toBe(active)
		}
		for (const intent of ['pause', 'delete']) {
			const res = await post({ intent, id }, other.token)
			expect(res.status).toBe(404)
			expect((await res.json()).error['']).toContain(ALERT_WORDS.alertNotFound)
		}
		expect((await post({ intent: 'delete', id: 'abc' })).status).toBe(404)
		expect((await post({ intent: 'toString', id })).status).toBe(400)
		const deleted = await post({ intent: 'delete', id })
		expect(deleted.status).toBe(302)
		expect(toastOf(context, deleted)?.title).toBe(ALERT_WORDS.alertDeleted)
		expect((await (await listAlerts()).json()).alerts).toEqual([])
	})

	test('upgrade by receipt (Receipt Required when empty), switch back to BASIC, choose SMS', async () => {
		const empty = await post({ intent: 'subscribe', plan: 'PREMIUM', mpesaReceipt: '' })
		expect(empty.status).toBe(400)
		expect((await empty.json()).error).toEqual({ mpesaReceipt: [ALERT_WORDS.premiumReceiptRequired], '': [DASHBOARD_WORDS.subscriptionFailed] })
		const upgraded = await post({ intent: 'subscribe', plan: 'PREMIUM', mpesaReceipt: receipt() })
		expect(upgraded.status).toBe(302)
		expect(upgraded.headers.get('location')).toBe('/buyer-dashboard?tab=subscription')
		expect(toastOf(context, upgraded)?.title).toBe(ALERT_WORDS.subscriptionUpdated)
		expect((await post({ intent: 'create', name: 'Now', frequency: 'INSTANT' })).status).toBe(302)
		expect((await post({ intent: 'downgrade', plan: 'PREMIUM' })).status).toBe(400)
		const downgraded = await post({ intent: 'downgrade', plan: 'BASIC' })
		expect(downgraded.status).toBe(302)
		expect(await (await subscription()).json()).toMatchObject({ subscription: { plan: 'BASIC' } })
		expect((await (await listAlerts()).json()).alerts[0].frequency).toBe('DAILY')

		const sms = await post({ intent: 'communication', communication_preference: 'SMS' })
		expect(sms.status).toBe(302)
		expect(sms.headers.get('location')).toBe('/buyer-dashboard?tab=profile')
		expect(toastOf(context, sms)?.title).toBe(DASHBOARD_WORDS.communicationSaved('SMS'))
		expect((await post({ intent: 'communication', communication_preference: 'FAX' })).status).toBe(400)
	})
})
