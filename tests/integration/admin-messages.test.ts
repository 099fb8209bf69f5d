import { beforeEach, expect, test } from 'vitest'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { createRoutesStub } from 'react-router'
import * as messages from '#app/routes/admin.messages.tsx'
import type { AppContext } from '#app/context.ts'
import type { UserRole } from '#db/enums.ts'
import { ACCESS_DENIED } from '#app/components/admin/admin-ui.tsx'
import { createSession } from '#app/domain/accounts/sessions.server.ts'
import { latestMessages } from '#app/domain/admin/outbox.server.ts'
import { queueMail } from '#app/domain/notify/mail.server.ts'
import { queueSms } from '#app/domain/notify/sms/queue-sms.server.ts'
import { call, createTestContext } from './context.ts'
import { createUser } from './factories.ts'

let context: AppContext
beforeEach(async () => {
	context = await createTestContext()
})

function page(token?: string) {
	return new Request('http://localhost/admin/messages', { headers: token ? { cookie: `__session=${token}` } : {} })
}

async function session(role: UserRole) {
	const user = await createUser(context.db, { role })
	return (await createSession(context.db, { userId: user.id })).token
}

test('a visitor goes to /admin-login; a buyer or seller gets the Access Denied 403', async () => {
	const anonymous = await call(messages.loader, context, page())
	expect(anonymous.status).toBe(302)
	expect(anonymous.headers.get('location')).toBe('/admin-login')
	for (const role of ['BUYER', 'SELLER'] as const) {
		const denied = await call(messages.loader, context, page(await session(role)))
		expect(denied.status).toBe(403)
		expect(await denied.text()).toBe(ACCESS_DENIED)
	}
})

test('an admin reads the latest texts and emails, newest first, sent, queued or failed', async () => {
	await queueSms(context.db, { to: '0712345678', body: 'Soko: old text' })
	const failed = await queueSms(context.db, { to: '0722000001', body: 'Soko: refused text' })
	const sent = await queueSms(context.db, { to: '0733000002', body: 'Soko: a Samsung A14 matches your alert' })
	await context.db.updateTable('sms_outbox').set({ error: 'UserInBlacklist (406)' }).where('id', '=', failed).execute()
	await context.db.updateTable('sms_outbox').set({ sent_at: new Date().toISOString(), provider_message_id: 'ATXid_1' }).where('id', '=', sent).execute()
	await queueMail(context.db, { to: 'buyer@example.com', subject: 'Reset your Soko password', body: 'link' })
	for (let i = 0; i < 52; i++) await queueMail(context.db, { to: `user${i}@example.com`, subject: `Alert ${i}`, body: 'x' })

	const res = await call(messages.loader, context, page(await session('ADMIN')))
	expect(res.status).toBe(200)
	const data = (await res.json()) as Awaited<ReturnType<typeof messages.loader>>
	expect(data.smsOutboxOnly).toBe(true)
	expect(data.mailOutboxOnly).toBe(true)
	expect(data.sms.map((m) => [m.to, m.text, m.status, m.error])).toEqual([
		['+254733000002', 'Soko: a Samsung A14 matches your alert', 'SENT', null],
		['+254722000001', 'Soko: refused text', 'FAILED', 'UserInBlacklist (406)'],
		['+254712345678', 'Soko: old text', 'QUEUED', null],
	])
	expect(data.mail).toHaveLength(50)
	expect(data.mail[0]).toMatchObject({ to: 'user51@example.com', text: 'Alert 51', body: 'x', status: 'QUEUED', sent_at: null })
	expect(data.mail.some((m) => m.to === 'buyer@example.com')).toBe(false)
})

test('email bodies only while mail is not sent: then they carry reset links for their recipient alone', async () => {
	await queueMail(context.db, { to: 'buyer@example.com', subject: 'Reset your Soko password', body: 'https://soko.example/reset-password?token=t' })
	expect((await latestMessages(context.db)).mail[0]!.body).toBeNull()
	expect((await latestMessages(context.db, { withMailBodies: true })).mail[0]!.body).toBe('https://soko.example/reset-password?token=t')

	const token = await session('ADMIN')
	const withSmtp = { ...context, env: { ...context.env, SMTP_URL: 'smtp://mail.example:587' } }
	const data = (await (await call(messages.loader, withSmtp, page(token))).json()) as Awaited<ReturnType<typeof messages.loader>>
	expect(data.mail[0]!.body).toBeNull()
})

test('the page shows each message with its state, and says when nothing is sent', async () => {
	await queueSms(context.db, { to: '0712345678', body: 'Soko: queued text' })
	const refused = await queueSms(context.db, { to: '0722000001', body: 'Soko: refused text' })
	await context.db.updateTable('sms_outbox').set({ error: 'DoNotDisturbRejection (409)' }).where('id', '=', refused).execute()
	await queueMail(context.db, { to: 'buyer@example.com', subject: 'Reset your Soko password', body: 'Open <this> link' })
	const loaderData = { ...(await latestMessages(context.db, { withMailBodies: true })), smsOutboxOnly: true, mailOutboxOnly: false }
	const Stub = createRoutesStub([{ path: '/admin/messages', Component: messages.default, loader: () => loaderData, HydrateFallback: () => null }])
	const html = renderToString(createElement(Stub, { initialEntries: ['/admin/messages'], hydrationData: { loaderData: { 0: loaderData } } }))
	expect(html).toContain('SMS_MODE=outbox: text messages are not sent')
	expect(html).not.toContain('SMTP_URL is not set')
	expect(html).toContain('+254712345678')
	expect(html).toContain('Soko: queued text')
	expect(html).toContain('DoNotDisturbRejection (409)')
	expect(html).toContain('Reset your Soko password')
	expect(html).toContain('<details class="mail-body"><summary>Text of the email</summary><pre>Open &lt;this&gt; link</pre></details>')
	expect(html).toContain('<a aria-current="page" href="/admin/messages"')
	expect(html).toMatch(/<time dateTime="[^"]+">\d{1,2} \w{3} \d{4}, \d{2}:\d{2}<\/time>/)
})

test('an email the server refused shows FAILED with its reason; one refused for now shows QUEUED with its reason, to be tried again', async () => {
	const bounced = await queueMail(context.db, { to: 'gone@example.com', subject: 'Reset your Soko password', body: 'link' })
	const later = await queueMail(context.db, { to: 'busy@example.com', subject: 'New match for your alert', body: 'x' })
	await context.db.updateTable('mail_outbox').set({ error: '550 No such user here', attempts: 1 }).where('id', '=', bounced).execute()
	const retryAt = new Date(Date.now() + 60_000).toISOString()
	await context.db.updateTable('mail_outbox').set({ error: '451 Greylisted', attempts: 1, retry_at: retryAt }).where('id', '=', later).execute()

	const res = await call(messages.loader, context, page(await session('ADMIN')))
	const data = (await res.json()) as Awaited<ReturnType<typeof messages.loader>>
	expect(data.mail.map((m) => [m.to, m.status, m.error])).toEqual([
		['busy@example.com', 'QUEUED', '451 Greylisted'],
		['gone@example.com', 'FAILED', '550 No such user here'],
	])
	const Stub = createRoutesStub([{ path: '/admin/messages', Component: messages.default, loader: () => data, HydrateFallback: () => null }])
	const html = renderToString(createElement(Stub, { initialEntries: ['/admin/messages'], hydrationData: { loaderData: { 0: data } } }))
	expect(html).toContain('<span class="failed">550 No such user here</span>')
	expect(html).toContain('<span class="failed">451 Greylisted</span>')
	expect(html).toMatch(/gone@example\.com.*?status-FAILED">FAILED</)
	expect(html).toMatch(/busy@example\.com.*?status-QUEUED">QUEUED</)
})
