import fs from 'node:fs'
import pg from 'pg'
import { sql } from 'kysely'
import { inject, expect, test } from 'vitest'
import { openTestDatabaseAt } from '#tests/test-database.ts'
import { createListing, createUser } from '#tests/integration/factories.ts'
import { openDatabase, type Database } from '#db/database.ts'
import { browseListings } from '../../listings/listings.server.ts'
import { parseBrowseQuery } from '../browse-query.ts'
import { localSearchIndex, searchesAsOfNow, searchIndexReady } from './local-index.server.ts'

// PostgreSQL only: SQLite keeps its full-text indexes in the database itself.
const onPostgres = Boolean(inject('postgresServer'))

const titlesFound = async (db: Database, query: string) => (await browseListings(db, parseBrowseQuery(new URLSearchParams(query)))).items.map((item) => item.title)

test.runIf(onPostgres)('searches read the instance’s own index file, which holds what was published before the first search', async () => {
	const { db } = await openTestDatabaseAt()
	const seller = await createUser(db)
	const sofa = await createListing(db, { sellerId: seller.id, title: 'Mvule wood sofa' })
	await createListing(db, { sellerId: seller.id, title: 'Mvule wood bed', status: 'DRAFT' })
	expect(await titlesFound(db, 'q=mvule')).toEqual(['Mvule wood sofa'])
	const index = await localSearchIndex(db)
	expect(await index!.selectFrom('listings').select('id').execute()).toEqual([{ id: sofa.id }])
	expect(fs.readdirSync(inject('searchIndexDir')).some((name) => name.endsWith('.db'))).toBe(true)
})

test.runIf(onPostgres)('a change committed after a later one was read is found once committed: the index reads again what was in flight', async () => {
	const { db, url } = await openTestDatabaseAt()
	const seller = await createUser(db)
	const sofa = await createListing(db, { sellerId: seller.id, title: 'Mvule wood sofa' })
	expect(await titlesFound(db, 'q=sofa')).toEqual(['Mvule wood sofa'])

	// A transaction renames the sofa and stays open while another listing is published and searched for.
	const slow = new pg.Client({ connectionString: url! })
	await slow.connect()
	try {
		await slow.query('BEGIN')
		await slow.query(`UPDATE listings SET title = 'Teak sofa' WHERE id = $1`, [sofa.id])
		await createListing(db, { sellerId: seller.id, title: 'Teak dining table' })
		expect(await titlesFound(db, 'q=teak')).toEqual(['Teak dining table'])
		await slow.query('COMMIT')
	} finally {
		await slow.end()
	}
	expect((await titlesFound(db, 'q=teak&sort=oldest')).sort()).toEqual(['Teak dining table', 'Teak sofa'])
	expect(await titlesFound(db, 'q=mvule')).toEqual([])
})

test.runIf(onPostgres)('another instance’s writes are found at once: unpublished, deleted, repriced, a seller suspended and back', async () => {
	const { db, url } = await openTestDatabaseAt()
	// A second connection pool to the same database writes, as another instance would.
	const other = openDatabase(url!, { poolSize: 2 })
	try {
		const seller = await createUser(db)
		const [sofa, table, chair] = [
			await createListing(db, { sellerId: seller.id, title: 'Leather sofa', priceCents: 3_000_000 }),
			await createListing(db, { sellerId: seller.id, title: 'Oak table', priceCents: 1_000_000 }),
			await createListing(db, { sellerId: seller.id, title: 'Oak chair', priceCents: 200_000 }),
		]
		expect(await titlesFound(db, 'q=oak&sort=price-low')).toEqual(['Oak chair', 'Oak table'])

		await other.updateTable('listings').set({ price_cents: 100_000 }).where('id', '=', table.id).execute()
		await other.updateTable('listings').set({ status: 'SOLD' }).where('id', '=', chair.id).execute()
		await other.deleteFrom('listings').where('id', '=', sofa.id).execute()
		expect(await titlesFound(db, 'q=oak&sort=price-low&maxPrice=1500')).toEqual(['Oak table'])
		expect(await titlesFound(db, 'q=sofa')).toEqual([])

		await other.updateTable('users').set({ is_active: 0 }).where('id', '=', seller.id).execute()
		expect(await titlesFound(db, 'q=oak')).toEqual([])
		await other.updateTable('users').set({ is_active: 1 }).where('id', '=', seller.id).execute()
		expect(await titlesFound(db, 'q=oak')).toEqual(['Oak table'])
	} finally {
		await other.destroy()
	}
})

test.runIf(onPostgres)('a search within a category reads that category’s matches alone, in every order and with the filters', async () => {
	const { db } = await openTestDatabaseAt()
	const seller = await createUser(db)
	await createListing(db, { sellerId: seller.id, title: 'Oak dining table', category: 'home-garden', priceCents: 2_000_000, location: 'Nakuru' })
	await createListing(db, { sellerId: seller.id, title: 'Oak side table', category: 'home-garden', priceCents: 500_000 })
	await createListing(db, { sellerId: seller.id, title: 'Oak roof rack', category: 'automotive', priceCents: 300_000 })
	expect(await titlesFound(db, 'q=oak&category=home-garden&sort=price-low')).toEqual(['Oak side table', 'Oak dining table'])
	expect(await titlesFound(db, 'q=oak&category=home-garden&sort=price-high')).toEqual(['Oak dining table', 'Oak side table'])
	expect(await titlesFound(db, 'q=oak&category=home-garden&sort=newest')).toEqual(['Oak side table', 'Oak dining table'])
	expect(await titlesFound(db, 'q=oak&category=home-garden&sort=oldest')).toEqual(['Oak dining table', 'Oak side table'])
	expect(await titlesFound(db, 'q=oak&category=home-garden&location=Nakuru')).toEqual(['Oak dining table'])
	expect(await titlesFound(db, 'q=oak&category=automotive')).toEqual(['Oak roof rack'])
	// A category no listing was ever in.
	expect(await titlesFound(db, 'q=oak&category=books-media')).toEqual([])
	expect((await browseListings(db, parseBrowseQuery(new URLSearchParams('q=oak&category=home-garden')))).total).toBe(2)
})

test.runIf(onPostgres)('a request’s searches read the index as of the request’s start, with one read of the log; the next request sees what changed', async () => {
	const { db, url } = await openTestDatabaseAt()
	const other = openDatabase(url!, { poolSize: 1 })
	try {
		const seller = await createUser(db)
		const table = await createListing(db, { sellerId: seller.id, title: 'Oak table' })
		await searchesAsOfNow(async () => {
			expect(await titlesFound(db, 'q=oak')).toEqual(['Oak table'])
			await other.updateTable('listings').set({ title: 'Oak bench' }).where('id', '=', table.id).execute()
			expect(await titlesFound(db, 'q=bench')).toEqual([])
		})
		expect(await searchesAsOfNow(() => titlesFound(db, 'q=bench'))).toEqual(['Oak bench'])
	} finally {
		await other.destroy()
	}
})

test.runIf(onPostgres)('an index not read for over 12 hours is made again (the log forgets after a day); searches answer meanwhile', async () => {
	const { db } = await openTestDatabaseAt()
	const seller = await createUser(db)
	await createListing(db, { sellerId: seller.id, title: 'Mvule wood sofa' })
	const first = await localSearchIndex(db)
	// As if its instance had been stopped for 13 hours.
	await sql`UPDATE read_up_to SET read_at = ${Date.now() - 13 * 60 * 60_000}`.execute(first!)
	expect(await titlesFound(db, 'q=mvule')).toEqual(['Mvule wood sofa'])
	await searchIndexReady(db)
	const again = await localSearchIndex(db)
	expect(again).not.toBe(first)
	expect(await again!.selectFrom('listings').select('id').execute()).toHaveLength(1)
	expect(await titlesFound(db, 'q=mvule')).toEqual(['Mvule wood sofa'])
})
