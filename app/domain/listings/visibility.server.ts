import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely'
import type { DB } from '#db/schema.ts'
import type { Database } from '#db/database.ts'

export type Viewer = { id: number; role: string } | null

/** A condition on a listing, as `where` takes it. */
export type ListingCondition = (eb: ExpressionBuilder<DB, 'listings'>) => Expression<SqlBool>

/**
 * Listed for everyone: PUBLISHED, by a seller who isn't suspended. The one condition every public list of listings
 * uses (browse, search, home, featured, seller pages, the API, recommendations, alerts), so un-suspending a seller
 * brings their listings back as they were. Suspended users are few (index users_suspended): the subquery is read once.
 */
export function publiclyListed(eb: ExpressionBuilder<DB, 'listings'>) {
	return eb.and([eb('listings.status', '=', 'PUBLISHED'), sellerNotSuspended(eb)])
}

/** The listing's seller is not suspended: their listings are out of sight, wherever they would show, until un-suspended. */
export function sellerNotSuspended(eb: ExpressionBuilder<DB, 'listings'>) {
	return eb('listings.seller_id', 'not in', suspendedUsers(eb))
}

/** The listing's seller is suspended (few are: their listings are read through listings_seller). */
export function sellerSuspended(eb: ExpressionBuilder<DB, 'listings'>) {
	return eb('listings.seller_id', 'in', suspendedUsers(eb))
}

// A literal 0, not a parameter: only then may the planner read the partial index users_suspended instead of all users.
const suspendedUsers = (eb: ExpressionBuilder<DB, 'listings'>) => eb.selectFrom('users as suspended').select('suspended.id').where('suspended.is_active', '=', sql.lit(0))

/** Featured now: its featured period is running (the end-featured job ends the others, every 15 minutes). */
export function featuredNow(eb: ExpressionBuilder<DB, 'listings'>) {
	return eb.and([
		eb('listings.is_featured', '=', 1),
		eb.or([eb('listings.featured_expires_at', 'is', null), eb('listings.featured_expires_at', '>', new Date().toISOString())]),
	])
}

/**
 * How many listings are publicly listed (within a condition; in all, or by category, key ''): the published ones, an
 * index's entries, less those of suspended sellers (few). Checking every listing's seller instead reads the table
 * (half a second at a million listings).
 */
export async function countListed(db: Database, { within, byCategory = false }: { within?: ListingCondition; byCategory?: boolean } = {}) {
	const published = db
		.selectFrom('listings')
		.where('listings.status', '=', 'PUBLISHED')
		.where((eb) => (within ? within(eb) : sql<SqlBool>`1 = 1`))
	const count = (listings: typeof published) =>
		listings
			.select((eb) => [byCategory ? eb.ref('listings.category').as('key') : sql<string>`''`.as('key'), eb.fn.countAll<number>().as('n')])
			.$if(byCategory, (grouped) => grouped.groupBy('listings.category'))
			.execute()
	const [all, hidden] = await Promise.all([count(published), count(published.where(sellerSuspended))])
	const counts = new Map(all.map((row) => [row.key, Number(row.n)]))
	for (const row of hidden) counts.set(row.key, (counts.get(row.key) ?? 0) - Number(row.n))
	return counts
}

/**
 * Whether a suspended seller has published listings: then a count of published listings (the search index's) is too
 * high. Asked of the database, or of an instance's own search index on PostgreSQL (the same tables, of published
 * listings and suspended users only).
 */
export async function someListingsHidden(db: Database) {
	// From the suspended users' side (few), each asked for one listing: a join let SQLite's planner read every listing.
	const hidden = await db
		.selectFrom('users')
		.select('users.id')
		.where('users.is_active', '=', sql.lit(0))
		.where(({ exists, selectFrom }) =>
			exists(selectFrom('listings').select('listings.id').whereRef('listings.seller_id', '=', 'users.id').where('listings.status', '=', 'PUBLISHED')),
		)
		.limit(1)
		.executeTakeFirst()
	return hidden !== undefined
}

/**
 * Who may see a listing: everyone one publicly listed; its own seller any of theirs; admins all. A `where` condition,
 * so the rule lives in the query rather than in an `if` after the fetch.
 */
export function visibleTo(viewer: Viewer) {
	return (eb: ExpressionBuilder<DB, 'listings'>) => {
		if (viewer?.role === 'ADMIN') return sql<boolean>`1 = 1`
		const listed = publiclyListed(eb)
		return viewer ? eb.or([listed, eb('listings.seller_id', '=', viewer.id)]) : listed
	}
}
