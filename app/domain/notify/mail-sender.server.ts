import nodemailer from 'nodemailer'
import type { Database } from '#db/database.ts'
import type { Env } from '../../env.server.ts'
import { storedHeaders } from './mail.server.ts'

const BATCH = 20
const MINUTE = 60_000
/** A message refused for now waits 1, 2, 4… minutes (at most 6 hours) between tries, and is given up after these many. */
const MAX_ATTEMPTS = 12
const MAX_WAIT_MS = 6 * 60 * MINUTE

/** How the SMTP server (or the way to it) answered a message that did not go. */
export type SendFailure = { permanent: boolean; serverTrouble: boolean; reason: string }

/**
 * Reads nodemailer's error. A 5xx reply is permanent (the address does not exist, the message is refused): a retry
 * would be refused alike. A 4xx reply is for now (greylisting, a full mailbox, a busy server). No reply at all is
 * the server out of reach, which every message would meet alike; a message nodemailer would not even send (no
 * recipient) is permanent.
 */
export function sendFailure(error: unknown): SendFailure {
	const { responseCode, code, message } = error as { responseCode?: number; code?: string; message?: string }
	const reason = (message ?? String(error)).slice(0, 500)
	if (typeof responseCode === 'number') return { permanent: responseCode >= 500, serverTrouble: false, reason }
	if (code === 'EENVELOPE' || code === 'EMESSAGE') return { permanent: true, serverTrouble: false, reason }
	return { permanent: false, serverTrouble: true, reason }
}

function retryDelayMs(attempts: number) {
	return Math.min(MINUTE * 2 ** (attempts - 1), MAX_WAIT_MS)
}

/** Keeps why a message did not go: failed for good, or to be tried again after a wait that grows with each try. */
async function recordFailure(db: Database, mail: { id: number; attempts: number }, failure: SendFailure, now: Date) {
	const attempts = mail.attempts + 1
	const givenUp = failure.permanent || attempts >= MAX_ATTEMPTS
	await db
		.updateTable('mail_outbox')
		.set({
			attempts,
			error: givenUp && !failure.permanent ? `Given up after ${attempts} tries: ${failure.reason}` : failure.reason,
			retry_at: givenUp ? null : new Date(now.getTime() + retryDelayMs(attempts)).toISOString(),
		})
		.where('id', '=', mail.id)
		.where('sent_at', 'is', null)
		.execute()
}

/**
 * Sends queued mail over SMTP_URL, oldest first, a batch a run (the send-mail job). A message the server refuses for
 * good is marked failed with its reason; one refused for now waits its turn to be tried again (see retryDelayMs);
 * neither holds back the messages after it (one bounced address once stopped every password reset). When the server
 * can't be reached the run stops there: the others would meet the same. Answers how many went.
 */
export async function sendQueuedMail(db: Database, { env, now = new Date() }: { env: Env; now?: Date }) {
	if (!env.SMTP_URL) return 0
	const transport = nodemailer.createTransport(env.SMTP_URL)
	const queued = await db
		.selectFrom('mail_outbox')
		.select(['id', 'to_address', 'subject', 'body', 'html', 'headers', 'attempts'])
		.where('sent_at', 'is', null)
		.where((eb) => eb.or([eb('error', 'is', null), eb('retry_at', '<=', now.toISOString())]))
		.orderBy('id')
		.limit(BATCH)
		.execute()
	let sent = 0
	try {
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
			} catch (error) {
				const failure = sendFailure(error)
				console.error(`mail ${mail.id} to ${mail.to_address} not sent${failure.permanent ? ' (for good)' : ''}: ${failure.reason}`)
				await recordFailure(db, mail, failure, now)
				if (failure.serverTrouble) break
				continue
			}
			await db.updateTable('mail_outbox').set({ sent_at: new Date().toISOString(), error: null, retry_at: null }).where('id', '=', mail.id).execute()
			sent++
		}
	} finally {
		transport.close()
	}
	return sent
}
