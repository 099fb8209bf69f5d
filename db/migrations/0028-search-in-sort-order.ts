import { sql, type Kysely } from 'kysely'
import { dialectOf } from '../dialect.ts'

/**
 * SQLite's full-text index, kept twice: once in time order, once in price order (issue 27). FTS5 returns matches in
 * rowid order, one at a time, and merges words, prefixes and "OR"s in that order too; so when the rowid is the sort
 * key, "phone, cheapest first" reads the first dozen matches and stops, where the one index keyed by listing id read
 * every match (35,794 phones at a million listings) to sort them. The keys (app/domain/search/search.server.ts reads
 * them back): seconds since 2024 or the price in cents, times 2^29, plus the listing's id, so the id is the low bits
 * and breaks ties. Both hold published listings only, as 0007's did. PostgreSQL keeps its tsvector (0007).
 */
const ID_SPAN = 536_870_912
const EPOCH_2024 = 1_704_067_200
const INDEXES = [
	{ table: 'listings_fts_by_time', key: (row: string) => `(unixepoch(${row}.created_at) - ${EPOCH_2024}) * ${ID_SPAN} + ${row}.id` },
	{ table: 'listings_fts_by_price', key: (row: string) => `${row}.price_cents * ${ID_SPAN} + ${row}.id` },
]
const TAGS = (row: string) => `${row}.category || ' ' || coalesce(${row}.subcategory, '') || ' ' || replace(${row}.title, '-', '')`
const COLUMNS = (row: string) => `${row}.title, ${row}.description, ${TAGS(row)}`

const triggers = [
	`CREATE TRIGGER listings_fts_insert AFTER INSERT ON listings WHEN new.status = 'PUBLISHED' BEGIN
		${INDEXES.map(({ table, key }) => `INSERT INTO ${table}(rowid, title, description, tags) VALUES (${key('new')}, ${COLUMNS('new')});`).join('\n')}
	END`,
	`CREATE TRIGGER listings_fts_delete AFTER DELETE ON listings WHEN old.status = 'PUBLISHED' BEGIN
		${INDEXES.map(({ table, key }) => `DELETE FROM ${table} WHERE rowid = ${key('old')};`).join('\n')}
	END`,
	// The old entries out (if they were indexed), the new ones in (if now published), in this order.
	`CREATE TRIGGER listings_fts_update AFTER UPDATE OF status, title, description, category, subcategory, price_cents, created_at ON listings BEGIN
		${INDEXES.map(({ table, key }) => `DELETE FROM ${table} WHERE rowid = ${key('old')} AND old.status = 'PUBLISHED';`).join('\n')}
		${INDEXES.map(({ table, key }) => `INSERT INTO ${table}(rowid, title, description, tags) SELECT ${key('new')}, ${COLUMNS('new')} WHERE new.status = 'PUBLISHED';`).join('\n')}
	END`,
]

export async function up(db: Kysely<unknown>) {
	if (dialectOf(db) === 'postgres') return
	// IF EXISTS: Kysely runs SQLite's migrations outside a transaction, and a run stopped half-way must be able to start again.
	for (const name of ['listings_fts_insert', 'listings_fts_delete', 'listings_fts_update']) await sql.raw(`DROP TRIGGER IF EXISTS ${name}`).execute(db)
	for (const table of ['listings_fts', ...INDEXES.map((index) => index.table)]) await sql.raw(`DROP TABLE IF EXISTS ${table}`).execute(db)
	for (const { table, key } of INDEXES) {
		await sql
			.raw(`CREATE VIRTUAL TABLE ${table} USING fts5(title, description, tags, content='', contentless_delete=1, prefix='2 3', tokenize='porter unicode61 remove_diacritics 2')`)
			.execute(db)
		// In key order: FTS5 appends to its newest segment instead of merging pages at random.
		await sql.raw(`INSERT INTO ${table}(rowid, title, description, tags) SELECT ${key('listings')}, ${COLUMNS('listings')} FROM listings WHERE status = 'PUBLISHED' ORDER BY 1`).execute(db)
		await sql.raw(`INSERT INTO ${table}(${table}) VALUES ('optimize')`).execute(db)
	}
	for (const statement of triggers) await sql.raw(statement).execute(db)
}
