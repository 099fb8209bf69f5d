import { beforeEach, describe, expect, test } from 'vitest'
import * as registerApi from '#app/routes/api.auth.register.ts'
import * as verifyApi from '#app/routes/api.auth.verify-phone.ts'
import type { AppContext } from '#app/context.ts'
import { isReleasedPhone } from '#app/utils/released-phone.ts'
import { SQUAT_AFTER_MS } from '#app/domain/accounts/phone-codes/squatting.server.ts'
import { loginUser } from '#app/domain/accounts/users.server.ts'
import { call, createTestContext, jsonRequest } from './context.ts'
import { createUser, TEST_PASSWORD } from './factories.ts'

const PHONE = '0712555000'

let context: AppContext
let holder: { id: number; email: string }
beforeEach(async () => {
	context = await createTestContext()
	holder = await createUser(context.db, { phone: PHONE })
})

async function holderSince(msAgo: number, verified: 0 | 1 = 0) {
	const registeredAt = new Date(Date.now() - msAgo).toISOString()
	await context.db.updateTable('users').set({ registered_at: registeredAt, phone_verified: verified }).where('id', '=', holder.id).execute()
}

function register(ctx = context) {
	return call(registerApi.action, ctx, jsonRequest('/api/auth/register', { email: 'owner@example.com', phone: PHONE, password: 'owner-pass', role: 'SELLER' }))
}

async function lastCode() {
	const sms = await context.db.selectFrom('sms_outbox').select('body').where('to_phone', '=', '+254712555000').orderBy('id', 'desc').executeTakeFirstOrThrow()
	return /\b(\d{6})\b/.exec(sms.body)![1]!
}

function login(phone: string, password: string) {
	return loginUser(context.db, { phone, password, clientAddress: '127.0.0.1' })
}

describe('squatting: a number held unverified for 24 hours goes to the person who verifies it', () => {
	test('held a moment under 24 hours: refused as taken', async () => {
		await holderSince(SQUAT_AFTER_MS - 5_000)
		const res = await register()
		expect(res.status).toBe(409)
		expect(await res.json()).toMatchObject({ message: 'An account with this phone number already exists' })
	})

	test('a verified number is never taken, however old', async () => {
		await holderSince(100 * SQUAT_AFTER_MS, 1)
		expect((await register()).status).toBe(409)
	})

	test('with PHONE_VERIFICATION=off nothing is taken', async () => {
		await holderSince(2 * SQUAT_AFTER_MS)
		expect((await register({ ...context, env: { ...context.env, PHONE_VERIFICATION: 'off' } })).status).toBe(409)
	})

	test('held just over 24 hours: the newcomer registers, the number waits until their code; then the holder loses it and is emailed', async () => {
		await holderSince(SQUAT_AFTER_MS + 5_000)
		const res = await register()
		expect(res.status).toBe(201)
		const { token, user } = (await res.json()) as { token: string; user: { id: number; phone: string; phoneVerified: boolean } }
		expect(user).toMatchObject({ phone: PHONE, phoneVerified: false })
		const newcomer = await context.db.selectFrom('users').select(['phone', 'pending_phone']).where('id', '=', user.id).executeTakeFirstOrThrow()
		expect(isReleasedPhone(newcomer.phone)).toBe(true)
		expect(newcomer.pending_phone).toBe(PHONE)
		// Until the code is entered, the holder keeps the number and signs in with it.
		await expect(login(PHONE, TEST_PASSWORD)).resolves.toMatchObject({ user: { id: holder.id } })

		const verified = await call(verifyApi.action, context, jsonRequest('/api/auth/verify-phone', { code: await lastCode() }, { token }))
		expect(verified.status).toBe(200)
		expect(await verified.json()).toMatchObject({ user: { id: user.id, phone: PHONE, phoneVerified: true } })

		const old = await context.db.selectFrom('users').select('phone').where('id', '=', holder.id).executeTakeFirstOrThrow()
		expect(isReleasedPhone(old.phone)).toBe(true)
		await expect(login(PHONE, TEST_PASSWORD)).rejects.toMatchObject({ status: 401 })
		await expect(login(PHONE, 'owner-pass')).resolves.toMatchObject({ user: { id: user.id, phoneVerified: true } })
		const mail = await context.db.selectFrom('mail_outbox').select(['to_address', 'subject', 'body']).executeTakeFirstOrThrow()
		expect(mail).toMatchObject({ to_address: holder.email, subject: 'Your phone number was removed from your Soko account' })
		expect(mail.body).toContain(`The phone number ${PHONE} was on your Soko account but was never verified.`)
	})

	test('the email is in the holder’s language', async () => {
		await holderSince(SQUAT_AFTER_MS + 5_000)
		await context.db.updateTable('users').set({ locale: 'sw' }).where('id', '=', holder.id).execute()
		const { token } = (await (await register()).json()) as { token: string }
		await call(verifyApi.action, context, jsonRequest('/api/auth/verify-phone', { code: await lastCode() }, { token }))
		const mail = await context.db.selectFrom('mail_outbox').select('subject').executeTakeFirstOrThrow()
		expect(mail.subject).toBe('Nambari yako ya simu imeondolewa kwenye akaunti yako ya Soko')
	})

	test('a holder that verifies first keeps the number: the newcomer’s code is then refused with 409', async () => {
		await holderSince(SQUAT_AFTER_MS + 5_000)
		const { token } = (await (await register()).json()) as { token: string }
		const code = await lastCode()
		await context.db.updateTable('users').set({ phone_verified: 1 }).where('id', '=', holder.id).execute()
		const res = await call(verifyApi.action, context, jsonRequest('/api/auth/verify-phone', { code }, { token }))
		expect(res.status).toBe(409)
		expect(await res.json()).toEqual({ message: 'This phone number has been verified by another account.' })
		const old = await context.db.selectFrom('users').select('phone').where('id', '=', holder.id).executeTakeFirstOrThrow()
		expect(old.phone).toBe(PHONE)
	})
})
