import { sql, type ExpressionBuilder } from 'kysely'
import type { DB } from '#db/schema.ts'

/**
 * Full-text search over listing title and description (SQLite FTS5). The only place that speaks FTS5:
 * a move to PostgreSQL replaces this module with tsvector, and nothing else changes.
 */
export function toFtsQuery(text: string) {
	const terms = text
		.toLowerCase()
		.split(/[^\p{L}\p{N}]+/u)
		.filter(Boolean)
		.slice(0, 8)
	return terms.length ? terms.map((t) => `"${t}"*`).join(' AND ') : null
}

/** A `where` condition: the listing's title or description matches every word typed (prefixes count). */
export function matchesSearch(eb: ExpressionBuilder<DB, 'listings'>, text: string) {
	const query = toFtsQuery(text)
	if (!query) return sql<boolean>`1 = 1`
	return eb('listings.id', 'in', sql<number>`(SELECT rowid FROM listings_fts WHERE listings_fts MATCH ${query})`)
}
