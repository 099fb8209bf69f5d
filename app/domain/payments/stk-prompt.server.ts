import { DarajaError, type StkPushInput } from './daraja-client.server.ts'
import type { MpesaGateway } from './gateway.server.ts'
import { PROMPT_PENDING_MESSAGE, PaymentError } from './payment-rules.server.ts'

// A prompt stays on the phone about a minute; two minutes covers it, so we don't send a second one over it.
const PROMPT_WINDOW_MS = 2 * 60_000

/** Attempts created after this may still be on the payer's phone: no second prompt over them. */
export function promptWindowStart() {
	return new Date(Date.now() - PROMPT_WINDOW_MS).toISOString()
}

// Two requests for the same payment in the same instant must not send two prompts (the 2-minute check reads the
// database, which only knows about a push once Daraja has answered it).
const sending = new Set<string>()

/** Runs `send` unless a prompt for the same `key` (a listing, a user's product) is being sent right now. */
export async function oncePerKey<T>(key: string, send: () => Promise<T>) {
	if (sending.has(key)) throw new PaymentError(PROMPT_PENDING_MESSAGE, 409)
	sending.add(key)
	try {
		return await send()
	} finally {
		sending.delete(key)
	}
}

/** The STK push; M-PESA refusing it is a 502 with the friendly message (the detail goes to the log). */
export async function sendPrompt(gateway: MpesaGateway, push: StkPushInput, what: string) {
	try {
		return await gateway.stkPush(push)
	} catch (error) {
		if (!(error instanceof DarajaError)) throw error
		console.error(`M-PESA STK push for ${what} failed: ${error.detail}`)
		// Nothing was stored yet, so nothing is left PENDING.
		throw new PaymentError(error.message, 502)
	}
}
