import { sql } from 'kysely'
import type { Database } from '#db/database.ts'
import { OPEN_FLAG_STATUSES } from '../trust/open-flags.ts'
import { otherPartyOf, requireParty } from './access.server.ts'

/** An open report: word for word the predicate of the index conversation_reports_open (migration 0021). */
const OPEN_PREDICATE = sql<boolean>`status IN ('PENDING', 'REVIEWED')`

/**
 * One of the two reports the conversation (404 for anyone else): it joins the moderation queue with the thread
 * attached, which admins may then read (admin-read.server.ts). Reporting again while the first is open updates it.
 */
export async function reportConversation(db: Database, { conversationId, userId, reason }: { conversationId: number; userId: number; reason: string }) {
	await requireParty(db, { conversationId, userId })
	const report = await db
		.insertInto('conversation_reports')
		.values({ conversation_id: conversationId, reporter_id: userId, reason })
		.onConflict((oc) => oc.columns(['conversation_id', 'reporter_id']).where(OPEN_PREDICATE).doUpdateSet({ reason, updated_at: new Date().toISOString() }))
		.returning(['id', 'conversation_id', 'reason', 'status', 'created_at', 'updated_at'])
		.executeTakeFirstOrThrow()
	return { report, created: report.updated_at === null }
}

/** Reported conversations the moderation queue lists at most. */
export const REPORTED_CONVERSATIONS_SHOWN = 50

/** Who reported whom, as admins know people: the email and phone they signed up with. */
const REPORT_COLUMNS = [
	'conversation_reports.id',
	'conversation_reports.conversation_id',
	'conversation_reports.reporter_id',
	'conversation_reports.reason',
	'conversation_reports.status',
	'conversation_reports.created_at',
	'conversations.buyer_id',
	'conversations.seller_id',
	'listings.id as listing_id',
	'listings.title as listing_title',
	'reporter.email as reporter_email',
	'reported.email as reported_email',
] as const

function reportsQuery(db: Database) {
	return db
		.selectFrom('conversation_reports')
		.innerJoin('conversations', 'conversations.id', 'conversation_reports.conversation_id')
		.innerJoin('listings', 'listings.id', 'conversations.listing_id')
		.innerJoin('users as reporter', 'reporter.id', 'conversation_reports.reporter_id')
		.innerJoin('users as reported', (join) =>
			join.on(sql<boolean>`reported.id = CASE WHEN conversations.buyer_id = conversation_reports.reporter_id THEN conversations.seller_id ELSE conversations.buyer_id END`),
		)
		.select(REPORT_COLUMNS)
		.orderBy('conversation_reports.created_at', 'desc')
		.orderBy('conversation_reports.id', 'desc')
}

type ReportRow = Awaited<ReturnType<ReturnType<typeof reportsQuery>['execute']>>[number]

function reportJson(r: ReportRow) {
	return {
		id: r.id,
		conversationId: r.conversation_id,
		listing: { id: r.listing_id, title: r.listing_title },
		reporterId: r.reporter_id,
		reporterEmail: r.reporter_email,
		reportedUserId: otherPartyOf(r, r.reporter_id),
		reportedEmail: r.reported_email,
		reason: r.reason,
		status: r.status,
		createdAt: r.created_at,
	}
}

export type ConversationReport = ReturnType<typeof reportJson>

/**
 * The moderation queue's reported conversations, newest report first: who reported whom, why, about which listing,
 * and the conversation to open (its messages are read through adminReadConversation, which logs the reading).
 */
export async function openConversationReports(db: Database) {
	const rows = await reportsQuery(db).where('conversation_reports.status', 'in', OPEN_FLAG_STATUSES).limit(REPORTED_CONVERSATIONS_SHOWN).execute()
	return rows.map(reportJson)
}

/** Every report of one conversation, open or settled, newest first: what its admin page shows beside the thread. */
export async function reportsOfConversation(db: Database, { conversationId }: { conversationId: number }) {
	const rows = await reportsQuery(db).where('conversation_reports.conversation_id', '=', conversationId).execute()
	return rows.map(reportJson)
}
