import { sql } from 'kysely'
import { expect, test } from 'vitest'
import { openTestDatabase } from '#tests/test-database.ts'
import { MIGRATIONS, type Database } from './database.ts'
import { dialectOf } from './dialect.ts'

async function photoIndexes(db: Database) {
	const { rows } =
		dialectOf(db) === 'postgres'
			? await sql<{ name: string }>`SELECT indexname AS name FROM pg_indexes WHERE tablename = 'listing_photos' AND indexname LIKE '%phash%'`.execute(db)
			: await sql<{ name: string }>`SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'listing_photos' AND name LIKE '%phash%'`.execute(db)
	return rows.map((r) => r.name).sort()
}

const BANDS = ['listing_photos_phash_band1', 'listing_photos_phash_band2', 'listing_photos_phash_band3', 'listing_photos_phash_band4']

test('the photo hash bands are four indexes; a band lookup reads index entries only (SQLite)', async () => {
	const db = await openTestDatabase()
	expect(await photoIndexes(db)).toEqual(BANDS)
	if (dialectOf(db) === 'sqlite') {
		const { rows } = await sql<{ detail: string }>`EXPLAIN QUERY PLAN SELECT id, phash, listing_id FROM listing_photos WHERE substr(phash, 9, 4) IN ('abcd', '0123')`.execute(db)
		expect(rows.map((r) => r.detail).join(' ')).toContain('COVERING INDEX listing_photos_phash_band3')
	}
})

test('migration 0027 runs again after stopping half-way (SQLite migrations run outside a transaction)', async () => {
	const db = await openTestDatabase()
	await sql`DROP INDEX listing_photos_phash_band2`.execute(db)
	await MIGRATIONS['0027-photo-hash-bands-covering']!.up(db)
	expect(await photoIndexes(db)).toEqual(BANDS)
})
