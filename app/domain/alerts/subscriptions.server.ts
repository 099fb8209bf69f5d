import type { Database } from '#db/database.ts'
import { isUniqueViolation } from '#db/errors.ts'
import type { Env } from '#app/env.server.ts'
import { DomainError } from '../domain-error.ts'
import { ALERT_WORDS, PRODUCTS, type Product } from './plan.ts'

const DAY_MS = 86_400_000

/** The user's subscription to a product that runs longest, if one is ACTIVE and not yet expired. */
export async function activeSubscription(
	db: Database,
	{ userId, product = 'EMAIL_ALERTS', now = new Date() }: { userId: number; product?: Product; now?: Date },
) {
	const row = await db
		.selectFrom('alert_subscriptions')
		.select(['id', 'product', 'plan', 'status', 'amount_cents', 'mpesa_receipt', 'expires_at', 'created_at'])
		.where('buyer_id', '=', userId)
		.where('product', '=', product)
		.where('status', '=', 'ACTIVE')
		.where('expires_at', '>', now.toISOString())
		.orderBy('expires_at', 'desc')
		.executeTakeFirst()
	return row ? { ...row, amount_cents: Number(row.amount_cents) } : null
}

export type ActiveSubscription = NonNullable<Awaited<ReturnType<typeof activeSubscription>>>

/** Whether a receipt already paid for something here: a subscription, or a listing fee. */
async function receiptTaken(db: Database, receipt: string) {
	const [subscribed, listingFee] = await Promise.all([
		db.selectFrom('alert_subscriptions').select('id').where('mpesa_receipt', '=', receipt).executeTakeFirst(),
		db.selectFrom('transactions').select('id').where('mpesa_receipt', '=', receipt).executeTakeFirst(),
	])
	return Boolean(subscribed || listingFee)
}

/**
 * A month of a product bought with an M-PESA receipt (already checked for shape). A receipt pays once, for one user,
 * and never one that paid a listing fee. The simulator takes any such receipt as paid; sandbox and production take
 * only a C2B payment Safaricom confirmed to us, of at least the product's price.
 */
export async function subscribeWithReceipt(
	db: Database,
	{ userId, receipt, env, product = 'EMAIL_ALERTS', now = new Date() }: { userId: number; receipt: string; env: Env; product?: Product; now?: Date },
) {
	if (await receiptTaken(db, receipt)) throw new DomainError(ALERT_WORDS.receiptUsed, 409)
	if (env.MPESA_MODE !== 'simulator') {
		const payment = await db.selectFrom('c2b_payments').select('amount_cents').where('trans_id', '=', receipt).executeTakeFirst()
		if (!payment) throw new DomainError(ALERT_WORDS.receiptUnknown, 400)
		if (Number(payment.amount_cents) < PRODUCTS[product].priceCents) throw new DomainError(ALERT_WORDS.receiptTooSmall(PRODUCTS[product].priceKes), 400)
	}
	try {
		return await activateSubscription(db, { userId, product, receipt, amountCents: PRODUCTS[product].priceCents, now })
	} catch (error) {
		// Someone entered the same receipt a moment before.
		if (isUniqueViolation(error)) throw new DomainError(ALERT_WORDS.receiptUsed, 409)
		throw error
	}
}

/**
 * Records a paid month of a product (by receipt, or by a confirmed STK push). A subscriber's new month starts when
 * the current one ends, so paying early loses nothing. Pass a transaction to record it with the payment.
 */
export async function activateSubscription(
	db: Database,
	{ userId, product, receipt, amountCents, now = new Date() }: { userId: number; product: Product; receipt: string | null; amountCents: number; now?: Date },
) {
	const current = await activeSubscription(db, { userId, product, now })
	const from = current?.expires_at ? new Date(current.expires_at) : now
	await db
		.insertInto('alert_subscriptions')
		.values({
			buyer_id: userId,
			product,
			plan: product === 'BUYER_PLAN' ? 'PREMIUM' : 'BASIC',
			status: 'ACTIVE',
			amount_cents: amountCents,
			mpesa_receipt: receipt,
			expires_at: new Date(from.getTime() + PRODUCTS[product].days * DAY_MS).toISOString(),
		})
		.execute()
	const subscription = await activeSubscription(db, { userId, product, now })
	if (!subscription) throw new Error('A subscription just written is not active')
	return subscription
}
