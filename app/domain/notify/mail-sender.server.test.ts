import { afterEach, expect, test } from 'vitest'
import { openTestDatabase } from '#tests/test-database.ts'
import { startSmtpInbox } from '#tests/mail/smtp-inbox.ts'
import { parseEnv } from '#app/env.server.ts'
import { queueMail } from './mail.server.ts'
import { sendQueuedMail } from './mail-sender.server.ts'

let close: (() => Promise<void>) | null = null
afterEach(async () => {
	await close?.()
	close = null
})

test('queued mail goes out over SMTP_URL and is marked sent; without SMTP_URL it stays queued', async () => {
	const db = await openTestDatabase()
	await queueMail(db, { to: 'support@soko.co.ke', subject: 'New report', body: 'A buyer reported a scam.' })
	expect(await sendQueuedMail(db, { env: parseEnv({ NODE_ENV: 'test' }) })).toBe(0)

	const inbox = await startSmtpInbox()
	close = inbox.close
	expect(await sendQueuedMail(db, { env: parseEnv({ NODE_ENV: 'test', SMTP_URL: inbox.url }) })).toBe(1)
	expect(inbox.messages).toHaveLength(1)
	expect(inbox.messages[0]).toMatchObject({ to: ['support@soko.co.ke'], subject: 'New report' })
	const row = await db.selectFrom('mail_outbox').select('sent_at').executeTakeFirstOrThrow()
	expect(row.sent_at).not.toBeNull()
	expect(await sendQueuedMail(db, { env: parseEnv({ NODE_ENV: 'test', SMTP_URL: inbox.url }) })).toBe(0)
})

const sentTo = (inbox: { messages: { to: string[] }[] }) => inbox.messages.flatMap((m) => m.to)
const outbox = (db: Awaited<ReturnType<typeof openTestDatabase>>) =>
	db.selectFrom('mail_outbox').select(['to_address', 'sent_at', 'error', 'attempts', 'retry_at']).orderBy('id').execute()

/** A database, and a mail server that refuses `address` with `refusal`; env points SMTP_URL at it. */
async function mailServerRefusing(address: string, refusal: { code: number; message: string }) {
	const db = await openTestDatabase()
	const inbox = await startSmtpInbox()
	close = inbox.close
	inbox.refusals.set(address, refusal)
	return { db, inbox, env: parseEnv({ NODE_ENV: 'test', SMTP_URL: inbox.url }) }
}

test('a permanent refusal (550) marks that message failed with its reason, and the ones after it go', async () => {
	const { db, inbox, env } = await mailServerRefusing('gone@example.com', { code: 550, message: 'No such user here' })
	await queueMail(db, { to: 'gone@example.com', subject: 'Reset your Soko password', body: 'link' })
	for (let i = 1; i <= 8; i++) await queueMail(db, { to: `user${i}@example.com`, subject: 'Reset your Soko password', body: 'link' })

	expect(await sendQueuedMail(db, { env })).toBe(8)
	expect(sentTo(inbox)).toEqual([1, 2, 3, 4, 5, 6, 7, 8].map((i) => `user${i}@example.com`))
	const [bounced, ...others] = await outbox(db)
	expect(bounced).toMatchObject({ to_address: 'gone@example.com', sent_at: null, attempts: 1, retry_at: null })
	expect(bounced!.error).toMatch(/550 No such user here/)
	for (const row of others) expect(row.sent_at).not.toBeNull()
	// Failed for good: never tried again, even much later.
	expect(await sendQueuedMail(db, { env, now: new Date(Date.now() + 30 * 86_400_000) })).toBe(0)
	expect(sentTo(inbox)).toHaveLength(8)
})

test('a refusal for now (451) is tried again after a wait that grows, without holding back the others, and then goes', async () => {
	const { db, inbox, env } = await mailServerRefusing('busy@example.com', { code: 451, message: 'Greylisted, try again later' })
	await queueMail(db, { to: 'busy@example.com', subject: 'Alert', body: 'x' })
	await queueMail(db, { to: 'next@example.com', subject: 'Alert', body: 'x' })
	const start = Date.now()
	const at = (ms: number) => new Date(start + ms)

	expect(await sendQueuedMail(db, { env, now: at(0) })).toBe(1)
	expect(sentTo(inbox)).toEqual(['next@example.com'])
	let [busy] = await outbox(db)
	expect(busy).toMatchObject({ sent_at: null, attempts: 1, retry_at: at(60_000).toISOString() })
	expect(busy!.error).toMatch(/451 Greylisted/)
	// Not before its time; then refused again, it waits twice as long.
	expect(await sendQueuedMail(db, { env, now: at(59_000) })).toBe(0)
	expect(await sendQueuedMail(db, { env, now: at(60_000) })).toBe(0)
	;[busy] = await outbox(db)
	expect(busy).toMatchObject({ sent_at: null, attempts: 2, retry_at: at(60_000 + 120_000).toISOString() })

	inbox.refusals.clear()
	expect(await sendQueuedMail(db, { env, now: at(180_000) })).toBe(1)
	expect(sentTo(inbox)).toEqual(['next@example.com', 'busy@example.com'])
	;[busy] = await outbox(db)
	expect(busy).toMatchObject({ attempts: 2, error: null, retry_at: null })
	expect(busy!.sent_at).not.toBeNull()
})

test('a mail server out of reach: the message waits to be tried again, and the run stops there', async () => {
	const db = await openTestDatabase()
	const inbox = await startSmtpInbox()
	await inbox.close()
	await queueMail(db, { to: 'a@example.com', subject: 'Alert', body: 'x' })
	await queueMail(db, { to: 'b@example.com', subject: 'Alert', body: 'x' })
	expect(await sendQueuedMail(db, { env: parseEnv({ NODE_ENV: 'test', SMTP_URL: inbox.url }) })).toBe(0)
	const [a, b] = await outbox(db)
	expect(a).toMatchObject({ attempts: 1, sent_at: null })
	expect(a!.retry_at).not.toBeNull()
	expect(a!.error).toMatch(/ECONNREFUSED|connect/i)
	expect(b).toMatchObject({ attempts: 0, error: null, retry_at: null })
})
