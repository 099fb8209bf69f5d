import { sql, type Expression, type SqlBool } from 'kysely'
import type { Database } from '#db/database.ts'
import { dialectOf } from '#db/dialect.ts'
import { toFtsQuery, wordParts } from './fts-query.ts'
import { SEARCH_COUNT_CAP } from './search-count.ts'
import { toTsquery } from './tsquery.ts'

/*
 * Full-text search over published listings: their title, description, and tags (category, subcategory, title without
 * hyphens). The only module that speaks a database's full-text dialect: FTS5 on SQLite (listings_fts), a tsvector
 * column with its GIN index on PostgreSQL (listings.search_words). Both read the words the same way.
 */

const EVERYTHING = sql<SqlBool>`1 = 1`

/** The browse filters the words are searched within: the full-text index reads them with the words (`fullTextQuery`). */
export type SearchScope = { category?: string; subcategory?: string }

/**
 * The words and the scope as one full-text query. The index holds each listing's category and subcategory among its
 * words (the tags), so the database intersects the two instead of reading every match of a common word to keep those
 * of one category. It is a superset (a title may say "automotive"): callers still filter by category.
 */
function fullTextQuery(db: Database, text: string, scope: SearchScope) {
	const slugs = [scope.category, scope.subcategory].filter((slug): slug is string => Boolean(slug))
	if (dialectOf(db) === 'postgres') {
		const words = toTsquery(text)
		// The slug parsed as the column was ("home-garden" as its words in a row): the same lexemes.
		return words ? slugs.reduce((query, slug) => sql`(${query} && phraseto_tsquery('simple', ${slug}))`, words) : null
	}
	const words = toFtsQuery(text)
	return words ? sql.val([words, ...slugs.map((slug) => `tags : "${wordParts(slug).join(' ')}"`)].join(' AND ')) : null
}

/**
 * A `where` condition: the listing matches every word typed (prefixes count) within `scope`. Two shapes. By rowid
 * (the default), for words that match few listings: every match is read through the full-text index, and the page
 * sorted from them. `byScan`, for words that match many: the listings go by in the page's index order (or the
 * category's), each checked against the words, until the page is full. SQLite: the unary `+` is what stops it using
 * the rowid. PostgreSQL: the matches gathered into an array first (once, through the GIN index) keep the planner from
 * folding them into a walk: its guess of how many listings a word matches is poor, and walking the price index for a
 * rare word read every listing.
 */
export function matchesSearch(db: Database, text: string, { byScan = false, scope = {} }: { byScan?: boolean; scope?: SearchScope } = {}): Expression<SqlBool> {
	const query = fullTextQuery(db, text, scope)
	if (!query) return EVERYTHING
	if (dialectOf(db) === 'postgres') {
		return byScan ? sql<SqlBool>`listings.search_words @@ ${query}` : sql<SqlBool>`listings.id = ANY (ARRAY(SELECT found.id FROM listings AS found WHERE found.search_words @@ ${query}))`
	}
	const id = byScan ? sql`+listings.id` : sql`listings.id`
	return sql<SqlBool>`${id} IN (SELECT rowid FROM listings_fts WHERE listings_fts MATCH ${query})`
}

/**
 * How many published listings (the only ones indexed) the words match within `scope`, up to SEARCH_COUNT_CAP + 1;
 * null when there are no words to search for. Costs a fraction of reading those listings, so it can decide the shape
 * of the query that does.
 */
export async function countSearchMatches(db: Database, text: string, scope: SearchScope = {}) {
	const query = fullTextQuery(db, text, scope)
	if (!query) return null
	const cap = SEARCH_COUNT_CAP + 1
	const found =
		dialectOf(db) === 'postgres'
			? sql`SELECT 1 FROM listings WHERE search_words @@ ${query} LIMIT ${cap}`
			: sql`SELECT 1 FROM listings_fts WHERE listings_fts MATCH ${query} LIMIT ${cap}`
	const { rows } = await throughIndexes(db, (tx) => sql<{ n: number }>`SELECT count(*) AS n FROM (${found}) AS found`.execute(tx))
	return Number(rows[0]?.n ?? 0)
}

/**
 * Runs a search's queries through indexes only on PostgreSQL (SQLite's planner needs no help). The planner guesses a
 * word's matches from statistics that say little of prefixes and synonyms: it took "phone" to match a sixth of the
 * listings and read the whole table to count 329 (16 ms at 10,000 listings, growing with them), where the GIN index
 * answers in 3 ms. Index walks (newest first, cheapest first) stay allowed. Inside a transaction already, as it is.
 */
export async function throughIndexes<T>(db: Database, search: (db: Database) => Promise<T>): Promise<T> {
	if (dialectOf(db) !== 'postgres' || db.isTransaction) return search(db)
	return db.transaction().execute(async (trx) => {
		await sql`SET LOCAL enable_seqscan = off`.execute(trx)
		return search(trx)
	})
}
