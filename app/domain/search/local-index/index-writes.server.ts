import type SQLite from 'better-sqlite3'
import { ID_SPAN, sortKeysOf } from '../sort-keys.ts'

/** What the index keeps of a published listing: its words and what the browse filters read. */
export type SearchedListing = {
	id: number
	status: string
	seller_id: number
	category: string
	subcategory: string | null
	price_cents: number
	town: string | null
	created_at: string
	title: string
	description: string
}

/** The three full-text indexes, each in its order (index-file.server.ts), and the listing's keys in them. */
const ORDERS = ['by_time', 'by_price', 'by_category'] as const

const writers = new WeakMap<SQLite.Database, ReturnType<typeof prepare>>()

function prepare(sqlite: SQLite.Database) {
	return {
		// The rowids are 64-bit: read back exactly, to delete the entries.
		keys: sqlite.prepare('SELECT by_time, by_price, by_category FROM listings WHERE id = ?').safeIntegers(true),
		forget: sqlite.prepare('DELETE FROM listings WHERE id = ?'),
		unindex: ORDERS.map((order) => sqlite.prepare(`DELETE FROM listings_fts_${order} WHERE rowid = ?`)),
		keep: sqlite.prepare(
			'INSERT INTO listings (id, status, seller_id, category, subcategory, price_cents, town, by_time, by_price, by_category) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
		),
		index: ORDERS.map((order) => sqlite.prepare(`INSERT INTO listings_fts_${order} (rowid, title, description, tags) VALUES (?, ?, ?, ?)`)),
		categoryNumber: sqlite.prepare('SELECT n FROM categories WHERE slug = ?').pluck(),
		numberCategory: sqlite.prepare('INSERT INTO categories (slug, n) SELECT ?, coalesce(max(n), 0) + 1 FROM categories RETURNING n').pluck(),
		suspend: sqlite.prepare('INSERT OR REPLACE INTO users (id, is_active) VALUES (?, 0)'),
		restore: sqlite.prepare('DELETE FROM users WHERE id = ?'),
	}
}

function writerOf(sqlite: SQLite.Database) {
	let writer = writers.get(sqlite)
	if (!writer) writers.set(sqlite, (writer = prepare(sqlite)))
	return writer
}

/** Takes these listings out of the index, wherever they were. */
export function forgetListings(sqlite: SQLite.Database, ids: number[]) {
	const writer = writerOf(sqlite)
	for (const id of ids) {
		const keys = writer.keys.get(id) as Record<(typeof ORDERS)[number], bigint> | undefined
		if (!keys) continue
		ORDERS.forEach((order, i) => writer.unindex[i]!.run(keys[order]))
		writer.forget.run(id)
	}
}

/**
 * Puts published listings in the index (not there yet), in its three orders. The words are those of 0028's triggers:
 * the title, the description and the tags (category, subcategory, the title without hyphens).
 */
export function indexListings(sqlite: SQLite.Database, listings: SearchedListing[]) {
	const writer = writerOf(sqlite)
	for (const listing of listings) {
		if (listing.status !== 'PUBLISHED') continue
		const { byTime, byPrice } = sortKeysOf(listing)
		const category = (writer.categoryNumber.get(listing.category) ?? writer.numberCategory.get(listing.category)) as number
		const byCategory = BigInt(category) * BigInt(ID_SPAN) + BigInt(listing.id)
		const tags = `${listing.category} ${listing.subcategory ?? ''} ${listing.title.replaceAll('-', '')}`
		writer.keep.run(listing.id, listing.status, listing.seller_id, listing.category, listing.subcategory, listing.price_cents, listing.town, byTime, byPrice, byCategory)
		for (const [i, key] of [byTime, byPrice, byCategory].entries()) writer.index[i]!.run(key, listing.title, listing.description, tags)
	}
}

/** Records which of these users are suspended now (the others are not). */
export function recordSuspensions(sqlite: SQLite.Database, { userIds, suspended }: { userIds: number[]; suspended: number[] }) {
	const writer = writerOf(sqlite)
	for (const id of userIds) writer.restore.run(id)
	for (const id of suspended) writer.suspend.run(id)
}
