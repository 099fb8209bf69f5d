import type { Database } from '#db/database.ts'
import { OPEN_FLAG_STATUSES } from '../trust/open-flags.ts'
import type { LogFilters } from './log-filters-schema.ts'

/** The Moderation Logs section: moderation_logs entries and buyers' reports (flags), filtered, newest first. */

export const LOG_PAGE_SIZE = 50
const FLAGS_SHOWN = 100

const dayStart = (day: string) => new Date(`${day}T00:00:00+03:00`).toISOString()
const dayEnd = (day: string) => new Date(new Date(`${day}T00:00:00+03:00`).getTime() + 86_400_000).toISOString()

function logQuery(db: Database, f: Partial<LogFilters>) {
	let query = db.selectFrom('moderation_logs').leftJoin('users', 'users.id', 'moderation_logs.admin_id')
	if (f.action) query = query.where('moderation_logs.action', '=', f.action)
	if (f.adminId) query = query.where('moderation_logs.admin_id', '=', f.adminId)
	if (f.listingId) query = query.where('moderation_logs.target_type', '=', 'listing').where('moderation_logs.target_id', '=', f.listingId)
	if (f.from) query = query.where('moderation_logs.created_at', '>=', dayStart(f.from))
	if (f.to) query = query.where('moderation_logs.created_at', '<', dayEnd(f.to))
	return query
}

/** One page of entries: who did what to which listing and why. */
export async function searchModerationLogs(db: Database, filters: Partial<LogFilters>, { limit = LOG_PAGE_SIZE }: { limit?: number } = {}) {
	const page = filters.page ?? 1
	const [rows, total] = await Promise.all([
		logQuery(db, filters)
			.select([
				'moderation_logs.id',
				'moderation_logs.admin_id',
				'users.phone as admin_phone',
				'moderation_logs.target_type',
				'moderation_logs.target_id',
				'moderation_logs.action',
				'moderation_logs.from_status',
				'moderation_logs.to_status',
				'moderation_logs.reason',
				'moderation_logs.created_at',
			])
			.orderBy('moderation_logs.id', 'desc')
			.limit(limit)
			.offset((page - 1) * limit)
			.execute(),
		logQuery(db, filters)
			.select((eb) => eb.fn.countAll().as('n'))
			.executeTakeFirstOrThrow(),
	])
	return { rows, total: Number(total.n), page, pages: Math.max(1, Math.ceil(Number(total.n) / limit)) }
}

/** What the filters offer: the actions logged so far and the admins. */
export async function logFilterChoices(db: Database) {
	const [actions, admins] = await Promise.all([
		db.selectFrom('moderation_logs').select('action').distinct().orderBy('action').execute(),
		db.selectFrom('users').select(['id', 'phone']).where('role', '=', 'ADMIN').orderBy('id').execute(),
	])
	return { actions: actions.map((a) => a.action), admins }
}

/** Buyers' reports, each with its listing (for the link), newest first. */
export async function searchFlags(db: Database, { flagStatus = 'OPEN', flagReason, listingId }: Partial<LogFilters>) {
	let query = db
		.selectFrom('flags')
		.innerJoin('listings', 'listings.id', 'flags.listing_id')
		.select(['flags.id', 'flags.listing_id', 'listings.title', 'flags.reason', 'flags.description', 'flags.status', 'flags.created_at', 'flags.resolved_at'])
	if (flagStatus === 'OPEN') query = query.where('flags.status', 'in', OPEN_FLAG_STATUSES)
	else if (flagStatus !== 'ALL') query = query.where('flags.status', '=', flagStatus)
	if (flagReason) query = query.where('flags.reason', '=', flagReason)
	if (listingId) query = query.where('flags.listing_id', '=', listingId)
	return query.orderBy('flags.id', 'desc').limit(FLAGS_SHOWN).execute()
}
