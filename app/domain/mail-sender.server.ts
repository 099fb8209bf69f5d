import nodemailer from 'nodemailer'
import type { Database } from '#db/database.ts'
import type { Env } from '../env.server.ts'
import { storedHeaders } from './mail.server.ts'

const BATCH = 20

/** Sends queued mail over SMTP_URL, oldest first; a message that fails stays queued for the next run. */
export async function sendQueuedMail(db: Database, { env }: { env: Env }) {
	if (!env.SMTP_URL) return 0
	const transport = nodemailer.createTransport(env.SMTP_URL)
	const queued = await db
		.selectFrom('mail_outbox')
		.select(['id', 'to_address', 'subject', 'body', 'html', 'headers'])
		.where('sent_at', 'is', null)
		.orderBy('id')
		.limit(BATCH)
		.execute()
	let sent = 0
	for (const mail of queued) {
		try {
			await transport.sendMail({
				from: env.MAIL_FROM,
				to: mail.to_address,
				subject: mail.subject,
				text: mail.body,
				...(mail.html ? { html: mail.html } : {}),
				headers: storedHeaders(mail.headers),
			})
			await db.updateTable('mail_outbox').set({ sent_at: new Date().toISOString() }).where('id', '=', mail.id).execute()
			sent++
		} catch (error) {
			console.error(`mail ${mail.id} to ${mail.to_address} not sent: ${(error as Error).message}`)
			break
		}
	}
	transport.close()
	return sent
}
