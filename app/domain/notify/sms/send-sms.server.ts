import { z } from 'zod'
import type { Database } from '#db/database.ts'
import type { Env } from '#app/env.server.ts'
import { createAfricasTalkingSms, SmsGatewayError, type SmsTransport } from './africastalking-client.server.ts'

const BATCH = 20

// What the gateway answers (https://developers.africastalking.com/docs/sms/sending/bulk): one entry per number.
const AnswerSchema = z.object({
	SMSMessageData: z.object({
		Message: z.string().optional(),
		Recipients: z.array(
			z.object({ statusCode: z.coerce.number(), status: z.string(), messageId: z.string().optional(), cost: z.string().optional() }),
		),
	}),
})

// Processed, Sent, Queued: the gateway took it.
const TAKEN = new Set([100, 101, 102])
// RiskHold, InvalidSenderId, InsufficientBalance, InternalServerError, GatewayError: about the account or the
// gateway, not this number; every other text would fail alike, so the run stops and they all wait.
const GATEWAY_TROUBLE = new Set([401, 402, 405, 500, 501])

function africastalkingSms(env: Env): SmsTransport {
	if (!env.AT_USERNAME || !env.AT_API_KEY) throw new Error('SMS_MODE=africastalking needs AT_USERNAME and AT_API_KEY')
	return createAfricasTalkingSms({ username: env.AT_USERNAME, apiKey: env.AT_API_KEY })
}

type Outcome = { messageId: string | null } | { refused: string }

async function sendOne(transport: SmsTransport, env: Env, sms: { to_phone: string; body: string }): Promise<Outcome> {
	// No answer or an HTTP error (network, credentials, gateway down) throws SmsGatewayError: the next run tries again.
	const raw = await transport.send({ to: [sms.to_phone], message: sms.body, ...(env.AT_SENDER_ID ? { from: env.AT_SENDER_ID } : {}) })
	const answer = AnswerSchema.safeParse(raw)
	if (!answer.success) throw new SmsGatewayError(`unexpected answer ${JSON.stringify(raw).slice(0, 200)}`)
	const recipient = answer.data.SMSMessageData.Recipients[0]
	// No recipient: the whole request was refused (the Message says why, e.g. InvalidSenderId).
	if (!recipient) throw new SmsGatewayError(answer.data.SMSMessageData.Message ?? 'no recipient in the answer')
	if (TAKEN.has(recipient.statusCode)) return { messageId: recipient.messageId ?? null }
	const reason = `${recipient.status} (${recipient.statusCode})`
	if (GATEWAY_TROUBLE.has(recipient.statusCode)) throw new SmsGatewayError(reason)
	return { refused: reason }
}

/**
 * Sends queued texts, oldest first, a batch a run (the send-sms job, every minute).
 * - SMS_MODE=outbox sends nothing: sms_outbox is the outbox, admins read it at /admin/messages.
 * - africastalking: a text the gateway takes gets sent_at and its messageId. One it refuses for its number (invalid,
 *   blacklisted, do-not-disturb, unroutable) gets `error` and is never retried: a retry would be refused alike.
 *   When the gateway or the account is the trouble (network, credentials, balance, gateway errors) the text stays
 *   queued, untouched, and the run stops: the next run tries again, so texts wait out an outage. A text the gateway
 *   took just before a crash may go twice: delivery is at least once.
 */
export async function sendQueuedSms(db: Database, { env, transport }: { env: Env; transport?: SmsTransport }) {
	if (env.SMS_MODE !== 'africastalking') return 0
	const queued = await db
		.selectFrom('sms_outbox')
		.select(['id', 'to_phone', 'body'])
		.where('sent_at', 'is', null)
		.where('error', 'is', null)
		.orderBy('id')
		.limit(BATCH)
		.execute()
	if (queued.length === 0) return 0
	const gateway = transport ?? africastalkingSms(env)
	let sent = 0
	for (const sms of queued) {
		let outcome: Outcome
		try {
			outcome = await sendOne(gateway, env, sms)
		} catch (error) {
			if (!(error instanceof SmsGatewayError)) throw error
			console.error(`sms ${sms.id} to ${sms.to_phone} not sent, will retry: ${error.message}`)
			break
		}
		const row = 'refused' in outcome ? { error: outcome.refused } : { sent_at: new Date().toISOString(), provider_message_id: outcome.messageId }
		await db.updateTable('sms_outbox').set(row).where('id', '=', sms.id).execute()
		if ('refused' in outcome) console.error(`sms ${sms.id} to ${sms.to_phone} refused: ${outcome.refused}`)
		else sent++
	}
	return sent
}
