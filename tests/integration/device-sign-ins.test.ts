import { createHash } from 'node:crypto'
import { beforeEach, describe, expect, test } from 'vitest'
import * as apiLogin from '#app/routes/api.auth.login.ts'
import * as apiRegister from '#app/routes/api.auth.register.ts'
import * as loginPage from '#app/routes/login.tsx'
import * as registerPage from '#app/routes/register.tsx'
import type { AppContext } from '#app/context.ts'
import { assessListingNow } from '#app/domain/trust/fraud/assess.server.ts'
import { accountsOnDevice, forgetOldSignIns } from '#app/domain/trust/fraud/device-sign-ins.server.ts'
import { DEVICE_COOKIE } from '#app/routes/+shared/device.server.ts'
import { call, createTestContext, jsonRequest } from './context.ts'
import { createListing, createUser, TEST_PASSWORD } from './factories.ts'

let context: AppContext
beforeEach(async () => {
	context = await createTestContext()
})

const DAY_MS = 86_400_000
const DEVICE = 'Zb3k9QxP2mLr7TtYw4Vn8Hc1'

function formRequest(path: string, fields: Record<string, string>, cookie?: string) {
	const form = new FormData()
	for (const [k, v] of Object.entries(fields)) form.append(k, v)
	return new Request(`http://localhost${path}`, { method: 'POST', body: form, headers: cookie ? { cookie } : {} })
}

function withDevice(request: Request, deviceId: string) {
	request.headers.set('X-Device-Id', deviceId)
	return request
}

const deviceCookieOf = (res: Response) => res.headers.getSetCookie().find((c) => c.startsWith(`${DEVICE_COOKIE}=`)) ?? null
const signIns = () => context.db.selectFrom('sign_ins').select(['user_id', 'device_id']).orderBy('id').execute()
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex')

describe('sign-ins per device', () => {
	test('three accounts on one device (sign-up form, login form, API): a new listing by one of them carries SHARED_DEVICE', async () => {
		const registered = await call(
			registerPage.action,
			context,
			formRequest('/register', { name: 'Amina', email: 'amina@example.com', password: 'pass1234', phone: '0712000111', role: 'SELLER' }),
		)
		expect(registered.status).toBe(302)
		const cookie = deviceCookieOf(registered)
		expect(cookie).toMatch(new RegExp(`^${DEVICE_COOKIE}=[A-Za-z0-9_-]{32}; Path=/; SameSite=Lax; Max-Age=63072000; HttpOnly$`))
		const deviceId = cookie!.split(';')[0]!.split('=')[1]!

		const second = await createUser(context.db)
		const loggedIn = await call(loginPage.action, context, formRequest('/login', { phone: second.phone, password: TEST_PASSWORD }, `${DEVICE_COOKIE}=${deviceId}`))
		expect(loggedIn.status).toBe(302)
		// The browser already has its device id: no new cookie.
		expect(deviceCookieOf(loggedIn)).toBeNull()

		const third = await createUser(context.db)
		const api = await call(apiLogin.action, context, withDevice(jsonRequest('/api/auth/login', { phone: third.phone, password: TEST_PASSWORD }), deviceId))
		expect(api.status).toBe(200)

		const rows = await signIns()
		expect(rows).toHaveLength(3)
		// Only the hash is stored, the same for the three.
		expect(new Set(rows.map((r) => r.device_id))).toEqual(new Set([sha256(deviceId)]))
		expect(await accountsOnDevice(context.db, { userId: third.id, now: new Date() })).toBe(3)

		const listing = await createListing(context.db, { sellerId: third.id })
		const assessment = await assessListingNow(context.db, { listingId: listing.id })
		const shared = assessment?.indicators.find((i) => i.code === 'SHARED_DEVICE')
		expect(shared?.evidence).toEqual({ accounts: 3, days: 7 })
		expect(assessment?.level).not.toBe('LOW')
	})

	test('the API honours X-Device-Id on registration and login', async () => {
		const res = await call(
			apiRegister.action,
			context,
			withDevice(jsonRequest('/api/auth/register', { email: 'b@example.com', password: 'pass1234', phone: '0712000222' }), DEVICE),
		)
		expect(res.status).toBe(201)
		const { user } = await res.json()
		const other = await createUser(context.db)
		await call(apiLogin.action, context, withDevice(jsonRequest('/api/auth/login', { phone: other.phone, password: TEST_PASSWORD }), DEVICE))
		expect(await signIns()).toEqual([
			{ user_id: user.id, device_id: sha256(DEVICE) },
			{ user_id: other.id, device_id: sha256(DEVICE) },
		])
		expect(deviceCookieOf(res)).toBeNull()
	})

	test('a bad X-Device-Id is ignored (the sign-in goes ahead, nothing recorded), as is a call with no device at all', async () => {
		const user = await createUser(context.db)
		for (const bad of ['short', '../../etc/passwd-xxxxxxxx', 'x'.repeat(129), 'ünïcödé-device-id-0000', '']) {
			const res = await call(apiLogin.action, context, withDevice(jsonRequest('/api/auth/login', { phone: user.phone, password: TEST_PASSWORD }), bad))
			expect(res.status).toBe(200)
		}
		const plain = await call(apiLogin.action, context, jsonRequest('/api/auth/login', { phone: user.phone, password: TEST_PASSWORD }))
		expect(plain.status).toBe(200)
		expect(await signIns()).toEqual([])
	})

	test('only the last 7 days count, and sign-ins older than 30 days are forgotten', async () => {
		const now = new Date()
		const users = await Promise.all([1, 2, 3].map(() => createUser(context.db)))
		const at = (days: number) => new Date(now.getTime() - days * DAY_MS).toISOString()
		await context.db
			.insertInto('sign_ins')
			.values([
				{ user_id: users[0]!.id, device_id: sha256(DEVICE), created_at: at(1) },
				{ user_id: users[1]!.id, device_id: sha256(DEVICE), created_at: at(2) },
				{ user_id: users[2]!.id, device_id: sha256(DEVICE), created_at: at(8) },
				{ user_id: users[2]!.id, device_id: sha256('another-device-000'), created_at: at(40) },
			])
			.execute()
		expect(await accountsOnDevice(context.db, { userId: users[0]!.id, now })).toBe(2)
		expect(await accountsOnDevice(context.db, { userId: users[2]!.id, now })).toBe(0)
		await forgetOldSignIns(context.db, { now })
		expect(await context.db.selectFrom('sign_ins').select('created_at').orderBy('created_at').execute()).toEqual([{ created_at: at(8) }, { created_at: at(2) }, { created_at: at(1) }])
	})
})
