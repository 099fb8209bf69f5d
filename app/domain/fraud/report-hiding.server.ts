import type { Database } from '#db/database.ts'
import { shouldHideForReports } from './reports-signal.ts'
import type { ReportFact } from './listing-facts.server.ts'

/**
 * Hiding a published listing that three established users reported (issue 12 §1), until an admin has looked. It goes
 * back to PENDING_APPROVAL, as an edit needing review does: every public query already shows PUBLISHED listings only,
 * so nothing can forget the rule, and it lands in the moderation queue where the admin looks. Approving it publishes
 * it again at once (its fee stays paid). Reports counted once: only those made after its last hiding count for the
 * next, so an admin's approval is not undone by the same reports.
 */

export const HIDE_FOR_REPORTS_ACTION = 'HIDE_FOR_REPORTS'

/** Hides the listing when its reports call for it; answers whether it did. */
export async function hideForReportsIfDue(db: Database, { listingId, status, reports, now }: { listingId: number; status: string; reports: ReportFact[]; now: Date }) {
	if (status !== 'PUBLISHED') return false
	const lastHidden = await db
		.selectFrom('moderation_logs')
		.select((eb) => eb.fn.max('created_at').as('at'))
		.where('target_type', '=', 'listing')
		.where('target_id', '=', listingId)
		.where('action', '=', HIDE_FOR_REPORTS_ACTION)
		.executeTakeFirst()
	const since = lastHidden?.at ?? ''
	const counted = reports.filter((r) => r.reportedAt > since)
	if (!shouldHideForReports(counted, now)) return false
	return db.transaction().execute(async (trx) => {
		const result = await trx
			.updateTable('listings')
			.set({ status: 'PENDING_APPROVAL', updated_at: now.toISOString() })
			.where('id', '=', listingId)
			.where('status', '=', 'PUBLISHED')
			.executeTakeFirst()
		if (Number(result.numUpdatedRows) !== 1) return false
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
}
