import { sql } from 'kysely'
import { expect, test } from 'vitest'
import { openTestDatabase } from '#tests/test-database.ts'
import { createListing, createUser } from '#tests/integration/factories.ts'
import { browseListings } from '#app/domain/listings/listings.server.ts'
import { parseBrowseQuery } from '#app/domain/search/browse-query.ts'
import { MIGRATIONS } from './database.ts'
import { dialectOf } from './dialect.ts'

test('migration 0028 runs again after stopping half-way and indexes what was published before it (SQLite)', async () => {
	const db = await openTestDatabase()
	if (dialectOf(db) !== 'sqlite') return
	const seller = await createUser(db)
	await createListing(db, { sellerId: seller.id, title: 'Mvule wood sofa', priceCents: 3_500_000 })
	await createListing(db, { sellerId: seller.id, title: 'Leather sofa', priceCents: 1_500_000 })
	await createListing(db, { sellerId: seller.id, title: 'Sofa bed', status: 'DRAFT' })
	// Stopped after the old index and one of the new ones were dropped.
	await sql`DROP TABLE listings_fts_by_price`.execute(db)
	await MIGRATIONS['0028-search-in-sort-order']!.up(db)
	const titles = async (sort: string) => (await browseListings(db, parseBrowseQuery(new URLSearchParams({ q: 'sofa', sort })))).items.map((i) => i.title)
	expect(await titles('price-low')).toEqual(['Leather sofa', 'Mvule wood sofa'])
	expect(await titles('newest')).toEqual(['Leather sofa', 'Mvule wood sofa'])
	await createListing(db, { sellerId: seller.id, title: 'Cheap sofa', priceCents: 500_000 })
	expect(await titles('price-low')).toEqual(['Cheap sofa', 'Leather sofa', 'Mvule wood sofa'])
})
