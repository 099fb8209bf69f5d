import { z } from 'zod'
import type { Updateable } from 'kysely'
import type { Database } from '#db/database.ts'
import type { PaymentAttemptsTable } from '#db/schema.ts'
import type { PaymentStatus } from '#db/enums.ts'
import type { Env } from '#app/env.server.ts'
import { TRANSITIONS, canTake } from '../listing-lifecycle.ts'
import { ListingError, changeListingStatus, type Actor } from '../listing-transitions.server.ts'
import { DarajaError, type StkQueryResult } from './daraja-client.server.ts'
import type { MpesaGateway } from './gateway.server.ts'
import { PAYMENT_EXPIRED_MESSAGE, paymentStatusFor, resultMessage } from './result-codes.ts'
import type { CallbackOutcome } from './simulator.server.ts'

// Daraja's callback usually lands within seconds; after a minute we ask instead of waiting.
const STALE_AFTER_MS = 60_000
// Safaricom gives up on a prompt long before this; an attempt still unanswered is dead.
const GIVE_UP_AFTER_MS = 10 * 60_000
const SETTLE_BATCH = 20

const ResultCodeSchema = z.union([z.number().int(), z.string().regex(/^\d+$/).transform(Number)])

const CallbackSchema = z.object({
	Body: z.object({
		stkCallback: z.object({
			MerchantRequestID: z.string().optional(),
			CheckoutRequestID: z.string().min(1),
			ResultCode: ResultCodeSchema,
			ResultDesc: z.string().default(''),
			CallbackMetadata: z
				.object({ Item: z.array(z.object({ Name: z.string(), Value: z.union([z.string(), z.number()]).optional() })) })
				.optional(),
		}),
	}),
})

/** What a callback or a status query told us about one STK push. */
type Settlement =
	| { kind: 'paid'; receipt: string | null; amountKes: number | null; phone: string | null; paidAt: string; resultDesc: string }
	| { kind: 'unpaid'; resultCode: number | null; status: PaymentStatus; message: string }

/** Daraja's TransactionDate is `YYYYMMDDHHmmss` on the Nairobi clock (UTC+3, no daylight saving). */
function nairobiToIso(value: string | number | undefined) {
	const m = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(String(value ?? ''))
	const date = m ? new Date(`${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6]}+03:00`) : null
	return date && !Number.isNaN(date.getTime()) ? date.toISOString() : new Date().toISOString()
}

function settlementOfCallback(callback: z.output<typeof CallbackSchema>['Body']['stkCallback']): Settlement | null {
	if (callback.ResultCode !== 0) {
		const status = paymentStatusFor(callback.ResultCode)
		return { kind: 'unpaid', resultCode: callback.ResultCode, status, message: resultMessage(callback.ResultCode) }
	}
	const items = new Map((callback.CallbackMetadata?.Item ?? []).map((item) => [item.Name, item.Value]))
	const amount = Number(items.get('Amount'))
	const receipt = items.get('MpesaReceiptNumber')
	// A success without amount or receipt can't be checked: leave it to the status query.
	if (!Number.isFinite(amount) || receipt === undefined || receipt === '') return null
	const phone = items.get('PhoneNumber')
	return {
		kind: 'paid',
		receipt: String(receipt),
		amountKes: amount,
		phone: phone === undefined ? null : String(phone),
		paidAt: nairobiToIso(items.get('TransactionDate')),
		resultDesc: callback.ResultDesc,
	}
}

function settlementOfQuery(answer: StkQueryResult & { resultCode: number }): Settlement {
	if (answer.resultCode === 0) {
		// The query confirms the push we made (our amount) but carries no receipt; a later callback fills it in.
		return { kind: 'paid', receipt: null, amountKes: null, phone: null, paidAt: new Date().toISOString(), resultDesc: answer.resultDesc }
	}
	return { kind: 'unpaid', resultCode: answer.resultCode, status: paymentStatusFor(answer.resultCode), message: resultMessage(answer.resultCode) }
}

/**
 * Safaricom's callback. Anything malformed or unknown is ignored (and logged); an attempt already settled is left
 * as it is, so Daraja's retries never record a payment twice. The HTTP route answers "Accepted" whatever this says.
 */
export async function handleMpesaCallback(db: Database, { env, body }: { env: Env; body: unknown }): Promise<CallbackOutcome> {
	const parsed = CallbackSchema.safeParse(body)
	if (!parsed.success) {
		console.warn('Ignored a malformed M-PESA callback:', parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '))
		return 'ignored'
	}
	const callback = parsed.data.Body.stkCallback
	const settlement = settlementOfCallback(callback)
	if (!settlement) {
		console.warn(`Ignored an M-PESA success callback without amount or receipt for ${callback.CheckoutRequestID}`)
		return 'ignored'
	}
	const outcome = await settle(db, { env, checkoutRequestId: callback.CheckoutRequestID, settlement })
	if (outcome === 'unknown') console.warn(`Ignored an M-PESA callback for unknown CheckoutRequestID ${callback.CheckoutRequestID}`)
	return outcome
}

/** The one code path that records an outcome, for callbacks, status queries and expiry alike. */
async function settle(
	db: Database,
	{ env, checkoutRequestId, settlement }: { env: Env; checkoutRequestId: string; settlement: Settlement },
): Promise<CallbackOutcome> {
	const result = await db.transaction().execute(async (trx): Promise<{ outcome: CallbackOutcome }> => {
		const attempt = await trx
			.selectFrom('payment_attempts')
			.selectAll()
			.where('checkout_request_id', '=', checkoutRequestId)
			.executeTakeFirst()
		if (!attempt) return { outcome: 'unknown' }
		if (attempt.status !== 'PENDING') {
			// Settled by the status query first: the callback's receipt is the one thing it may add.
			if (settlement.kind === 'paid' && settlement.receipt && attempt.status === 'COMPLETED' && !attempt.mpesa_receipt) {
				await fillInReceipt(trx, { attemptId: attempt.id, listingId: attempt.listing_id, receipt: settlement.receipt })
			}
			return { outcome: 'duplicate' }
		}
		const listing = await trx
			.selectFrom('listings')
			.select(['id', 'payment_status', 'checkout_request_id'])
			.where('id', '=', attempt.listing_id)
			.executeTakeFirstOrThrow()
		const now = new Date().toISOString()
		// An older attempt failing must not overwrite the state of a newer one, nor of a completed payment.
		const mayMarkListing = listing.checkout_request_id === checkoutRequestId && listing.payment_status !== 'COMPLETED'
		// The attempt is settled by whoever moves it out of PENDING: a callback delivered twice at once to two
		// instances (or racing the status query) finds it taken and settles nothing more.
		const settleAttempt = async (outcome: Updateable<PaymentAttemptsTable>) => {
			const moved = await trx.updateTable('payment_attempts').set(outcome).where('id', '=', attempt.id).where('status', '=', 'PENDING').executeTakeFirst()
			return Number(moved.numUpdatedRows) === 1
		}

		if (settlement.kind === 'unpaid') {
			if (!(await settleAttempt({ status: settlement.status, result_code: settlement.resultCode, result_desc: settlement.message, completed_at: now }))) {
				return { outcome: 'duplicate' }
			}
			if (mayMarkListing) {
				await trx.updateTable('listings').set({ payment_status: settlement.status, updated_at: now }).where('id', '=', listing.id).execute()
			}
			return { outcome: settlement.status === 'CANCELLED' ? 'cancelled' : 'failed' }
		}

		if (settlement.amountKes !== null && Math.round(settlement.amountKes * 100) !== attempt.amount_cents) {
			const desc = `Amount mismatch: expected ${attempt.amount_cents / 100}, got ${settlement.amountKes}`
			console.warn(`M-PESA ${settlement.receipt} for listing ${listing.id}: ${desc}`)
			// The receipt stays on the attempt so an admin can reconcile or refund; the listing is not paid.
			if (!(await settleAttempt({ status: 'FAILED', result_code: 0, result_desc: desc, mpesa_receipt: settlement.receipt, completed_at: now }))) {
				return { outcome: 'duplicate' }
			}
			if (mayMarkListing) await trx.updateTable('listings').set({ payment_status: 'FAILED', updated_at: now }).where('id', '=', listing.id).execute()
			return { outcome: 'mismatch' }
		}

		if (!(await settleAttempt({ status: 'COMPLETED', result_code: 0, result_desc: settlement.resultDesc, mpesa_receipt: settlement.receipt, completed_at: now }))) {
			return { outcome: 'duplicate' }
		}
		const known = settlement.receipt
			? await trx.selectFrom('transactions').select('id').where('mpesa_receipt', '=', settlement.receipt).executeTakeFirst()
			: undefined
		if (!known) {
			await trx
				.insertInto('transactions')
				.values({
					listing_id: listing.id,
					amount_cents: attempt.amount_cents,
					mpesa_receipt: settlement.receipt,
					phone: settlement.phone ?? attempt.phone,
					timestamp: settlement.paidAt,
				})
				.execute()
		}
		if (listing.payment_status === 'COMPLETED') {
			// Two overlapping prompts both paid: the money is recorded above; the listing keeps its first payment.
			console.warn(`Listing ${listing.id} was paid twice (M-PESA ${settlement.receipt ?? checkoutRequestId}); refund one`)
		} else {
			await trx
				.updateTable('listings')
				.set({
					payment_status: 'COMPLETED',
					payment_transaction_id: settlement.receipt,
					payment_date: settlement.paidAt,
					payment_amount_cents: attempt.amount_cents,
					payment_phone: settlement.phone ?? attempt.phone,
					updated_at: now,
				})
				.where('id', '=', listing.id)
				.execute()
		}
		await publishIfAwaitingPayment(trx, { env, listingId: listing.id, actor: 'SYSTEM', reason: `M-PESA ${settlement.receipt ?? checkoutRequestId}` })
		return { outcome: 'completed' }
	})
	return result.outcome
}

async function fillInReceipt(trx: Database, { attemptId, listingId, receipt }: { attemptId: number; listingId: number; receipt: string }) {
	await trx.updateTable('payment_attempts').set({ mpesa_receipt: receipt }).where('id', '=', attemptId).execute()
	const unnamed = await trx
		.selectFrom('transactions')
		.select('id')
		.where('listing_id', '=', listingId)
		.where('mpesa_receipt', 'is', null)
		.orderBy('id', 'desc')
		.executeTakeFirst()
	const taken = await trx.selectFrom('transactions').select('id').where('mpesa_receipt', '=', receipt).executeTakeFirst()
	if (unnamed && !taken) await trx.updateTable('transactions').set({ mpesa_receipt: receipt }).where('id', '=', unnamed.id).execute()
	await trx
		.updateTable('listings')
		.set({ payment_transaction_id: receipt })
		.where('id', '=', listingId)
		.where('payment_transaction_id', 'is', null)
		.execute()
}

/**
 * A paid listing waiting for payment (PAYMENT_PENDING or APPROVED) goes live; one waiting for approval stays there,
 * already paid, and approval publishes it. Another move that got there first is not an error.
 */
export async function publishIfAwaitingPayment(
	db: Database,
	{ env, listingId, actor, reason }: { env: Env; listingId: number; actor: Actor; reason: string },
) {
	const listing = await db.selectFrom('listings').select('status').where('id', '=', listingId).executeTakeFirst()
	if (!listing || !canTake('confirm_payment', listing.status)) return false
	try {
		await changeListingStatus(db, { listingId, action: 'confirm_payment', actor, reason, ttlDays: env.LISTING_TTL_DAYS })
		return true
	} catch (error) {
		if (error instanceof ListingError && error.status === 409) return false
		throw error
	}
}

/**
 * The fallback when no callback came: asks Daraja about prompts older than a minute and records the answer through
 * the callback's own path; prompts unanswered after 10 minutes have failed. Also publishes any listing that is
 * paid but was left unpublished (payment and publication are two transactions).
 */
export async function settleStalePayments(db: Database, { env, gateway }: { env: Env; gateway: MpesaGateway }) {
	const now = Date.now()
	const giveUpBefore = new Date(now - GIVE_UP_AFTER_MS).toISOString()
	const stale = await db
		.selectFrom('payment_attempts')
		.select(['checkout_request_id', 'created_at'])
		.where('status', '=', 'PENDING')
		.where('created_at', '<', new Date(now - STALE_AFTER_MS).toISOString())
		.orderBy('created_at')
		.limit(SETTLE_BATCH)
		.execute()
	const report = { checked: stale.length, settled: 0, expired: 0, published: 0 }
	for (const attempt of stale) {
		let answer: StkQueryResult | null = null
		try {
			answer = await gateway.stkQuery({ checkoutRequestId: attempt.checkout_request_id })
		} catch (error) {
			if (!(error instanceof DarajaError)) throw error
			console.warn(`M-PESA status query for ${attempt.checkout_request_id} failed: ${error.detail}`)
		}
		if (answer && answer.resultCode !== null) {
			await settle(db, { env, checkoutRequestId: attempt.checkout_request_id, settlement: settlementOfQuery({ ...answer, resultCode: answer.resultCode }) })
			report.settled++
		} else if (attempt.created_at < giveUpBefore) {
			const settlement: Settlement = { kind: 'unpaid', resultCode: null, status: 'FAILED', message: PAYMENT_EXPIRED_MESSAGE }
			await settle(db, { env, checkoutRequestId: attempt.checkout_request_id, settlement })
			report.expired++
		}
	}
	const paidButWaiting = await db
		.selectFrom('listings')
		.select('id')
		.where('payment_status', '=', 'COMPLETED')
		.where('status', 'in', TRANSITIONS.confirm_payment.from)
		.limit(SETTLE_BATCH)
		.execute()
	for (const { id } of paidButWaiting) {
		if (await publishIfAwaitingPayment(db, { env, listingId: id, actor: 'SYSTEM', reason: 'Paid listing published by the payment check' })) report.published++
	}
	return report
}
