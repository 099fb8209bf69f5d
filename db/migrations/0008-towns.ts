import { sql, type Kysely } from 'kysely'
import { townOf } from '#app/domain/listings/towns.ts'

/**
 * A listing's town (issue 8), the one the location filter reads: "Westlands, Nairobi" is under Nairobi. Existing
 * free-text locations are mapped to the town they name; those naming none keep a null town.
 */
export async function up(db: Kysely<unknown>) {
	await sql`ALTER TABLE listings ADD COLUMN town TEXT`.execute(db)
	const { rows } = await sql<{ location: string }>`SELECT DISTINCT location FROM listings`.execute(db)
	for (const { location } of rows) {
		const town = townOf(location)
		if (town) await sql`UPDATE listings SET town = ${town} WHERE location = ${location}`.execute(db)
	}
	// The newest listings in a town (browse's filter, recommendations near you); the town replaces the location there.
	await sql`CREATE INDEX listings_status_town_created ON listings(status, town, created_at)`.execute(db)
	await sql`DROP INDEX listings_status_location_created`.execute(db)
}
