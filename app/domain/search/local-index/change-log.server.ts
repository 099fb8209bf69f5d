import { sql } from 'kysely'
import type { Database } from '#db/database.ts'
import { dialectOf } from '#db/dialect.ts'
import type { SearchedListing } from './index-writes.server.ts'

/**
 * Reading PostgreSQL's change log (migration 0029). Each read is one statement, so one snapshot: the changes, the
 * listings and users they name as they are now, and which transactions were still open (`inFlight`). A change numbered
 * below the last one read may commit later (numbers are taken when written, not when committed): the next read asks
 * for the changes of the transactions open at this one, by transaction id, as well as for those numbered past it.
 */

/**
 * Where the log is now (migration 0029's search_log_now): which database it belongs to (a token 0029 made, and the
 * database's name: test databases copy one template), its newest change, and the transactions open. What a new index
 * starts from (it then copies every published listing), and what an index asks before each search. `pending`: whether
 * changes of the transactions `inFlight` at its last read are there now. When none are, and nothing is newer, nothing
 * is left to read: a cheap question (readChanges takes 2 ms to plan).
 */
export async function logNow(db: Database, { inFlight = [] }: { inFlight?: string[] } = {}) {
	const { rows } = await sql<{ origin: string; in_flight: string[]; newest: number; pending_changes: boolean }>`SELECT * FROM search_log_now(CAST(${inFlight} AS xid8[]))`.execute(db)
	const now = rows[0]!
	return { origin: now.origin, inFlight: now.in_flight, newest: Number(now.newest), pending: now.pending_changes }
}

export type ChangesRead = {
	/** How far this read got (the changes past `seq`, at most `batch` of them) and what was open. */
	readTo: number
	inFlight: string[]
	/** Whether the batch was full: there may be more past `readTo`. */
	more: boolean
	listingIds: number[]
	/** Those of `listingIds` published now. */
	listings: SearchedListing[]
	userIds: number[]
	/** Those of `userIds` suspended now. */
	suspended: number[]
}

/** The changes past `seq`, at most `batch` of them, and those of the transactions `inFlight` then. */
export async function readChanges(db: Database, { seq, inFlight }: { seq: number; inFlight: string[] }, { batch }: { batch: number }): Promise<ChangesRead> {
	const { rows } = await sql<{
		read_to: number | null
		past: number
		in_flight: string[]
		listing_ids: number[]
		listings: SearchedListing[]
		user_ids: number[]
		suspended: number[]
	}>`
		WITH changed AS (
			(SELECT seq, listing_id, user_id, false AS past FROM search_changes WHERE xid = ANY (CAST(${inFlight} AS xid8[])))
			UNION ALL
			(SELECT seq, listing_id, user_id, true AS past FROM search_changes WHERE seq > ${seq} ORDER BY seq LIMIT ${batch})
		)
		SELECT
			(SELECT max(seq) FROM changed WHERE past) AS read_to,
			(SELECT count(*) FROM changed WHERE past) AS past,
			ARRAY(SELECT x::text FROM pg_snapshot_xip(pg_current_snapshot()) AS x) AS in_flight,
			ARRAY(SELECT DISTINCT listing_id FROM changed WHERE listing_id IS NOT NULL) AS listing_ids,
			(SELECT coalesce(json_agg(json_build_object(
				'id', l.id, 'status', l.status, 'seller_id', l.seller_id, 'category', l.category, 'subcategory', l.subcategory,
				'price_cents', l.price_cents, 'town', l.town, 'created_at', l.created_at, 'title', l.title, 'description', l.description
			)), '[]') FROM listings AS l WHERE l.id IN (SELECT listing_id FROM changed) AND l.status = 'PUBLISHED') AS listings,
			ARRAY(SELECT DISTINCT user_id FROM changed WHERE user_id IS NOT NULL) AS user_ids,
			ARRAY(SELECT u.id FROM users AS u WHERE u.id IN (SELECT user_id FROM changed) AND u.is_active = 0) AS suspended
	`.execute(db)
	const read = rows[0]!
	return {
		readTo: read.read_to === null ? seq : Number(read.read_to),
		inFlight: read.in_flight,
		more: Number(read.past) === batch,
		listingIds: read.listing_ids,
		listings: read.listings,
		userIds: read.user_ids,
		suspended: read.suspended,
	}
}

/** Published listings in id order, after `afterId`: a new index's copy. */
export function publishedListingsAfter(db: Database, afterId: number, limit: number): Promise<SearchedListing[]> {
	return db
		.selectFrom('listings')
		.select(['id', 'status', 'seller_id', 'category', 'subcategory', 'price_cents', 'town', 'created_at', 'title', 'description'])
		.where('status', '=', 'PUBLISHED')
		.where('id', '>', afterId)
		.orderBy('id')
		.limit(limit)
		.execute()
}

export async function suspendedUserIds(db: Database) {
	return (await db.selectFrom('users').select('id').where('is_active', '=', sql.lit(0)).execute()).map((row) => row.id)
}

/** The log's changes older than a day: an index that has not read the log for half a day is made again instead. */
export async function forgetOldSearchChanges(db: Database) {
	if (dialectOf(db) !== 'postgres') return
	await sql`DELETE FROM search_changes WHERE at < now() - interval '1 day' AND seq < (SELECT max(seq) FROM search_changes)`.execute(db)
}
