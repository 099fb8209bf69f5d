import { sql, type Kysely } from 'kysely'

/**
 * A listing's town (issue 8), the one the location filter reads: "Westlands, Nairobi" is under Nairobi. Existing
 * free-text locations are mapped to the town they name; those naming none keep a null town.
 */
/**
 * The towns a location could name, as app/domain/listings/towns.ts listed them (copied once, on 2026-11-27): a migration
 * is history, and a later change to the list must not change what it does to a database it runs on.
 */
const TOWNS = [
	'Nairobi', 'Mombasa', 'Kisumu', 'Nakuru', 'Eldoret', 'Thika', 'Machakos', 'Meru', 'Nyeri', 'Kericho',
	'Kakamega', 'Kisii', 'Kitale', 'Malindi', 'Naivasha', 'Nanyuki', 'Ruiru', 'Embu', 'Garissa', 'Bungoma',
	'Busia', 'Homa Bay', 'Migori', 'Kajiado', 'Narok', 'Bomet', 'Kiambu', "Murang'a", 'Kerugoya', 'Ol Kalou',
	'Kitui', 'Wote', 'Voi', 'Kwale', 'Kilifi', 'Lamu', 'Hola', 'Wajir', 'Mandera', 'Marsabit',
	'Isiolo', 'Chuka', 'Lodwar', 'Kapenguria', 'Maralal', 'Iten', 'Kapsabet', 'Kabarnet', 'Vihiga', 'Siaya',
	'Nyamira',
]

/** Letters only, lower case, single spaces: "HOMA-BAY" and "homa bay" read alike. */
const simple = (text: string) => text.toLowerCase().replace(/[^a-z]+/g, ' ').trim()
const townBySimpleName = new Map(TOWNS.map((town) => [simple(town), town]))

/** The last comma-separated part that is a town ("Westlands, Nairobi"), else a town named anywhere in it, else null. */
function townOf(location: string) {
	const named = location.split(',').reverse().map((part) => townBySimpleName.get(simple(part)))
	const words = ` ${simple(location)} `
	return named.find(Boolean) ?? TOWNS.find((town) => words.includes(` ${simple(town)} `)) ?? null
}

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
