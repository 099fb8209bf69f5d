import type { Database } from '#db/database.ts'
import { DomainError } from '../domain-error.ts'
import { RISK_LEVEL_FLOORS } from './risk.ts'
import { computeTrustScore } from './trust-score.server.ts'

/**
 * The admin's user insights (spec 2 §3 "User insights"): the user's figures and what happened on their account, newest
 * first: registration, listings created, published and sold, listing fees paid, reports made and received, moderation
 * and warnings. Each source gives its newest TIMELINE_SHOWN at most, so the merged list is right without reading all.
 */

export const TIMELINE_SHOWN = 50

export type TimelineEvent = { type: string; date: string; detail: string }

const count = (n: { n: number | string } | undefined) => Number(n?.n ?? 0)

async function timeline(db: Database, { userId, registeredAt }: { userId: number; registeredAt: string }): Promise<TimelineEvent[]> {
	const own = db.selectFrom('listings').where('listings.seller_id', '=', userId)
	const [listings, payments, made, received, moderation, warnings] = await Promise.all([
		own.select(['id', 'title', 'created_at', 'published_date', 'sold_at']).orderBy('created_at', 'desc').limit(TIMELINE_SHOWN).execute(),
		own
			.innerJoin('transactions', 'transactions.listing_id', 'listings.id')
			.select(['listings.id', 'transactions.amount_cents', 'transactions.timestamp'])
			.orderBy('transactions.timestamp', 'desc')
			.limit(TIMELINE_SHOWN)
			.execute(),
		db.selectFrom('flags').select(['listing_id', 'reason', 'created_at']).where('user_id', '=', userId).orderBy('created_at', 'desc').limit(TIMELINE_SHOWN).execute(),
		own
			.innerJoin('flags', 'flags.listing_id', 'listings.id')
			.select(['listings.id', 'flags.reason', 'flags.status', 'flags.created_at'])
			.orderBy('flags.created_at', 'desc')
			.limit(TIMELINE_SHOWN)
			.execute(),
		db
			.selectFrom('moderation_logs')
			.select(['target_type', 'target_id', 'action', 'to_status', 'reason', 'created_at'])
			.where((eb) =>
				eb.or([
					// Warnings have their own rows (user_warnings) below.
					eb.and([eb('target_type', '=', 'user'), eb('target_id', '=', userId), eb('action', '!=', 'SEND_WARNING')]),
					eb.and([
						eb('target_type', '=', 'listing'),
						eb('target_id', 'in', eb.selectFrom('listings').select('id').where('seller_id', '=', userId)),
						// The seller's own steps (creating, editing) are the listing events already.
						eb.or([eb('admin_id', 'is', null), eb('admin_id', '!=', userId)]),
					]),
				]),
			)
			.orderBy('created_at', 'desc')
			.limit(TIMELINE_SHOWN)
			.execute(),
		db.selectFrom('user_warnings').select(['reason', 'created_at']).where('user_id', '=', userId).orderBy('created_at', 'desc').limit(TIMELINE_SHOWN).execute(),
	])
	const events: TimelineEvent[] = []
	for (const l of listings) {
		events.push({ type: 'LISTING_CREATED', date: l.created_at, detail: `Listing #${l.id} "${l.title}" created` })
		if (l.published_date) events.push({ type: 'LISTING_PUBLISHED', date: l.published_date, detail: `Listing #${l.id} "${l.title}" published` })
		if (l.sold_at) events.push({ type: 'LISTING_SOLD', date: l.sold_at, detail: `Listing #${l.id} "${l.title}" sold` })
	}
	for (const p of payments) events.push({ type: 'PAYMENT', date: p.timestamp, detail: `Listing fee of KSh ${Number(p.amount_cents) / 100} paid for listing #${p.id}` })
	for (const f of made) events.push({ type: 'REPORT_MADE', date: f.created_at, detail: `Reported listing #${f.listing_id} (${f.reason})` })
	for (const f of received) events.push({ type: 'REPORT_RECEIVED', date: f.created_at, detail: `Listing #${f.id} reported (${f.reason}), ${f.status.toLowerCase()}` })
	for (const m of moderation) {
		const change = m.to_status ? ` → ${m.to_status}` : ''
		events.push({ type: 'MODERATION', date: m.created_at, detail: `${m.action} on ${m.target_type} #${m.target_id}${change}${m.reason ? `: ${m.reason}` : ''}` })
	}
	for (const w of warnings) events.push({ type: 'WARNING', date: w.created_at, detail: `Warning: ${w.reason}` })
	// Last in, so on the same instant (a listing made at sign-up) registration still comes first in time.
	events.push({ type: 'REGISTERED', date: registeredAt, detail: 'Account registered' })
	return events.sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0)).slice(0, TIMELINE_SHOWN)
}

/**
 * The user insights with the trust score they include, its components too (the admin's user page shows both); the
 * trust score is computed and stored as it is read. 404 for no such user.
 */
export async function userInsightsWithTrust(db: Database, { userId, now = new Date() }: { userId: number; now?: Date }) {
	const user = await db
		.selectFrom('users')
		.leftJoin('seller_profiles', 'seller_profiles.user_id', 'users.id')
		.select(['users.registered_at', 'users.email', 'users.phone', 'users.role', 'users.is_active', 'seller_profiles.display_name'])
		.where('users.id', '=', userId)
		.executeTakeFirst()
	if (!user) throw new DomainError('User not found', 404)
	const [listings, transactions, alerts, actions, trust, events] = await Promise.all([
		db.selectFrom('listings').where('seller_id', '=', userId).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
		db
			.selectFrom('transactions')
			.innerJoin('listings', 'listings.id', 'transactions.listing_id')
			.where('listings.seller_id', '=', userId)
			.select((eb) => eb.fn.countAll<number>().as('n'))
			.executeTakeFirst(),
		// Alerts as the Fraud tab counts them: assessments at MEDIUM or more.
		db
			.selectFrom('fraud_alerts')
			.innerJoin('listings', 'listings.id', 'fraud_alerts.listing_id')
			.where('listings.seller_id', '=', userId)
			.where('fraud_alerts.risk_score', '>=', RISK_LEVEL_FLOORS.MEDIUM)
			.select((eb) => eb.fn.countAll<number>().as('n'))
			.executeTakeFirst(),
		db.selectFrom('user_actions').where('user_id', '=', userId).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
		computeTrustScore(db, { userId, now }),
		timeline(db, { userId, registeredAt: user.registered_at }),
	])
	return {
		user: { id: userId, name: user.display_name ?? user.email, email: user.email, phone: user.phone, role: user.role, active: user.is_active === 1, registeredAt: user.registered_at },
		insights: {
			userId,
			stats: { totalListings: count(listings), totalTransactions: count(transactions), trustScore: trust.trustScore, fraudAlerts: count(alerts), totalActions: count(actions) },
			timeline: events,
		},
		trust,
	}
}

/** GET /api/admin/user-insights/{id}: the stats and the timeline, newest first. */
export async function userInsights(db: Database, input: { userId: number; now?: Date }) {
	return (await userInsightsWithTrust(db, input)).insights
}
