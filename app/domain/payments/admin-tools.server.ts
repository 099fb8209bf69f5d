import type { Database } from '#db/database.ts'
import type { Env } from '#app/env.server.ts'
import { centsToDecimal } from '#app/utils/format.ts'
import { TRANSITIONS } from '../listings/lifecycle.ts'
import { normalizeMpesaPhone } from './phone.ts'
import { ALREADY_PAID_MESSAGE, NOT_ALLOWED, NOT_FOUND, PaymentError, RECEIPT_TAKEN_MESSAGE, type PaymentActor } from './rules.server.ts'
import { publishIfAwaitingPayment } from './settle.server.ts'
import { isUniqueViolation } from '#db/errors.ts'

/** Safaricom's limit on one M-PESA transaction. */
const MPESA_MAX_KES = 250_000

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
	// M-PESA moves at most this much in one payment: a bigger figure is a typo that would swell every revenue total.
	if (amountCents > MPESA_MAX_KES * 100) throw new PaymentError(`An M-PESA payment is at most KES ${MPESA_MAX_KES.toLocaleString('en')}`, 400)
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
				.set({ status: 'COMPLETED', result_code: 0, result_desc: 'Marked as completed by an admin', mpesa_receipt: receipt, completed_at: now, in_flight: null })
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

/** How many unmatched payments the Payment Fixer lists: the newest; an admin settles them one by one. */
const UNMATCHED_SHOWN = 50

/**
 * The Payment Fixer's "paid, but matched to nothing" list: STK payments M-PESA confirmed for a push Soko can't tie to a
 * listing or subscription (settle.server.ts keeps them). The admin finds the payer by phone and receipt, and records
 * the payment on the right listing with Mark as Completed.
 */
export async function unmatchedPayments(db: Database) {
	const rows = await db
		.selectFrom('unmatched_payments')
		.select(['id', 'checkout_request_id', 'mpesa_receipt', 'amount_cents', 'phone', 'paid_at'])
		.where(({ not, exists, selectFrom }) => not(exists(selectFrom('transactions').select('transactions.id').whereRef('transactions.mpesa_receipt', '=', 'unmatched_payments.mpesa_receipt'))))
		.orderBy('id', 'desc')
		.limit(UNMATCHED_SHOWN)
		.execute()
	return rows.map(({ amount_cents, ...row }) => ({ ...row, amount: centsToDecimal(amount_cents) }))
}
