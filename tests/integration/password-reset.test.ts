import { createHash } from 'node:crypto'
import { createElement } from 'react'
import { createRoutesStub } from 'react-router'
import { beforeEach, describe, expect, test, vi } from 'vitest'
import * as forgotApi from '#app/routes/api.auth.forgot-password.ts'
import * as resetApi from '#app/routes/api.auth.reset-password.ts'
import * as forgotPage from '#app/routes/forgot-password.tsx'
import * as resetPage from '#app/routes/reset-password.tsx'
import type { AppContext } from '#app/context.ts'
import { RESET_DONE, RESET_LINK_EXPIRED, RESET_REQUESTED } from '#app/domain/accounts/password-reset.server.ts'
import { NEW_PHONE_NEEDED } from '#app/domain/accounts/password-reset-messages.ts'
import { releasedPhone } from '#app/utils/released-phone.ts'
import { AuthError, loginUser } from '#app/domain/accounts/users.server.ts'
import { createSession, getSessionUser } from '#app/domain/accounts/sessions.server.ts'
import { call, createTestContext, formRequest as form, jsonRequest } from './context.ts'
import { createUser, TEST_PASSWORD } from './factories.ts'
import { renderWhole } from './render-page.ts'

const NEW_PASSWORD = 'brand-new-pass'

let context: AppContext
let user: { id: number; phone: string; email: string }
beforeEach(async () => {
	context = await createTestContext()
	user = await createUser(context.db)
})

function forgot(email: unknown, clientAddress = '127.0.0.1') {
	return call(forgotApi.action, { ...context, clientAddress }, jsonRequest('/api/auth/forgot-password', { email }))
}

function reset(token: unknown, newPassword: unknown = NEW_PASSWORD) {
	return call(resetApi.action, context, jsonRequest('/api/auth/reset-password', { token, newPassword }))
}

function outbox() {
	return context.db.selectFrom('mail_outbox').select(['to_address', 'subject', 'body']).orderBy('id').execute()
}

/** Asks for a reset of `user` and returns the token from the link in the mail. */
async function tokenFromMail() {
	expect((await forgot(user.email)).status).toBe(200)
	const mails = await outbox()
	const link = /http:\/\/localhost\/reset-password\?token=(\S+)/.exec(mails.at(-1)!.body)
	expect(link).not.toBeNull()
	return decodeURIComponent(link![1]!)
}

function login(password: string) {
	return loginUser(context.db, { phone: user.phone, password, clientAddress: '127.0.0.1' })
}

describe('POST /api/auth/forgot-password', () => {
	test('answers the same for a known and an unknown email; only the known one gets a mail with a link', async () => {
		const known = await forgot(user.email.toUpperCase())
		const unknown = await forgot('nobody@example.com')
		expect(known.status).toBe(200)
		expect(unknown.status).toBe(200)
		expect(await known.json()).toEqual({ message: RESET_REQUESTED })
		expect(await unknown.json()).toEqual({ message: RESET_REQUESTED })
		const mails = await outbox()
		expect(mails).toHaveLength(1)
		expect(mails[0]).toMatchObject({ to_address: user.email, subject: 'Reset your Soko password' })
		expect(mails[0]!.body).toMatch(/http:\/\/localhost\/reset-password\?token=[\w-]{43}\n/)
		expect(mails[0]!.body).toContain('works once, for one hour')
		expect(mails[0]!.body).toContain("If you didn't ask for this, ignore this email")
	})

	test('links to PUBLIC_URL when it is set', async () => {
		context = { ...context, env: { ...context.env, PUBLIC_URL: 'https://soko.example/' } }
		await forgot(user.email)
		expect((await outbox())[0]!.body).toContain('https://soko.example/reset-password?token=')
	})

	test('stores only the hash of the token in the link, expiring in an hour', async () => {
		const token = await tokenFromMail()
		const rows = await context.db.selectFrom('password_reset_tokens').selectAll().execute()
		expect(rows).toHaveLength(1)
		expect(rows[0]!.token).not.toBe(token)
		expect(rows[0]!.token).toBe(createHash('sha256').update(token).digest('hex'))
		expect(rows[0]!.user_id).toBe(user.id)
		const lifetime = Date.parse(rows[0]!.expires_at) - Date.now()
		expect(lifetime).toBeGreaterThan(59 * 60_000)
		expect(lifetime).toBeLessThanOrEqual(60 * 60_000)
	})

	test('a bad email is a 400 with the field message', async () => {
		const res = await forgot('not-an-email')
		expect(res.status).toBe(400)
		expect((await res.json()).errors).toEqual({ email: ['Please enter a valid email address'] })
		expect((await forgot('')).status).toBe(400)
	})

	test('throttled per email (known or not, alike) and per address: 429 with the wait', async () => {
		for (const email of [user.email, 'nobody@example.com']) {
			for (let i = 0; i < 3; i++) expect((await forgot(email, `10.0.0.${i}`)).status).toBe(200)
			const over = await forgot(email, '10.0.0.9')
			expect(over.status).toBe(429)
			expect((await over.json()).message).toBe('Too many attempts. Please wait 1 hour and try again.')
		}
		for (let i = 0; i < 10; i++) expect((await forgot(`someone${i}@example.com`, '10.1.1.1')).status).toBe(200)
		expect((await forgot('someone-else@example.com', '10.1.1.1')).status).toBe(429)
		expect((await forgot('someone-else@example.com', '10.1.1.2')).status).toBe(200)
	})
})

describe('POST /api/auth/reset-password', () => {
	test('sets the new password, ends every session and works only once', async () => {
		const token = await tokenFromMail()
		const { token: session } = await createSession(context.db, { userId: user.id })
		const res = await reset(token)
		expect(res.status).toBe(200)
		expect(await res.json()).toEqual({ message: RESET_DONE })
		expect(await getSessionUser(context.db, { token: session })).toBeUndefined()
		await expect(login(TEST_PASSWORD)).rejects.toThrow(AuthError)
		expect((await login(NEW_PASSWORD)).user.id).toBe(user.id)

		const again = await reset(token, 'another-pass')
		expect(again.status).toBe(400)
		expect(await again.json()).toEqual({ message: RESET_LINK_EXPIRED })
	})

	test('a used link voids the other open links of the account', async () => {
		const first = await tokenFromMail()
		const second = await tokenFromMail()
		expect((await reset(second)).status).toBe(200)
		expect((await reset(first, 'another-pass')).status).toBe(400)
	})

	test('an expired or a wrong token is a 400, and the password stays', async () => {
		vi.useFakeTimers({ toFake: ['Date'] })
		try {
			const token = await tokenFromMail()
			vi.setSystemTime(Date.now() + 60 * 60_000 + 1_000)
			expect((await reset(token)).status).toBe(400)
		} finally {
			vi.useRealTimers()
		}
		const wrong = await reset('A'.repeat(43))
		expect(wrong.status).toBe(400)
		expect(await wrong.json()).toEqual({ message: RESET_LINK_EXPIRED })
		expect((await login(TEST_PASSWORD)).user.id).toBe(user.id)
	})

	test('two resets racing with one token: exactly one wins', async () => {
		const token = await tokenFromMail()
		const answers = await Promise.all([reset(token, 'first-pass'), reset(token, 'second-pass')])
		expect(answers.map((r) => r.status).sort()).toEqual([200, 400])
		const winner = answers[0]!.status === 200 ? 'first-pass' : 'second-pass'
		expect((await login(winner)).user.id).toBe(user.id)
	})

	test('validation: missing token, short password', async () => {
		const missing = await reset(undefined)
		expect(missing.status).toBe(400)
		expect((await missing.json()).errors).toEqual({ token: ['Invalid reset link. Please request a new password reset.'] })
		const short = await reset('x'.repeat(43), '12345')
		expect(short.status).toBe(400)
		expect((await short.json()).errors).toEqual({ newPassword: ['Password must be at least 6 characters long'] })
	})
})

describe('the /forgot-password and /reset-password forms', () => {
	test('the forgot form answers the message for any email and queues the same mail as the API', async () => {
		for (const email of [user.email, 'nobody@example.com']) {
			const res = await call(forgotPage.action, context, form('/forgot-password', { login: email }))
			expect(res.status).toBe(200)
			expect(await res.json()).toEqual({ message: RESET_REQUESTED })
		}
		expect(await outbox()).toHaveLength(1)
		const empty = await call(forgotPage.action, context, form('/forgot-password', { login: '' }))
		expect(empty.status).toBe(400)
		expect((await empty.json()).error).toEqual({ login: ['Enter the phone number or the email of your account'] })
	})

	test('the reset form refuses a mismatch and a short password, then resets', async () => {
		const token = await tokenFromMail()
		const path = `/reset-password?token=${token}`
		const mismatch = await call(resetPage.action, context, form(path, { token, newPassword: NEW_PASSWORD, confirmPassword: 'something-else' }))
		expect(mismatch.status).toBe(400)
		expect((await mismatch.json()).error).toEqual({ confirmPassword: ['Passwords do not match'] })
		const short = await call(resetPage.action, context, form(path, { token, newPassword: '12345', confirmPassword: '12345' }))
		expect((await short.json()).error).toEqual({ newPassword: ['Password must be at least 6 characters long'] })
		// Without a token the form is the one for a code texted to a phone (phone-reset.test.ts).
		const noToken = await call(resetPage.action, context, form('/reset-password', { newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }))
		expect((await noToken.json()).error).toMatchObject({ phone: ['Phone number is required'], code: ['Enter the 6-digit code from the SMS'] })

		const done = await call(resetPage.action, context, form(path, { token, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }))
		expect(done.status).toBe(200)
		expect(await done.json()).toEqual({ message: RESET_DONE })
		const reused = await call(resetPage.action, context, form(path, { token, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }))
		expect(reused.status).toBe(400)
		expect((await reused.json()).error).toEqual({ '': [RESET_LINK_EXPIRED] })
	})
})

describe('an account whose unverified number went to its owner', () => {
	const page = (path: string) => new Request(`http://localhost${path}`)

	test('resets by email and names a number of its own, then signs in with it (to verify it by SMS); never one another account holds', async () => {
		await context.db.updateTable('users').set({ phone: releasedPhone(user.id), phone_verified: 0 }).where('id', '=', user.id).execute()
		const other = await createUser(context.db)
		const token = await tokenFromMail()
		const path = `/reset-password?token=${encodeURIComponent(token)}`
		const loaderData = await (await call(resetPage.loader, context, page(path))).json()
		expect(loaderData).toMatchObject({ needsPhone: true })
		const Stub = createRoutesStub([{ id: 'reset', path: '/reset-password', Component: resetPage.default as never, loader: () => loaderData }])
		const shown = await renderWhole(createElement(Stub, { initialEntries: [path], hydrationData: { loaderData: { reset: loaderData } } }))
		expect(shown).toContain(NEW_PHONE_NEEDED)
		expect(shown).toMatch(/<label[^>]*>Your new phone number<\/label>/)
		expect(shown).toContain('name="newPhone"')

		const withoutPhone = await reset(token)
		expect([withoutPhone.status, await withoutPhone.json()]).toEqual([400, { message: NEW_PHONE_NEEDED }])
		const taken = await call(resetApi.action, context, jsonRequest('/api/auth/reset-password', { token, newPassword: NEW_PASSWORD, newPhone: other.phone }))
		expect([taken.status, await taken.json()]).toEqual([409, { message: 'An account with this phone number already exists' }])
		const onForm = await call(resetPage.action, context, form(path, { token, newPhone: '', newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }))
		expect([onForm.status, (await onForm.json()).error]).toEqual([400, { '': [NEW_PHONE_NEEDED] }])

		const done = await call(resetPage.action, context, form(path, { token, newPhone: '+254 722 000 111', newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }))
		expect([done.status, await done.json()]).toEqual([200, { message: RESET_DONE }])
		const signedIn = await loginUser(context.db, { phone: '0722000111', password: NEW_PASSWORD, clientAddress: '127.0.0.1' })
		expect(signedIn.user).toMatchObject({ id: user.id, phone: '0722000111', phoneVerified: false })
	})

	test('an account with its number gets no phone field, and a newPhone sent anyway changes nothing', async () => {
		const token = await tokenFromMail()
		expect(await (await call(resetPage.loader, context, page(`/reset-password?token=${encodeURIComponent(token)}`))).json()).toMatchObject({ needsPhone: false })
		const res = await call(resetApi.action, context, jsonRequest('/api/auth/reset-password', { token, newPassword: NEW_PASSWORD, newPhone: '0722000222' }))
		expect(res.status).toBe(200)
		expect((await login(NEW_PASSWORD)).user.phone).toBe(user.phone)
	})
})
