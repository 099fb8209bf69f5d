import type { Database } from '#db/database.ts'
import { DomainError } from '../domain-error.ts'
import { english, type Translate } from '#app/i18n/translate.ts'
import { say, type Words } from '#app/i18n/words.ts'
import { RISK_LEVEL_FLOORS } from './fraud/risk.ts'
import { computeTrustScore } from './score.server.ts'

/**
 * The admin's user insights (spec 2 §3 "User insights"): the user's figures and what happened on their account, newest
 * first: registration, listings created, published and sold, listing fees paid, reports made and received, moderation
 * and warnings. Each source gives its newest TIMELINE_SHOWN at most, so the merged list is right without reading all.
 */

export const TIMELINE_SHOWN = 50

export type TimelineEvent = { type: string; date: string; detail: string }

const count = (n: { n: number | string } | undefined) => Number(n?.n ?? 0)

type LogRow = { action: string; target_type: string; target_id: number; to_status: string | null; reason: string | null }

/** A moderation log line ("APPROVE on listing #3 → PUBLISHED: ok"): the action and status codes as the log has them. */
function moderationWords(m: LogRow): Words {
	const vars = { action: m.action, target: { text: m.target_type, context: 'log target' }, id: m.target_id }
	if (m.to_status && m.reason) return { text: '{action} on {target} #{id} → {status}: {reason}', vars: { ...vars, status: m.to_status, reason: m.reason } }
	if (m.to_status) return { text: '{action} on {target} #{id} → {status}', vars: { ...vars, status: m.to_status } }
	if (m.reason) return { text: '{action} on {target} #{id}: {reason}', vars: { ...vars, reason: m.reason } }
	return { text: '{action} on {target} #{id}', vars }
}

/** Each event's detail is one sentence a key, said by `t`; codes (a moderation action, a report's reason) stay as stored. */
async function timeline(db: Database, { userId, registeredAt, t }: { userId: number; registeredAt: string; t: Translate }): Promise<TimelineEvent[]> {
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
	const add = (type: string, date: string, detail: Words) => events.push({ type, date, detail: say(detail, t) })
	for (const l of listings) {
		const listing = { id: l.id, title: l.title }
		add('LISTING_CREATED', l.created_at, { text: 'Listing #{id} "{title}" created', vars: listing })
		if (l.published_date) add('LISTING_PUBLISHED', l.published_date, { text: 'Listing #{id} "{title}" published', vars: listing })
		if (l.sold_at) add('LISTING_SOLD', l.sold_at, { text: 'Listing #{id} "{title}" sold', vars: listing })
	}
	for (const p of payments)
		add('PAYMENT', p.timestamp, { text: 'Listing fee of KSh {amount} paid for listing #{id}', vars: { amount: Number(p.amount_cents) / 100, id: p.id } })
	for (const f of made) add('REPORT_MADE', f.created_at, { text: 'Reported listing #{id} ({reason})', vars: { id: f.listing_id, reason: f.reason } })
	for (const f of received)
		add('REPORT_RECEIVED', f.created_at, {
			text: 'Listing #{id} reported ({reason}), {status}',
			vars: { id: f.id, reason: f.reason, status: { text: f.status.toLowerCase(), context: 'report status' } },
		})
	for (const m of moderation) add('MODERATION', m.created_at, moderationWords(m))
	for (const w of warnings) add('WARNING', w.created_at, { text: 'Warning: {reason}', vars: { reason: w.reason } })
	// Last in, so on the same instant (a listing made at sign-up) registration still comes first in time.
	add('REGISTERED', registeredAt, { text: 'Account registered' })
	return events.sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0)).slice(0, TIMELINE_SHOWN)
}

/**
 * The user insights with the trust score they include, its components too (the admin's user page shows both); the
 * trust score is computed and stored as it is read. 404 for no such user. The words are said by `t` (the API's English
 * by default).
 */
export async function userInsightsWithTrust(db: Database, { userId, now = new Date(), t = english }: { userId: number; now?: Date; t?: Translate }) {
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
		computeTrustScore(db, { userId, now, t }),
		timeline(db, { userId, registeredAt: user.registered_at, t }),
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
