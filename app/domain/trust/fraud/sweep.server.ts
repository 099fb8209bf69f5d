import type { Database } from '#db/database.ts'
import { OPEN_FLAG_STATUSES } from '../open-flags.ts'
import { assessAfterChange } from './assess.server.ts'

/**
 * The fraud sweep (every 15 minutes, jobs.server.ts): assesses listings changed since their last assessment, those
 * never assessed (one whose assessment after a request failed, or that stopped being a draft), and those with open
 * reports, whose weight grows as the reporters' accounts age past a day. Bounded per run; the next run goes on.
 */

export const SWEEP_BATCH = 200
/** The listings the sweep assesses: those buyers may see or soon will. */
export const ASSESSED_STATUSES = ['PENDING_APPROVAL', 'APPROVED', 'PAYMENT_PENDING', 'PUBLISHED'] as const

export async function sweepFraud(db: Database) {
	const due = await db
		.selectFrom('listings')
		.leftJoin('fraud_alerts', 'fraud_alerts.listing_id', 'listings.id')
		.select('listings.id')
		.where('listings.status', 'in', ASSESSED_STATUSES)
		.where((eb) =>
			eb.or([
				eb('fraud_alerts.assessed_at', 'is', null),
				eb('fraud_alerts.assessed_at', '<', eb.ref('listings.updated_at')),
				eb.exists(eb.selectFrom('flags').select('flags.id').whereRef('flags.listing_id', '=', 'listings.id').where('flags.status', 'in', OPEN_FLAG_STATUSES)),
			]),
		)
		.orderBy('listings.updated_at', 'desc')
		.limit(SWEEP_BATCH)
		.execute()
	for (const { id } of due) await assessAfterChange(db, { listingId: id })
	return due.length
}
