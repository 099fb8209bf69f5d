import { sql } from 'kysely'
import type { Database } from '#db/database.ts'
import type { Period } from '../../admin/period.ts'

/**
 * How well the fraud detector does, measured (issue 12; spec 2's analytics showed a fixed 85%): of the listings it
 * rated MEDIUM or more that an admin then decided on in the period, the share the admin rejected or deleted
 * (precision), and of the listings admins rejected or deleted, the share it had rated MEDIUM or more (recall).
 * A decision is an admin's approve, reject or delete of a listing in moderation_logs; a listing decided twice counts by
 * its last decision. Its rating is the one logged with the decision (moderation_logs.fraud_risk, migration 0016), else
 * the listing's current one (decisions logged before that column).
 */

const FLAGGED = ['MEDIUM', 'HIGH', 'CRITICAL'] as const
const DECISIONS = ['APPROVE', 'REJECT', 'DELETE']
const REMOVALS = ['REJECT', 'DELETE']

export type DetectionAccuracy = {
	/** Percent, one decimal; null until an admin has decided on a listing the detector flagged. */
	precision: number | null
	/** Percent, one decimal; null until an admin has rejected or deleted a listing. */
	recall: number | null
	/** Flagged listings an admin decided on, and of them those rejected or deleted. */
	flaggedDecided: number
	flaggedRemoved: number
	/** Listings an admin rejected or deleted, and all listings an admin decided on. */
	removed: number
	decided: number
}

/** The detector's level for a listing now, as a subquery: logged with each move of the listing. */
export function riskAtDecision(db: Database, { listingId }: { listingId: number }) {
	return db.selectFrom('fraud_alerts').select('fraud_alerts.risk_level').where('fraud_alerts.listing_id', '=', listingId)
}

const share = (part: number, whole: number) => (whole === 0 ? null : Math.round((part / whole) * 1000) / 10)

export async function detectionAccuracy(db: Database, { period }: { period: Period }): Promise<DetectionAccuracy> {
	const lastDecisions = db
		.selectFrom('moderation_logs')
		.select((eb) => eb.fn.max('id').as('id'))
		.where('target_type', '=', 'listing')
		.where('admin_id', 'is not', null)
		.where('action', 'in', DECISIONS)
		.where('created_at', '>=', period.from)
		.where('created_at', '<', period.to)
		.groupBy('target_id')
	const flagged = sql`coalesce(moderation_logs.fraud_risk, fraud_alerts.risk_level) in (${sql.join(FLAGGED)})`
	const removed = sql`moderation_logs.action in (${sql.join(REMOVALS)})`
	const row = await db
		.selectFrom('moderation_logs')
		.leftJoin('fraud_alerts', 'fraud_alerts.listing_id', 'moderation_logs.target_id')
		.select([
			sql<number>`count(*)`.as('decided'),
			sql<number>`sum(case when ${removed} then 1 else 0 end)`.as('removed'),
			sql<number>`sum(case when ${flagged} then 1 else 0 end)`.as('flaggedDecided'),
			sql<number>`sum(case when ${flagged} and ${removed} then 1 else 0 end)`.as('flaggedRemoved'),
		])
		.where('moderation_logs.id', 'in', lastDecisions)
		.executeTakeFirstOrThrow()
	const flaggedDecided = Number(row.flaggedDecided ?? 0)
	const flaggedRemoved = Number(row.flaggedRemoved ?? 0)
	const removedCount = Number(row.removed ?? 0)
	return {
		precision: share(flaggedRemoved, flaggedDecided),
		recall: share(flaggedRemoved, removedCount),
		flaggedDecided,
		flaggedRemoved,
		removed: removedCount,
		decided: Number(row.decided ?? 0),
	}
}
