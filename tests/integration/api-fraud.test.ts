import { beforeAll, describe, expect, test } from 'vitest'
import * as alerts from '#app/routes/api.admin.fraud-alerts.ts'
import * as review from '#app/routes/api.admin.fraud-alerts.$id.review.ts'
import * as analysis from '#app/routes/api.admin.fraud-analysis.$type.$id.ts'
import type { AppContext } from '#app/context.ts'
import type { UserRole } from '#db/enums.ts'
import { assessListingNow } from '#app/domain/trust/fraud/assess.server.ts'
import { call, createTestContext, getRequest, jsonRequest } from './context.ts'
import { createListing } from './factories.ts'
import { session } from './trust-helpers.ts'

let context: AppContext
let seller: { id: number; token: string }
let admin: { id: number; token: string }
let scam: number
let ordinary: number
let worse: number

const login = (role: UserRole) => session(context, role)

beforeAll(async () => {
	context = await createTestContext()
	seller = await login('SELLER')
	admin = await login('ADMIN')
	scam = (await createListing(context.db, { sellerId: seller.id, status: 'PENDING_APPROVAL', description: 'Send deposit first, then I send by courier. No viewing.' })).id
	worse = (await createListing(context.db, {
		sellerId: seller.id,
		status: 'PENDING_APPROVAL',
		description: 'Tuma pesa kwanza, deposit first. No viewing, G4S courier only. Paybill 247247 account 0712345678',
	})).id
	ordinary = (await createListing(context.db, { sellerId: seller.id, status: 'PENDING_APPROVAL' })).id
	for (const listingId of [scam, worse, ordinary]) await assessListingNow(context.db, { listingId })
})

const list = (token?: string) => call(alerts.loader, context, getRequest('/api/admin/fraud-alerts', { token }))
const reviewOf = (id: string, token?: string) => call(review.action, context, jsonRequest(`/api/admin/fraud-alerts/${id}/review`, {}, { token }), { id })
const analyse = (type: string, id: string, token?: string) => call(analysis.loader, context, getRequest(`/api/admin/fraud-analysis/${type}/${id}`, { token }), { type, id })

describe('access', () => {
	test.each([
		['GET /api/admin/fraud-alerts', (token?: string) => list(token)],
		['POST /api/admin/fraud-alerts/1/review', (token?: string) => reviewOf('1', token)],
		['GET /api/admin/fraud-analysis/listing/1', (token?: string) => analyse('listing', '1', token)],
	])('%s: 401 without a token, 403 for a seller', async (_, run) => {
		const anonymous = await run()
		expect(anonymous.status).toBe(401)
		expect(await anonymous.json()).toEqual({ message: 'Invalid token' })
		expect((await run(seller.token)).status).toBe(403)
	})
})

describe('GET /api/admin/fraud-alerts', () => {
	test('alerts at MEDIUM or more, riskiest first, in the spec\'s shape', async () => {
		const response = await list(admin.token)
		expect(response.status).toBe(200)
		const body = (await response.json()) as { listingId: number; riskScore: number }[]
		expect(body.map((a) => a.listingId)).toEqual([worse, scam])
		expect(body[0]).toEqual({
			id: expect.any(Number),
			riskLevel: expect.stringMatching(/^(HIGH|CRITICAL)$/),
			riskScore: expect.any(Number),
			listingId: worse,
			userId: seller.id,
			indicators: expect.arrayContaining([expect.objectContaining({ code: 'ADVANCE_PAYMENT', evidence: expect.any(Object) })]),
			isReviewed: false,
			createdAt: expect.any(String),
			metadata: expect.objectContaining({ title: 'Samsung Galaxy A14 64GB', photoMatches: [] }),
		})
	})

	test('reviewing one moves it below the pending ones', async () => {
		const [first] = (await (await list(admin.token)).json()) as { id: number }[]
		const response = await reviewOf(String(first!.id), admin.token)
		expect(response.status).toBe(200)
		expect(await response.json()).toEqual({ id: first!.id, isReviewed: true })
		const after = (await (await list(admin.token)).json()) as { listingId: number; isReviewed: boolean }[]
		expect(after.map((a) => [a.listingId, a.isReviewed])).toEqual([
			[scam, false],
			[worse, true],
		])
	})

	test('review: a bad id 400, a missing alert 404', async () => {
		expect((await reviewOf('abc', admin.token)).status).toBe(400)
		const missing = await reviewOf('99999', admin.token)
		expect(missing.status).toBe(404)
		expect(await missing.json()).toEqual({ message: 'Fraud alert not found' })
	})
})

describe('GET /api/admin/fraud-analysis/{type}/{id}', () => {
	test('a listing: riskLevel, riskScore, indicators', async () => {
		const response = await analyse('listing', String(scam), admin.token)
		expect(response.status).toBe(200)
		expect(await response.json()).toMatchObject({ riskLevel: expect.stringMatching(/^(MEDIUM|HIGH|CRITICAL)$/), riskScore: expect.any(Number), indicators: expect.any(Array) })
	})

	test('a user', async () => {
		const response = await analyse('user', String(seller.id), admin.token)
		expect(response.status).toBe(200)
		expect(await response.json()).toMatchObject({ riskLevel: 'LOW', riskScore: 0, indicators: [] })
	})

	test('400 for another type or a bad id, 404 for a missing one', async () => {
		expect((await analyse('shop', '1', admin.token)).status).toBe(400)
		expect((await analyse('listing', '0', admin.token)).status).toBe(400)
		const missing = await analyse('user', '99999', admin.token)
		expect(missing.status).toBe(404)
		expect(await missing.json()).toEqual({ message: 'User not found' })
	})
})
