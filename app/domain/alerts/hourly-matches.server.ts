import { sql } from 'kysely'
import type { Database } from '#db/database.ts'
import type { Env } from '#app/env.server.ts'
import { formatKsh } from '#app/utils/format.ts'
import { queueMail } from '../mail.server.ts'
import { matchesSearch } from '../search/search.server.ts'

/** Listings published this long ago are still looked at: an hourly run that was missed is made up by the next. */
const LOOK_BACK_MS = 25 * 60 * 60_000
/** At most this many listings in one email: the rest wait for the next run. */
const PER_MAIL = 20

type Match = { alertId: number; listing: { id: number; title: string; price_cents: number; location: string } }

function alertMail({ query, matches, siteUrl }: { query: string[]; matches: Match[]; siteUrl?: string }) {
	const lines = matches.map(({ listing }) => {
		const link = siteUrl ? `\n  ${siteUrl}/listings/${listing.id}` : ''
		return `- ${listing.title}: ${formatKsh(listing.price_cents)}, ${listing.location}${link}`
	})
	return [
		`New on Soko for your alert${query.length > 1 ? 's' : ''} ${query.map((q) => `“${q}”`).join(', ')}:`,
		'',
		...lines,
		'',
		'Meet in a public place, check the item, then pay. Never send money before you have seen it.',
		siteUrl ? `Your alerts: ${siteUrl}/alerts` : 'Manage your alerts on Soko under My Alerts.',
	].join('\n')
}

/**
 * The hourly run of the simple email alerts (spec 2: "alerts are checked hourly"): for every active alert of a buyer
 * with an active subscription, the listings published since the look-back that its words find, never the buyer's
 * own, and never one already sent to that buyer by any of their alerts. One email per buyer per run. Each match is
 * recorded in alert_matches (unique per alert and listing), so a rerun sends nothing twice.
 */
export async function sendAlertMatches(db: Database, { env, now = new Date() }: { env: Env; now?: Date }) {
	const nowIso = now.toISOString()
	const since = new Date(now.getTime() - LOOK_BACK_MS).toISOString()
	const alerts = await db
		.selectFrom('alerts')
		.innerJoin('users', 'users.id', 'alerts.buyer_id')
		.select(['alerts.id', 'alerts.buyer_id', 'alerts.search_query', 'alerts.created_at', 'users.email'])
		.where('alerts.is_active', '=', 1)
		.where('alerts.search_query', 'is not', null)
		.where('users.is_active', '=', 1)
		.where(({ exists, selectFrom }) =>
			exists(
				selectFrom('alert_subscriptions')
					.select('alert_subscriptions.id')
					.whereRef('alert_subscriptions.buyer_id', '=', 'alerts.buyer_id')
					.where('alert_subscriptions.status', '=', 'ACTIVE')
					.where('alert_subscriptions.expires_at', '>', nowIso),
			),
		)
		.orderBy('alerts.id')
		.execute()

	const byBuyer = new Map<number, { email: string; queries: string[]; matches: Match[] }>()
	for (const alert of alerts) {
		const buyer = byBuyer.get(alert.buyer_id) ?? byBuyer.set(alert.buyer_id, { email: alert.email, queries: [], matches: [] }).get(alert.buyer_id)!
		const taken = new Set(buyer.matches.map((m) => m.listing.id))
		const listings = await db
			.selectFrom('listings')
			.select(['listings.id', 'listings.title', 'listings.price_cents', 'listings.location'])
			.where('listings.status', '=', 'PUBLISHED')
			.where('listings.published_date', '>', alert.created_at > since ? alert.created_at : since)
			.where('listings.published_date', '<=', nowIso)
			.where('listings.seller_id', '!=', alert.buyer_id)
			.where(matchesSearch(db, alert.search_query!))
			.where(({ not, exists, selectFrom }) =>
				not(
					exists(
						selectFrom('alert_matches')
							.innerJoin('alerts as sent', 'sent.id', 'alert_matches.alert_id')
							.select('alert_matches.id')
							.whereRef('alert_matches.listing_id', '=', 'listings.id')
							.where('sent.buyer_id', '=', alert.buyer_id),
					),
				),
			)
			.orderBy('listings.published_date')
			.limit(PER_MAIL)
			.execute()
		const fresh = listings.filter((l) => !taken.has(l.id)).slice(0, PER_MAIL - buyer.matches.length)
		if (!fresh.length) continue
		buyer.queries.push(alert.search_query!)
		buyer.matches.push(...fresh.map((listing) => ({ alertId: alert.id, listing: { ...listing, price_cents: Number(listing.price_cents) } })))
	}

	const siteUrl = env.PUBLIC_URL?.replace(/\/+$/, '')
	let mails = 0
	for (const buyer of byBuyer.values()) {
		if (!buyer.matches.length) continue
		await db.transaction().execute(async (trx) => {
			const recorded = await trx
				.insertInto('alert_matches')
				.values(buyer.matches.map((m) => ({ alert_id: m.alertId, listing_id: m.listing.id, sent_at: nowIso })))
				.onConflict((oc) => oc.columns(['alert_id', 'listing_id']).doNothing())
				.returning(['alert_id', 'listing_id'])
				.execute()
			// Another instance's run recorded them first: it sends the mail.
			if (!recorded.length) return
			const sent = new Set(recorded.map((r) => `${r.alert_id}:${r.listing_id}`))
			const matches = buyer.matches.filter((m) => sent.has(`${m.alertId}:${m.listing.id}`))
			for (const alertId of new Set(matches.map((m) => m.alertId))) {
				const count = matches.filter((m) => m.alertId === alertId).length
				await trx.updateTable('alerts').set({ matches_count: sql`matches_count + ${count}`, last_matched: nowIso }).where('id', '=', alertId).execute()
			}
			await queueMail(trx, {
				to: buyer.email,
				subject: matches.length === 1 ? `New on Soko: ${matches[0]!.listing.title}` : `${matches.length} new listings for your Soko alerts`,
				body: alertMail({ query: buyer.queries, matches, siteUrl }),
			})
			mails++
		})
	}
	return { alerts: alerts.length, mails }
}
