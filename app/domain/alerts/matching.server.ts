import type { Database } from '#db/database.ts'
import type { Env } from '#app/env.server.ts'
import { nairobiClock } from '#app/utils/nairobi-time.ts'
import { toE164Phone } from '#app/utils/kenyan-phone.ts'
import { claimJobRun } from '../instances/job-runs.server.ts'
import { BUYER_PLANS } from './plan.ts'
import { alertMatches, indexKeys, listingTerms, lookupKeys, type AlertCriteria, type ListingFacts } from './criteria.ts'
import { criteriaOf } from './buyer-alerts.server.ts'
import { deliverToBuyer, deliverWithin, PER_MESSAGE, type Found } from './delivery.server.ts'
import { publiclyListed } from '../listings/visibility.server.ts'

const HOUR_MS = 3_600_000
const DAY_MS = 24 * HOUR_MS
/** Instant alerts are about what is new: a listing left unmatched longer than this (a stopped server) is not sent. */
const INSTANT_WINDOW_MS = HOUR_MS
const INSTANT_BATCH = 20
/** Digests go out at 07:00 in Nairobi; weekly ones on Mondays. */
export const DIGEST_HOUR = 7
const WEEKLY_DAY = 1
/** A digest looks back further than its period, so a day the run missed is made up; nothing is sent twice. */
const DIGEST_LOOK_BACK = { DAILY: 2 * DAY_MS, WEEKLY: 8 * DAY_MS } as const
const LISTING_PAGE = 2_000
/** Digest mails queued per transaction: a commit per buyer took a third of the run (issue 10 §3 bench); this holds the write lock ~50 ms. */
const BUYERS_PER_COMMIT = 100

type Buyer = { id: number; email: string; phone: string; locale: 'en' | 'sw' | null; communication_preference: 'SMS' | 'PUSH' | 'EMAIL' | 'DASHBOARD' | null }
type AlertForMatching = { id: number; name: string; buyer: Buyer; criteria: AlertCriteria; since: string }

const LISTING_FACTS = ['listings.id', 'listings.seller_id', 'listings.title', 'listings.description', 'listings.category', 'listings.subcategory', 'listings.price_cents', 'listings.condition', 'listings.town', 'listings.published_date'] as const

function alertsWithBuyers(db: Database) {
	return db
		.selectFrom('alerts')
		.innerJoin('users', 'users.id', 'alerts.buyer_id')
		.leftJoin('buyer_profiles', 'buyer_profiles.user_id', 'alerts.buyer_id')
		.select([
			'alerts.id', 'alerts.name', 'alerts.buyer_id', 'alerts.created_at', 'alerts.keywords', 'alerts.categories', 'alerts.min_price_cents',
			'alerts.max_price_cents', 'alerts.location', 'alerts.location_radius', 'alerts.conditions', 'alerts.frequency',
			'users.email', 'users.phone', 'users.locale', 'buyer_profiles.communication_preference',
		])
		.where('alerts.is_active', '=', 1)
		.where('alerts.search_query', 'is', null)
		.where('users.is_active', '=', 1)
}

type AlertRow = Awaited<ReturnType<ReturnType<typeof alertsWithBuyers>['execute']>>[number]

function forMatching(row: AlertRow, since: string): AlertForMatching {
	return {
		id: row.id,
		name: row.name,
		buyer: { id: row.buyer_id, email: row.email, phone: row.phone, locale: row.locale, communication_preference: row.communication_preference },
		criteria: criteriaOf(row),
		since: row.created_at > since ? row.created_at : since,
	}
}

const premiumNow = (now: Date) => (db: Database) =>
	db
		.selectFrom('alert_subscriptions')
		.select('alert_subscriptions.buyer_id')
		.where('alert_subscriptions.product', '=', 'BUYER_PLAN')
		.where('alert_subscriptions.status', '=', 'ACTIVE')
		.where('alert_subscriptions.expires_at', '>', now.toISOString())

const facts = <L extends { price_cents: number }>(l: L) => ({ ...l, price_cents: Number(l.price_cents) })

/**
 * The PREMIUM buyers' INSTANT alerts one listing matches, at most one per buyer: the alerts filed under the listing's
 * words or category (alert_terms), checked in full. Never the seller's own.
 */
export async function instantMatchesFor(db: Database, { listing, now = new Date() }: { listing: ListingFacts & { id: number; seller_id: number }; now?: Date }) {
	const terms = listingTerms(listing)
	const rows = await alertsWithBuyers(db)
		.where('alerts.id', 'in', (eb) => eb.selectFrom('alert_terms').select('alert_terms.alert_id').where('alert_terms.term', 'in', lookupKeys(listing, terms)))
		.where('alerts.frequency', '=', 'INSTANT')
		.where('alerts.buyer_id', '!=', listing.seller_id)
		.where('alerts.buyer_id', 'in', premiumNow(now)(db))
		.orderBy('alerts.id')
		.execute()
	const byBuyer = new Map<number, AlertForMatching>()
	for (const row of rows) {
		if (byBuyer.has(row.buyer_id)) continue
		const alert = forMatching(row, '')
		if (alertMatches(alert.criteria, listing, terms)) byBuyer.set(row.buyer_id, alert)
	}
	return [...byBuyer.values()]
}

/**
 * The instant-alert job: each listing published in the last hour and not yet matched is taken by one instance (a
 * conditional update), after the transaction that published it has committed, and sent at once to every PREMIUM
 * buyer whose INSTANT alert it matches, by email or SMS as they chose.
 */
export async function sendInstantAlerts(db: Database, { env, now = new Date() }: { env: Env; now?: Date }) {
	const fresh = await db
		.selectFrom('listings')
		.select(LISTING_FACTS)
		.where(publiclyListed)
		.where('listings.alerts_checked_at', 'is', null)
		.where('listings.published_date', '>', new Date(now.getTime() - INSTANT_WINDOW_MS).toISOString())
		.orderBy('listings.published_date')
		.limit(INSTANT_BATCH)
		.execute()
	let sent = 0
	for (const listing of fresh) {
		const taken = await db
			.updateTable('listings')
			.set({ alerts_checked_at: now.toISOString() })
			.where('id', '=', listing.id)
			.where('alerts_checked_at', 'is', null)
			.executeTakeFirst()
		if (Number(taken.numUpdatedRows) !== 1) continue
		for (const alert of await instantMatchesFor(db, { listing: facts(listing), now })) {
			sent += await deliverToBuyer(db, {
				env,
				buyer: alert.buyer,
				found: [{ alertId: alert.id, listingId: listing.id }],
				alertNames: [alert.name],
				dailyLimit: null,
				// An account without a number (released to the person who verified it) is told by email.
				channel: alert.buyer.communication_preference === 'SMS' && toE164Phone(alert.buyer.phone) ? 'SMS' : 'EMAIL',
				now,
			})
		}
	}
	return { listings: fresh.length, sent }
}

/**
 * A buyer's finds, newest first. A digest shows a buyer at most PER_MESSAGE (one find per listing), so the run keeps no
 * more than twice that of each: every find of a day's listings, kept until the end, was some 600 MB to collect at a
 * million listings. ISO times sort as plain strings (localeCompare, ICU collation, took seconds over millions).
 */
function newestFirst<F extends { at: string }>(found: F[]) {
	return found.sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0))
}

/**
 * The morning digest (07:00 Nairobi, once a day across instances): DAILY alerts every day, WEEKLY ones on Mondays, and
 * the INSTANT alerts of buyers no longer on PREMIUM. Every due alert is filed in memory under its index keys; each
 * listing published in the look-back is checked against the few alerts its keys name; each buyer then gets one email
 * of what is new to them, within BASIC's daily limit.
 */
export async function sendAlertDigests(db: Database, { env, now = new Date() }: { env: Env; now?: Date }) {
	const clock = nairobiClock(now)
	if (clock.hour < DIGEST_HOUR) return { due: false as const }
	if (!(await claimJobRun(db, { name: `alert-digests ${clock.date}`, everyMs: 2 * DAY_MS, now }))) return { due: false as const }
	return sendDigestsNow(db, { env, now, weekly: clock.weekday === WEEKLY_DAY })
}

export async function sendDigestsNow(db: Database, { env, now = new Date(), weekly }: { env: Env; now?: Date; weekly: boolean }) {
	const premium = new Set((await premiumNow(now)(db).execute()).map((r) => r.buyer_id))
	const rows = await alertsWithBuyers(db).execute()
	const lookBack = (ms: number) => new Date(now.getTime() - ms).toISOString()
	const index = new Map<string, AlertForMatching[]>()
	let due = 0
	for (const row of rows) {
		const frequency = row.frequency === 'INSTANT' && !premium.has(row.buyer_id) ? 'DAILY' : row.frequency
		if (frequency === 'INSTANT' || (frequency === 'WEEKLY' && !weekly)) continue
		const alert = forMatching(row, lookBack(DIGEST_LOOK_BACK[frequency]))
		for (const key of indexKeys(alert.criteria)) (index.get(key) ?? index.set(key, []).get(key)!).push(alert)
		due++
	}

	const earliest = lookBack(weekly ? DIGEST_LOOK_BACK.WEEKLY : DIGEST_LOOK_BACK.DAILY)
	const found = new Map<number, { buyer: Buyer; names: Set<string>; found: (Found & { at: string })[] }>()
	let afterId = 0
	let listingsSeen = 0
	for (;;) {
		const page = await db
			.selectFrom('listings')
			.select(LISTING_FACTS)
			.where(publiclyListed)
			.where('listings.published_date', '>', earliest)
			.where('listings.published_date', '<=', now.toISOString())
			.where('listings.id', '>', afterId)
			.orderBy('listings.id')
			.limit(LISTING_PAGE)
			.execute()
		if (!page.length) break
		afterId = page.at(-1)!.id
		listingsSeen += page.length
		const sent = await db
			.selectFrom('alert_matches')
			.select(['buyer_id', 'listing_id'])
			.where('listing_id', 'in', page.map((l) => l.id))
			.execute()
		// Per listing, so the inner loop builds no string keys.
		const already = new Map<number, Set<number | null>>()
		for (const s of sent) (already.get(s.listing_id) ?? already.set(s.listing_id, new Set()).get(s.listing_id)!).add(s.buyer_id)
		for (const row of page) {
			const listing = facts(row)
			const terms = listingTerms(listing)
			const seen = new Set<number>()
			const sentTo = already.get(row.id)
			for (const key of lookupKeys(listing, terms)) {
				for (const alert of index.get(key) ?? []) {
					const buyerId = alert.buyer.id
					if (seen.has(buyerId) || buyerId === row.seller_id || row.published_date! <= alert.since || sentTo?.has(buyerId)) continue
					if (!alertMatches(alert.criteria, listing, terms)) continue
					seen.add(buyerId)
					const entry = found.get(buyerId) ?? found.set(buyerId, { buyer: alert.buyer, names: new Set(), found: [] }).get(buyerId)!
					entry.names.add(alert.name)
					entry.found.push({ alertId: alert.id, listingId: row.id, at: row.published_date! })
					if (entry.found.length >= 2 * PER_MESSAGE) entry.found = newestFirst(entry.found).slice(0, PER_MESSAGE)
				}
			}
		}
	}

	let mails = 0
	let sent = 0
	const buyers = [...found.values()]
	for (let from = 0; from < buyers.length; from += BUYERS_PER_COMMIT) {
		await db.transaction().execute(async (trx) => {
			for (const entry of buyers.slice(from, from + BUYERS_PER_COMMIT)) {
				const count = await deliverWithin(trx, {
					env,
					buyer: entry.buyer,
					found: newestFirst(entry.found),
					alertNames: [...entry.names],
					dailyLimit: premium.has(entry.buyer.id) ? null : BUYER_PLANS.BASIC.alertsPerDay,
					channel: 'EMAIL',
					now,
				})
				if (count) mails++
				sent += count
			}
		})
	}
	return { due: true as const, alerts: due, listings: listingsSeen, mails, sent }
}
