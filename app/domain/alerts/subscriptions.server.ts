import type { Database } from '#db/database.ts'
import { isUniqueViolation } from '#db/errors.ts'
import type { Env } from '#app/env.server.ts'
import { DomainError } from '../domain-error.ts'
import { ALERT_PLAN, ALERT_WORDS } from './alert-plan.ts'

const DAY_MS = 86_400_000

/** The user's subscription that runs longest, if one is ACTIVE and not yet expired. */
export async function activeSubscription(db: Database, { userId, now = new Date() }: { userId: number; now?: Date }) {
	const row = await db
		.selectFrom('alert_subscriptions')
		.select(['id', 'plan', 'status', 'amount_cents', 'mpesa_receipt', 'expires_at', 'created_at'])
		.where('buyer_id', '=', userId)
		.where('status', '=', 'ACTIVE')
		.where('expires_at', '>', now.toISOString())
		.orderBy('expires_at', 'desc')
		.executeTakeFirst()
	return row ? { ...row, amount_cents: Number(row.amount_cents) } : null
}

export type ActiveSubscription = NonNullable<Awaited<ReturnType<typeof activeSubscription>>>

/**
 * A month of alerts bought with an M-PESA receipt (already checked for shape). A receipt pays once, for one user, and
 * never one that paid a listing fee. The simulator takes any such receipt as paid; sandbox and production take only a
 * C2B payment Safaricom confirmed to us, of at least the plan's price. A subscriber's new month starts when the
 * current one ends.
 */
export async function subscribeWithReceipt(db: Database, { userId, receipt, env, now = new Date() }: { userId: number; receipt: string; env: Env; now?: Date }) {
	const [subscribed, listingFee] = await Promise.all([
		db.selectFrom('alert_subscriptions').select('id').where('mpesa_receipt', '=', receipt).executeTakeFirst(),
		db.selectFrom('transactions').select('id').where('mpesa_receipt', '=', receipt).executeTakeFirst(),
	])
	if (subscribed || listingFee) throw new DomainError(ALERT_WORDS.receiptUsed, 409)
	if (env.MPESA_MODE !== 'simulator') {
		const payment = await db.selectFrom('c2b_payments').select('amount_cents').where('trans_id', '=', receipt).executeTakeFirst()
		if (!payment) throw new DomainError(ALERT_WORDS.receiptUnknown, 400)
		if (Number(payment.amount_cents) < ALERT_PLAN.priceCents) throw new DomainError(ALERT_WORDS.receiptTooSmall, 400)
	}
	const current = await activeSubscription(db, { userId, now })
	const from = current?.expires_at ? new Date(current.expires_at) : now
	try {
		await db
			.insertInto('alert_subscriptions')
			.values({
				buyer_id: userId,
				status: 'ACTIVE',
				amount_cents: ALERT_PLAN.priceCents,
				mpesa_receipt: receipt,
				expires_at: new Date(from.getTime() + ALERT_PLAN.days * DAY_MS).toISOString(),
			})
			.execute()
	} catch (error) {
		// Someone entered the same receipt a moment before.
		if (isUniqueViolation(error)) throw new DomainError(ALERT_WORDS.receiptUsed, 409)
		throw error
	}
	const subscription = await activeSubscription(db, { userId, now })
	if (!subscription) throw new Error('A subscription just written is not active')
	return subscription
}
