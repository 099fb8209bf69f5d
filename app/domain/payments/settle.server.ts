import { z } from 'zod'
import type { Selectable, Updateable } from 'kysely'
import type { Database } from '#db/database.ts'
import type { PaymentAttemptsTable } from '#db/schema.ts'
import type { PaymentStatus } from '#db/enums.ts'
import type { Env } from '#app/env.server.ts'
import { TRANSITIONS, canTake } from '../listings/lifecycle.ts'
import { ListingError, changeListingStatus, type Actor } from '../listings/transitions.server.ts'
import { DarajaError, type StkQueryResult } from './daraja-client.server.ts'
import type { MpesaGateway } from './gateway.server.ts'
import { PAYMENT_EXPIRED_MESSAGE, paymentStatusFor, resultMessage } from './result-codes.ts'
import type { CallbackOutcome } from './simulator.server.ts'
import { activateSubscription } from '../alerts/subscriptions.server.ts'
import type { Product } from '../alerts/plan.ts'

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
	const outcome = await settle(db, { env, key: { checkoutRequestId: callback.CheckoutRequestID }, settlement, raw: body })
	if (outcome === 'unknown') console.warn(`An M-PESA callback for unknown CheckoutRequestID ${callback.CheckoutRequestID} matched no attempt`)
	return outcome
}

/**
 * A C2B confirmation whose BillRefNumber is the reference of one of our prompts (Safaricom confirms a paybill STK
 * payment to our confirmation URL too): settles that attempt as paid, the one match that needs no CheckoutRequestID.
 * False when the reference is none of ours.
 */
export async function settleByReference(
	db: Database,
	{ env, reference, receipt, amountKes, phone, paidAt }: { env: Env; reference: string; receipt: string; amountKes: number; phone: string | null; paidAt: string },
) {
	const settlement: Settlement = { kind: 'paid', receipt, amountKes, phone, paidAt, resultDesc: 'Confirmed by M-PESA (C2B)' }
	return (await settle(db, { env, key: { reference }, settlement })) !== 'unknown'
}

/** How an attempt is found: by Daraja's id for its push, by our reference, or by its own id (the status job). */
type AttemptKey = { checkoutRequestId: string } | { reference: string } | { id: number }

function attemptBy(trx: Database, key: AttemptKey) {
	const attempts = trx.selectFrom('payment_attempts').selectAll()
	if ('id' in key) return attempts.where('id', '=', key.id).executeTakeFirst()
	if ('reference' in key) return attempts.where('reference', '=', key.reference).executeTakeFirst()
	return attempts.where('checkout_request_id', '=', key.checkoutRequestId).executeTakeFirst()
}

/**
 * A paid callback with a CheckoutRequestID we never stored: its push's answer never reached us (timed out, or the
 * server stopped right after sending it). Matched to the one attempt still without an id from the same phone for the
 * same amount within the give-up window, which then takes the id; none or several, and it is not guessed.
 */
async function attemptOfUnansweredPush(trx: Database, { checkoutRequestId, settlement }: { checkoutRequestId: string; settlement: Paid }) {
	if (!settlement.phone || settlement.amountKes === null) return undefined
	const candidates = await trx
		.selectFrom('payment_attempts')
		.select('id')
		.where('checkout_request_id', 'is', null)
		// Still waiting, or expired by our clock; not one Daraja refused (PROMPT_NOT_SENT) nor one already paid.
		.where('result_code', 'is', null)
		.where('phone', '=', settlement.phone)
		.where('amount_cents', '=', Math.round(settlement.amountKes * 100))
		.where('created_at', '>', new Date(Date.now() - GIVE_UP_AFTER_MS).toISOString())
		.limit(2)
		.execute()
	if (candidates.length !== 1) return undefined
	const claimed = await trx
		.updateTable('payment_attempts')
		.set({ checkout_request_id: checkoutRequestId })
		.where('id', '=', candidates[0]!.id)
		.where('checkout_request_id', 'is', null)
		.executeTakeFirst()
	return Number(claimed.numUpdatedRows) === 1 ? attemptBy(trx, { id: candidates[0]!.id }) : undefined
}

/** A payment M-PESA took that matches no attempt: kept (once per CheckoutRequestID) for the Payment Fixer, never dropped. */
async function keepUnmatched(trx: Database, { checkoutRequestId, settlement, raw }: { checkoutRequestId: string; settlement: Paid; raw: unknown }) {
	await trx
		.insertInto('unmatched_payments')
		.values({
			checkout_request_id: checkoutRequestId,
			mpesa_receipt: settlement.receipt,
			amount_cents: Math.round((settlement.amountKes ?? 0) * 100),
			phone: settlement.phone,
			paid_at: settlement.paidAt,
			raw: JSON.stringify(raw),
		})
		.onConflict((oc) => oc.column('checkout_request_id').doNothing())
		.execute()
	console.error(`M-PESA ${settlement.receipt} (${checkoutRequestId}) was paid but matches no attempt: kept for the Payment Fixer`)
}

/** Expired by Soko's own clock (no result from M-PESA): a payment that arrives after all still counts. */
const expiredUnanswered = (attempt: Attempt) => attempt.status === 'FAILED' && attempt.result_code === null

/** The one code path that records an outcome, for callbacks, C2B confirmations, status queries and expiry alike. */
async function settle(
	db: Database,
	{ env, key, settlement, raw }: { env: Env; key: AttemptKey; settlement: Settlement; raw?: unknown },
): Promise<CallbackOutcome> {
	const result = await db.transaction().execute(async (trx): Promise<{ outcome: CallbackOutcome }> => {
		const unknownPaid = 'checkoutRequestId' in key && settlement.kind === 'paid' ? { checkoutRequestId: key.checkoutRequestId, settlement } : null
		const attempt = (await attemptBy(trx, key)) ?? (unknownPaid ? await attemptOfUnansweredPush(trx, unknownPaid) : undefined)
		if (!attempt) {
			if (unknownPaid) await keepUnmatched(trx, { ...unknownPaid, raw })
			return { outcome: 'unknown' }
		}
		// Kept as unmatched by a delivery that came before its push was answered: matched now.
		if (attempt.checkout_request_id) await trx.deleteFrom('unmatched_payments').where('checkout_request_id', '=', attempt.checkout_request_id).execute()
		const purchase = purchaseOf(trx, { env, attempt })
		const open = attempt.status === 'PENDING' || (settlement.kind === 'paid' && expiredUnanswered(attempt))
		if (!open) {
			// Settled by the status query first: the callback's receipt is the one thing it may add.
			if (settlement.kind === 'paid' && settlement.receipt && attempt.status === 'COMPLETED' && !attempt.mpesa_receipt) {
				await trx.updateTable('payment_attempts').set({ mpesa_receipt: settlement.receipt }).where('id', '=', attempt.id).execute()
				await purchase.receiptArrived(settlement.receipt)
			}
			return { outcome: 'duplicate' }
		}
		const now = new Date().toISOString()
		// The attempt is settled by whoever moves it out of PENDING: a callback delivered twice at once to two
		// instances (or racing the status query) finds it taken and settles nothing more.
		const settleAttempt = async (outcome: Updateable<PaymentAttemptsTable>) => {
			const moved = await trx
				.updateTable('payment_attempts')
				.set({ ...outcome, in_flight: null })
				.where('id', '=', attempt.id)
				.where('status', '=', attempt.status)
				.where('result_code', attempt.result_code === null ? 'is' : '=', attempt.result_code)
				.executeTakeFirst()
			return Number(moved.numUpdatedRows) === 1
		}

		if (settlement.kind === 'unpaid') {
			if (!(await settleAttempt({ status: settlement.status, result_code: settlement.resultCode, result_desc: settlement.message, completed_at: now }))) {
				return { outcome: 'duplicate' }
			}
			await purchase.unpaid(settlement.status)
			return { outcome: settlement.status === 'CANCELLED' ? 'cancelled' : 'failed' }
		}

		if (settlement.amountKes !== null && Math.round(settlement.amountKes * 100) !== attempt.amount_cents) {
			const desc = `Amount mismatch: expected ${attempt.amount_cents / 100}, got ${settlement.amountKes}`
			console.warn(`M-PESA ${settlement.receipt} for ${purchase.what}: ${desc}`)
			// The receipt stays on the attempt so an admin can reconcile or refund; nothing is paid for.
			if (!(await settleAttempt({ status: 'FAILED', result_code: 0, result_desc: desc, mpesa_receipt: settlement.receipt, completed_at: now }))) {
				return { outcome: 'duplicate' }
			}
			await purchase.unpaid('FAILED')
			return { outcome: 'mismatch' }
		}

		if (!(await settleAttempt({ status: 'COMPLETED', result_code: 0, result_desc: settlement.resultDesc, mpesa_receipt: settlement.receipt, completed_at: now }))) {
			return { outcome: 'duplicate' }
		}
		await purchase.paid(settlement)
		return { outcome: 'completed' }
	})
	return result.outcome
}

type Attempt = Selectable<PaymentAttemptsTable>
type Paid = Extract<Settlement, { kind: 'paid' }>

/** What settling an attempt changes besides the attempt itself: a listing's fee, or a month of a product. */
type Purchase = {
	what: string
	unpaid(status: PaymentStatus): Promise<void>
	paid(settlement: Paid): Promise<void>
	/** The receipt of a payment the status query confirmed without one. */
	receiptArrived(receipt: string): Promise<void>
}

function purchaseOf(trx: Database, { env, attempt }: { env: Env; attempt: Attempt }): Purchase {
	if (attempt.listing_id !== null) return listingFee(trx, { env, attempt, listingId: attempt.listing_id })
	if (attempt.product) return subscriptionMonth(trx, { attempt, product: attempt.product })
	throw new Error(`Payment attempt ${attempt.id} pays for nothing`)
}

function listingFee(trx: Database, { env, attempt, listingId }: { env: Env; attempt: Attempt; listingId: number }): Purchase {
	const listingNow = () => trx.selectFrom('listings').select(['payment_status', 'checkout_request_id']).where('id', '=', listingId).executeTakeFirstOrThrow()
	// An older attempt failing must not overwrite the state of a newer one, nor of a completed payment.
	const mayMark = (listing: Awaited<ReturnType<typeof listingNow>>) =>
		attempt.checkout_request_id !== null && listing.checkout_request_id === attempt.checkout_request_id && listing.payment_status !== 'COMPLETED'
	return {
		what: `listing ${listingId}`,
		async unpaid(status) {
			if (!mayMark(await listingNow())) return
			await trx.updateTable('listings').set({ payment_status: status, updated_at: new Date().toISOString() }).where('id', '=', listingId).execute()
		},
		async paid(settlement) {
			const listing = await listingNow()
			const known = settlement.receipt
				? await trx.selectFrom('transactions').select('id').where('mpesa_receipt', '=', settlement.receipt).executeTakeFirst()
				: undefined
			if (!known) {
				await trx
					.insertInto('transactions')
					.values({
						listing_id: listingId,
						amount_cents: attempt.amount_cents,
						mpesa_receipt: settlement.receipt,
						phone: settlement.phone ?? attempt.phone,
						timestamp: settlement.paidAt,
					})
					.execute()
			}
			if (listing.payment_status === 'COMPLETED') {
				// Two overlapping prompts both paid: the money is recorded above; the listing keeps its first payment.
				console.warn(`Listing ${listingId} was paid twice (M-PESA ${settlement.receipt ?? attempt.checkout_request_id}); refund one`)
			} else {
				await trx
					.updateTable('listings')
					.set({
						payment_status: 'COMPLETED',
						payment_transaction_id: settlement.receipt,
						payment_date: settlement.paidAt,
						payment_amount_cents: attempt.amount_cents,
						payment_phone: settlement.phone ?? attempt.phone,
						updated_at: new Date().toISOString(),
					})
					.where('id', '=', listingId)
					.execute()
			}
			await publishIfAwaitingPayment(trx, { env, listingId, actor: 'SYSTEM', reason: `M-PESA ${settlement.receipt ?? attempt.checkout_request_id}` })
		},
		async receiptArrived(receipt) {
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
		},
	}
}

/** A month of a product for the payer; the subscription row is the record of the money (its receipt is unique). */
function subscriptionMonth(trx: Database, { attempt, product }: { attempt: Attempt; product: Product }): Purchase {
	const what = `${product} of user ${attempt.user_id}`
	const receiptTaken = async (receipt: string) =>
		Boolean(await trx.selectFrom('alert_subscriptions').select('id').where('mpesa_receipt', '=', receipt).executeTakeFirst())
	return {
		what,
		async unpaid() {},
		async paid(settlement) {
			if (attempt.user_id === null) {
				console.warn(`M-PESA ${settlement.receipt ?? attempt.checkout_request_id} paid ${what}, whose account is gone; refund it`)
				return
			}
			// Typed in by hand before its callback came: that already bought the month.
			if (settlement.receipt && (await receiptTaken(settlement.receipt))) return
			await activateSubscription(trx, { userId: attempt.user_id, product, receipt: settlement.receipt, amountCents: attempt.amount_cents })
		},
		async receiptArrived(receipt) {
			if (attempt.user_id === null || (await receiptTaken(receipt))) return
			const unnamed = await trx
				.selectFrom('alert_subscriptions')
				.select('id')
				.where('buyer_id', '=', attempt.user_id)
				.where('product', '=', product)
				.where('mpesa_receipt', 'is', null)
				.orderBy('id', 'desc')
				.executeTakeFirst()
			if (unnamed) await trx.updateTable('alert_subscriptions').set({ mpesa_receipt: receipt }).where('id', '=', unnamed.id).execute()
		},
	}
}

/**
 * A paid listing waiting for payment (PAYMENT_PENDING or APPROVED) goes live; one waiting for approval stays there,
 * already paid, and approval publishes it; one whose seller must still verify their phone waits APPROVED for that
 * (false). Another move that got there first is not an error.
 */
export async function publishIfAwaitingPayment(
	db: Database,
	{ env, listingId, actor, reason }: { env: Env; listingId: number; actor: Actor; reason: string },
) {
	const listing = await db.selectFrom('listings').select('status').where('id', '=', listingId).executeTakeFirst()
	if (!listing || !canTake('confirm_payment', listing.status)) return false
	try {
		const moved = await changeListingStatus(db, {
			listingId,
			action: 'confirm_payment',
			actor,
			reason,
			ttlDays: env.LISTING_TTL_DAYS,
			siteUrl: env.PUBLIC_URL,
			phoneVerification: env.PHONE_VERIFICATION,
		})
		return moved.status === 'PUBLISHED'
	} catch (error) {
		if (error instanceof ListingError && error.status === 409) return false
		throw error
	}
}

/**
 * The fallback when no callback came: asks Daraja about prompts older than MPESA_QUERY_AFTER_MS (a minute: Daraja's
 * callback usually lands within seconds, or never, e.g. while our database was away) and records the answer through
 * the callback's own path; prompts unanswered after 10 minutes have failed. Also publishes any listing that is
 * paid but was left unpublished (payment and publication are two transactions).
 */
export async function settleStalePayments(db: Database, { env, gateway }: { env: Env; gateway: MpesaGateway }) {
	const now = Date.now()
	const giveUpBefore = new Date(now - GIVE_UP_AFTER_MS).toISOString()
	const stale = await db
		.selectFrom('payment_attempts')
		.select(['id', 'checkout_request_id', 'created_at'])
		.where('status', '=', 'PENDING')
		.where('created_at', '<', new Date(now - env.MPESA_QUERY_AFTER_MS).toISOString())
		.orderBy('created_at')
		.limit(SETTLE_BATCH)
		.execute()
	const report = { checked: stale.length, settled: 0, expired: 0, published: 0 }
	for (const attempt of stale) {
		let answer: StkQueryResult | null = null
		// A push whose answer never came has no id to ask about: its callback (matched by phone) or its expiry settles it.
		if (attempt.checkout_request_id) {
			try {
				answer = await gateway.stkQuery({ checkoutRequestId: attempt.checkout_request_id })
			} catch (error) {
				if (!(error instanceof DarajaError)) throw error
				console.warn(`M-PESA status query for ${attempt.checkout_request_id} failed: ${error.detail}`)
			}
		}
		if (answer && answer.resultCode !== null) {
			await settle(db, { env, key: { id: attempt.id }, settlement: settlementOfQuery({ ...answer, resultCode: answer.resultCode }) })
			report.settled++
		} else if (attempt.created_at < giveUpBefore) {
			const settlement: Settlement = { kind: 'unpaid', resultCode: null, status: 'FAILED', message: PAYMENT_EXPIRED_MESSAGE }
			await settle(db, { env, key: { id: attempt.id }, settlement })
			report.expired++
		}
	}
	const paidButWaiting = await db
		.selectFrom('listings')
		.innerJoin('users', 'users.id', 'listings.seller_id')
		.select('listings.id')
		.where('listings.payment_status', '=', 'COMPLETED')
		.where('listings.status', 'in', TRANSITIONS.confirm_payment.from)
		// Those waiting for their seller's phone are published by publishWaitingListings; here they would fill every batch.
		.$if(env.PHONE_VERIFICATION === 'required', (qb) => qb.where('users.phone_verified', '=', 1))
		.limit(SETTLE_BATCH)
		.execute()
	for (const { id } of paidButWaiting) {
		if (await publishIfAwaitingPayment(db, { env, listingId: id, actor: 'SYSTEM', reason: 'Paid listing published by the payment check' })) report.published++
	}
	return report
}
