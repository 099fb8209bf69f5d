import { sql } from 'kysely'
import { expect, test } from 'vitest'
import { dialectOf } from '#db/dialect.ts'
import { openTestDatabase } from '#tests/test-database.ts'
import { createListing, createUser } from '#tests/integration/factories.ts'
import { countSearchMatches, searchListings } from './search.server.ts'
import { publiclyListed } from '../listings/visibility.server.ts'

test("a search inside a caller's transaction reads the indexes as outside it, finds the same, and gives the planner back as it was", async () => {
	const db = await openTestDatabase()
	const seller = await createUser(db)
	await createListing(db, { sellerId: seller.id, title: 'Mvule wood sofa', priceCents: 3_500_000 })
	await createListing(db, { sellerId: seller.id, title: 'Leather sofa', priceCents: 1_500_000 })
	const request = { scope: {}, sort: 'price-low', within: publiclyListed, count: 'listings', offset: 0, limit: 24 } as const
	const outside = await searchListings(db, 'sofa', request)
	expect(outside?.total).toBe(2)
	await db.transaction().execute(async (trx) => {
		if (dialectOf(trx) !== 'postgres') return
		const seqscan = async () => (await sql<{ on: string }>`SELECT current_setting('enable_seqscan') AS on`.execute(trx)).rows[0]!.on
		// This transaction's reads of the table so far: two listings are fewer than a page, so a planner left alone reads them whole.
		const tableReads = async () => Number((await sql<{ n: string }>`SELECT seq_scan AS n FROM pg_stat_xact_user_tables WHERE relname = 'listings'`.execute(trx)).rows[0]?.n ?? 0)
		const [before, read] = [await seqscan(), await tableReads()]
		expect(await searchListings(trx, 'sofa', request)).toEqual(outside)
		expect(await countSearchMatches(trx, 'sofa')).toBe(2)
		expect(await tableReads()).toBe(read)
		expect(await seqscan()).toBe(before)
	})
})
