import { randomInt } from 'node:crypto'
import type { Database } from '#db/database.ts'
import { dialectOf } from '#db/dialect.ts'
import { isUniqueViolation } from '#db/errors.ts'
import type { Product } from '../alerts/plan.ts'
import { RateLimitError, requireWithinRateLimit, RATE_LIMITS } from '../limits/rate-limits.server.ts'
import { ACCOUNT_REFERENCE_MAX, DarajaError, type StkPushInput } from './daraja-client.server.ts'
import type { MpesaGateway } from './gateway.server.ts'
import { PROMPT_NOT_SENT } from './result-codes.ts'
import { PROMPT_MAYBE_SENT_MESSAGE, PROMPT_PENDING_MESSAGE, PaymentError } from './rules.server.ts'

/**
 * One STK prompt at a time per listing (and per user's product), whichever instance is asked (issue 21 §2, §4b).
 * The attempt is recorded, holding the target's one prompt slot (`in_flight`, a partial unique index), *before* the
 * push is sent, with a reference of ours as its AccountReference: a push whose answer never comes still has its row,
 * and its callback is matched (settle.server.ts). The slot is let go when the attempt is settled, or once the prompt
 * has expired on the phone (PROMPT_WINDOW_MS); the attempt itself stays PENDING for the callback or the status query.
 */

// A prompt stays on the phone about a minute; two minutes covers it, so we don't send a second one over it.
const PROMPT_WINDOW_MS = 2 * 60_000

/** What a prompt pays for: a listing's fee, or a month of a product for a user. */
export type PromptTarget = { listingId: number } | { product: Product; userId: number }

const REFERENCE_CHARS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
const REFERENCE_PREFIX = 'SOKO'

/** `SOKO` and 8 letters or digits (no 0/O, 1/I): 12 characters, what Daraja shows the payer and sends back as BillRefNumber. */
function newReference() {
	let text = REFERENCE_PREFIX
	while (text.length < ACCOUNT_REFERENCE_MAX) text += REFERENCE_CHARS[randomInt(REFERENCE_CHARS.length)]
	return text
}

function promptsOf(db: Database, target: PromptTarget) {
	const attempts = db.updateTable('payment_attempts')
	return 'listingId' in target ? attempts.where('listing_id', '=', target.listingId) : attempts.where('user_id', '=', target.userId).where('product', '=', target.product)
}

/**
 * The limits on prompts (issue 21 §2c: 14 prompts at once to a stranger's phone): per phone, per listing or product,
 * per payer account. Counted atomically, so parallel requests and other instances are counted too. Over a limit it is
 * a PaymentError 429 with the wait in words, which the payment pages show as they show the other refusals.
 */
async function requirePromptWithinLimits(db: Database, { target, phone, payerId }: { target: PromptTarget; phone: string; payerId: number }) {
	const what = 'listingId' in target ? `listing:${target.listingId}` : `${target.product}:${target.userId}`
	try {
		await requireWithinRateLimit(db, { rule: RATE_LIMITS.mpesaPromptsPerPhone, subject: phone })
		await requireWithinRateLimit(db, { rule: RATE_LIMITS.mpesaPromptsPerPurchase, subject: what })
		await requireWithinRateLimit(db, { rule: RATE_LIMITS.mpesaPromptsPerPayer, subject: payerId })
	} catch (error) {
		if (error instanceof RateLimitError) throw new PaymentError(error.words, 429)
		throw error
	}
}

/**
 * Records the attempt and takes the target's prompt slot, or refuses: 429 over a prompt limit, 409 while another
 * prompt for the same target may still be on a phone (the unique index decides, not a read before the write).
 */
export async function claimPrompt(
	db: Database,
	{ target, payerId, phone, amountCents }: { target: PromptTarget; payerId: number; phone: string; amountCents: number },
) {
	await requirePromptWithinLimits(db, { target, phone, payerId })
	const now = Date.now()
	await promptsOf(db, target)
		.set({ in_flight: null })
		.where('in_flight', '=', 1)
		.where('created_at', '<', new Date(now - PROMPT_WINDOW_MS).toISOString())
		.execute()
	const reference = newReference()
	try {
		const { id } = await db
			.insertInto('payment_attempts')
			.values({
				...('listingId' in target ? { listing_id: target.listingId } : { product: target.product }),
				user_id: payerId,
				phone,
				amount_cents: amountCents,
				reference,
				in_flight: 1,
				created_at: new Date(now).toISOString(),
			})
			.returning('id')
			.executeTakeFirstOrThrow()
		return { id, reference }
	} catch (error) {
		if (isUniqueViolation(error)) throw new PaymentError(PROMPT_PENDING_MESSAGE, 409)
		throw error
	}
}

/** Daraja said no (or we never reached the push): no prompt went out. Anything else may have reached the phone. */
function neverSent(error: DarajaError) {
	return error.kind === 'auth' || error.kind === 'rejected'
}

/**
 * Sends the claimed attempt's push and records Daraja's id for it. A push Daraja refused fails the attempt and frees
 * the slot (502). One whose answer did not come, came late or came unreadable may be on the phone: the attempt stays
 * PENDING holding the slot, and the payer is told to complete the prompt if it comes (502).
 */
export async function sendClaimedPrompt(
	db: Database,
	gateway: MpesaGateway,
	{ attemptId, push, what }: { attemptId: number; push: StkPushInput; what: string },
) {
	try {
		const answer = await gateway.stkPush(push)
		await db
			.updateTable('payment_attempts')
			.set({ checkout_request_id: answer.checkoutRequestId, merchant_request_id: answer.merchantRequestId || null })
			.where('id', '=', attemptId)
			.execute()
		return answer
	} catch (error) {
		if (!(error instanceof DarajaError)) throw error
		console.error(`M-PESA STK push for ${what} failed: ${error.detail}`)
		if (!neverSent(error)) throw new PaymentError(PROMPT_MAYBE_SENT_MESSAGE, 502)
		await db
			.updateTable('payment_attempts')
			.set({ status: 'FAILED', result_code: PROMPT_NOT_SENT, result_desc: error.message, completed_at: new Date().toISOString(), in_flight: null })
			.where('id', '=', attemptId)
			.where('status', '=', 'PENDING')
			.execute()
		throw new PaymentError(error.message, 502)
	}
}

/**
 * Whether the attempt is still waiting for its outcome, its row held until the transaction ends (PostgreSQL; SQLite
 * runs one transaction at a time): a callback settling it meanwhile is either seen here or waits for this write.
 */
export async function isStillPending(trx: Database, { attemptId }: { attemptId: number }) {
	const query = trx.selectFrom('payment_attempts').select('status').where('id', '=', attemptId)
	const row = await (dialectOf(trx) === 'postgres' ? query.forUpdate() : query).executeTakeFirst()
	return row?.status === 'PENDING'
}
