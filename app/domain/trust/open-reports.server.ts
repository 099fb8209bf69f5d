import type { Database } from '#db/database.ts'
import type { REPORT_REASONS } from '#db/enums.ts'
import { DomainError } from '../domain-error.ts'
import { OPEN_FLAG_STATUSES } from './open-flags.ts'

/** What the moderation tab shows of users' reports (flags): listings with open ones, most reported first. */

export const REPORTED_LISTINGS_SHOWN = 50

type Reason = (typeof REPORT_REASONS)[number]

export type ReportedListing = {
	listing: { id: number; title: string; status: string; seller_id: number }
	count: number
	reasons: { reason: Reason; count: number }[]
	/** What reporters wrote, newest first (only the reports that say something). */
	descriptions: { id: number; reason: Reason; description: string; created_at: string }[]
	last_reported_at: string
}

export async function openReports(db: Database): Promise<{ listings: ReportedListing[]; total: number }> {
	const open = db.selectFrom('flags').where('flags.status', 'in', OPEN_FLAG_STATUSES)
	const [heads, totalRow] = await Promise.all([
		open
			.innerJoin('listings', 'listings.id', 'flags.listing_id')
			.select((eb) => [
				'listings.id',
				'listings.title',
				'listings.status',
				'listings.seller_id',
				eb.fn.countAll<number>().as('count'),
				eb.fn.max('flags.created_at').as('last_reported_at'),
			])
			.groupBy('listings.id')
			.orderBy('count', 'desc')
			.orderBy('last_reported_at', 'desc')
			.limit(REPORTED_LISTINGS_SHOWN)
			.execute(),
		open.select((eb) => eb.fn.count<number>('flags.listing_id').distinct().as('n')).executeTakeFirstOrThrow(),
	])
	const flags = heads.length
		? await open
				.select(['flags.id', 'flags.listing_id', 'flags.reason', 'flags.description', 'flags.created_at'])
				.where(
					'flags.listing_id',
					'in',
					heads.map((h) => h.id),
				)
				.orderBy('flags.created_at', 'desc')
				.orderBy('flags.id', 'desc')
				.execute()
		: []
	const listings = heads.map((head) => {
		const own = flags.filter((f) => f.listing_id === head.id)
		const reasons = new Map<Reason, number>()
		for (const f of own) reasons.set(f.reason, (reasons.get(f.reason) ?? 0) + 1)
		return {
			listing: { id: head.id, title: head.title, status: head.status, seller_id: head.seller_id },
			count: Number(head.count),
			reasons: [...reasons].map(([reason, count]) => ({ reason, count })).sort((a, b) => b.count - a.count),
			descriptions: own.filter((f) => f.description).map(({ id, reason, description, created_at }) => ({ id, reason, description, created_at })),
			last_reported_at: head.last_reported_at,
		}
	})
	return { listings, total: Number(totalRow.n) }
}

export type ReportOutcome = 'RESOLVED' | 'DISMISSED'

/** The listing whose reports an admin settles, looked up before the rest of the call is read (a 404 comes before a 400). */
export async function requireListingToSettle(db: Database, { listingId }: { listingId: number }) {
	const listing = await db.selectFrom('listings').select('id').where('id', '=', listingId).executeTakeFirst()
	if (!listing) throw new DomainError('Listing not found', 404)
	return listing
}

/**
 * An admin settles every open report of a listing at once (they are shown together: the listing, how many, why):
 * RESOLVED when they were right and something was done, DISMISSED when not. Each report is written to
 * moderation_logs. Only reports still open are settled, so two admins pressing at once log each report once; a
 * listing with none left open is a 409, an unknown one a 404.
 */
export async function settleReports(
	db: Database,
	{ listingId, admin, outcome, note }: { listingId: number; admin: { id: number; role: string }; outcome: ReportOutcome; note?: string },
) {
	if (admin.role !== 'ADMIN') throw new DomainError('You do not have permission to do this', 403)
	return db.transaction().execute(async (trx) => {
		const open = await trx
			.selectFrom('flags')
			.select(['id', 'status'])
			.where('listing_id', '=', listingId)
			.where('status', 'in', OPEN_FLAG_STATUSES)
			.execute()
		const settled = open.length
			? await trx
					.updateTable('flags')
					.set({ status: outcome, resolved_by: admin.id, resolved_at: new Date().toISOString() })
					.where('id', 'in', open.map((f) => f.id))
					.where('status', 'in', OPEN_FLAG_STATUSES)
					.returning('id')
					.execute()
			: []
		if (!settled.length) {
			const listing = await trx.selectFrom('listings').select('id').where('id', '=', listingId).executeTakeFirst()
			throw listing ? new DomainError('This listing has no open reports', 409) : new DomainError('Listing not found', 404)
		}
		const before = new Map(open.map((f) => [f.id, f.status]))
		await trx
			.insertInto('moderation_logs')
			.values(
				settled.map(({ id }) => ({
					admin_id: admin.id,
					target_type: 'flag',
					target_id: id,
					action: outcome === 'RESOLVED' ? 'RESOLVE' : 'DISMISS',
					from_status: before.get(id) ?? null,
					to_status: outcome,
					reason: note ? `Listing ${listingId}: ${note}` : `Listing ${listingId}`,
				})),
			)
			.execute()
		return { count: settled.length }
	})
}
