import fs from 'node:fs'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { Kysely, SqliteDialect } from 'kysely'
import type { Database } from '#db/database.ts'
import type { DB } from '#db/schema.ts'

/**
 * An instance's own search index of a PostgreSQL database: a SQLite file holding the published listings' full-text
 * indexes in sort order (as migration 0028 keeps them in a SQLite database) and the columns the browse filters read,
 * under the names of the database's own tables, so a search runs on it as it does on SQLite
 * (search.server.ts, searchSqlite). A third full-text index keeps each category's listings together
 * (`listings_fts_by_category`: a rowid is the category's number, from `categories`, times ID_SPAN plus the listing's
 * id), so a search within a category reads its matches there and no others: "phones" in Automotive found nothing after
 * stepping through 35,000 phones in the other two (10-16 ms at a million listings). `users` holds the suspended sellers
 * only. `read_up_to` says how far the change log (migration 0029) has been read; a file without it is not finished.
 */
const FULL_TEXT = `fts5(title, description, tags, content='', contentless_delete=1, prefix='2 3', tokenize='porter unicode61 remove_diacritics 2')`
const FULL_TEXT_TABLES = ['listings_fts_by_time', 'listings_fts_by_price', 'listings_fts_by_category']
const TABLES = [
	`CREATE TABLE listings (id INTEGER PRIMARY KEY, status TEXT NOT NULL, seller_id INTEGER NOT NULL, category TEXT NOT NULL, subcategory TEXT,
		price_cents INTEGER NOT NULL, town TEXT, by_time INTEGER NOT NULL, by_price INTEGER NOT NULL, by_category INTEGER NOT NULL)`,
	`CREATE TABLE categories (slug TEXT PRIMARY KEY, n INTEGER NOT NULL UNIQUE)`,
	// Whether a suspended seller has listings in it is asked from the (few) users' side.
	`CREATE INDEX listings_seller ON listings (seller_id)`,
	`CREATE TABLE users (id INTEGER PRIMARY KEY, is_active INTEGER NOT NULL)`,
	...FULL_TEXT_TABLES.map((table) => `CREATE VIRTUAL TABLE ${table} USING ${FULL_TEXT}`),
	`CREATE TABLE read_up_to (origin TEXT NOT NULL, seq INTEGER NOT NULL, in_flight TEXT NOT NULL, read_at INTEGER NOT NULL, version INTEGER NOT NULL)`,
]

/** The layout above, as `PRAGMA user_version`: a file of another layout (an older Soko's) is made again. */
const LAYOUT = 2

export type IndexFile = { file: string; sqlite: SQLite.Database; db: Database }

/**
 * Where the change log has been read to: every change up to `seq` is in the index, but those of `inFlight`, the
 * transactions still open when it was read (their changes may have lower numbers and are read again once they end).
 * `version` counts the writes, for instances sharing a file.
 */
export type ReadPoint = { origin: string; seq: number; inFlight: string[]; readAt: number; version: number }

/** A new, empty index file: written without a journal (an unfinished file is never used, and is rebuilt). */
export function createIndexFile(file: string): IndexFile {
	fs.mkdirSync(path.dirname(file), { recursive: true })
	const sqlite = new SQLite(file)
	sqlite.pragma('journal_mode = OFF')
	sqlite.pragma('synchronous = OFF')
	for (const statement of TABLES) sqlite.exec(statement)
	sqlite.pragma(`user_version = ${LAYOUT}`)
	return withKysely(file, sqlite)
}

/** A finished index file, opened to be read and kept up to date (by this instance and any other sharing its disk). */
export function openIndexFile(file: string): IndexFile {
	const sqlite = new SQLite(file, { fileMustExist: true })
	sqlite.pragma('journal_mode = WAL')
	sqlite.pragma('synchronous = NORMAL')
	sqlite.pragma('busy_timeout = 5000')
	return withKysely(file, sqlite)
}

function withKysely(file: string, sqlite: SQLite.Database): IndexFile {
	return { file, sqlite, db: new Kysely<DB>({ dialect: new SqliteDialect({ database: sqlite }) }) }
}

/** Where a file's index has read the log to; null for a file not finished, or of another layout. */
export function readPointOf(sqlite: SQLite.Database): ReadPoint | null {
	if (sqlite.pragma('user_version', { simple: true }) !== LAYOUT) return null
	const row = sqlite.prepare('SELECT origin, seq, in_flight, read_at, version FROM read_up_to').get() as
		| { origin: string; seq: number; in_flight: string; read_at: number; version: number }
		| undefined
	return row ? { origin: row.origin, seq: row.seq, inFlight: JSON.parse(row.in_flight) as string[], readAt: row.read_at, version: row.version } : null
}

/** Records a read point: the last write of a build (which finishes the file), or of a round of changes. */
export function writeReadPoint(sqlite: SQLite.Database, point: ReadPoint) {
	sqlite.prepare('DELETE FROM read_up_to').run()
	sqlite.prepare('INSERT INTO read_up_to (origin, seq, in_flight, read_at, version) VALUES (?, ?, ?, ?, ?)').run(point.origin, point.seq, JSON.stringify(point.inFlight), point.readAt, point.version)
}

/**
 * Merges some of a new index's segments (about 250 pages' worth), as FTS5's `optimize` would all at once; false when
 * none are left to merge. An index written in batches holds hundreds of segments, and reads ~40% slower for it; merged
 * whole at a million listings it would stall the instance for 25 s, merged a step at a time it does not.
 */
export function mergeSomeSegments(sqlite: SQLite.Database) {
	const totalChanges = () => (sqlite.prepare('SELECT total_changes() AS n').get() as { n: number }).n
	for (const table of FULL_TEXT_TABLES) {
		const before = totalChanges()
		// A negative amount: every segment may merge with every other, whatever its level (an incremental optimize).
		sqlite.prepare(`INSERT INTO ${table}(${table}, rank) VALUES ('merge', -250)`).run()
		if (totalChanges() - before >= 2) return true
	}
	return false
}
