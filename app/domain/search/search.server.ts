import { sql, type Expression, type SqlBool } from 'kysely'
import type { Database } from '#db/database.ts'
import { dialectOf } from '#db/dialect.ts'
import { toFtsQuery } from './fts-query.ts'
import { toTsquery } from './tsquery.ts'

/*
 * Full-text search over published listings: their title, description, and tags (category, subcategory, title without
 * hyphens). The only module that speaks a database's full-text dialect: FTS5 on SQLite (listings_fts), a tsvector
 * column with its GIN index on PostgreSQL (listings.search_words). Both read the words the same way.
 */

const EVERYTHING = sql<SqlBool>`1 = 1`

/**
 * A `where` condition: the listing matches every word typed (prefixes count). `byScan` shapes it for words that match
 * many listings: SQLite then reads the listings through their own index (in the order of the page, or within a
 * category) and checks each against the matches, instead of fetching every match by rowid and sorting them all (the
 * unary `+` is what stops it using the rowid). PostgreSQL's planner makes that choice itself.
 */
export function matchesSearch(db: Database, text: string, { byScan = false }: { byScan?: boolean } = {}): Expression<SqlBool> {
	if (dialectOf(db) === 'postgres') {
		const query = toTsquery(text)
		return query ? sql<SqlBool>`listings.search_words @@ ${query}` : EVERYTHING
	}
	const query = toFtsQuery(text)
	if (!query) return EVERYTHING
	const id = byScan ? sql`+listings.id` : sql`listings.id`
	return sql<SqlBool>`${id} IN (SELECT rowid FROM listings_fts WHERE listings_fts MATCH ${query})`
}

/**
 * How many published listings (the only ones indexed) the words match; null when there are no words to search for.
 * Costs a fraction of reading those listings, so it can decide the shape of the query that does.
 */
export async function countSearchMatches(db: Database, text: string) {
	if (dialectOf(db) === 'postgres') {
		const query = toTsquery(text)
		if (!query) return null
		const { rows } = await sql<{ n: number }>`SELECT count(*) AS n FROM listings WHERE search_words @@ ${query}`.execute(db)
		return Number(rows[0]?.n ?? 0)
	}
	const query = toFtsQuery(text)
	if (!query) return null
	const { rows } = await sql<{ n: number }>`SELECT count(*) AS n FROM listings_fts WHERE listings_fts MATCH ${query}`.execute(db)
	return Number(rows[0]?.n ?? 0)
}
