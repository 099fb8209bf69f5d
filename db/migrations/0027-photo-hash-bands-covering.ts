import { sql, type Kysely } from 'kysely'
import { dialectOf } from '../dialect.ts'

/**
 * The four band indexes of photo hashes (0015's tail, 0017's three) carry the hash and its listing, so the lookup of
 * a new photo's bands reads index entries only (issue 27, `npm run bench:scale`). The rows a lookup reads grow with the
 * photos (about 2,000 per photo at 2 million photos), and fetching each one's table row was most of the fraud
 * signals' time at a million listings: 15 ms of bands per listing before, 4 ms after, on SQLite. PostgreSQL names the
 * carried columns with INCLUDE; SQLite puts them after the band (its rowid, the photo's id, is in every index).
 */
const BANDS = [
	{ name: 'listing_photos_phash_band1', start: 1 },
	{ name: 'listing_photos_phash_band2', start: 5 },
	{ name: 'listing_photos_phash_band3', start: 9 },
	{ name: 'listing_photos_phash_band4', start: 13 },
]

export async function up(db: Kysely<unknown>) {
	const postgres = dialectOf(db) === 'postgres'
	// IF EXISTS: Kysely runs SQLite's migrations outside a transaction, and a run stopped half-way must be able to start again.
	for (const old of ['listing_photos_phash_tail', ...BANDS.map((band) => band.name)]) await sql.raw(`DROP INDEX IF EXISTS ${old}`).execute(db)
	for (const { name, start } of BANDS) {
		const band = `(substr(phash, ${start}, 4))`
		await sql.raw(postgres ? `CREATE INDEX ${name} ON listing_photos(${band}) INCLUDE (phash, listing_id, id)` : `CREATE INDEX ${name} ON listing_photos(${band}, phash, listing_id)`).execute(db)
	}
}
