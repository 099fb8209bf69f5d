import type { Database } from '#db/database.ts'
import { DomainError } from '../domain-error.ts'
import type { ReportOutcome } from '../trust/open-reports.server.ts'
import { OPEN_FLAG_STATUSES } from '../trust/open-flags.ts'

export const CONVERSATION_REPORT_NOT_FOUND = 'Report not found'

/** The report an admin settles, looked up before the rest of the call is read (the API's 404 comes before its 400). */
export async function requireConversationReport(db: Database, { reportId }: { reportId: number }) {
	const report = await db.selectFrom('conversation_reports').select(['id', 'conversation_id', 'status']).where('id', '=', reportId).executeTakeFirst()
	if (!report) throw new DomainError(CONVERSATION_REPORT_NOT_FOUND, 404)
	return report
}

/**
 * An admin settles one report of a conversation, as listing reports are settled (open-reports.server.ts): RESOLVED
 * when the reporter was right and something was done, DISMISSED when not; logged in moderation_logs (target
 * 'conversation_report'). Only an open report is settled, so two admins pressing at once log it once (409 for the second).
 */
export async function settleConversationReport(
	db: Database,
	{ reportId, admin, outcome, note, now = new Date() }: { reportId: number; admin: { id: number; role: string }; outcome: ReportOutcome; note?: string; now?: Date },
) {
	if (admin.role !== 'ADMIN') throw new DomainError('You do not have permission to do this', 403)
	return db.transaction().execute(async (trx) => {
		const report = await requireConversationReport(trx, { reportId })
		const settled = await trx
			.updateTable('conversation_reports')
			.set({ status: outcome, resolved_by: admin.id, resolved_at: now.toISOString() })
			.where('id', '=', reportId)
			.where('status', 'in', OPEN_FLAG_STATUSES)
			.returning(['id', 'conversation_id', 'status'])
			.executeTakeFirst()
		if (!settled) throw new DomainError('This report is already settled', 409)
		await trx
			.insertInto('moderation_logs')
			.values({
				admin_id: admin.id,
				target_type: 'conversation_report',
				target_id: reportId,
				action: outcome === 'RESOLVED' ? 'RESOLVE' : 'DISMISS',
				from_status: report.status,
				to_status: outcome,
				reason: note ? `Conversation ${report.conversation_id}: ${note}` : `Conversation ${report.conversation_id}`,
				created_at: now.toISOString(),
			})
			.execute()
		return { id: settled.id, conversationId: settled.conversation_id, status: settled.status }
	})
}
