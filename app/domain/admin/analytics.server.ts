import { sql } from 'kysely'
import type { Database } from '#db/database.ts'
import { categoryLabel } from '../listings/categories.ts'
import { dailySeries } from './daily-series.server.ts'
import type { Period } from './period.ts'

/**
 * The Analytics tab's figures (spec 2 §3 "Analytics"), every one counted from the database for a period. What the
 * words mean here:
 * - totalUsers / totalListings: accounts and listings that existed at the period's end (registered or created before it).
 * - activeUsers: people who did anything in the period: an action (view, like, share, search, purchase, contact) or a
 *   login (users.last_login; only the latest login is kept, so an earlier one in the period is missed).
 * - pendingListings: listings waiting for approval now.
 * - revenue: what Soko was paid in the period: listing fees (transactions) plus subscription months (alert_subscriptions,
 *   one row per paid month), in cents.
 * - totalTransactions: listing fees paid in the period.
 * - orders: listings sold in the period after an accepted offer, one order per sale however many offers were accepted
 *   (soldOrders); averageOrderValue is their mean agreed price (cents; 0 when none): what was on the table when the offer
 *   was accepted, the last counter if there was one. Soko takes no part of a sale's price: this is the buyers' side.
 * - conversionRate: listings sold in the period / listings published in the period, in percent (0 when none were
 *   published). A sale of an older listing counts too, so it can pass 100 when old stock sells.
 * - dailyMetrics: per Nairobi day, new users, new listings and listing fees paid (count and amount).
 * - topCategories / geographicDistribution: listings created in the period, by category and by town (the typed place
 *   when no known town was found), the 10 largest.
 */

const TOP = 10

export type Analytics = {
	period: { from: string; to: string }
	totalUsers: number
	newUsers: number
	activeUsers: number
	totalListings: number
	newListings: number
	pendingListings: number
	revenue: number
	revenueBreakdown: { listingFees: number; subscriptions: number }
	totalTransactions: number
	orders: number
	averageOrderValue: number
	listingsPublished: number
	listingsSold: number
	conversionRate: number
	dailyMetrics: { date: string; users: number; listings: number; transactions: number; revenue: number }[]
	topCategories: { category: string; label: string; count: number }[]
	geographicDistribution: { location: string; count: number }[]
}

const n = (value: unknown) => Number(value ?? 0)
export const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10)

export type ListingFilters = { category?: string; status?: string; location?: string }

/** A report's filters as a condition on `listings` (category slug, status, town or typed place); null for none. */
function listingCondition(filters: ListingFilters) {
	const parts = []
	if (filters.category) parts.push(sql`listings.category = ${filters.category}`)
	if (filters.status) parts.push(sql`listings.status = ${filters.status}`)
	if (filters.location) {
		const place = filters.location.toLowerCase()
		parts.push(sql`(lower(listings.town) = ${place} or lower(listings.location) = ${place})`)
	}
	return parts.length ? sql<boolean>`${sql.join(parts, sql` and `)}` : null
}

/** Listings narrowed by a report's filters. */
export function filteredListings(db: Database, filters: ListingFilters = {}) {
	const condition = listingCondition(filters)
	return condition ? db.selectFrom('listings').where(condition) : db.selectFrom('listings')
}

function inPeriod(column: string, period: Period) {
	return sql<boolean>`${sql.ref(column)} >= ${period.from} and ${sql.ref(column)} < ${period.to}`
}

/** The price agreed: what was on the table when accepted (offers/moves.ts amountOnTable, in SQL). */
const agreedPrice = sql<number>`coalesce(offers.counter_amount_cents, offers.amount_cents)`

/**
 * Orders: listings sold in the period after an accepted offer, one row per sale (a listing with two accepted offers
 * sold once), at the price of the offer accepted last.
 */
export function soldOrders(db: Database, { period, filters = {} }: { period: Period; filters?: ListingFilters }) {
	return filteredListings(db, filters)
		.innerJoin('offers', 'offers.listing_id', 'listings.id')
		.where('offers.status', '=', 'ACCEPTED')
		.where('listings.status', '=', 'SOLD')
		.where(inPeriod('listings.sold_at', period))
		// The offer accepted last: none accepted after it on the same listing.
		.where(({ not, exists, selectFrom }) =>
			not(
				exists(
					selectFrom('offers as later')
						.select('later.id')
						.whereRef('later.listing_id', '=', 'offers.listing_id')
						.where('later.status', '=', 'ACCEPTED')
						.where(sql<boolean>`(coalesce(later.responded_at, later.created_at), later.id) > (coalesce(offers.responded_at, offers.created_at), offers.id)`),
				),
			),
		)
		.select(['listings.id', 'listings.sold_at', 'listings.title', 'listings.price_cents', agreedPrice.as('agreed_cents')])
}

async function activeUsers(db: Database, period: Period) {
	const acted = db.selectFrom('user_actions').select('user_id').where(inPeriod('timestamp', period))
	const loggedIn = db.selectFrom('users').select('id as user_id').where(inPeriod('last_login', period))
	const row = await db
		.selectFrom(acted.union(loggedIn).as('active'))
		.select((eb) => eb.fn.countAll().as('n'))
		.executeTakeFirstOrThrow()
	return n(row.n)
}

export async function platformAnalytics(db: Database, { period, filters = {} }: { period: Period; filters?: ListingFilters }): Promise<Analytics> {
	const listings = () => filteredListings(db, filters)
	const count = { n: sql<number>`count(*)` }
	const [users, newUsers, active, allListings, newListings, pending, fees, subscriptions, orders, published, sold, daily, categories, places] =
		await Promise.all([
			db.selectFrom('users').select(count.n.as('n')).where('registered_at', '<', period.to).executeTakeFirstOrThrow(),
			db.selectFrom('users').select(count.n.as('n')).where(inPeriod('registered_at', period)).executeTakeFirstOrThrow(),
			activeUsers(db, period),
			listings().select(count.n.as('n')).where('listings.created_at', '<', period.to).executeTakeFirstOrThrow(),
			listings().select(count.n.as('n')).where(inPeriod('listings.created_at', period)).executeTakeFirstOrThrow(),
			listings().select(count.n.as('n')).where('listings.status', '=', 'PENDING_APPROVAL').executeTakeFirstOrThrow(),
			db
				.selectFrom('transactions')
				.select([count.n.as('n'), sql<number>`coalesce(sum(amount_cents), 0)`.as('total')])
				.where(inPeriod('timestamp', period))
				.executeTakeFirstOrThrow(),
			db
				.selectFrom('alert_subscriptions')
				.select(sql<number>`coalesce(sum(amount_cents), 0)`.as('total'))
				.where(inPeriod('created_at', period))
				.executeTakeFirstOrThrow(),
			db
				.selectFrom(soldOrders(db, { period, filters }).as('orders'))
				.select([count.n.as('n'), sql<number>`coalesce(sum(orders.agreed_cents), 0)`.as('total')])
				.executeTakeFirstOrThrow(),
			listings().select(count.n.as('n')).where(inPeriod('listings.published_date', period)).executeTakeFirstOrThrow(),
			listings().select(count.n.as('n')).where(inPeriod('listings.sold_at', period)).executeTakeFirstOrThrow(),
			Promise.all([
				dailySeries(db, { table: 'users', at: 'registered_at', period }),
				dailySeries(db, { table: 'listings', at: 'created_at', period, where: listingCondition(filters) ?? undefined }),
				dailySeries(db, { table: 'transactions', at: 'timestamp', amount: 'amount_cents', period }),
			]),
			listings()
				.select(['listings.category', count.n.as('n')])
				.where(inPeriod('listings.created_at', period))
				.groupBy('listings.category')
				.orderBy('n', 'desc')
				.orderBy('listings.category')
				.limit(TOP)
				.execute(),
			listings()
				.select((eb) => [eb.fn.coalesce('listings.town', 'listings.location').as('place'), count.n.as('n')])
				.where(inPeriod('listings.created_at', period))
				.groupBy((eb) => eb.fn.coalesce('listings.town', 'listings.location'))
				.orderBy('n', 'desc')
				.orderBy('place')
				.limit(TOP)
				.execute(),
		])
	const [dailyUsers, dailyListings, dailyFees] = daily
	const orderCount = n(orders.n)
	const revenueBreakdown = { listingFees: n(fees.total), subscriptions: n(subscriptions.total) }
	return {
		period: { from: period.fromDay, to: period.toDay },
		totalUsers: n(users.n),
		newUsers: n(newUsers.n),
		activeUsers: active,
		totalListings: n(allListings.n),
		newListings: n(newListings.n),
		pendingListings: n(pending.n),
		revenue: revenueBreakdown.listingFees + revenueBreakdown.subscriptions,
		revenueBreakdown,
		totalTransactions: n(fees.n),
		orders: orderCount,
		averageOrderValue: orderCount === 0 ? 0 : Math.round(n(orders.total) / orderCount),
		listingsPublished: n(published.n),
		listingsSold: n(sold.n),
		conversionRate: percent(n(sold.n), n(published.n)),
		dailyMetrics: period.days.map((date) => ({
			date,
			users: dailyUsers.get(date)!.count,
			listings: dailyListings.get(date)!.count,
			transactions: dailyFees.get(date)!.count,
			revenue: dailyFees.get(date)!.sum,
		})),
		topCategories: categories.map((c) => ({ category: c.category, label: categoryLabel(c.category), count: n(c.n) })),
		geographicDistribution: places.map((p) => ({ location: String(p.place), count: n(p.n) })),
	}
}
