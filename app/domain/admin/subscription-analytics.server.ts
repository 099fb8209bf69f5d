import { sql } from 'kysely'
import type { Database } from '#db/database.ts'
import { dailySeries } from './daily-series.server.ts'
import { percent } from './analytics.server.ts'
import type { Period } from './period.ts'

/**
 * The Subscriptions view (spec 2 §3 "Subscription analytics"), from alert_subscriptions, where every paid month of a
 * product (EMAIL_ALERTS, KES 500 on /alerts; BUYER_PLAN, the KES 200 PREMIUM plan) is one row. A subscriber is a
 * (buyer, product) pair; one is active at an instant when one of its ACTIVE months covers it.
 * - totalSubscriptions: months sold up to the period's end.
 * - activeSubscriptions: subscribers active at the period's end (or now, for a period that has not ended).
 * - monthlyRevenue: what the months sold in the 30 days up to that instant brought, in cents.
 * - periodRevenue: what the months sold in the period brought.
 * - churnRate: of the subscribers active when the period began, the share no longer active at its end, in percent.
 */

const DAY_MS = 86_400_000
const PRODUCTS = ['EMAIL_ALERTS', 'BUYER_PLAN'] as const

export type SubscriptionAnalytics = {
	period: { from: string; to: string }
	totalSubscriptions: number
	activeSubscriptions: number
	monthlyRevenue: number
	periodRevenue: number
	churnRate: number
	churned: number
	activeAtStart: number
	byProduct: { product: (typeof PRODUCTS)[number]; active: number; periodRevenue: number; sold: number }[]
	dailyRevenue: { date: string; count: number; revenue: number }[]
}

async function activeAt(db: Database, at: string) {
	const rows = await db
		.selectFrom('alert_subscriptions')
		.select(['buyer_id', 'product'])
		.distinct()
		.where('status', '=', 'ACTIVE')
		.where('created_at', '<=', at)
		.where('expires_at', '>', at)
		.execute()
	return new Set(rows.map((r) => `${r.buyer_id}:${r.product}`))
}

export async function subscriptionAnalytics(db: Database, { period, now = new Date() }: { period: Period; now?: Date }): Promise<SubscriptionAnalytics> {
	const end = new Date(Math.min(Date.parse(period.to), now.getTime())).toISOString()
	const monthAgo = new Date(Date.parse(end) - 30 * DAY_MS).toISOString()
	const money = sql<number>`coalesce(sum(amount_cents), 0)`
	const [total, monthly, byProduct, atStart, atEnd, daily] = await Promise.all([
		db.selectFrom('alert_subscriptions').select(sql<number>`count(*)`.as('n')).where('created_at', '<', period.to).executeTakeFirstOrThrow(),
		db.selectFrom('alert_subscriptions').select(money.as('total')).where('created_at', '>', monthAgo).where('created_at', '<=', end).executeTakeFirstOrThrow(),
		db
			.selectFrom('alert_subscriptions')
			.select(['product', money.as('total'), sql<number>`count(*)`.as('n')])
			.where('created_at', '>=', period.from)
			.where('created_at', '<', period.to)
			.groupBy('product')
			.execute(),
		activeAt(db, period.from),
		activeAt(db, end),
		dailySeries(db, { table: 'alert_subscriptions', at: 'created_at', amount: 'amount_cents', period }),
	])
	const churned = [...atStart].filter((key) => !atEnd.has(key)).length
	const sold = (product: string) => byProduct.find((r) => r.product === product)
	return {
		period: { from: period.fromDay, to: period.toDay },
		totalSubscriptions: Number(total.n),
		activeSubscriptions: atEnd.size,
		monthlyRevenue: Number(monthly.total),
		periodRevenue: byProduct.reduce((sum, r) => sum + Number(r.total), 0),
		churnRate: percent(churned, atStart.size),
		churned,
		activeAtStart: atStart.size,
		byProduct: PRODUCTS.map((product) => ({
			product,
			active: [...atEnd].filter((key) => key.endsWith(`:${product}`)).length,
			periodRevenue: Number(sold(product)?.total ?? 0),
			sold: Number(sold(product)?.n ?? 0),
		})),
		dailyRevenue: period.days.map((date) => ({ date, count: daily.get(date)!.count, revenue: daily.get(date)!.sum })),
	}
}
