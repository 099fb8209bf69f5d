import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely'
import type { Database } from '#db/database.ts'
import type { DB } from '#db/schema.ts'
import { toFtsQuery } from './fts-query.ts'

/*
 * Full-text search over listings (SQLite FTS5: title, description, and tags -- category, subcategory, title without
 * hyphens). The only place that speaks FTS5: a move to PostgreSQL replaces this module with tsvector, and nothing
 * else changes.
 */

/** A `where` condition: the listing's title or description matches every word typed (prefixes count). */
export function matchesSearch(eb: ExpressionBuilder<DB, 'listings'>, text: string) {
	const query = toFtsQuery(text)
	if (!query) return sql<boolean>`1 = 1`
	return eb('listings.id', 'in', sql<number>`(SELECT rowid FROM listings_fts WHERE listings_fts MATCH ${query})`)
}

/**
 * The same condition as `matchesSearch`, shaped for words that match many listings: SQLite then reads the listings
 * through their own index (in the order of the page, or within a category) and checks each against the matches,
 * instead of fetching every match by rowid and sorting them all. The unary `+` is what stops it using the rowid.
 */
export function matchesSearchByScan(text: string): Expression<SqlBool> {
	const query = toFtsQuery(text)
	if (!query) return sql<SqlBool>`1 = 1`
	return sql<SqlBool>`+listings.id IN (SELECT rowid FROM listings_fts WHERE listings_fts MATCH ${query})`
}

/**
 * How many published listings (the only ones indexed) the words match; null when there are no words to search for.
 * Costs a fraction of reading those listings, so it can decide the shape of the query that does.
 */
export async function countSearchMatches(db: Database, text: string) {
	const query = toFtsQuery(text)
	if (!query) return null
	const { rows } = await sql<{ n: number }>`SELECT count(*) AS n FROM listings_fts WHERE listings_fts MATCH ${query}`.execute(db)
	return Number(rows[0]?.n ?? 0)
}
