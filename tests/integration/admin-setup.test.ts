import { beforeEach, expect, test } from 'vitest'
import * as admin from '#app/routes/admin.tsx'
import { AdminSetupError, ensureAdmin, loginUser } from '#app/domain/accounts/users.server.ts'
import { createSession } from '#app/domain/accounts/sessions.server.ts'
import { parseEnv } from '#app/env.server.ts'
import type { AppContext } from '#app/context.ts'
import { call, createTestContext, getRequest } from './context.ts'
import { createUser } from './factories.ts'

let context: AppContext
beforeEach(async () => {
	context = await createTestContext()
})

test('ADMIN_PHONE creates the admin; on a later start it only sets that admin’s password', async () => {
	await ensureAdmin(context.db, { phone: '0700000009', password: 'first-pass', promote: false })
	await ensureAdmin(context.db, { phone: '0700000009', password: 'second-pass', promote: false })
	const { user } = await loginUser(context.db, { phone: '0700000009', password: 'second-pass', clientAddress: '10.0.0.1' })
	expect(user.role).toBe('ADMIN')
})

test('instances starting at once each ensure the admin: one account, no failure', async () => {
	await Promise.all(Array.from({ length: 4 }, () => ensureAdmin(context.db, { phone: '0700000009', password: 'first-pass', promote: false })))
	const admins = await context.db.selectFrom('users').select('id').where('role', '=', 'ADMIN').execute()
	expect(admins).toHaveLength(1)
})

test('an existing buyer or seller with ADMIN_PHONE is not silently promoted: start-up refuses, nothing changes', async () => {
	const seller = await createUser(context.db, { role: 'SELLER', phone: '0700000009' })
	await expect(ensureAdmin(context.db, { phone: '0700000009', password: 'admin-pass', promote: false })).rejects.toThrow(AdminSetupError)
	await expect(ensureAdmin(context.db, { phone: '0700000009', password: 'admin-pass', promote: false })).rejects.toThrow(
		/ADMIN_PHONE 0700000009 belongs to an existing SELLER account\. Set ADMIN_PROMOTE=1/,
	)
	const row = await context.db.selectFrom('users').select(['role', 'password_hash']).where('id', '=', seller.id).executeTakeFirstOrThrow()
	expect(row.role).toBe('SELLER')
})

test('with ADMIN_PROMOTE the account becomes the admin and every session it had is ended', async () => {
	const seller = await createUser(context.db, { role: 'SELLER', phone: '0700000009' })
	const { token } = await createSession(context.db, { userId: seller.id })
	await ensureAdmin(context.db, { phone: '0700000009', password: 'admin-pass', promote: true })
	expect(await context.db.selectFrom('sessions').select('id').where('user_id', '=', seller.id).execute()).toEqual([])
	const oldSession = await call(admin.loader, context, getRequest('/admin', { token }))
	expect(oldSession.status).toBe(302)
	const { user } = await loginUser(context.db, { phone: '0700000009', password: 'admin-pass', clientAddress: '10.0.0.1' })
	expect(user.role).toBe('ADMIN')
})

test('the admin dashboard says when the M-PESA simulator runs (no fees collected), and not otherwise', async () => {
	const user = await createUser(context.db, { role: 'ADMIN' })
	const { token } = await createSession(context.db, { userId: user.id })
	const simulated = await call(admin.loader, context, getRequest('/admin', { token }))
	expect((await simulated.json()).simulator).toBe(true)
	const daraja = {
		MPESA_MODE: 'sandbox',
		MPESA_CONSUMER_KEY: 'k',
		MPESA_CONSUMER_SECRET: 's',
		MPESA_SHORTCODE: '174379',
		MPESA_PASSKEY: 'p',
		PUBLIC_URL: 'https://soko.example',
		SEED_DEMO: 'false',
	}
	const real = await call(admin.loader, { ...context, env: parseEnv(daraja) }, getRequest('/admin', { token }))
	expect((await real.json()).simulator).toBe(false)
})
