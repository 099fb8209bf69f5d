import { z } from 'zod'
import type { Database } from '#db/database.ts'
import type { ListingStatus, PaymentStatus, UserRole } from '#db/enums.ts'
import type { Env } from '#app/env.server.ts'
import { centsToDecimal } from '#app/utils/format.ts'
import { TRANSITIONS, canTake } from '../listing-lifecycle.ts'
import { ListingError, changeListingStatus, type Actor } from '../listing-transitions.server.ts'
import { DarajaError, type StkQueryResult } from './daraja-client.server.ts'
import { getMpesaGateway, type MpesaGateway } from './gateway.server.ts'
import { normalizeMpesaPhone } from './phone.ts'
import { PAYMENT_EXPIRED_MESSAGE, paymentStatusFor, resultMessage } from './result-codes.ts'
import type { CallbackOutcome } from './simulator.server.ts'

/**
 * The KES listing fee by M-PESA (DESIGN.md §4: payments are confirmed, never assumed). A payment starts with an
 * STK push and a `payment_attempts` row; only Safaricom's callback, the STK query, or an admin with a receipt
 * mark it COMPLETED, and only then is the listing published.
 */

export type PaymentActor = { id: number; role: UserRole }

export class PaymentError extends Error {
	constructor(
		message: string,
		readonly status: 400 | 403 | 404 | 409 | 502,
	) {
		super(message)
	}
}

export const PAYMENT_PROMPT_MESSAGE = 'Check your phone for M-PESA prompt to complete payment'
export const ALREADY_PAID_MESSAGE = 'This listing is already paid for'
export const PROMPT_PENDING_MESSAGE = 'A payment request was already sent to your phone. Please complete it or wait 2 minutes.'
export const RECEIPT_TAKEN_MESSAGE = 'This M-PESA transaction is already recorded'
const NOT_ALLOWED = 'You do not have permission to do this'
const NOT_FOUND = 'Listing not found'

// A prompt stays on the phone about a minute; two minutes covers it, so we don't send a second one over it.
const PROMPT_WINDOW_MS = 2 * 60_000
// Daraja's callback usually lands within seconds; after a minute we ask instead of waiting.
const STALE_AFTER_MS = 60_000
// Safaricom gives up on a prompt long before this; an attempt still unanswered is dead.
const GIVE_UP_AFTER_MS = 10 * 60_000
const SETTLE_BATCH = 20

const PAYABLE: readonly ListingStatus[] = ['PENDING_APPROVAL', 'APPROVED', 'PAYMENT_PENDING']
const NOT_PAYABLE: Partial<Record<ListingStatus, string>> = {
	DRAFT: 'Submit this listing for review before paying the listing fee',
	REJECTED: 'This listing was rejected and cannot be paid for',
	PUBLISHED: 'This listing is already published',
	SOLD: 'This listing is sold and cannot be paid for',
	EXPIRED: 'This listing has expired. Renew it instead: renewal is free',
}

// Two requests for the same listing in the same instant must not send two prompts (the 2-minute check reads
// the database, which only knows about a push once Daraja has answered it).
const initiating = new Set<number>()

function mayManage(actor: PaymentActor, sellerId: number) {
	return actor.role === 'ADMIN' || actor.id === sellerId
}

/** The gateway of this process, its callbacks delivered to this database: what routes and jobs use. */
export function mpesaGatewayFor({ db, env }: { db: Database; env: Env }) {
	return getMpesaGateway({ env, onCallback: (body) => handleMpesaCallback(db, { env, body }) })
}

/** Sends the STK push for the listing fee and records the attempt; the outcome arrives later, by callback. */
export async function initiatePayment(
	db: Database,
	{ env, gateway, listingId, phone, actor }: { env: Env; gateway: MpesaGateway; listingId: number; phone: string; actor: PaymentActor },
) {
	const listing = await db
		.selectFrom('listings')
		.select(['id', 'seller_id', 'status', 'payment_status'])
		.where('id', '=', listingId)
		.executeTakeFirst()
	if (!listing) throw new PaymentError(NOT_FOUND, 404)
	if (!mayManage(actor, listing.seller_id)) throw new PaymentError(NOT_ALLOWED, 403)
	if (listing.payment_status === 'COMPLETED') throw new PaymentError(ALREADY_PAID_MESSAGE, 409)
	if (!PAYABLE.includes(listing.status)) throw new PaymentError(NOT_PAYABLE[listing.status] ?? 'This listing cannot be paid for now', 409)
	const normalized = normalizeMpesaPhone(phone)
	if (!normalized.ok) throw new PaymentError(normalized.message, 400)

	if (initiating.has(listingId)) throw new PaymentError(PROMPT_PENDING_MESSAGE, 409)
	initiating.add(listingId)
	try {
		const recent = await db
			.selectFrom('payment_attempts')
			.select('id')
			.where('listing_id', '=', listingId)
			.where('status', '=', 'PENDING')
			.where('created_at', '>', new Date(Date.now() - PROMPT_WINDOW_MS).toISOString())
			.executeTakeFirst()
		if (recent) throw new PaymentError(PROMPT_PENDING_MESSAGE, 409)

		const amountCents = env.LISTING_FEE_KES * 100
		let push
		try {
			push = await gateway.stkPush({
				phone: normalized.phone,
				amountKes: env.LISTING_FEE_KES,
				accountReference: `SOKO${listingId}`,
				description: 'Listing fee',
			})
		} catch (error) {
			if (!(error instanceof DarajaError)) throw error
			console.error(`M-PESA STK push for listing ${listingId} failed: ${error.detail}`)
			// Nothing was stored yet, so nothing is left PENDING.
			throw new PaymentError(error.message, 502)
		}

		const now = new Date().toISOString()
		await db.transaction().execute(async (trx) => {
			await trx
				.insertInto('payment_attempts')
				.values({
					listing_id: listingId,
					user_id: actor.id,
					checkout_request_id: push.checkoutRequestId,
					merchant_request_id: push.merchantRequestId || null,
					phone: normalized.phone,
					amount_cents: amountCents,
					created_at: now,
				})
				.execute()
			await trx
				.updateTable('listings')
				.set({
					payment_status: 'PENDING',
					checkout_request_id: push.checkoutRequestId,
					payment_phone: normalized.phone,
					payment_amount_cents: amountCents,
					updated_at: now,
				})
				.where('id', '=', listingId)
				.execute()
			if (listing.status === 'APPROVED') {
				try {
					await changeListingStatus(trx, { listingId, action: 'start_payment', actor, ttlDays: env.LISTING_TTL_DAYS })
				} catch (error) {
					// A callback that landed first already published it: the payment stands, the move is moot.
					if (!(error instanceof ListingError && error.status === 409)) throw error
				}
			}
		})
		return { message: PAYMENT_PROMPT_MESSAGE, checkoutRequestId: push.checkoutRequestId, listingId }
	} finally {
		initiating.delete(listingId)
	}
}

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

		if (settlement.kind === 'unpaid') {
			await trx
				.updateTable('payment_attempts')
				.set({ status: settlement.status, result_code: settlement.resultCode, result_desc: settlement.message, completed_at: now })
				.where('id', '=', attempt.id)
				.execute()
			if (mayMarkListing) {
				await trx.updateTable('listings').set({ payment_status: settlement.status, updated_at: now }).where('id', '=', listing.id).execute()
			}
			return { outcome: settlement.status === 'CANCELLED' ? 'cancelled' : 'failed' }
		}

		if (settlement.amountKes !== null && Math.round(settlement.amountKes * 100) !== attempt.amount_cents) {
			const desc = `Amount mismatch: expected ${attempt.amount_cents / 100}, got ${settlement.amountKes}`
			console.warn(`M-PESA ${settlement.receipt} for listing ${listing.id}: ${desc}`)
			// The receipt stays on the attempt so an admin can reconcile or refund; the listing is not paid.
			await trx
				.updateTable('payment_attempts')
				.set({ status: 'FAILED', result_code: 0, result_desc: desc, mpesa_receipt: settlement.receipt, completed_at: now })
				.where('id', '=', attempt.id)
				.execute()
			if (mayMarkListing) await trx.updateTable('listings').set({ payment_status: 'FAILED', updated_at: now }).where('id', '=', listing.id).execute()
			return { outcome: 'mismatch' }
		}

		await trx
			.updateTable('payment_attempts')
			.set({ status: 'COMPLETED', result_code: 0, result_desc: settlement.resultDesc, mpesa_receipt: settlement.receipt, completed_at: now })
			.where('id', '=', attempt.id)
			.execute()
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
async function publishIfAwaitingPayment(
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

/** GET /api/payments/status/{listingId}: the fields of spec 2 §3 "Payment status response", for the owner or an admin. */
export async function paymentStatus(db: Database, { listingId, viewer }: { listingId: number; viewer: PaymentActor }) {
	const listing = await db
		.selectFrom('listings')
		.select(['id', 'seller_id', 'payment_status', 'payment_amount_cents', 'payment_phone', 'payment_transaction_id', 'payment_date', 'expires_at', 'created_at'])
		.where('id', '=', listingId)
		.executeTakeFirst()
	if (!listing) throw new PaymentError(NOT_FOUND, 404)
	if (!mayManage(viewer, listing.seller_id)) throw new PaymentError(NOT_ALLOWED, 403)
	const last = await db
		.selectFrom('payment_attempts')
		.select(['status', 'result_code', 'result_desc', 'created_at'])
		.where('listing_id', '=', listingId)
		.orderBy('id', 'desc')
		.executeTakeFirst()
	const failed = listing.payment_status === 'FAILED' || listing.payment_status === 'CANCELLED'
	const expiresAt = listing.expires_at ? Date.parse(listing.expires_at) : Number.NaN
	return {
		listingId: listing.id,
		paymentStatus: listing.payment_status,
		paymentAmount: listing.payment_amount_cents === null ? null : centsToDecimal(listing.payment_amount_cents),
		paymentPhone: listing.payment_phone,
		transactionId: listing.payment_transaction_id,
		timeRemaining: Number.isNaN(expiresAt) ? 0 : Math.max(0, Math.floor((expiresAt - Date.now()) / 1000)),
		createdAt: last?.created_at ?? listing.created_at,
		paymentDate: listing.payment_date,
		message: failed && last ? (last.result_desc ?? resultMessage(last.result_code ?? -1)) : null,
	}
}

function isUniqueViolation(error: unknown) {
	return error instanceof Error && 'code' in error && error.code === 'SQLITE_CONSTRAINT_UNIQUE'
}

/**
 * The admin's payment fixer: a seller paid (the admin has the M-PESA receipt) but no callback or query recorded it.
 * Records the transaction, marks the fee paid and publishes as a callback would; written to moderation_logs.
 */
export async function markPaymentCompleted(
	db: Database,
	{
		env,
		listingId,
		admin,
		transactionId,
		amountKes,
		phone,
	}: { env: Env; listingId: number; admin: PaymentActor; transactionId: string; amountKes: number; phone?: string | null },
) {
	if (admin.role !== 'ADMIN') throw new PaymentError(NOT_ALLOWED, 403)
	const receipt = transactionId.trim().toUpperCase()
	if (!/^[A-Z0-9]{6,20}$/.test(receipt)) throw new PaymentError('Please enter the M-PESA transaction code, e.g. SKL4H7Q2XA', 400)
	const amountCents = Math.round(amountKes * 100)
	if (!Number.isFinite(amountCents) || amountCents <= 0) throw new PaymentError('Please enter the amount paid', 400)
	let payerPhone: string | null = null
	if (phone?.trim()) {
		const normalized = normalizeMpesaPhone(phone)
		if (!normalized.ok) throw new PaymentError(normalized.message, 400)
		payerPhone = normalized.phone
	}

	const listing = await db.transaction().execute(async (trx) => {
		const found = await trx
			.selectFrom('listings')
			.select(['id', 'status', 'payment_status', 'payment_phone', 'checkout_request_id'])
			.where('id', '=', listingId)
			.executeTakeFirst()
		if (!found) throw new PaymentError(NOT_FOUND, 404)
		if (found.payment_status === 'COMPLETED') throw new PaymentError(ALREADY_PAID_MESSAGE, 409)
		if (await trx.selectFrom('transactions').select('id').where('mpesa_receipt', '=', receipt).executeTakeFirst()) {
			throw new PaymentError(RECEIPT_TAKEN_MESSAGE, 409)
		}
		const now = new Date().toISOString()
		const payer = payerPhone ?? found.payment_phone
		try {
			await trx.insertInto('transactions').values({ listing_id: found.id, amount_cents: amountCents, mpesa_receipt: receipt, phone: payer, timestamp: now }).execute()
		} catch (error) {
			if (isUniqueViolation(error)) throw new PaymentError(RECEIPT_TAKEN_MESSAGE, 409)
			throw error
		}
		await trx
			.updateTable('listings')
			.set({ payment_status: 'COMPLETED', payment_transaction_id: receipt, payment_date: now, payment_amount_cents: amountCents, payment_phone: payer, updated_at: now })
			.where('id', '=', found.id)
			.execute()
		if (found.checkout_request_id) {
			// The prompt this receipt answers: settled now, so the status query won't expire it later.
			await trx
				.updateTable('payment_attempts')
				.set({ status: 'COMPLETED', result_code: 0, result_desc: 'Marked as completed by an admin', mpesa_receipt: receipt, completed_at: now })
				.where('checkout_request_id', '=', found.checkout_request_id)
				.where('status', '=', 'PENDING')
				.execute()
		}
		await trx
			.insertInto('moderation_logs')
			.values({
				admin_id: admin.id,
				target_type: 'listing',
				target_id: found.id,
				action: 'PAYMENT_FIXED',
				from_status: found.status,
				to_status: found.status,
				reason: `Payment marked as completed: M-PESA ${receipt}, KES ${centsToDecimal(amountCents)}`,
			})
			.execute()
		await publishIfAwaitingPayment(trx, { env, listingId, actor: admin, reason: `M-PESA ${receipt}` })
		return found
	})
	const after = await db.selectFrom('listings').select('status').where('id', '=', listingId).executeTakeFirstOrThrow()
	return {
		message: 'Payment marked as completed successfully',
		listingId: listing.id,
		status: after.status,
		paymentStatus: 'COMPLETED' as const,
		transactionId: receipt,
	}
}

/** The admin's payment debug tool: everything Soko knows about one listing's fee. */
export async function paymentDebug(db: Database, { listingId }: { listingId: number }) {
	const listing = await db
		.selectFrom('listings')
		.select([
			'id',
			'title',
			'seller_id',
			'status',
			'payment_status',
			'payment_amount_cents',
			'payment_phone',
			'payment_transaction_id',
			'checkout_request_id',
			'payment_date',
			'created_at',
			'expires_at',
			'published_date',
		])
		.where('id', '=', listingId)
		.executeTakeFirst()
	if (!listing) throw new PaymentError(NOT_FOUND, 404)
	const [attempts, transactions, logs] = await Promise.all([
		db.selectFrom('payment_attempts').selectAll().where('listing_id', '=', listingId).orderBy('id', 'desc').execute(),
		db.selectFrom('transactions').selectAll().where('listing_id', '=', listingId).orderBy('id', 'desc').execute(),
		db
			.selectFrom('moderation_logs')
			.selectAll()
			.where('target_type', '=', 'listing')
			.where('target_id', '=', listingId)
			.where('action', 'in', [TRANSITIONS.start_payment.log, TRANSITIONS.confirm_payment.log, 'PAYMENT_FIXED'])
			.orderBy('id', 'desc')
			.execute(),
	])
	const { payment_amount_cents, ...fields } = listing
	return {
		listing: { ...fields, payment_amount: payment_amount_cents === null ? null : centsToDecimal(payment_amount_cents) },
		attempts: attempts.map(({ amount_cents, ...attempt }) => ({ ...attempt, amount: centsToDecimal(amount_cents) })),
		transactions: transactions.map(({ amount_cents, ...transaction }) => ({ ...transaction, amount: centsToDecimal(amount_cents) })),
		logs,
	}
}
