import { sql, type Kysely } from 'kysely'

/**
 * Finding other sellers' copies of a photo by all four 16-bit bands of its perceptual hash (issue 12 §4, measured by
 * `npm run bench:fraud`). Migration 0015 indexed the first and the last band only, and read those whole: a copy 2 bits
 * off changed both in 1 of 8 cases, 4-6 bits off in about half, and went unseen. Two hashes within 7 bits have a band at
 * most 1 bit apart (four bands: 8 flipped bits are needed to reach every band twice), so listing-facts.server.ts looks
 * each band up with its 16 one-bit neighbours, one expression index per band. The same statements in both dialects;
 * the plain index on phash served only the first band's range and goes.
 * Also listings_sold_category: the recently sold comparables of a category (listing-facts.server.ts) by their sale
 * date, so PostgreSQL reads the few sold in the last 90 days rather than every sold listing of the category.
 */
const statements = [
	`CREATE INDEX listing_photos_phash_band1 ON listing_photos((substr(phash, 1, 4)))`,
	`CREATE INDEX listing_photos_phash_band2 ON listing_photos((substr(phash, 5, 4)))`,
	`CREATE INDEX listing_photos_phash_band3 ON listing_photos((substr(phash, 9, 4)))`,
	`DROP INDEX listing_photos_phash`,
	`CREATE INDEX listings_sold_category ON listings(status, category, sold_at)`,
]

export async function up(db: Kysely<unknown>) {
	for (const statement of statements) await sql.raw(statement).execute(db)
}
