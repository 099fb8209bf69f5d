import { randomBytes } from 'node:crypto'
import { sql } from 'kysely'
import { Migrator } from 'kysely/migration'
import pg from 'pg'
import { beforeEach, describe, expect, inject, test } from 'vitest'
import * as apiReviews from '#app/routes/api.reviews.ts'
import type { AppContext } from '#app/context.ts'
import { MIGRATIONS, migrateToLatest, openDatabase, type Database } from '#db/database.ts'
import { call, createTestContext, jsonRequest } from './context.ts'
import { createListing, createUser } from './factories.ts'
import { session } from './trust-helpers.ts'

/** Issue 25: reviews only from people who dealt with the seller, and one per buyer per seller. */

let context: AppContext
/** One seller with two listings: it is the seller who is rated, on either. */
let [sellerId, listingId, otherListingId] = [0, 0, 0]

beforeEach(async () => {
	context = await createTestContext()
	sellerId = (await createUser(context.db)).id
	listingId = (await createListing(context.db, { sellerId, title: 'Sony PS4 Slim' })).id
	otherListingId = (await createListing(context.db, { sellerId, title: 'PS4 controller' })).id
})

function rate(body: unknown, token: string) {
	return call(apiReviews.action, context, jsonRequest('/api/reviews', body, { token }))
}

function reviewRows() {
	return context.db.selectFrom('reviews').select(['listing_id', 'buyer_id', 'seller_id', 'rating', 'comment']).orderBy('id').execute()
}

const DEALINGS = {
	contact: (buyerId: number) =>
		context.db.insertInto('user_actions').values({ user_id: buyerId, listing_id: otherListingId, action_type: 'CONTACT_SELLER' }).execute(),
	offer: (buyerId: number) => context.db.insertInto('offers').values({ listing_id: otherListingId, buyer_id: buyerId, amount_cents: 1_000_000 }).execute(),
	conversation: (buyerId: number) =>
		context.db.insertInto('conversations').values({ listing_id: otherListingId, buyer_id: buyerId, seller_id: sellerId }).execute(),
}

describe('who may rate a seller', () => {
	test('no dealing with the seller: 403 with who may, nothing written', async () => {
		const stranger = await session(context)
		// Dealings with another seller don't count.
		const elsewhere = await createListing(context.db, { sellerId: (await createUser(context.db)).id })
		await context.db.insertInto('user_actions').values({ user_id: stranger.id, listing_id: elsewhere.id, action_type: 'CONTACT_SELLER' }).execute()
		const res = await rate({ listingId, rating: 1, comment: 'Scammer' }, stranger.token)
		expect(res.status).toBe(403)
		expect(await res.json()).toEqual({ message: 'You can rate a seller you have contacted, made an offer to or messaged through Soko' })
		expect(await reviewRows()).toEqual([])
	})

	test.each(Object.keys(DEALINGS) as (keyof typeof DEALINGS)[])('a %s about any of the seller’s listings opens it', async (dealing) => {
		const buyer = await session(context)
		await DEALINGS[dealing](buyer.id)
		expect((await rate({ listingId, rating: 4 }, buyer.token)).status).toBe(201)
		expect(await reviewRows()).toEqual([{ listing_id: listingId, buyer_id: buyer.id, seller_id: sellerId, rating: 4, comment: '' }])
	})
})

describe('one review per buyer per seller', () => {
	test('a second review, on another of the seller’s listings, replaces the first (200) and moves to that listing', async () => {
		const buyer = await session(context)
		await DEALINGS.contact(buyer.id)
		expect((await rate({ listingId, rating: 1, comment: 'Late' }, buyer.token)).status).toBe(201)
		const second = await rate({ listingId: otherListingId, rating: 5, comment: 'Came through in the end' }, buyer.token)
		expect(second.status).toBe(200)
		expect(await second.json()).toMatchObject({ listing_id: otherListingId, rating: 5, seller_rating: { average: 5, count: 1 } })
		expect(await reviewRows()).toEqual([{ listing_id: otherListingId, buyer_id: buyer.id, seller_id: sellerId, rating: 5, comment: 'Came through in the end' }])
	})

	test('parallel reviews of one seller’s two listings make one row', async () => {
		const buyer = await session(context)
		await DEALINGS.offer(buyer.id)
		const answers = await Promise.all(
			Array.from({ length: 6 }, (_, i) => rate({ listingId: i % 2 ? listingId : otherListingId, rating: (i % 5) + 1 }, buyer.token)),
		)
		expect(answers.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 200, 201])
		expect(await reviewRows()).toHaveLength(1)
	})
})

/** A database with every migration before 0025: on PostgreSQL a new empty one (the test template is fully migrated). */
async function databaseBefore0025(): Promise<Database> {
	const server = inject('postgresServer')
	let db: Database
	if (server) {
		const name = `test_${randomBytes(8).toString('hex')}`
		const admin = new pg.Client({ connectionString: `${server}/postgres` })
		await admin.connect()
		await admin.query(`CREATE DATABASE ${name}`).finally(() => admin.end())
		db = openDatabase(`${server}/${name}`, { poolSize: 2 })
	} else db = openDatabase(':memory:')
	const before = Object.keys(MIGRATIONS).filter((name) => name < '0025').sort().at(-1)!
	const { error } = await new Migrator({ db, provider: { getMigrations: async () => MIGRATIONS } }).migrateTo(before)
	if (error) throw error
	return db
}

test('migration 0025: each review learns its seller, only a buyer’s newest review of a seller stays, then one per seller is enforced', async () => {
	const db = await databaseBefore0025()
	try {
		const seller = (await createUser(db)).id
		const otherSeller = (await createUser(db)).id
		const [a, b, c] = await Promise.all([1, 2, 3].map(() => createListing(db, { sellerId: seller })))
		const elsewhere = await createListing(db, { sellerId: otherSeller })
		const buyer = (await createUser(db, { role: 'BUYER' })).id
		const other = (await createUser(db, { role: 'BUYER' })).id
		const review = (listing: number, by: number, rating: number, createdAt: string, updatedAt: string | null = null) =>
			sql`INSERT INTO reviews (listing_id, buyer_id, rating, created_at, updated_at) VALUES (${listing}, ${by}, ${rating}, ${createdAt}, ${updatedAt})`.execute(db)
		await review(a!.id, buyer, 1, '2026-01-01T00:00:00.000Z')
		await review(b!.id, buyer, 2, '2026-01-02T00:00:00.000Z')
		// Written first but changed last: the newest.
		await review(c!.id, buyer, 5, '2025-12-01T00:00:00.000Z', '2026-01-03T00:00:00.000Z')
		await review(elsewhere.id, buyer, 3, '2026-01-01T00:00:00.000Z')
		await review(a!.id, other, 4, '2026-01-01T00:00:00.000Z')

		await migrateToLatest(db)
		const rows = await db.selectFrom('reviews').select(['listing_id', 'buyer_id', 'seller_id', 'rating']).orderBy('rating').execute()
		expect(rows).toEqual([
			{ listing_id: elsewhere.id, buyer_id: buyer, seller_id: otherSeller, rating: 3 },
			{ listing_id: a!.id, buyer_id: other, seller_id: seller, rating: 4 },
			{ listing_id: c!.id, buyer_id: buyer, seller_id: seller, rating: 5 },
		])
		await expect(db.insertInto('reviews').values({ listing_id: b!.id, buyer_id: buyer, seller_id: seller, rating: 1 }).execute()).rejects.toThrow()
	} finally {
		await db.destroy()
	}
})
