import type { Database } from '#db/database.ts'
import type { Env } from '#app/env.server.ts'
import { startOfNairobiDay } from '#app/utils/nairobi-time.ts'
import { DomainError } from '../domain-error.ts'
import { ALERT_WORDS, BUYER_PLANS, type BuyerPlan } from './plan.ts'
import { activeSubscription, subscribeWithReceipt } from './subscriptions.server.ts'

/** PREMIUM while a paid BUYER_PLAN month runs, else the free BASIC plan. */
export async function buyerPlanOf(db: Database, { userId, now = new Date() }: { userId: number; now?: Date }) {
	const premium = await activeSubscription(db, { userId, product: 'BUYER_PLAN', now })
	return { plan: (premium ? 'PREMIUM' : 'BASIC') as BuyerPlan, premium }
}

/** Listings sent to the buyer by alerts since Nairobi's midnight: what the daily limit counts. */
export async function alertsSentToday(db: Database, { userId, now = new Date() }: { userId: number; now?: Date }) {
	const row = await db
		.selectFrom('alert_matches')
		.select((eb) => eb.fn.countAll<number>().as('sent'))
		.where('buyer_id', '=', userId)
		.where('sent_at', '>=', startOfNairobiDay(now).toISOString())
		.executeTakeFirstOrThrow()
	return Number(row.sent)
}

function planDetails(plan: BuyerPlan) {
	const { maxAlerts, alertsPerDay, frequencies, instant, prioritySupport, priceKes } = BUYER_PLANS[plan]
	return { plan, priceKes, features: { maxAlerts, alertsPerDay, frequencies, instantNotifications: instant, prioritySupport } }
}

/** GET /api/buyer/subscription (spec 2 §3 "Buyer subscription"): the plan in force, its limits and today's count. */
export async function buyerSubscription(db: Database, { userId, now = new Date() }: { userId: number; now?: Date }) {
	const [{ plan, premium }, sentToday] = await Promise.all([buyerPlanOf(db, { userId, now }), alertsSentToday(db, { userId, now })])
	return {
		subscription: { plan, status: 'ACTIVE' as const, expires_at: premium?.expires_at ?? null, alerts_sent_today: sentToday },
		planDetails: planDetails(plan),
		isActive: true,
	}
}

export type BuyerSubscriptionJson = Awaited<ReturnType<typeof buyerSubscription>>

/**
 * POST /api/buyer/subscribe by receipt: PREMIUM for a month paid with an M-PESA receipt (checked as on /alerts), or
 * back to BASIC, which ends a running PREMIUM month at once and turns instant alerts into daily ones.
 */
export async function changeBuyerPlan(
	db: Database,
	{ userId, plan, receipt, env, now = new Date() }: { userId: number; plan: BuyerPlan; receipt?: string; env: Env; now?: Date },
) {
	if (plan === 'PREMIUM') {
		if (!receipt) throw new DomainError(ALERT_WORDS.premiumReceiptRequired, 400)
		await subscribeWithReceipt(db, { userId, receipt, env, product: 'BUYER_PLAN', now })
	} else {
		await db.transaction().execute(async (trx) => {
			await trx
				.updateTable('alert_subscriptions')
				.set({ status: 'CANCELLED' })
				.where('buyer_id', '=', userId)
				.where('product', '=', 'BUYER_PLAN')
				.where('status', '=', 'ACTIVE')
				.execute()
			await trx
				.updateTable('alerts')
				.set({ frequency: 'DAILY', updated_at: now.toISOString() })
				.where('buyer_id', '=', userId)
				.where('frequency', '=', 'INSTANT')
				.execute()
		})
	}
	return buyerSubscription(db, { userId, now })
}
