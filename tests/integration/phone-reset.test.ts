import { beforeEach, describe, expect, test } from 'vitest'
import * as forgotApi from '#app/routes/api.auth.forgot-password.ts'
import * as resetApi from '#app/routes/api.auth.reset-password.ts'
import * as forgotPage from '#app/routes/forgot-password.tsx'
import * as resetPage from '#app/routes/reset-password.tsx'
import type { AppContext } from '#app/context.ts'
import { RESET_DONE } from '#app/domain/accounts/password-reset.server.ts'
import { PHONE_RESET_REFUSED } from '#app/domain/accounts/phone-codes/phone-reset.server.ts'
import { PHONE_RESET_REQUESTED } from '#app/domain/accounts/phone-codes/phone-reset-messages.ts'
import { createSession, getSessionUser } from '#app/domain/accounts/sessions.server.ts'
import { loginUser } from '#app/domain/accounts/users.server.ts'
import { call, createTestContext, formRequest as form, jsonRequest } from './context.ts'
import { createUser, unverifyPhone } from './factories.ts'

const NEW_PASSWORD = 'brand-new-pass'

let context: AppContext
let user: { id: number; phone: string }
beforeEach(async () => {
	context = await createTestContext()
	user = await createUser(context.db, { phone: '0712555123' })
})

function forgot(phone: string, clientAddress = '127.0.0.1') {
	return call(forgotApi.action, { ...context, clientAddress }, jsonRequest('/api/auth/forgot-password', { phone }))
}

function reset(phone: string, code: string, password = NEW_PASSWORD) {
	return call(resetApi.action, context, jsonRequest('/api/auth/reset-password', { phone, code, password }))
}

async function texts() {
	return context.db.selectFrom('sms_outbox').select(['to_phone', 'body']).orderBy('id').execute()
}

async function lastCode() {
	return /\b(\d{6})\b/.exec((await texts()).at(-1)!.body)![1]!
}

describe('recovery by phone (API)', () => {
	test('the same answer for a number with and without an account; only the account gets a code; both count the limits', async () => {
		const known = await forgot('+254 712 555 123')
		const unknown = await forgot('0712999888')
		expect([known.status, unknown.status]).toEqual([200, 200])
		expect(await known.json()).toEqual({ message: PHONE_RESET_REQUESTED })
		expect(await unknown.json()).toEqual({ message: PHONE_RESET_REQUESTED })
		const sent = await texts()
		expect(sent).toHaveLength(1)
		expect(sent[0]!.to_phone).toBe('+254712555123')
		expect(sent[0]!.body).toMatch(/^Soko: your code to reset your password is \d{6}\./)
		// A minute between codes, whether or not the number has an account.
		expect((await forgot('0712999888')).status).toBe(429)
		expect((await forgot('0712555123')).status).toBe(429)
	})

	test('the right code sets the password, ends every session, and works once', async () => {
		const { token } = await createSession(context.db, { userId: user.id })
		await forgot(user.phone)
		const code = await lastCode()
		const res = await reset('0712-555-123', code)
		expect(res.status).toBe(200)
		expect(await res.json()).toEqual({ message: RESET_DONE })
		expect(await getSessionUser(context.db, { token })).toBeUndefined()
		await expect(loginUser(context.db, { phone: user.phone, password: NEW_PASSWORD, clientAddress: '127.0.0.1' })).resolves.toBeTruthy()
		const again = await reset(user.phone, code, 'another-pass')
		expect(again.status).toBe(400)
		expect(await again.json()).toEqual({ message: PHONE_RESET_REFUSED })
	})

	test('a number not yet verified gets no code, and no code opens its account: a number typed wrong at sign-up is a stranger’s', async () => {
		await unverifyPhone(context.db, user.id)
		const asked = await forgot(user.phone)
		expect([asked.status, await asked.json()]).toEqual([200, { message: PHONE_RESET_REQUESTED }])
		expect(await texts()).toEqual([])
		const guessed = await reset(user.phone, '123456')
		expect([guessed.status, await guessed.json()]).toEqual([400, { message: PHONE_RESET_REFUSED }])
		await expect(loginUser(context.db, { phone: user.phone, password: NEW_PASSWORD, clientAddress: '127.0.0.1' })).rejects.toThrow()
	})

	test('a wrong code and a number without an account are refused alike; 5 wrong tries kill the code', async () => {
		await forgot(user.phone)
		const code = await lastCode()
		const wrong = code === '000000' ? '111111' : '000000'
		const unknown = await reset('0712999888', code)
		expect(unknown.status).toBe(400)
		expect(await unknown.json()).toEqual({ message: PHONE_RESET_REFUSED })
		for (let i = 0; i < 5; i++) expect(await (await reset(user.phone, wrong)).json()).toEqual({ message: PHONE_RESET_REFUSED })
		expect((await reset(user.phone, code)).status).toBe(400)
	})

	test('a Swahili account gets its code in Swahili', async () => {
		await context.db.updateTable('users').set({ locale: 'sw' }).where('id', '=', user.id).execute()
		await forgot(user.phone)
		expect((await texts())[0]!.body).toMatch(/^Soko: msimbo wa kubadilisha nenosiri lako ni \d{6}\./)
	})
})

describe('recovery by phone (pages, no JavaScript needed)', () => {
	test('/forgot-password with a phone texts a code and goes to /reset-password, which takes phone, code and the password twice', async () => {
		const asked = await call(forgotPage.action, context, form('/forgot-password', { login: '0712 555 123' }))
		expect(asked.status).toBe(302)
		expect(asked.headers.get('location')).toBe('/reset-password?phone=0712555123')
		const code = await lastCode()
		const mismatch = await call(resetPage.action, context, form('/reset-password', { phone: user.phone, code, newPassword: NEW_PASSWORD, confirmPassword: 'other-pass' }))
		expect((await mismatch.json()).error).toEqual({ confirmPassword: ['Passwords do not match'] })
		const done = await call(resetPage.action, context, form('/reset-password', { phone: user.phone, code, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }))
		expect(done.status).toBe(200)
		expect(await done.json()).toEqual({ message: RESET_DONE })
	})
})
