import { beforeEach, describe, expect, test } from 'vitest'
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
		expect(body.user).toEqual({ id: expect.any(Number), phone: '0712000111', role: 'BUYER', email: 'amina@example.com' })
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
			phone: ['Phone number must be 10 to 15 characters'],
		})
		expect(body.message).toContain('Please enter a valid email address')
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
		expect(user).toEqual({ id: admin.id, phone: admin.phone, role: 'ADMIN', email: admin.email })
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

	test('repeated failures from one phone are slowed down, even with the right password', async () => {
		const user = await createUser(context.db)
		for (let i = 0; i < 5; i++) {
			const res = await call(login.action, context, jsonRequest('/api/auth/login', { phone: user.phone, password: 'wrong-one' }))
			expect(res.status).toBe(401)
		}
		const blocked = await call(login.action, context, jsonRequest('/api/auth/login', { phone: user.phone, password: TEST_PASSWORD }))
		expect(blocked.status).toBe(429)
		expect((await blocked.json()).message).toBe('Too many failed login attempts. Please wait 1 minute and try again.')
	})

	test('one address gets more tries than one phone (a cyber café shares it), then is slowed down too', async () => {
		const user = await createUser(context.db)
		for (let i = 0; i < 20; i++) {
			const res = await call(login.action, context, jsonRequest('/api/auth/login', { phone: `07990000${String(i).padStart(2, '0')}`, password: 'wrong-one' }))
			expect(res.status).toBe(401)
		}
		const blocked = await call(login.action, context, jsonRequest('/api/auth/login', { phone: user.phone, password: TEST_PASSWORD }))
		expect(blocked.status).toBe(429)
		const elsewhere = await call(login.action, { ...context, clientAddress: '10.0.0.7' }, jsonRequest('/api/auth/login', { phone: user.phone, password: TEST_PASSWORD }))
		expect(elsewhere.status).toBe(200)
	})
})
