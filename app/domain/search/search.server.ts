import { sql, type Expression, type RawBuilder, type SelectQueryBuilder, type SqlBool } from 'kysely'
import type { Database } from '#db/database.ts'
import type { DB } from '#db/schema.ts'
import { dialectOf } from '#db/dialect.ts'
import { someListingsHidden, type ListingCondition } from '../listings/visibility.server.ts'
import { toFtsQuery, wordParts } from './fts-query.ts'
import { SEARCH_COUNT_CAP } from './search-count.ts'
import { orderedBySort } from './sort-order.server.ts'
import { ID_SPAN } from './sort-keys.ts'
import { localSearchIndex } from './local-index/local-index.server.ts'
import type { Sort } from './sorts.ts'
import { toTsquery } from './tsquery.ts'
import { searchVocabulary } from './vocabulary.server.ts'

/*
 * Full-text search over published listings: their title, description, and tags (category, subcategory, title without
 * hyphens). The only module that speaks a database's full-text dialect: FTS5 on SQLite (listings_fts_by_time and
 * listings_fts_by_price, one index kept in each sort order: migration 0028), and on PostgreSQL the same in each
 * instance's own file (local-index/), or a tsvector column with its GIN index (listings.search_words) while that file is
 * made and inside transactions. All read the words the same way.
 */

const EVERYTHING = sql<SqlBool>`1 = 1`

/** SQLite's two full-text indexes, one in each sort order (sort-keys.ts). */
const BY_TIME = sql.table('listings_fts_by_time')
const BY_PRICE = sql.table('listings_fts_by_price')
/** Only in an instance's own index of PostgreSQL (local-index/index-file.server.ts): each category's listings together. */
const BY_CATEGORY = sql.table('listings_fts_by_category')
const listingIdOf = (rowid: RawBuilder<unknown>) => sql<number>`(${rowid} % ${sql.lit(ID_SPAN)})`

/** The browse filters the words are searched within: the full-text index reads them with the words (`fullTextQuery`). */
export type SearchScope = { category?: string; subcategory?: string }

/**
 * The words and the scope as one full-text query. The index holds each listing's category and subcategory among its
 * words (the tags), so the database intersects the two instead of reading every match of a common word to keep those
 * of one category. It is a superset (a title may say "automotive"): callers still filter by category.
 */
async function fullTextQuery(db: Database, text: string, scope: SearchScope, dialect = dialectOf(db)) {
	const slugs = [scope.category, scope.subcategory].filter((slug): slug is string => Boolean(slug))
	const known = await searchVocabulary(db)
	if (dialect === 'postgres') {
		const words = toTsquery(text, known)
		// The slug parsed as the column was ("home-garden" as its words in a row): the same lexemes.
		return words ? slugs.reduce((query, slug) => sql`(${query} && phraseto_tsquery('simple', ${slug}))`, words) : null
	}
	const words = toFtsQuery(text, known)
	return words ? sql.val([words, ...slugs.map((slug) => `tags : "${wordParts(slug).join(' ')}"`)].join(' AND ')) : null
}

/**
 * A `where` condition: the listing matches every word typed, read as a search reads them. Every match is read through
 * the full-text index: for a few listings at a time (new ones, for alerts); a page of search results is `searchListings`.
 */
export async function matchesSearch(db: Database, text: string): Promise<Expression<SqlBool>> {
	const query = await fullTextQuery(db, text, {})
	if (!query) return EVERYTHING
	if (dialectOf(db) === 'postgres') return everyMatchOf(query)
	return sql<SqlBool>`listings.id IN (SELECT ${listingIdOf(sql`rowid`)} FROM ${BY_TIME} WHERE ${BY_TIME} MATCH ${query})`
}

/** PostgreSQL: the matches gathered into an array through the GIN index, once. */
const everyMatchOf = (query: RawBuilder<unknown>) => sql<SqlBool>`listings.id = ANY (ARRAY(SELECT found.id FROM listings AS found WHERE found.search_words @@ ${query}))`

type SearchRequest = {
	scope: SearchScope
	sort: Sort
	/** The listings a search may show: published, in the browse filters (and not a suspended seller's). */
	within: ListingCondition
	/**
	 * How the total is known: `index`, the full-text index's count (nothing but `scope` filters the listings; counted as
	 * `listings` while a suspended seller has some); `listings`, the listings within counted; `none`, not wanted (the
	 * page alone).
	 */
	count: 'index' | 'listings' | 'none'
	offset: number
	limit: number
}

/**
 * A page of the listings the words match within `scope` and `within`, in the order of `sort` (their ids), and how
 * many there are, counted up to SEARCH_COUNT_CAP + 1 (pages stop at the cap; with `count: 'none'`, no more than the
 * page says). Null when nothing searchable was typed.
 */
export async function searchListings(db: Database, text: string, request: SearchRequest): Promise<{ ids: number[]; total: number } | null> {
	const local = await localIndexOf(db)
	const query = await fullTextQuery(db, text, request.scope, local ? 'sqlite' : dialectOf(db))
	if (!query) return null
	// The index's count is too high by a suspended seller's listings (few sellers, and rarely any).
	const counted = { ...request, count: request.count === 'index' && (await someListingsHidden(local ?? db)) ? 'listings' : request.count } as const
	if (local) {
		const category = request.scope.category
		const inCategory = category ? await searchLocalCategory(local, (await fullTextQuery(db, text, { subcategory: request.scope.subcategory }, 'sqlite'))!, category, counted) : null
		return inCategory ?? searchSqlite(local, query, counted)
	}
	return dialectOf(db) === 'postgres' ? throughIndexes(db, (tx) => searchPostgres(tx, query, counted)) : searchSqlite(db, query, counted)
}

/**
 * PostgreSQL's searches read the instance's own index (local-index/): SQLite's, in sort order, up to date with every
 * change committed before the search. Not inside a caller's transaction, nor while the index is first made: then the
 * GIN index (searchPostgres).
 */
function localIndexOf(db: Database) {
	return dialectOf(db) === 'postgres' && !db.isTransaction ? localSearchIndex(db) : null
}

/**
 * SQLite (or an instance's own index of PostgreSQL): the full-text index kept in the sort's order is the outer loop (CROSS JOIN: never reordered), each match's
 * listing read by id and checked against `within`, so a page reads the matches it shows (and those `within` drops),
 * never all of a common word's, and sorts nothing. The index's own count (up to the cap) is the total when nothing but
 * `scope` filters; else the one query reads the first SEARCH_COUNT_CAP + 1 matches in order, the page and the count.
 */
async function searchSqlite(db: Database, query: RawBuilder<unknown>, { sort, within, count, offset, limit }: SearchRequest) {
	const index = sort === 'price-low' || sort === 'price-high' ? BY_PRICE : BY_TIME
	const inOrder = db
		.selectFrom(sql<{ rowid: number }>`${index}`.as('found'))
		.crossJoin('listings')
		.select('listings.id')
		.where(sql<SqlBool>`listings.id = ${listingIdOf(sql`found.rowid`)}`)
		.where(sql<SqlBool>`${index} MATCH ${query}`)
		.where(within)
		.orderBy(sql`found.rowid`, sort === 'oldest' || sort === 'price-low' ? 'asc' : 'desc')
	if (count === 'listings') {
		const rows = await inOrder.limit(SEARCH_COUNT_CAP + 1).execute()
		return { ids: rows.slice(offset, offset + limit).map((row) => row.id), total: rows.length }
	}
	const total = count === 'index' ? await countIndexMatches(db, query) : null
	const rows = total === null || offset < total ? await inOrder.limit(limit).offset(offset).execute() : []
	return { ids: rows.map((row) => row.id), total: total ?? offset + rows.length }
}

/**
 * An instance's own index (local-index/) within a category: its matches there read from the index that keeps each
 * category together, between the rowids of the category, counted up to the cap. When there are no more than
 * SEARCH_COUNT_CAP, they are the answer: checked against `within` and sorted by their key (the order of the other two
 * indexes). Null when there are more: the page is then walked in order (searchSqlite), matches being dense.
 */
async function searchLocalCategory(db: Database, words: RawBuilder<unknown>, category: string, { sort, within, offset, limit }: SearchRequest) {
	const { rows: numbered } = await sql<{ n: number }>`SELECT n FROM categories WHERE slug = ${category}`.execute(db)
	if (!numbered[0]) return { ids: [], total: 0 }
	const first = numbered[0].n * ID_SPAN
	// Literals: FTS5 reads a range of rowids bound as JavaScript numbers (REAL) by reading every match (6 ms, not 0.03).
	const found = sql`SELECT rowid - ${sql.lit(first)} FROM ${BY_CATEGORY} WHERE ${BY_CATEGORY} MATCH ${words} AND rowid BETWEEN ${sql.lit(first)} AND ${sql.lit(first + ID_SPAN - 1)}`
	const { rows: counted } = await sql<{ n: number }>`SELECT count(*) AS n FROM (${found} LIMIT ${SEARCH_COUNT_CAP + 1})`.execute(db)
	if (counted[0]!.n > SEARCH_COUNT_CAP) return null
	const key = sort === 'price-low' || sort === 'price-high' ? 'by_price' : 'by_time'
	const rows = await db
		.selectFrom('listings')
		.select('listings.id')
		.where(sql<SqlBool>`listings.id IN (${found})`)
		.where(within)
		.orderBy(sql.ref(`listings.${key}`), sort === 'oldest' || sort === 'price-low' ? 'asc' : 'desc')
		.execute()
	return { ids: rows.slice(offset, offset + limit).map((row) => row.id), total: rows.length }
}

/** PostgreSQL: how many listings, at most, a search of many matches walks in the page's order before gathering every match. */
const WALK = 2_000

/**
 * PostgreSQL has no index of words in a sort order: the GIN index's count (capped) chooses the shape of the page's
 * query. Few matches (<= SEARCH_COUNT_CAP): every match is gathered through the GIN index first and a page sorted from
 * them (an array, so the planner can't fold it into a walk: its guess of how many listings a word matches is poor).
 * More: the first WALK listings in the page's order, each checked against the words, usually hold the page (a word
 * of a thousand matches in a million listings has a dozen in 12,000 on average); when they don't (guitars are dear:
 * cheapest first, the walk read 698,103 listings for 13 guitars, 9 s), every match is gathered as for few.
 */
async function searchPostgres(db: Database, query: RawBuilder<unknown>, { sort, within, count, offset, limit }: SearchRequest) {
	const matches = await countIndexMatches(db, query)
	if (matches === 0) return { ids: [], total: 0 }
	const few = matches <= SEARCH_COUNT_CAP
	const found = (words: Expression<SqlBool>) => orderedBySort(db.selectFrom('listings').select('listings.id').where(within).where(words), sort)
	const total = count === 'listings' ? await countRows(db, found(few ? everyMatchOf(query) : sql<SqlBool>`listings.search_words @@ ${query}`)) : matches
	if (offset >= total) return { ids: [], total }
	if (!few) {
		const walk = orderedBySort(db.selectFrom('listings').select(['listings.id', 'listings.created_at', 'listings.price_cents', sql<string>`listings.search_words`.as('search_words')]).where(within), sort).limit(WALK)
		const walked = await orderedBySort(db.selectFrom(walk.as('listings')).select('listings.id').where(sql<SqlBool>`listings.search_words @@ ${query}`), sort)
			.limit(limit)
			.offset(offset)
			.execute()
		if (walked.length === Math.min(limit, total - offset)) return { ids: walked.map((row) => row.id), total }
	}
	return { ids: (await found(everyMatchOf(query)).limit(limit).offset(offset).execute()).map((row) => row.id), total }
}

/**
 * How many published listings (the only ones indexed) the words match within `scope`, up to SEARCH_COUNT_CAP + 1;
 * null when there are no words to search for.
 */
export async function countSearchMatches(db: Database, text: string, scope: SearchScope = {}) {
	const local = await localIndexOf(db)
	const query = await fullTextQuery(db, text, scope, local ? 'sqlite' : dialectOf(db))
	if (!query) return null
	return local ? countIndexMatches(local, query) : throughIndexes(db, (tx) => countIndexMatches(tx, query))
}

/** The full-text index's matches of a query, counted no further than SEARCH_COUNT_CAP + 1. */
async function countIndexMatches(db: Database, query: RawBuilder<unknown>) {
	const found =
		dialectOf(db) === 'postgres'
			? sql`SELECT 1 FROM listings WHERE search_words @@ ${query} LIMIT ${SEARCH_COUNT_CAP + 1}`
			: sql`SELECT 1 FROM ${BY_TIME} WHERE ${BY_TIME} MATCH ${query} LIMIT ${SEARCH_COUNT_CAP + 1}`
	const { rows } = await sql<{ n: number }>`SELECT count(*) AS n FROM (${found}) AS found`.execute(db)
	return Number(rows[0]?.n ?? 0)
}

/** The rows of a query of listings, counted no further than SEARCH_COUNT_CAP + 1. */
async function countRows(db: Database, found: SelectQueryBuilder<DB, 'listings', { id: number }>) {
	const { rows } = await sql<{ n: number }>`SELECT count(*) AS n FROM (${found.clearOrderBy().limit(SEARCH_COUNT_CAP + 1)}) AS found`.execute(db)
	return Number(rows[0]?.n ?? 0)
}

/**
 * Runs a search's queries through indexes only on PostgreSQL (SQLite's planner needs no help). The planner guesses a
 * word's matches from statistics that say little of prefixes and synonyms: it took "phone" to match a sixth of the
 * listings and read the whole table to count 329 (16 ms at 10,000 listings, growing with them), where the GIN index
 * answers in 3 ms. Index walks (newest first, cheapest first) stay allowed. Inside a caller's transaction the setting
 * is given back after the search, so the caller's later queries plan as they did.
 */
async function throughIndexes<T>(db: Database, search: (db: Database) => Promise<T>): Promise<T> {
	if (dialectOf(db) !== 'postgres') return search(db)
	if (!db.isTransaction) {
		return db.transaction().execute(async (trx) => {
			await SEQSCAN_OFF.execute(trx)
			return search(trx)
		})
	}
	const [setting] = (await SEQSCAN_OFF.execute(db)).rows
	const result = await search(db)
	// A search that failed aborted the transaction, which undoes the setting as well.
	await sql`SELECT set_config('enable_seqscan', ${setting!.was}, true)`.execute(db)
	return result
}

const SEQSCAN_OFF = sql<{ was: string }>`SELECT current_setting('enable_seqscan') AS was, set_config('enable_seqscan', 'off', true)`
