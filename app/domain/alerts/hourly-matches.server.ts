import type { Database } from '#db/database.ts'
import type { Env } from '#app/env.server.ts'
import { matchesSearch } from '../search/search.server.ts'
import { deliverToBuyer, PER_MESSAGE, type Found } from './delivery.server.ts'
import { publiclyListed } from '../listings/visibility.server.ts'

/** Listings published this long ago are still looked at: an hourly run that was missed is made up by the next. */
const LOOK_BACK_MS = 25 * 60 * 60_000

/**
 * The hourly run of the simple email alerts (spec 2: "alerts are checked hourly"): for every active alert of a buyer
 * with an active subscription, the listings published since the look-back that its words find, never the buyer's
 * own, and never one already sent to that buyer by any of their alerts. One email per buyer per run.
 */
export async function sendAlertMatches(db: Database, { env, now = new Date() }: { env: Env; now?: Date }) {
	const nowIso = now.toISOString()
	const since = new Date(now.getTime() - LOOK_BACK_MS).toISOString()
	const alerts = await db
		.selectFrom('alerts')
		.innerJoin('users', 'users.id', 'alerts.buyer_id')
		.select(['alerts.id', 'alerts.buyer_id', 'alerts.search_query', 'alerts.created_at', 'users.email', 'users.phone', 'users.locale'])
		.where('alerts.is_active', '=', 1)
		.where('alerts.search_query', 'is not', null)
		.where('users.is_active', '=', 1)
		.where(({ exists, selectFrom }) =>
			exists(
				selectFrom('alert_subscriptions')
					.select('alert_subscriptions.id')
					.whereRef('alert_subscriptions.buyer_id', '=', 'alerts.buyer_id')
					.where('alert_subscriptions.product', '=', 'EMAIL_ALERTS')
					.where('alert_subscriptions.status', '=', 'ACTIVE')
					.where('alert_subscriptions.expires_at', '>', nowIso),
			),
		)
		.orderBy('alerts.id')
		.execute()

	const byBuyer = new Map<number, { buyer: { id: number; email: string; phone: string; locale: 'en' | 'sw' | null }; queries: string[]; found: Found[] }>()
	for (const alert of alerts) {
		const entry =
			byBuyer.get(alert.buyer_id) ??
			byBuyer.set(alert.buyer_id, { buyer: { id: alert.buyer_id, email: alert.email, phone: alert.phone, locale: alert.locale }, queries: [], found: [] }).get(alert.buyer_id)!
		const taken = new Set(entry.found.map((f) => f.listingId))
		const listings = await db
			.selectFrom('listings')
			.select('listings.id')
			.where(publiclyListed)
			.where('listings.published_date', '>', alert.created_at > since ? alert.created_at : since)
			.where('listings.published_date', '<=', nowIso)
			.where('listings.seller_id', '!=', alert.buyer_id)
			.where(await matchesSearch(db, alert.search_query!))
			.where(({ not, exists, selectFrom }) =>
				not(
					exists(
						selectFrom('alert_matches')
							.select('alert_matches.id')
							.whereRef('alert_matches.listing_id', '=', 'listings.id')
							.where('alert_matches.buyer_id', '=', alert.buyer_id),
					),
				),
			)
			.orderBy('listings.published_date')
			.limit(PER_MESSAGE)
			.execute()
		const fresh = listings.filter((l) => !taken.has(l.id)).slice(0, PER_MESSAGE - entry.found.length)
		if (!fresh.length) continue
		entry.queries.push(alert.search_query!)
		entry.found.push(...fresh.map((l) => ({ alertId: alert.id, listingId: l.id })))
	}

	let mails = 0
	for (const { buyer, queries, found } of byBuyer.values()) {
		if (!found.length) continue
		if (await deliverToBuyer(db, { env, buyer, found, alertNames: queries, dailyLimit: null, channel: 'EMAIL', now })) mails++
	}
	return { alerts: alerts.length, mails }
}
