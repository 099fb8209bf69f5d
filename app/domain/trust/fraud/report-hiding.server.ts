import type { Database } from '#db/database.ts'
import { usersInContactWith } from '../../engagement/contact-history.server.ts'
import { hitRateLimit, RATE_LIMITS } from '../../limits/rate-limits.server.ts'
import { shouldHideForReports, type Reporter } from './reports-signal.ts'
import type { ReportFact } from './listing-facts.server.ts'

/**
 * Hiding a published listing that users reported (issue 12 §1), until an admin has looked; the reporters are weighed
 * as reports-signal.ts says. It goes back to PENDING_APPROVAL, as an edit needing review does: every public query
 * already shows PUBLISHED listings only, so nothing can forget the rule, and it lands in the moderation queue where the
 * admin looks. Approving it publishes it again at once (its fee stays paid). Reports counted once: only those made
 * after its last hiding count for the next, so an admin's approval is not undone by the same reports. At most
 * RATE_LIMITS.reportHidesPerSeller of one seller's listings are hidden a day, counted in the hiding's transaction so
 * parallel reports can't pass it; the reports of the others wait in the admins' queue with the listings still up.
 */

export const HIDE_FOR_REPORTS_ACTION = 'HIDE_FOR_REPORTS'

const DAY_MS = 86_400_000
/** A clean record: an account this old... */
const CLEAN_RECORD_DAYS = 90
/** ...that sold this many listings, and never had a report upheld. */
const CLEAN_RECORD_SOLD = 3

/** The reporters with what weighs them: a contact with the seller, and how admins settled their earlier reports. */
async function reportersOf(db: Database, { sellerId, reports }: { sellerId: number; reports: ReportFact[] }): Promise<Reporter[]> {
	const userIds = [...new Set(reports.map((r) => r.userId))]
	if (!userIds.length) return []
	const [contacted, settled] = await Promise.all([
		usersInContactWith(db, { sellerId, userIds }),
		db
			.selectFrom('flags')
			.select(['user_id', 'status', (eb) => eb.fn.countAll<number>().as('count')])
			.where('user_id', 'in', userIds)
			.where('status', 'in', ['DISMISSED', 'RESOLVED'])
			.groupBy(['user_id', 'status'])
			.execute(),
	])
	const settledCount = (userId: number, status: 'DISMISSED' | 'RESOLVED') =>
		Number(settled.find((row) => row.user_id === userId && row.status === status)?.count ?? 0)
	return reports.map((r) => ({
		...r,
		contacted: contacted.has(r.userId),
		dismissedReports: settledCount(r.userId, 'DISMISSED'),
		upheldReports: settledCount(r.userId, 'RESOLVED'),
	}))
}

/** An established seller whose history speaks for them: old enough, some sales, no report against them upheld. */
async function sellerHasCleanRecord(db: Database, { sellerId, now }: { sellerId: number; now: Date }) {
	const [seller, sold, upheld] = await Promise.all([
		db.selectFrom('users').select('registered_at').where('id', '=', sellerId).executeTakeFirst(),
		db
			.selectFrom('listings')
			.select((eb) => eb.fn.countAll<number>().as('count'))
			.where('seller_id', '=', sellerId)
			.where('status', '=', 'SOLD')
			.executeTakeFirstOrThrow(),
		db
			.selectFrom('flags')
			.innerJoin('listings', 'listings.id', 'flags.listing_id')
			.select('flags.id')
			.where('listings.seller_id', '=', sellerId)
			.where('flags.status', '=', 'RESOLVED')
			.executeTakeFirst(),
	])
	const oldEnough = !!seller && now.getTime() - Date.parse(seller.registered_at) >= CLEAN_RECORD_DAYS * DAY_MS
	return oldEnough && Number(sold.count) >= CLEAN_RECORD_SOLD && !upheld
}

/** The seller had as many listings hidden today as a day allows: the transaction is undone and the listing stays up. */
class NoRoomToHide extends Error {}

/** Hides the listing when its reports call for it; answers whether it did. */
export async function hideForReportsIfDue(
	db: Database,
	{ listingId, sellerId, status, reports, now }: { listingId: number; sellerId: number; status: string; reports: ReportFact[]; now: Date },
) {
	if (status !== 'PUBLISHED') return false
	const lastHidden = await db
		.selectFrom('moderation_logs')
		.select((eb) => eb.fn.max('created_at').as('at'))
		.where('target_type', '=', 'listing')
		.where('target_id', '=', listingId)
		.where('action', '=', HIDE_FOR_REPORTS_ACTION)
		.executeTakeFirst()
	const since = lastHidden?.at ?? ''
	const counted = await reportersOf(db, { sellerId, reports: reports.filter((r) => r.reportedAt > since) })
	if (!shouldHideForReports(counted, now, { cleanRecord: false })) return false
	// The seller's record is read only when the reports would hide an ordinary seller's listing.
	if (!shouldHideForReports(counted, now, { cleanRecord: await sellerHasCleanRecord(db, { sellerId, now }) })) return false
	return db
		.transaction()
		.execute(async (trx) => {
			const result = await trx
				.updateTable('listings')
				.set({ status: 'PENDING_APPROVAL', updated_at: now.toISOString() })
				.where('id', '=', listingId)
				.where('status', '=', 'PUBLISHED')
				.executeTakeFirst()
			if (Number(result.numUpdatedRows) !== 1) return false
			const room = await hitRateLimit(trx, { rule: RATE_LIMITS.reportHidesPerSeller, subject: sellerId })
			if (!room.allowed) throw new NoRoomToHide()
			await trx
				.insertInto('moderation_logs')
				.values({
					admin_id: null,
					target_type: 'listing',
					target_id: listingId,
					action: HIDE_FOR_REPORTS_ACTION,
					from_status: 'PUBLISHED',
					to_status: 'PENDING_APPROVAL',
					reason: `Hidden until reviewed: reported by ${new Set(counted.map((r) => r.userId)).size} users`,
					created_at: now.toISOString(),
				})
				.execute()
			return true
		})
		.catch((error: unknown) => {
			if (error instanceof NoRoomToHide) return false
			throw error
		})
}
