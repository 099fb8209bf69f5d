import { beforeEach, describe, expect, test, vi } from 'vitest'
import * as login from '#app/routes/api.auth.login.ts'
import * as register from '#app/routes/api.auth.register.ts'
import * as listings from '#app/routes/api.listings.ts'
import type { AppContext } from '#app/context.ts'
import { call, createTestContext, getRequest, jsonRequest } from './context.ts'
import { createUser, TEST_PASSWORD } from './factories.ts'

let context: AppContext
beforeEach(async () => {
	context = await createTestContext()
})

describe('POST /api/auth/register', () => {
	test('creates a buyer by default and answers token and user', async () => {
		const res = await call(register.action, context, jsonRequest('/api/auth/register', { email: 'Amina@Example.com', password: 'pass1234', phone: ' 0712000111 ' }))
		expect(res.status).toBe(201)
		const body = await res.json()
		expect(body.token).toEqual(expect.any(String))
		expect(body.user).toEqual({ id: expect.any(Number), phone: '0712000111', role: 'BUYER', email: 'amina@example.com', name: null, phoneVerified: false })
		const stored = await context.db.selectFrom('users').select(['password_hash']).executeTakeFirstOrThrow()
		expect(stored.password_hash).toMatch(/^scrypt\$/)
		expect(stored.password_hash).not.toContain('pass1234')
	})

	test('refuses ADMIN as a role and writes nothing', async () => {
		const res = await call(register.action, context, jsonRequest('/api/auth/register', { email: 'x@example.com', password: 'pass1234', phone: '0712000111', role: 'ADMIN' }))
		expect(res.status).toBe(400)
		expect((await res.json()).errors.role).toEqual(['Choose Buyer or Seller'])
		expect(await context.db.selectFrom('users').selectAll().execute()).toHaveLength(0)
	})

	test('refuses bad fields with a message per field', async () => {
		const res = await call(register.action, context, jsonRequest('/api/auth/register', { email: 'nope', password: '123', phone: '07' }))
		expect(res.status).toBe(400)
		const body = await res.json()
		expect(body.errors).toEqual({
			email: ['Please enter a valid email address'],
			password: ['Password must be at least 6 characters long'],
			phone: ['Please enter a Kenyan mobile number, e.g. 0712 345 678'],
		})
		expect(body.message).toContain('Please enter a valid email address')
	})

	test('stores the phone in one form, refuses numbers that are not Kenyan mobiles or hide invisible characters', async () => {
		const res = await call(register.action, context, jsonRequest('/api/auth/register', { email: 'a@example.com', password: 'pass1234', phone: '+254 712 000 111' }))
		expect(res.status).toBe(201)
		expect((await res.json()).user.phone).toBe('0712000111')
		for (const phone of ['0812000111', '07120\u200b00111', '+255712000111', '0712000111\u202e']) {
			const bad = await call(register.action, context, jsonRequest('/api/auth/register', { email: 'b@example.com', password: 'pass1234', phone }))
			expect(bad.status).toBe(400)
			expect((await bad.json()).errors.phone).toEqual(['Please enter a Kenyan mobile number, e.g. 0712 345 678'])
		}
		expect(await context.db.selectFrom('users').select('phone').execute()).toEqual([{ phone: '0712000111' }])
	})

	test('one phone registered twice at once: one account and one 409, never a 500', async () => {
		const body = (email: string) => ({ email, password: 'pass1234', phone: '0712000111' })
		const answers = await Promise.all([
			call(register.action, context, jsonRequest('/api/auth/register', body('one@example.com'))),
			call(register.action, context, jsonRequest('/api/auth/register', body('two@example.com'))),
		])
		expect(answers.map((r) => r.status).sort()).toEqual([201, 409])
		expect(await context.db.selectFrom('users').select('phone').execute()).toHaveLength(1)
		expect(await context.db.selectFrom('buyer_profiles').select('user_id').execute()).toHaveLength(1)
	})

	test('registrations from one address are rate limited', async () => {
		for (let i = 0; i < 20; i++) {
			const res = await call(register.action, context, jsonRequest('/api/auth/register', { email: `u${i}@example.com`, password: 'pass1234', phone: `07120001${String(i).padStart(2, '0')}` }))
			expect(res.status).toBe(201)
		}
		const res = await call(register.action, context, jsonRequest('/api/auth/register', { email: 'late@example.com', password: 'pass1234', phone: '0712999999' }))
		expect(res.status).toBe(429)
		expect((await res.json()).message).toMatch(/^Too many new accounts from your network\. Please wait 1 hour and try again\.$/)
		expect(await context.db.selectFrom('users').select('id').where('email', '=', 'late@example.com').execute()).toHaveLength(0)
	})

	test('refuses a phone that already has an account with 409', async () => {
		await createUser(context.db, { phone: '0712000111' })
		const res = await call(register.action, context, jsonRequest('/api/auth/register', { email: 'new@example.com', password: 'pass1234', phone: '0712000111', role: 'SELLER' }))
		expect(res.status).toBe(409)
		expect((await res.json()).message).toBe('An account with this phone number already exists')
	})
})

describe('POST /api/auth/login', () => {
	test('answers token and user for the right password; the token works as a Bearer token', async () => {
		const admin = await createUser(context.db, { role: 'ADMIN', phone: '0700111222' })
		const res = await call(login.action, context, jsonRequest('/api/auth/login', { phone: admin.phone, password: TEST_PASSWORD }))
		expect(res.status).toBe(200)
		const { token, user } = await res.json()
		expect(user).toEqual({ id: admin.id, phone: admin.phone, role: 'ADMIN', email: admin.email, name: null, phoneVerified: true })
		const asAdmin = await call(listings.loader, context, getRequest('/api/listings?status=DRAFT', { token }))
		expect(asAdmin.status).toBe(200)
	})

	test('a wrong password is 401 with a message', async () => {
		const user = await createUser(context.db)
		const res = await call(login.action, context, jsonRequest('/api/auth/login', { phone: user.phone, password: 'wrong-one' }))
		expect(res.status).toBe(401)
		expect(await res.json()).toEqual({ message: 'Invalid phone number or password' })
	})

	test('missing fields are 400 with the field messages', async () => {
		const res = await call(login.action, context, jsonRequest('/api/auth/login', { phone: '', password: '' }))
		expect(res.status).toBe(400)
		expect((await res.json()).errors).toEqual({ phone: ['Phone number is required'], password: ['Password is required'] })
	})

	test('repeated failures from one phone slow it down for seconds, even with the right password; it never locks', async () => {
		vi.useFakeTimers({ toFake: ['Date'] })
		try {
			const user = await createUser(context.db)
			for (let i = 0; i < 5; i++) {
				const res = await call(login.action, context, jsonRequest('/api/auth/login', { phone: user.phone, password: 'wrong-one' }))
				expect(res.status).toBe(401)
			}
			const blocked = await call(login.action, context, jsonRequest('/api/auth/login', { phone: user.phone, password: TEST_PASSWORD }))
			expect(blocked.status).toBe(429)
			expect((await blocked.json()).message).toBe('Too many failed login attempts. Please wait 2 seconds and try again.')
			vi.setSystemTime(Date.now() + 2_000)
			const later = await call(login.action, context, jsonRequest('/api/auth/login', { phone: user.phone, password: TEST_PASSWORD }))
			expect(later.status).toBe(200)
		} finally {
			vi.useRealTimers()
		}
	})

	test('parallel guesses against one phone are throttled as serial ones are: counted before the password is checked', async () => {
		const user = await createUser(context.db)
		const answers = await Promise.all(
			Array.from({ length: 60 }, () => call(login.action, context, jsonRequest('/api/auth/login', { phone: user.phone, password: 'wrong-one' }))),
		)
		const statuses = answers.map((r) => r.status)
		expect(statuses.filter((s) => s === 401)).toHaveLength(5)
		expect(statuses.filter((s) => s === 429)).toHaveLength(55)
	})

	test('one address has a hard limit across phones (generous: a cyber café shares it); other addresses are not affected', async () => {
		const user = await createUser(context.db)
		const tries = await Promise.all(
			Array.from({ length: 100 }, (_, i) =>
				call(login.action, context, jsonRequest('/api/auth/login', { phone: `0799${String(i).padStart(6, '0')}`, password: 'wrong-one' })),
			),
		)
		expect(tries.every((r) => r.status === 401)).toBe(true)
		const blocked = await call(login.action, context, jsonRequest('/api/auth/login', { phone: user.phone, password: TEST_PASSWORD }))
		expect(blocked.status).toBe(429)
		expect((await blocked.json()).message).toBe('Too many login attempts from your network. Please wait 15 minutes and try again.')
		const elsewhere = await call(login.action, { ...context, clientAddress: '10.0.0.7' }, jsonRequest('/api/auth/login', { phone: user.phone, password: TEST_PASSWORD }))
		expect(elsewhere.status).toBe(200)
	})

	test('any usual form of the phone signs in to the account', async () => {
		const user = await createUser(context.db, { phone: '0712000111' })
		for (const phone of ['+254712000111', '254 712 000 111', '0712-000-111']) {
			const res = await call(login.action, context, jsonRequest('/api/auth/login', { phone, password: TEST_PASSWORD }))
			expect(res.status).toBe(200)
			expect((await res.json()).user.id).toBe(user.id)
		}
	})

	test('a password longer than 200 characters is refused before it is hashed', async () => {
		const user = await createUser(context.db)
		const res = await call(login.action, context, jsonRequest('/api/auth/login', { phone: user.phone, password: 'x'.repeat(201) }))
		expect(res.status).toBe(400)
		expect((await res.json()).errors.password).toEqual(['Password must be at most 200 characters'])
	})
})
