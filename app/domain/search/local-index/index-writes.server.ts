import type SQLite from 'better-sqlite3'
import { sortKeysOf } from '../sort-keys.ts'

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

const writers = new WeakMap<SQLite.Database, ReturnType<typeof prepare>>()

function prepare(sqlite: SQLite.Database) {
	return {
		// The rowids are 64-bit: read back exactly, to delete the entries.
		keys: sqlite.prepare('SELECT by_time, by_price FROM listings WHERE id = ?').safeIntegers(true),
		forget: sqlite.prepare('DELETE FROM listings WHERE id = ?'),
		unindexByTime: sqlite.prepare('DELETE FROM listings_fts_by_time WHERE rowid = ?'),
		unindexByPrice: sqlite.prepare('DELETE FROM listings_fts_by_price WHERE rowid = ?'),
		keep: sqlite.prepare('INSERT INTO listings (id, status, seller_id, category, subcategory, price_cents, town, by_time, by_price) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)'),
		indexByTime: sqlite.prepare('INSERT INTO listings_fts_by_time (rowid, title, description, tags) VALUES (?, ?, ?, ?)'),
		indexByPrice: sqlite.prepare('INSERT INTO listings_fts_by_price (rowid, title, description, tags) VALUES (?, ?, ?, ?)'),
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
		const keys = writer.keys.get(id) as { by_time: bigint; by_price: bigint } | undefined
		if (!keys) continue
		writer.unindexByTime.run(keys.by_time)
		writer.unindexByPrice.run(keys.by_price)
		writer.forget.run(id)
	}
}

/**
 * Puts published listings in the index (not there yet). The words are those of 0028's triggers: the title, the
 * description and the tags (category, subcategory, the title without hyphens).
 */
export function indexListings(sqlite: SQLite.Database, listings: SearchedListing[]) {
	const writer = writerOf(sqlite)
	for (const listing of listings) {
		if (listing.status !== 'PUBLISHED') continue
		const { byTime, byPrice } = sortKeysOf(listing)
		const tags = `${listing.category} ${listing.subcategory ?? ''} ${listing.title.replaceAll('-', '')}`
		writer.keep.run(listing.id, listing.status, listing.seller_id, listing.category, listing.subcategory, listing.price_cents, listing.town, byTime, byPrice)
		writer.indexByTime.run(byTime, listing.title, listing.description, tags)
		writer.indexByPrice.run(byPrice, listing.title, listing.description, tags)
	}
}

/** Records which of these users are suspended now (the others are not). */
export function recordSuspensions(sqlite: SQLite.Database, { userIds, suspended }: { userIds: number[]; suspended: number[] }) {
	const writer = writerOf(sqlite)
	for (const id of userIds) writer.restore.run(id)
	for (const id of suspended) writer.suspend.run(id)
}
