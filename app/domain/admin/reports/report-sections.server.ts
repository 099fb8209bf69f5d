import { sql } from 'kysely'
import type { Database } from '#db/database.ts'
import { centsToDecimal } from '#app/utils/format.ts'
import { filteredListings, platformAnalytics, soldOrders, type Analytics, type ListingFilters } from '../analytics.server.ts'
import { subscriptionAnalytics, type SubscriptionAnalytics } from '../subscription-analytics.server.ts'
import type { Period } from '../period.ts'
import { REPORT_METRICS, type ReportMetric } from './report-words.ts'

/** One part of a report: a table, and a chart of one of its columns where a picture helps. */
export type ReportSection = {
	metric: ReportMetric
	title: string
	columns: string[]
	rows: (string | number)[][]
	chart?: { kind: 'bar' | 'line'; label: string; points: { label: string; value: number }[] }
}

/** Lists in a report stop here: a report is for reading, a bigger export is a database copy's job. */
export const MAX_ROWS = 1000

const kes = (cents: number) => Number(centsToDecimal(cents))

type Source = { db: Database; period: Period; filters: ListingFilters; analytics: () => Promise<Analytics>; subscriptions: () => Promise<SubscriptionAnalytics> }

const between = (column: string, period: Period) => sql<boolean>`${sql.ref(column)} >= ${period.from} and ${sql.ref(column)} < ${period.to}`
const count = sql<number>`count(*)`

type Build = (source: Source) => Promise<Omit<ReportSection, 'metric' | 'title'>>

const BUILDERS: Record<ReportMetric, Build> = {
	async overview({ analytics }) {
		const a = await analytics()
		return {
			columns: ['Figure', 'Value'],
			rows: [
				['Total users', a.totalUsers],
				['New users', a.newUsers],
				['Active users', a.activeUsers],
				['Total listings', a.totalListings],
				['New listings', a.newListings],
				['Pending listings', a.pendingListings],
				['Revenue (KES)', kes(a.revenue)],
				['Listing fees paid', a.totalTransactions],
				['Orders (accepted offers, sold)', a.orders],
				['Average order value (KES)', kes(a.averageOrderValue)],
				['Conversion (sold / published, %)', a.conversionRate],
			],
		}
	},
	async daily({ analytics }) {
		const a = await analytics()
		return {
			columns: ['Date', 'New users', 'New listings', 'Listing fees paid'],
			rows: a.dailyMetrics.map((d) => [d.date, d.users, d.listings, d.transactions]),
			chart: { kind: 'line', label: 'New listings per day', points: a.dailyMetrics.map((d) => ({ label: d.date.slice(5), value: d.listings })) },
		}
	},
	async categories({ analytics }) {
		const a = await analytics()
		return {
			columns: ['Category', 'Listings'],
			rows: a.topCategories.map((c) => [c.label, c.count]),
			chart: { kind: 'bar', label: 'Listings by category', points: a.topCategories.map((c) => ({ label: c.label, value: c.count })) },
		}
	},
	async geography({ analytics }) {
		const a = await analytics()
		return {
			columns: ['Town', 'Listings'],
			rows: a.geographicDistribution.map((g) => [g.location, g.count]),
			chart: { kind: 'bar', label: 'Listings by town', points: a.geographicDistribution.map((g) => ({ label: g.location, value: g.count })) },
		}
	},
	async revenue({ analytics, subscriptions }) {
		const [a, s] = await Promise.all([analytics(), subscriptions()])
		const rows = a.dailyMetrics.map((d, i) => [d.date, kes(d.revenue), kes(s.dailyRevenue[i]!.revenue), kes(d.revenue + s.dailyRevenue[i]!.revenue)])
		return {
			columns: ['Date', 'Listing fees (KES)', 'Subscriptions (KES)', 'Total (KES)'],
			rows: [...rows, ['Total', kes(a.revenueBreakdown.listingFees), kes(a.revenueBreakdown.subscriptions), kes(a.revenue)]],
			chart: { kind: 'line', label: 'Revenue per day (KES)', points: rows.map((r) => ({ label: String(r[0]).slice(5), value: Number(r[3]) })) },
		}
	},
	async listing_fees({ db, period }) {
		const rows = await db
			.selectFrom('transactions')
			.leftJoin('listings', 'listings.id', 'transactions.listing_id')
			.select(['transactions.timestamp', 'transactions.listing_id', 'listings.title', 'transactions.amount_cents', 'transactions.mpesa_receipt'])
			.where(between('transactions.timestamp', period))
			.orderBy('transactions.timestamp')
			.limit(MAX_ROWS)
			.execute()
		return {
			columns: ['Paid at', 'Listing', 'Title', 'Amount (KES)', 'M-PESA receipt'],
			rows: rows.map((r) => [r.timestamp, r.listing_id ?? '', r.title ?? '(deleted)', kes(Number(r.amount_cents)), r.mpesa_receipt ?? '']),
		}
	},
	async subscriptions({ subscriptions }) {
		const s = await subscriptions()
		return {
			columns: ['Figure', 'Value'],
			rows: [
				['Subscription months sold (all time)', s.totalSubscriptions],
				['Active subscribers', s.activeSubscriptions],
				['Revenue, last 30 days (KES)', kes(s.monthlyRevenue)],
				['Revenue in the period (KES)', kes(s.periodRevenue)],
				['Churn (%)', s.churnRate],
				...s.byProduct.flatMap((p) => [
					[`${p.product}: active`, p.active],
					[`${p.product}: months sold in the period`, p.sold],
				]),
			],
			chart: { kind: 'bar', label: 'Active subscribers by product', points: s.byProduct.map((p) => ({ label: p.product, value: p.active })) },
		}
	},
	async orders({ db, period, filters }) {
		const rows = await soldOrders(db, { period, filters }).orderBy('listings.sold_at').limit(MAX_ROWS).execute()
		const total = rows.reduce((sum, r) => sum + Number(r.agreed_cents), 0)
		return {
			columns: ['Sold at', 'Listing', 'Title', 'Asking price (KES)', 'Agreed (KES)'],
			rows: [
				...rows.map((r) => [r.sold_at ?? '', r.id, r.title, kes(Number(r.price_cents)), kes(Number(r.agreed_cents))]),
				['Average order value', '', '', '', rows.length ? kes(Math.round(total / rows.length)) : 0],
			],
		}
	},
	async payments({ db, period }) {
		const rows = await db
			.selectFrom('payment_attempts')
			.select((eb) => [eb.fn.coalesce('product', sql<string>`'LISTING_FEE'`).as('what'), 'status', count.as('n'), sql<number>`coalesce(sum(amount_cents), 0)`.as('total')])
			.where(between('created_at', period))
			.groupBy(['what', 'status'])
			.orderBy('what')
			.orderBy('status')
			.execute()
		return {
			columns: ['For', 'Outcome', 'Prompts', 'Amount (KES)'],
			rows: rows.map((r) => [String(r.what), r.status, Number(r.n), kes(Number(r.total))]),
			chart: { kind: 'bar', label: 'M-PESA prompts by outcome', points: rows.map((r) => ({ label: `${r.what} ${r.status}`, value: Number(r.n) })) },
		}
	},
	async moderation_actions({ db, period }) {
		const rows = await db
			.selectFrom('moderation_logs')
			.select(['action', count.as('n')])
			.where(between('created_at', period))
			.groupBy('action')
			.orderBy('n', 'desc')
			.execute()
		return {
			columns: ['Action', 'Times'],
			rows: rows.map((r) => [r.action, Number(r.n)]),
			chart: { kind: 'bar', label: 'Moderation actions', points: rows.map((r) => ({ label: r.action, value: Number(r.n) })) },
		}
	},
	async moderation_log({ db, period }) {
		const rows = await db
			.selectFrom('moderation_logs')
			.leftJoin('users', 'users.id', 'moderation_logs.admin_id')
			.select(['moderation_logs.created_at', 'users.phone', 'moderation_logs.action', 'moderation_logs.target_type', 'moderation_logs.target_id', 'moderation_logs.from_status', 'moderation_logs.to_status', 'moderation_logs.reason'])
			.where(between('moderation_logs.created_at', period))
			.orderBy('moderation_logs.id')
			.limit(MAX_ROWS)
			.execute()
		return {
			columns: ['When', 'By', 'Action', 'Target', 'From', 'To', 'Reason'],
			rows: rows.map((r) => [r.created_at, r.phone ?? 'system', r.action, `${r.target_type} ${r.target_id}`, r.from_status ?? '', r.to_status ?? '', r.reason ?? '']),
		}
	},
	async flags({ db, period }) {
		const rows = await db
			.selectFrom('flags')
			.select(['reason', 'status', count.as('n')])
			.where(between('created_at', period))
			.groupBy(['reason', 'status'])
			.orderBy('reason')
			.orderBy('status')
			.execute()
		return {
			columns: ['Reason', 'Status', 'Reports'],
			rows: rows.map((r) => [r.reason, r.status, Number(r.n)]),
			chart: { kind: 'bar', label: 'Reports by reason and status', points: rows.map((r) => ({ label: `${r.reason} ${r.status}`, value: Number(r.n) })) },
		}
	},
	async listing_statuses({ db, filters, period }) {
		const rows = await filteredListings(db, filters)
			.select(['listings.status', count.as('n')])
			.where('listings.created_at', '<', period.to)
			.groupBy('listings.status')
			.orderBy('listings.status')
			.execute()
		return {
			columns: ['Status', 'Listings'],
			rows: rows.map((r) => [r.status, Number(r.n)]),
			chart: { kind: 'bar', label: 'Listings by status', points: rows.map((r) => ({ label: r.status, value: Number(r.n) })) },
		}
	},
	async accounts({ db, period }) {
		const [roles, suspended] = await Promise.all([
			db.selectFrom('users').select(['role', count.as('n')]).where(between('registered_at', period)).groupBy('role').orderBy('role').execute(),
			db.selectFrom('users').select(count.as('n')).where('is_active', '=', 0).executeTakeFirstOrThrow(),
		])
		return {
			columns: ['Accounts', 'Count'],
			rows: [...roles.map((r) => [`New ${r.role.toLowerCase()} accounts`, Number(r.n)]), ['Suspended accounts (now)', Number(suspended.n)]],
		}
	},
	async admins({ db, period }) {
		const rows = await db
			.selectFrom('users')
			.leftJoin('moderation_logs', (join) => join.onRef('moderation_logs.admin_id', '=', 'users.id').on(between('moderation_logs.created_at', period)))
			.select(['users.id', 'users.phone', 'users.last_login', (eb) => eb.fn.count('moderation_logs.id').as('n')])
			.where('users.role', '=', 'ADMIN')
			.groupBy(['users.id', 'users.phone', 'users.last_login'])
			.orderBy('users.id')
			.execute()
		return {
			columns: ['Admin', 'Phone', 'Last sign-in', 'Moderation actions in the period'],
			rows: rows.map((r) => [r.id, r.phone, r.last_login ?? 'never', Number(r.n)]),
		}
	},
	async login_attempts({ db, period }) {
		// Counts only: a throttle key holds a phone number and an address, which a report passed around should not.
		const row = await db
			.selectFrom('login_throttle')
			.select([count.as('keys'), sql<number>`coalesce(sum(attempts), 0)`.as('attempts'), sql<number>`sum(case when blocked_until > ${new Date().toISOString()} then 1 else 0 end)`.as('blocked')])
			.where(between('last_attempt_at', period))
			.executeTakeFirstOrThrow()
		return {
			columns: ['Sign-in throttling', 'Count'],
			rows: [
				['Phones/addresses with failed sign-ins', Number(row.keys)],
				['Failed attempts counted', Number(row.attempts)],
				['Blocked right now', Number(row.blocked ?? 0)],
			],
		}
	},
	async issue_reports({ db, period }) {
		const rows = await db
			.selectFrom('issue_reports')
			.select(['type', 'urgency', count.as('n')])
			.where(between('created_at', period))
			.groupBy(['type', 'urgency'])
			.orderBy('type')
			.orderBy('urgency')
			.execute()
		return {
			columns: ['Issue', 'Urgency', 'Reports'],
			rows: rows.map((r) => [r.type, r.urgency, Number(r.n)]),
		}
	},
}

/** The sections of a report, in the order its metrics were chosen; the analytics behind several are read once. */
export async function reportSections(db: Database, { metrics, period, filters }: { metrics: ReportMetric[]; period: Period; filters: ListingFilters }) {
	let analytics: Promise<Analytics> | null = null
	let subscriptions: Promise<SubscriptionAnalytics> | null = null
	const source: Source = {
		db,
		period,
		filters,
		analytics: () => (analytics ??= platformAnalytics(db, { period, filters })),
		subscriptions: () => (subscriptions ??= subscriptionAnalytics(db, { period })),
	}
	const sections: ReportSection[] = []
	for (const metric of metrics) sections.push({ metric, title: REPORT_METRICS[metric].label, ...(await BUILDERS[metric](source)) })
	return sections
}
