import { beforeEach, describe, expect, test } from 'vitest'
import * as register from '#app/routes/api.auth.register.ts'
import * as login from '#app/routes/api.auth.login.ts'
import * as registerPage from '#app/routes/register.tsx'
import type { AppContext } from '#app/context.ts'
import { getListing } from '#app/domain/listings/listings.server.ts'
import { sellerPage } from '#app/domain/trust/seller-page.server.ts'
import { call, createTestContext, jsonRequest } from './context.ts'
import { createListing } from './factories.ts'

let context: AppContext
beforeEach(async () => {
	context = await createTestContext()
})

const ACCOUNT = { email: 'wanjiku@example.com', password: 'pass1234', phone: '0712000111' }

function registerForm(fields: Record<string, string>) {
	const form = new FormData()
	for (const [k, v] of Object.entries(fields)) form.append(k, v)
	return new Request('http://localhost/register', { method: 'POST', body: form })
}

async function writtenRows() {
	const [users, sellers, buyers] = await Promise.all([
		context.db.selectFrom('users').select('id').execute(),
		context.db.selectFrom('seller_profiles').select('user_id').execute(),
		context.db.selectFrom('buyer_profiles').select('user_id').execute(),
	])
	return users.length + sellers.length + buyers.length
}

describe('a display name at sign-up', () => {
	test('the API stores the trimmed name, answers it, and listings and the seller page show it', async () => {
		const res = await call(register.action, context, jsonRequest('/api/auth/register', { ...ACCOUNT, role: 'SELLER', name: '  Mama\u202e Wanjiku \n' }))
		expect(res.status).toBe(201)
		const { user } = await res.json()
		expect(user).toEqual({ id: expect.any(Number), phone: ACCOUNT.phone, role: 'SELLER', email: ACCOUNT.email, name: 'Mama Wanjiku', phoneVerified: false })

		const listing = await createListing(context.db, { sellerId: user.id })
		expect((await getListing(context.db, { id: listing.id }))?.seller_name).toBe('Mama Wanjiku')
		expect((await sellerPage(context.db, { sellerId: user.id, page: 1 }))?.seller.name).toBe('Mama Wanjiku')

		const again = await call(login.action, context, jsonRequest('/api/auth/login', { phone: ACCOUNT.phone, password: ACCOUNT.password }))
		expect((await again.json()).user.name).toBe('Mama Wanjiku')
	})

	test('a buyer keeps the name for when they sell', async () => {
		const res = await call(register.action, context, jsonRequest('/api/auth/register', { ...ACCOUNT, name: 'Otieno' }))
		const { user } = await res.json()
		expect(user).toMatchObject({ role: 'BUYER', name: 'Otieno' })
		expect(await context.db.selectFrom('buyer_profiles').select('user_id').execute()).toEqual([{ user_id: user.id }])
		const listing = await createListing(context.db, { sellerId: user.id })
		expect((await getListing(context.db, { id: listing.id }))?.seller_name).toBe('Otieno')
	})

	test('the API may leave the name out: no name is stored', async () => {
		const res = await call(register.action, context, jsonRequest('/api/auth/register', { ...ACCOUNT, role: 'SELLER' }))
		expect(res.status).toBe(201)
		expect((await res.json()).user.name).toBeNull()
		expect(await context.db.selectFrom('seller_profiles').select('display_name').execute()).toEqual([{ display_name: null }])
	})

	test('a bad name is refused with its message and writes nothing', async () => {
		const cases: [unknown, string][] = [
			['', 'Please enter your name'],
			['  A  ', 'Your name must be at least 2 characters'],
			['\u202e\u200f', 'Please enter your name'],
			[42, 'Please enter your name'],
			['x'.repeat(51), 'Your name must be at most 50 characters'],
		]
		for (const [name, message] of cases) {
			const res = await call(register.action, context, jsonRequest('/api/auth/register', { ...ACCOUNT, name }))
			expect(res.status).toBe(400)
			expect((await res.json()).errors.name).toEqual([message])
		}
		expect(await writtenRows()).toBe(0)
	})

	test('the sign-up form requires the name, keeps what was typed, and stores it', async () => {
		const fields = { ...ACCOUNT, role: 'SELLER', redirectTo: '/sell/new' }
		const refused = await call(registerPage.action, context, registerForm(fields))
		expect(refused.status).toBe(400)
		const body = await refused.json()
		expect(body.error.name).toEqual(['Please enter your name'])
		expect(body.initialValue).toMatchObject({ email: ACCOUNT.email, role: 'SELLER' })
		expect(await writtenRows()).toBe(0)

		const created = await call(registerPage.action, context, registerForm({ ...fields, name: ' Kamau Hardware ' }))
		expect(created.status).toBe(302)
		// The SMS code comes first (PHONE_VERIFICATION=required), then on to the sell form.
		expect(created.headers.get('location')).toBe('/verify-phone?redirectTo=%2Fsell%2Fnew')
		expect(await context.db.selectFrom('seller_profiles').select('display_name').execute()).toEqual([{ display_name: 'Kamau Hardware' }])
	})
})
