import { sql, type Kysely } from 'kysely'
import { dialectOf } from '../dialect.ts'
import { CATEGORY_SLUGS, type CategorySlug } from '#app/domain/listings/categories.ts'
import { guessSubcategory } from '#app/domain/listings/subcategories.ts'

/**
 * Search that finds what people type (issue 8): listings get a subcategory, and the full-text index is rebuilt to stem
 * English words (phone/phones: porter) and to hold a third column of words a listing is found by without saying them:
 * its category and subcategory slugs ("mobile-phones-tablets") and its title with hyphens dropped ("M-PESA" is also
 * "MPESA"). The index holds published listings only, the only ones searched (Browse): a search's count is the index's
 * count, not a look-up of every match's status. It keeps no copy of the text (contentless, rows deleted by rowid).
 */
const TAGS = (row: 'new' | 'listings') =>
	`${row}.category || ' ' || coalesce(${row}.subcategory, '') || ' ' || replace(${row}.title, '-', '')`

const sqliteSearch = [
	`DROP TRIGGER listings_fts_insert`,
	`DROP TRIGGER listings_fts_delete`,
	`DROP TRIGGER listings_fts_update`,
	`DROP TABLE listings_fts`,
	// prefix='2 3': a word still being typed ("sa", "tec") reads a prefix index instead of merging every longer term.
	`CREATE VIRTUAL TABLE listings_fts USING fts5(title, description, tags, content='', contentless_delete=1, prefix='2 3', tokenize='porter unicode61 remove_diacritics 2')`,
	`INSERT INTO listings_fts(rowid, title, description, tags) SELECT id, title, description, ${TAGS('listings')} FROM listings WHERE status = 'PUBLISHED'`,
	`CREATE TRIGGER listings_fts_insert AFTER INSERT ON listings WHEN new.status = 'PUBLISHED' BEGIN
		INSERT INTO listings_fts(rowid, title, description, tags) VALUES (new.id, new.title, new.description, ${TAGS('new')});
	END`,
	`CREATE TRIGGER listings_fts_delete AFTER DELETE ON listings WHEN old.status = 'PUBLISHED' BEGIN
		DELETE FROM listings_fts WHERE rowid = old.id;
	END`,
	// One trigger, in this order: the old words out (if they were indexed), the new ones in (if now published).
	`CREATE TRIGGER listings_fts_update AFTER UPDATE OF status, title, description, category, subcategory ON listings BEGIN
		DELETE FROM listings_fts WHERE rowid = old.id AND old.status = 'PUBLISHED';
		INSERT INTO listings_fts(rowid, title, description, tags) SELECT new.id, new.title, new.description, ${TAGS('new')} WHERE new.status = 'PUBLISHED';
	END`,
]

/**
 * PostgreSQL's index of the same words: a tsvector of published listings, kept by the database itself (a generated
 * column). The `simple` configuration keeps every word as written, so Swahili and Sheng match as well as English;
 * English stems are added beside them so "phones" still finds "phone".
 */
const postgresSearch = [
	`ALTER TABLE listings ADD COLUMN search_words tsvector GENERATED ALWAYS AS (CASE WHEN status = 'PUBLISHED' THEN
		to_tsvector('simple', title || ' ' || description || ' ' || ${TAGS('listings')}) || to_tsvector('english', title || ' ' || description)
	END) STORED`,
	`CREATE INDEX listings_search_words ON listings USING GIN (search_words)`,
]

export async function up(db: Kysely<unknown>) {
	await sql`ALTER TABLE listings ADD COLUMN subcategory TEXT`.execute(db)
	// Listings posted before subcategories: filed by their titles' words, where one says (a TV is not a phone).
	const { rows } = await sql<{ id: number; category: string; title: string }>`SELECT id, category, title FROM listings`.execute(db)
	for (const row of rows) {
		if (!(CATEGORY_SLUGS as string[]).includes(row.category)) continue
		const subcategory = guessSubcategory(row.category as CategorySlug, row.title)
		if (subcategory) await sql`UPDATE listings SET subcategory = ${subcategory} WHERE id = ${row.id}`.execute(db)
	}
	for (const statement of dialectOf(db) === 'postgres' ? postgresSearch : sqliteSearch) await sql.raw(statement).execute(db)
	await sql`CREATE INDEX listings_status_subcategory_created ON listings(status, subcategory, created_at)`.execute(db)
}
