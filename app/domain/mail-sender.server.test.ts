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
