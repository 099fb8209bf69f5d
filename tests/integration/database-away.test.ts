import { afterAll, beforeAll, expect, test } from 'vitest'
import { freePort } from '../../scripts/free-port.ts'
import { openDatabase, type Database } from '#db/database.ts'
import type { AppContext } from '#app/context.ts'
import { callbackPath } from '#app/domain/payments/gateway.server.ts'
import { OUTAGE_MESSAGE } from '#app/utils/outage.server.ts'
import * as listingsRoute from '#app/routes/api.listings.ts'
import * as callbackRoute from '#app/routes/api.payments.mpesa-callback.$token.ts'
import { call, createTestContext, getRequest, jsonRequest } from './context.ts'

/* Issue 21 §3/§4: what the API answers while PostgreSQL can't be reached (nothing listens where it should be). */
let context: AppContext
let away: Database

beforeAll(async () => {
	away = openDatabase(`postgres://soko@127.0.0.1:${await freePort()}/soko`, { poolSize: 2 })
	context = await createTestContext()
})

afterAll(async () => {
	await context.db.destroy()
	await away.destroy()
})

async function expectOutage(response: Response) {
	expect([response.status, response.headers.get('retry-after'), response.headers.get('cache-control')]).toEqual([503, '5', 'no-store'])
	expect(await response.json()).toEqual({ message: OUTAGE_MESSAGE })
}

test('a call that needs the database answers 503 with Retry-After and JSON, not 500', async () => {
	await expectOutage(await call(listingsRoute.loader, { ...context, db: away }, getRequest('/api/listings')))
})

test('an M-PESA callback that cannot be recorded answers 503, asking Safaricom to send it again, rather than "Accepted"', async () => {
	const path = callbackPath(context.env)
	const token = path.split('/').pop()!
	const body = { Body: { stkCallback: { MerchantRequestID: 'm-1', CheckoutRequestID: 'ws_CO_away', ResultCode: 1032, ResultDesc: 'Request cancelled by user' } } }
	await expectOutage(await call(callbackRoute.action, { ...context, db: away }, jsonRequest(path, body), { token }))
	// With the database there, the same callback is accepted (an unknown request, ignored).
	const accepted = await call(callbackRoute.action, context, jsonRequest(path, body), { token })
	expect([accepted.status, await accepted.json()]).toEqual([200, { ResultCode: 0, ResultDesc: 'Accepted' }])
})
