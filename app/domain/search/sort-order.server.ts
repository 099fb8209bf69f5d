import { sql, type SelectQueryBuilder } from 'kysely'
import type { Sort } from './sorts.ts'

/**
 * Listings in a browse sort. The listing id breaks ties in the same direction (equal prices cheapest first: oldest
 * first): the order of the indexes on (status, price) and of SQLite's full-text index kept in price order (0028).
 */
export function orderedBySort<DB, TB extends keyof DB, O>(listings: SelectQueryBuilder<DB, TB, O>, sort: Sort) {
	const [column, direction] = COLUMN_AND_DIRECTION[sort]
	return listings.orderBy(sql.ref(`listings.${column}`), direction).orderBy(sql.ref('listings.id'), direction)
}

const COLUMN_AND_DIRECTION = {
	newest: ['created_at', 'desc'],
	oldest: ['created_at', 'asc'],
	'price-low': ['price_cents', 'asc'],
	'price-high': ['price_cents', 'desc'],
} as const satisfies Record<Sort, readonly [string, 'asc' | 'desc']>
