import fs from 'node:fs'
import { sql, type Kysely } from 'kysely'
import { openMigratedDatabase, type Database } from './database.ts'
import { dialectOf, dialectOfLocation } from './dialect.ts'
import type { DB } from './schema.ts'

/** Tables the copy carries: every table of the schema (search's indexes and log are not in it: triggers refill them). */
export type CopiedTable = keyof DB

/**
 * Every application table, parents before children (the REFERENCES of db/migrations): a row's parent is always on
 * the target before the row. db/copy.test.ts checks this list against the migrated schema's tables and foreign keys.
 */
export const COPY_ORDER = [
	'users',
	'sessions',
	'sign_ins',
	'login_throttle',
	'rate_limits',
	'password_reset_tokens',
	'phone_codes',
	'seller_profiles',
	'buyer_profiles',
	'trust_scores',
	'user_preferences',
	'listings',
	'listing_photos',
	'uploads',
	'transactions',
	'payment_attempts',
	'unmatched_payments',
	'c2b_payments',
	'alerts',
	'alert_matches',
	'alert_terms',
	'alert_subscriptions',
	'banners',
	'user_actions',
	'user_saves',
	'recommendation_results',
	'contact_channels',
	'fraud_detections',
	'fraud_alerts',
	'reviews',
	'flags',
	'offers',
	'conversations',
	'conversation_messages',
	'conversation_reports',
	'notifications',
	'admin_chats',
	'chat_messages',
	'admin_alerts',
	'moderation_logs',
	'user_warnings',
	'system_metrics',
	'admin_reports',
	'automated_workflows',
	'cases_management',
	'analytics_events',
	'contact_messages',
	'issue_reports',
	'mail_outbox',
	'sms_outbox',
	'job_runs',
	'shared_versions',
] as const satisfies readonly CopiedTable[]

// A table added to db/schema.ts but not to COPY_ORDER fails to compile here, rather than being skipped.
type Unlisted = Exclude<CopiedTable, (typeof COPY_ORDER)[number]>
const _everyTableListed: [Unlisted] extends [never] ? true : Unlisted = true

/** Rows per INSERT: well under PostgreSQL's 65,535 parameters for the widest table (listings, ~40 columns). */
const BATCH_ROWS = 500
const MAX_PARAMETERS = 30_000

/** The copy works on table names known only at run time; rows go across as they are, column by column. */
type Row = Record<string, unknown>
type Untyped = Kysely<Record<string, Row>>
const untyped = (db: Kysely<DB>) => db as unknown as Untyped

export class CopyRefusedError extends Error {}

/**
 * Not application tables: SQLite's own, the migrations', and search's (SQLite's full-text indexes, PostgreSQL's change
 * log and origin: migrations 0028, 0029), which every database keeps for itself and its triggers fill.
 */
const NOT_APPLICATION = /^(sqlite_|kysely_migration|listings_fts|search_changes$|search_origin$)/

/** The tables a migrated database holds, without those (NOT_APPLICATION). */
export async function applicationTables(db: Database): Promise<string[]> {
	const query =
		dialectOf(db) === 'postgres'
			? sql<{ name: string }>`SELECT table_name AS name FROM information_schema.tables
				WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'`
			: sql<{ name: string }>`SELECT name FROM sqlite_master WHERE type = 'table'`
	const { rows } = await query.execute(db)
	return rows.map((r) => r.name).filter((name) => !NOT_APPLICATION.test(name)).sort()
}

/** Columns the target computes itself and refuses values for (listings.search_words on PostgreSQL). */
async function generatedColumns(db: Kysely<DB>): Promise<Set<string>> {
	if (dialectOf(db) !== 'postgres') return new Set()
	const { rows } = await sql<{ name: string }>`SELECT table_name || '.' || column_name AS name FROM information_schema.columns
		WHERE table_schema = current_schema() AND is_generated = 'ALWAYS'`.execute(db)
	return new Set(rows.map((r) => r.name))
}

async function rowCount(db: Kysely<DB>, table: CopiedTable) {
	const row = await untyped(db)
		.selectFrom(table)
		.select((eb) => eb.fn.countAll<number>().as('n'))
		.executeTakeFirstOrThrow()
	return Number(row.n)
}

/** Tables whose `id` is an identity column: their sequences must move past the copied ids. */
async function identityTables(db: Kysely<DB>): Promise<string[]> {
	const { rows } = await sql<{ name: string }>`SELECT table_name AS name FROM information_schema.columns
		WHERE table_schema = current_schema() AND column_name = 'id' AND is_identity = 'YES'`.execute(db)
	return rows.map((r) => r.name)
}

export type CopySummary = { tables: { table: CopiedTable; rows: number }[]; rows: number; seconds: number }

/**
 * Copies every application table of `source` (a SQLite database) into `target`, which must be migrated and empty.
 * One transaction on the target: a failure leaves it as empty as it was. The source is read in one transaction too,
 * so a server still writing to it gives a consistent snapshot (better stopped, though: later writes are not copied).
 */
export async function copyDatabase({ source, target, log = () => {} }: { source: Database; target: Database; log?: (line: string) => void }): Promise<CopySummary> {
	const started = performance.now()
	if (dialectOf(source) !== 'sqlite') throw new CopyRefusedError('The source must be a SQLite database.')
	const listed = new Set<string>(COPY_ORDER)
	for (const end of [source, target]) {
		const unknown = (await applicationTables(end)).filter((t) => !listed.has(t))
		// Never skip a table silently: one the copy doesn't know of (a newer migration?) stops it.
		if (unknown.length > 0) throw new CopyRefusedError(`Tables not in db/copy.ts COPY_ORDER: ${unknown.join(', ')}. Add them there first.`)
	}
	const generated = await generatedColumns(target)

	const tables = await source.transaction().execute((readTrx) =>
		target.transaction().execute(async (writeTrx) => {
			const counts = await Promise.all(COPY_ORDER.map(async (table) => ({ table, rows: await rowCount(writeTrx, table) })))
			const filled = counts.filter((c) => c.rows > 0)
			if (filled.length > 0) {
				throw new CopyRefusedError(
					`The target database is not empty (${filled.map((c) => `${c.table}: ${c.rows}`).join(', ')}); nothing was copied. ` +
						'Copy into a new, empty database.',
				)
			}
			const copied: CopySummary['tables'] = []
			for (const table of COPY_ORDER) {
				const rows = await copyTable({ from: readTrx, to: writeTrx, table, generated })
				const expected = await rowCount(readTrx, table)
				if (rows !== expected) throw new Error(`${table}: read ${rows} rows of ${expected}`)
				copied.push({ table, rows })
				log(`${table.padEnd(24)} ${String(rows).padStart(9)} rows`)
			}
			if (dialectOf(target) === 'postgres') await resetIdentities(writeTrx)
			return copied
		}),
	)
	// Fresh statistics, or the planner guesses at the new tables until autovacuum gets to them.
	if (dialectOf(target) === 'postgres') await sql`ANALYZE`.execute(target)
	const rows = tables.reduce((sum, t) => sum + t.rows, 0)
	return { tables, rows, seconds: (performance.now() - started) / 1000 }
}

async function copyTable({ from, to, table, generated }: { from: Kysely<DB>; to: Kysely<DB>; table: CopiedTable; generated: Set<string> }) {
	let batch: Row[] = []
	let copied = 0
	const flush = async () => {
		if (batch.length === 0) return
		try {
			await untyped(to).insertInto(table).values(batch).execute()
		} catch (error) {
			throw new Error(`Copying ${table} failed at rows ${copied + 1}-${copied + batch.length}: ${(error as Error).message}`, { cause: error })
		}
		copied += batch.length
		batch = []
	}
	let batchRows = BATCH_ROWS
	// Rows in rowid order (ids ascending): sequences and insertion order come out as on the source.
	for await (const source of untyped(from).selectFrom(table).selectAll().orderBy(sql`rowid`).stream()) {
		// By name, leaving out what the target generates itself.
		const row: Row = {}
		for (const [column, value] of Object.entries(source)) if (!generated.has(`${table}.${column}`)) row[column] = value
		batchRows = Math.min(BATCH_ROWS, Math.floor(MAX_PARAMETERS / Math.max(1, Object.keys(row).length)))
		batch.push(row)
		if (batch.length >= batchRows) await flush()
	}
	await flush()
	return copied
}

/** Ids were inserted as they were: each identity sequence moves to just past the largest, so new rows get new ids. */
async function resetIdentities(db: Kysely<DB>) {
	for (const table of await identityTables(db)) {
		await sql`SELECT setval(pg_get_serial_sequence(${table}, 'id'), coalesce(max(id), 0) + 1, false) FROM ${sql.table(table)}`.execute(db)
	}
}

/**
 * Opens both ends for `npm run db:copy`: the SQLite file (which must exist: opening would create an empty one) and the
 * target, each migrated to the latest so both have the same schema.
 */
export async function openCopyEnds({ from, to }: { from: string; to: string }) {
	if (dialectOfLocation(from) !== 'sqlite') throw new CopyRefusedError(`The source must be a SQLite file, not ${from}.`)
	if (from === ':memory:' || !fs.existsSync(from)) throw new CopyRefusedError(`No SQLite database at ${from}.`)
	if (dialectOfLocation(to) === 'sqlite' && fs.existsSync(to) && fs.realpathSync(to) === fs.realpathSync(from)) {
		throw new CopyRefusedError('The source and the target are the same file.')
	}
	const source = await openMigratedDatabase(from)
	try {
		return { source, target: await openMigratedDatabase(to, { poolSize: 2 }) }
	} catch (error) {
		await source.destroy()
		throw error
	}
}
