import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import * as forgotApi from '#app/routes/api.auth.forgot-password.ts'
import * as resetApi from '#app/routes/api.auth.reset-password.ts'
import type { AppContext } from '#app/context.ts'
import { RESET_DONE, RESET_LINK_EXPIRED } from '#app/domain/accounts/password-reset.server.ts'
import { queueMail } from '#app/domain/notify/mail.server.ts'
import { sendQueuedMail } from '#app/domain/notify/mail-sender.server.ts'
import { loginUser } from '#app/domain/accounts/users.server.ts'
import { startSmtpInbox, type SmtpInbox } from '#tests/mail/smtp-inbox.ts'
import { call, createTestContext, jsonRequest } from './context.ts'
import { createUser } from './factories.ts'

const UNSUBSCRIBE = {
	'List-Unsubscribe': '<https://soko.example/alerts/unsubscribe?token=abc>',
	'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
}

let context: AppContext
let inbox: SmtpInbox
beforeEach(async () => {
	inbox = await startSmtpInbox()
	const base = await createTestContext()
	context = { ...base, env: { ...base.env, SMTP_URL: inbox.url } }
})
afterEach(() => inbox.close())

const sentAt = async (id: number) =>
	(await context.db.selectFrom('mail_outbox').select('sent_at').where('id', '=', id).executeTakeFirstOrThrow()).sent_at

describe('sendQueuedMail over a real SMTP server', () => {
	test('a plain message and an HTML message with List-Unsubscribe arrive as queued and are marked sent', async () => {
		const plain = await queueMail(context.db, { to: 'buyer@example.com', subject: 'Plain news', body: 'Just text.' })
		const rich = await queueMail(context.db, {
			to: 'Alert@Example.com',
			subject: 'Your alert found 2 items',
			body: 'Samsung A14 - KSh 12,500\nhttps://soko.example/listings/1',
			html: '<p><img src="https://soko.example/p/1.webp" alt=""> <a href="https://soko.example/listings/1">Samsung A14</a></p>',
			headers: UNSUBSCRIBE,
		})
		expect(await sendQueuedMail(context.db, { env: context.env })).toBe(2)

		const first = await inbox.waitForMail((m) => m.subject === 'Plain news')
		expect(first.to).toEqual(['buyer@example.com'])
		expect(first.text.trim()).toBe('Just text.')
		expect(first.html).toBeNull()
		expect(first.header('List-Unsubscribe')).toBeUndefined()
		expect(first.header('From')).toBe('Soko <no-reply@soko.co.ke>')

		const second = await inbox.waitForMail((m) => m.to.includes('alert@example.com'))
		expect(second.subject).toBe('Your alert found 2 items')
		expect(second.text).toContain('https://soko.example/listings/1')
		expect(second.html).toContain('<a href="https://soko.example/listings/1">Samsung A14</a>')
		expect(second.header('List-Unsubscribe')).toBe(UNSUBSCRIBE['List-Unsubscribe'])
		expect(second.header('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click')

		expect(await sentAt(plain)).not.toBeNull()
		expect(await sentAt(rich)).not.toBeNull()
		expect(await sendQueuedMail(context.db, { env: context.env })).toBe(0)
		expect(inbox.messages).toHaveLength(2)
	})

	test('queueMail stores html and headers as JSON; none for plain mail', async () => {
		await queueMail(context.db, { to: 'a@example.com', subject: 'A', body: 'a' })
		await queueMail(context.db, { to: 'b@example.com', subject: 'B', body: 'b', html: '<p>b</p>', headers: UNSUBSCRIBE })
		const rows = await context.db.selectFrom('mail_outbox').select(['html', 'headers']).orderBy('id').execute()
		expect(rows[0]).toEqual({ html: null, headers: null })
		expect(rows[1]!.html).toBe('<p>b</p>')
		expect(JSON.parse(rows[1]!.headers!)).toEqual(UNSUBSCRIBE)
	})

	test('with the SMTP server down the message stays queued, and goes out on the next try once it is back', async () => {
		const id = await queueMail(context.db, { to: 'buyer@example.com', subject: 'Later', body: 'Try again.' })
		await inbox.close()
		expect(await sendQueuedMail(context.db, { env: context.env })).toBe(0)
		expect(await sentAt(id)).toBeNull()

		inbox = await startSmtpInbox()
		const env = { ...context.env, SMTP_URL: inbox.url }
		expect(await sendQueuedMail(context.db, { env })).toBe(0)
		expect(await sendQueuedMail(context.db, { env, now: new Date(Date.now() + 60_000) })).toBe(1)
		expect((await inbox.waitForMail()).subject).toBe('Later')
		expect(await sentAt(id)).not.toBeNull()
	})
})

describe('password reset through the mail', () => {
	test('the link in the received mail resets the password once', async () => {
		const user = await createUser(context.db)
		const asked = await call(forgotApi.action, context, jsonRequest('/api/auth/forgot-password', { email: user.email }))
		expect(asked.status).toBe(200)
		expect(await sendQueuedMail(context.db, { env: context.env })).toBe(1)

		const mail = await inbox.waitForMail((m) => m.to.includes(user.email))
		expect(mail.subject).toBe('Reset your Soko password')
		const link = /http:\/\/localhost\/reset-password\?token=\S+/.exec(mail.text)
		expect(link).not.toBeNull()
		const token = new URL(link![0]).searchParams.get('token')!

		const reset = (newPassword: string) =>
			call(resetApi.action, context, jsonRequest('/api/auth/reset-password', { token, newPassword }))
		const done = await reset('from-the-mail')
		expect(done.status).toBe(200)
		expect(await done.json()).toEqual({ message: RESET_DONE })
		const login = await loginUser(context.db, { phone: user.phone, password: 'from-the-mail', clientAddress: '127.0.0.1' })
		expect(login.user.id).toBe(user.id)

		const again = await reset('second-try')
		expect(again.status).toBe(400)
		expect(await again.json()).toEqual({ message: RESET_LINK_EXPIRED })
	})
})
