import type { Selectable } from 'kysely'
import type { Database } from '#db/database.ts'
import type { CasesManagementTable } from '#db/schema.ts'
import type { CASE_PRIORITIES, CASE_STATUSES } from '#db/enums.ts'
import type { SessionUser } from '../accounts/sessions.server.ts'
import { DomainError } from '../domain-error.ts'
import { CASE_STATUSES_NEEDING_RESOLUTION, type CaseCreateInput, type CaseUpdateInput } from './case-schemas.ts'

/**
 * Fraud cases (spec 2 §2 "case management", §3 "Case", §4): opened about a listing or a user, worked through statuses,
 * assigned to an admin, with evidence notes and a resolution. Every change is a moderation_logs row (target 'case'),
 * which is also what "newest activity first" reads, as the table keeps no updated time.
 */

export const CASES_SHOWN = 200

export type CaseEvidence = { note: string; adminId: number; addedAt: string }

type CaseRow = Selectable<CasesManagementTable> & { last_activity_at: string | null }
type CaseStatus = (typeof CASE_STATUSES)[number]
type CasePriority = (typeof CASE_PRIORITIES)[number]

function toCase(row: CaseRow) {
	return {
		id: row.id,
		title: row.title,
		description: row.description,
		priority: row.priority,
		status: row.status,
		assignedTo: row.assigned_to,
		createdAt: row.created_at,
		relatedListingId: row.related_listing_id,
		relatedUserId: row.related_user_id,
		relatedConversationId: row.related_conversation_id,
		evidence: JSON.parse(row.evidence) as CaseEvidence[],
		resolution: row.resolution,
		lastActivityAt: row.last_activity_at ?? row.created_at,
	}
}

export type AdminCase = ReturnType<typeof toCase>

function selectCases(db: Database) {
	return db
		.selectFrom('cases_management')
		.selectAll('cases_management')
		.select((eb) =>
			eb
				.selectFrom('moderation_logs')
				.select((sub) => sub.fn.max('moderation_logs.created_at').as('at'))
				.where('moderation_logs.target_type', '=', 'case')
				.whereRef('moderation_logs.target_id', '=', 'cases_management.id')
				.as('last_activity_at'),
		)
}

/** The list the Fraud tab polls: filtered by status and priority, the latest worked on first. */
export async function listCases(db: Database, filters: { status?: CaseStatus; priority?: CasePriority } = {}) {
	let query = selectCases(db)
	if (filters.status) query = query.where('cases_management.status', '=', filters.status)
	if (filters.priority) query = query.where('cases_management.priority', '=', filters.priority)
	const rows = await query.orderBy('last_activity_at', 'desc').orderBy('cases_management.id', 'desc').limit(CASES_SHOWN).execute()
	return rows.map(toCase)
}

export async function getCase(db: Database, { id }: { id: number }) {
	const row = await selectCases(db).where('cases_management.id', '=', id).executeTakeFirst()
	if (!row) throw new DomainError('Case not found', 404)
	return toCase(row)
}

async function requireRelated(db: Database, { listingId, userId, conversationId }: { listingId?: number; userId?: number; conversationId?: number }) {
	if (listingId && !(await db.selectFrom('listings').select('id').where('id', '=', listingId).executeTakeFirst())) throw new DomainError('Listing not found', 404)
	if (userId && !(await db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst())) throw new DomainError('User not found', 404)
	if (conversationId && !(await db.selectFrom('conversations').select('id').where('id', '=', conversationId).executeTakeFirst()))
		throw new DomainError('Conversation not found', 404)
}

type LogEntry = { action: string; from?: string | null; to?: string | null; reason?: string | null }

function log(db: Database, { admin, id, entries, at }: { admin: SessionUser; id: number; entries: LogEntry[]; at: string }) {
	return db
		.insertInto('moderation_logs')
		.values(
			entries.map((e) => ({
				admin_id: admin.id,
				target_type: 'case',
				target_id: id,
				action: e.action,
				from_status: e.from ?? null,
				to_status: e.to ?? null,
				reason: e.reason ?? null,
				created_at: at,
			})),
		)
		.execute()
}

/** POST /api/admin/cases: a related listing or user that doesn't exist is a 404. */
export async function createCase(db: Database, { admin, input, now = new Date() }: { admin: SessionUser; input: CaseCreateInput; now?: Date }) {
	await requireRelated(db, { listingId: input.relatedListingId, userId: input.relatedUserId, conversationId: input.relatedConversationId })
	const at = now.toISOString()
	const id = await db.transaction().execute(async (trx) => {
		const row = await trx
			.insertInto('cases_management')
			.values({
				title: input.title,
				description: input.description,
				priority: input.priority,
				related_listing_id: input.relatedListingId ?? null,
				related_user_id: input.relatedUserId ?? null,
				related_conversation_id: input.relatedConversationId ?? null,
				created_at: at,
			})
			.returning('id')
			.executeTakeFirstOrThrow()
		await log(trx, { admin, id: row.id, at, entries: [{ action: 'CREATE', to: 'OPEN', reason: input.title }] })
		return row.id
	})
	return getCase(db, { id })
}

/**
 * PATCH /api/admin/cases/{id}: status, priority, assignee (an admin, else 400), an evidence note added, the resolution.
 * A case is resolved or closed only with a resolution, given now or before. Only what changes is written and logged.
 */
export async function updateCase(db: Database, { admin, id, input, now = new Date() }: { admin: SessionUser; id: number; input: CaseUpdateInput; now?: Date }) {
	const before = await getCase(db, { id })
	if (input.assignedTo) {
		const assignee = await db.selectFrom('users').select('role').where('id', '=', input.assignedTo).executeTakeFirst()
		if (!assignee) throw new DomainError('User not found', 404)
		if (assignee.role !== 'ADMIN') throw new DomainError('A case can only be assigned to an admin', 400)
	}
	const closing = CASE_STATUSES_NEEDING_RESOLUTION.some((s) => s === input.status) && input.status !== before.status
	if (closing && !input.resolution && !before.resolution)
		throw new DomainError({ text: 'A resolution is required to mark a case {status}', vars: { status: { text: input.status!, context: 'case status' } } }, 400)

	const at = now.toISOString()
	const entries: LogEntry[] = []
	if (input.status && input.status !== before.status) entries.push({ action: 'STATUS', from: before.status, to: input.status })
	if (input.priority && input.priority !== before.priority) entries.push({ action: 'PRIORITY', from: before.priority, to: input.priority })
	if (input.assignedTo && input.assignedTo !== before.assignedTo) entries.push({ action: 'ASSIGN', from: before.assignedTo?.toString(), to: String(input.assignedTo) })
	if (input.evidence) entries.push({ action: 'EVIDENCE', reason: input.evidence })
	if (input.resolution && input.resolution !== before.resolution) entries.push({ action: 'RESOLUTION', reason: input.resolution })
	if (!entries.length) return before

	const evidence = input.evidence ? [...before.evidence, { note: input.evidence, adminId: admin.id, addedAt: at }] : before.evidence
	await db.transaction().execute(async (trx) => {
		await trx
			.updateTable('cases_management')
			.set({
				status: input.status ?? before.status,
				priority: input.priority ?? before.priority,
				assigned_to: input.assignedTo ?? before.assignedTo,
				evidence: JSON.stringify(evidence),
				resolution: input.resolution ?? before.resolution,
			})
			.where('id', '=', id)
			.execute()
		await log(trx, { admin, id, at, entries })
	})
	return getCase(db, { id })
}

/** The admins a case can be assigned to, by name. */
export async function caseAssignees(db: Database) {
	const rows = await db
		.selectFrom('users')
		.leftJoin('seller_profiles', 'seller_profiles.user_id', 'users.id')
		.select(['users.id', 'users.email', 'seller_profiles.display_name'])
		.where('users.role', '=', 'ADMIN')
		.where('users.is_active', '=', 1)
		.orderBy('users.id')
		.execute()
	return rows.map((r) => ({ id: r.id, name: r.display_name ?? r.email }))
}

/** What was done to a case, oldest first, with who did it: the case page's history. */
export async function caseHistory(db: Database, { id }: { id: number }) {
	const rows = await db
		.selectFrom('moderation_logs')
		.leftJoin('users', 'users.id', 'moderation_logs.admin_id')
		.select(['moderation_logs.id', 'moderation_logs.action', 'moderation_logs.from_status', 'moderation_logs.to_status', 'moderation_logs.reason', 'moderation_logs.created_at', 'users.email'])
		.where('moderation_logs.target_type', '=', 'case')
		.where('moderation_logs.target_id', '=', id)
		.orderBy('moderation_logs.created_at')
		.orderBy('moderation_logs.id')
		.execute()
	return rows.map((r) => ({ id: r.id, action: r.action, from: r.from_status, to: r.to_status, note: r.reason, at: r.created_at, by: r.email ?? 'system' }))
}
