import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import * as registerApi from '#app/routes/api.auth.register.ts'
import * as loginApi from '#app/routes/api.auth.login.ts'
import * as verifyApi from '#app/routes/api.auth.verify-phone.ts'
import * as resendApi from '#app/routes/api.auth.verify-phone.resend.ts'
import type { AppContext } from '#app/context.ts'
import { codeSms } from '#app/domain/accounts/phone-codes/code-sms.ts'
import { fitsOneSms } from '#app/domain/notify/sms/gsm.ts'
import { serverT } from '#app/i18n/messages.server.ts'
import { call, createTestContext, jsonRequest } from './context.ts'

let context: AppContext
let phones = 0
beforeEach(async () => {
	context = await createTestContext()
})
afterEach(() => {
	vi.useRealTimers()
})

function newPhone() {
	phones++
	return `0712${String(100_000 + phones).padStart(6, '0')}`
}

async function register(phone = newPhone(), clientAddress = '127.0.0.1', ctx = context) {
	const res = await call(
		registerApi.action,
		{ ...ctx, clientAddress },
		jsonRequest('/api/auth/register', { email: `u${phone}@example.com`, phone, password: 'secret123', role: 'SELLER' }),
	)
	expect(res.status).toBe(201)
	const body = (await res.json()) as { token: string; user: { id: number; phoneVerified: boolean } }
	return { ...body, phone }
}

function verify(token: string | undefined, code: unknown, ctx = context) {
	return call(verifyApi.action, ctx, jsonRequest('/api/auth/verify-phone', { code }, { token }))
}

function resend(token: string | undefined, clientAddress = '127.0.0.1') {
	return call(resendApi.action, { ...context, clientAddress }, jsonRequest('/api/auth/verify-phone/resend', {}, { token }))
}

async function texts(phone: string) {
	const e164 = `+254${phone.slice(1)}`
	return context.db.selectFrom('sms_outbox').select('body').where('to_phone', '=', e164).orderBy('id').execute()
}

async function lastCode(phone: string) {
	const sent = await texts(phone)
	const code = /\b(\d{6})\b/.exec(sent.at(-1)?.body ?? '')
	expect(code).not.toBeNull()
	return code![1]!
}

function otherCode(code: string) {
	return code === '000000' ? '111111' : '000000'
}

describe('the SMS', () => {
	test('fits one GSM message in English and Swahili, for both purposes', () => {
		for (const locale of ['en', 'sw'] as const) {
			for (const purpose of ['verify', 'reset'] as const) expect(fitsOneSms(codeSms(purpose, '123456', serverT(locale))), `${locale} ${purpose}`).toBe(true)
		}
		expect(codeSms('verify', '123456', serverT('sw'))).toContain('msimbo wako ni 123456')
	})
})

describe('registration sends a code; POST /api/auth/verify-phone proves it', () => {
	test('register answers phoneVerified false and texts a 6-digit code; the database never holds the code', async () => {
		const { user, phone } = await register()
		expect(user.phoneVerified).toBe(false)
		const sent = await texts(phone)
		expect(sent).toHaveLength(1)
		expect(sent[0]!.body).toMatch(/^Soko: your code is \d{6}\. It expires in 10 minutes\./)
		const code = await lastCode(phone)
		const rows = await context.db.selectFrom('phone_codes').selectAll().execute()
		expect(rows).toHaveLength(1)
		expect(JSON.stringify(rows)).not.toContain(code)
	})

	test('the right code verifies: 200 {message, user.phoneVerified: true}; login says so too; again is 200', async () => {
		const { token, phone } = await register()
		const res = await verify(token, await lastCode(phone))
		expect(res.status).toBe(200)
		expect(await res.json()).toMatchObject({ message: 'Your phone number is verified.', user: { phoneVerified: true, phone } })
		const login = await call(loginApi.action, context, jsonRequest('/api/auth/login', { phone, password: 'secret123' }))
		expect(((await login.json()) as { user: { phoneVerified: boolean } }).user.phoneVerified).toBe(true)
		const again = await verify(token, '000000')
		expect(again.status).toBe(200)
		expect(await again.json()).toMatchObject({ message: 'Your phone number is already verified.' })
	})

	test('401 without a session, before the body is looked at; 400 for a code that is not 6 digits', async () => {
		expect((await verify(undefined, 'x')).status).toBe(401)
		const { token } = await register()
		const bad = await verify(token, '12ab')
		expect(bad.status).toBe(400)
		expect(((await bad.json()) as { message: string }).message).toContain('Enter the 6-digit code from the SMS')
	})

	test('a wrong code says the tries left; the fifth wrong try kills the code, even the right one then fails', async () => {
		const { token, phone } = await register()
		const code = await lastCode(phone)
		for (let left = 4; left >= 1; left--) {
			const res = await verify(token, otherCode(code))
			expect(res.status).toBe(400)
			expect(await res.json()).toEqual({ message: `Wrong code. Tries left: ${left}.` })
		}
		expect(await (await verify(token, otherCode(code))).json()).toEqual({ message: 'Too many wrong tries: this code no longer works. Please ask for a new code.' })
		const right = await verify(token, code)
		expect(right.status).toBe(400)
		const row = await context.db.selectFrom('users').select('phone_verified').where('phone', '=', phone).executeTakeFirstOrThrow()
		expect(row.phone_verified).toBe(0)
	})

	test('parallel wrong guesses get 5 tries in all', async () => {
		const { token, phone } = await register()
		const code = await lastCode(phone)
		await Promise.all(Array.from({ length: 12 }, () => verify(token, otherCode(code))))
		const row = await context.db.selectFrom('phone_codes').select('tries').executeTakeFirstOrThrow()
		expect(row.tries).toBe(5)
	})

	test('a code works for 10 minutes, not a moment longer', async () => {
		vi.useFakeTimers({ toFake: ['Date'] })
		const { token, phone } = await register()
		const code = await lastCode(phone)
		vi.setSystemTime(Date.now() + 10 * 60_000 + 1)
		const late = await verify(token, code)
		expect(late.status).toBe(400)
		expect(await late.json()).toEqual({ message: 'This code has expired or was already used. Please ask for a new code.' })

		const second = await register()
		const code2 = await lastCode(second.phone)
		vi.setSystemTime(Date.now() + 10 * 60_000 - 1000)
		expect((await verify(second.token, code2)).status).toBe(200)
	})

	test('a code is single use, and a new code replaces the old one', async () => {
		vi.useFakeTimers({ toFake: ['Date'] })
		const { token, phone } = await register()
		const first = await lastCode(phone)
		vi.setSystemTime(Date.now() + 61_000)
		expect((await resend(token)).status).toBe(200)
		const second = await lastCode(phone)
		if (first !== second) expect((await verify(token, first)).status).toBe(400)
		expect((await verify(token, second)).status).toBe(200)
	})
})

describe('POST /api/auth/verify-phone/resend: limits', () => {
	test('401 signed out; within a minute a 429 with Retry-After and the wait; after it, a new SMS', async () => {
		expect((await resend(undefined)).status).toBe(401)
		vi.useFakeTimers({ toFake: ['Date'] })
		const { token, phone } = await register()
		const soon = await resend(token)
		expect(soon.status).toBe(429)
		expect(Number(soon.headers.get('Retry-After'))).toBeGreaterThan(0)
		expect(Number(soon.headers.get('Retry-After'))).toBeLessThanOrEqual(60)
		expect(((await soon.json()) as { message: string }).message).toMatch(/less than a minute ago\. Please wait (\d+ seconds?|1 minute) before/)
		vi.setSystemTime(Date.now() + 60_001)
		const later = await resend(token)
		expect(later.status).toBe(200)
		expect(await later.json()).toEqual({ message: `We have sent a 6-digit code by SMS to ${phone}. It works for 10 minutes.` })
		expect(await texts(phone)).toHaveLength(2)
	})

	test('at most 5 SMS to one number in a day', async () => {
		vi.useFakeTimers({ toFake: ['Date'] })
		const { token, phone } = await register()
		for (let i = 0; i < 4; i++) {
			vi.setSystemTime(Date.now() + 61_000)
			expect((await resend(token, `10.0.0.${i}`)).status).toBe(200)
		}
		vi.setSystemTime(Date.now() + 61_000)
		const sixth = await resend(token, '10.0.1.1')
		expect(sixth.status).toBe(429)
		expect(((await sixth.json()) as { message: string }).message).toContain('This number has had 5 codes today')
		expect(await texts(phone)).toHaveLength(5)
	})

	test('at most 10 code SMS an hour from one address, whatever the numbers (registration still succeeds)', async () => {
		for (let i = 0; i < 12; i++) await register(newPhone(), '10.9.9.9')
		expect(await context.db.selectFrom('sms_outbox').select('id').execute()).toHaveLength(10)
	})

	test("a code the network's limit refuses starts no minute: asked again from elsewhere, it is sent", async () => {
		vi.useFakeTimers({ toFake: ['Date'] })
		for (let i = 0; i < 10; i++) await register(newPhone(), '10.7.7.7')
		const { token, phone } = await register(newPhone(), '10.8.8.8')
		vi.setSystemTime(Date.now() + 61_000)
		const refused = await resend(token, '10.7.7.7')
		expect(refused.status).toBe(429)
		expect(((await refused.json()) as { message: string }).message).toMatch(/^Too many codes asked for from your network\. Please wait/)
		const elsewhere = await resend(token, '10.8.8.9')
		expect(elsewhere.status).toBe(200)
		expect(await texts(phone)).toHaveLength(2)
	})

	test('two resends at once send one SMS', async () => {
		vi.useFakeTimers({ toFake: ['Date'] })
		const { token, phone } = await register()
		vi.setSystemTime(Date.now() + 61_000)
		const answers = await Promise.all([resend(token), resend(token), resend(token)])
		expect(answers.map((a) => a.status).sort()).toEqual([200, 429, 429])
		expect(await texts(phone)).toHaveLength(2)
	})
})

describe('PHONE_VERIFICATION=off', () => {
	test('registration sends no SMS, nor does asking for a code: 409, and no code is kept', async () => {
		const off = { ...context, env: { ...context.env, PHONE_VERIFICATION: 'off' as const } }
		const { phone, user, token } = await register(newPhone(), '127.0.0.1', off)
		expect(user.phoneVerified).toBe(false)
		const asked = await call(resendApi.action, off, jsonRequest('/api/auth/verify-phone/resend', {}, { token }))
		expect(asked.status).toBe(409)
		expect(await asked.json()).toEqual({ message: 'Phone numbers are not verified on this site: there is no code to send.' })
		expect(await texts(phone)).toHaveLength(0)
		expect(await context.db.selectFrom('phone_codes').select('id').where('user_id', '=', user.id).execute()).toEqual([])
	})
})

describe('the language of the SMS', () => {
	test('a new account gets its code in the language of the page it signed up on; Swahili then', async () => {
		const phone = newPhone()
		const request = jsonRequest('/api/auth/register', { email: `sw${phone}@example.com`, phone, password: 'secret123', role: 'BUYER' })
		request.headers.set('cookie', 'lang=sw')
		expect((await call(registerApi.action, context, request)).status).toBe(201)
		expect((await texts(phone))[0]!.body).toMatch(/^Soko: msimbo wako ni \d{6}\./)
	})
})
