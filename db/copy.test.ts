import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { parseBrowseQuery } from '#app/domain/search/browse-query.ts'
import { browseListings } from '#app/domain/listings/listings.server.ts'
import { loginUser } from '#app/domain/accounts/users.server.ts'
import { openTestDatabase } from '#tests/test-database.ts'
import { applicationTables, COPY_ORDER, copyDatabase, type CopySummary } from './copy.ts'
import { openMigratedDatabase, type Database } from './database.ts'
import { DEMO_PASSWORD, DEMO_SELLER, seedDemoData } from '../server/seed.ts'

const server = inject('postgresServer')

async function countRows(db: Database, table: string) {
	const { rows } = await sql<{ n: number }>`SELECT count(*) AS n FROM ${sql.table(table)}`.execute(db)
	return Number(rows[0]!.n)
}

async function countAll(db: Database) {
	return Object.fromEntries(await Promise.all(COPY_ORDER.map(async (t) => [t, await countRows(db, t)] as const)))
}

test('COPY_ORDER lists every table of the migrated schema, each after the tables it references', async () => {
	const db = await openMigratedDatabase(':memory:')
	try {
		expect([...COPY_ORDER].sort()).toEqual(await applicationTables(db))
		for (const [index, table] of COPY_ORDER.entries()) {
			const { rows } = await sql<{ table: string }>`SELECT "table" FROM pragma_foreign_key_list(${table})`.execute(db)
			for (const { table: parent } of rows) {
				expect(COPY_ORDER.indexOf(parent as (typeof COPY_ORDER)[number]), `${table} references ${parent}`).toBeLessThan(index)
			}
		}
	} finally {
		await db.destroy()
	}
})

test.runIf(server)('PostgreSQL has the same application tables as COPY_ORDER', async () => {
	const db = await openTestDatabase()
	try {
		expect(await applicationTables(db)).toEqual([...COPY_ORDER].sort())
	} finally {
		await db.destroy()
	}
})

describe.runIf(server)('copying the demo seed from SQLite to PostgreSQL', () => {
	let dir = ''
	let source: Database
	let target: Database
	let summary: CopySummary
	const lines: string[] = []

	beforeAll(async () => {
		dir = fs.mkdtempSync(path.join(os.tmpdir(), 'soko-copy-'))
		source = await openMigratedDatabase(path.join(dir, 'soko.db'))
		const seeded = await seedDemoData({ db: source, uploadsDir: path.join(dir, 'uploads') })
		expect(seeded.seeded).toBe(true)
		// A sign-in on the source too, so sessions and throttles are not empty tables.
		await loginUser(source, { phone: DEMO_SELLER.phone, password: DEMO_PASSWORD, clientAddress: '10.0.0.1' })
		// And rows in tables the seed leaves empty, with their nulls and defaults.
		const listing = await source.selectFrom('listings').select(['id', 'seller_id']).where('status', '=', 'PUBLISHED').executeTakeFirstOrThrow()
		const buyer = await source.selectFrom('users').select('id').where('id', '!=', listing.seller_id).executeTakeFirstOrThrow()
		await source.insertInto('offers').values({ listing_id: listing.id, buyer_id: buyer.id, amount_cents: 5_000 }).execute()
		await source.insertInto('user_actions').values({ user_id: buyer.id, listing_id: listing.id, action_type: 'VIEW' }).execute()
		await source.insertInto('mail_outbox').values({ to_address: 'a@example.com', subject: 'Hi', body: 'Habari' }).execute()
		target = await openTestDatabase()
		summary = await copyDatabase({ source, target, log: (line) => lines.push(line) })
		console.log(`Copied the demo seed (${summary.rows} rows) in ${summary.seconds.toFixed(2)} s`)
	}, 180_000)

	afterAll(async () => {
		await Promise.all([source?.destroy(), target?.destroy()])
		fs.rmSync(dir, { recursive: true, force: true })
	})

	test('copies every table with the same number of rows, and says so per table', async () => {
		const before = await countAll(source)
		expect(await countAll(target)).toEqual(before)
		expect(before.listings).toBeGreaterThan(150)
		expect(before.listing_photos).toBeGreaterThan(300)
		expect(before.sessions).toBeGreaterThan(0)
		expect(before.offers).toBe(1)
		expect(summary.tables.map((t) => t.table)).toEqual([...COPY_ORDER])
		expect(summary.rows).toBe(Object.values(before).reduce((a, b) => a + b, 0))
		expect(lines).toHaveLength(COPY_ORDER.length)
		expect(lines[0]).toMatch(/^users\s+\d+ rows$/)
	})

	test('copies the rows themselves, column by column', async () => {
		for (const table of ['users', 'listings', 'offers', 'reviews', 'user_actions', 'mail_outbox'] as const) {
			const from = await source.selectFrom(table).selectAll().orderBy('id').execute()
			const to = await target.selectFrom(table).selectAll().orderBy('id').execute()
			// search_words exists only on PostgreSQL: the database made it from the copied words.
			expect(to.map((row) => Object.fromEntries(Object.entries(row).filter(([column]) => column !== 'search_words')))).toEqual(from)
		}
	})

	test.each(['', 'q=simu', 'category=electronics', 'category=electronics&sort=price-low&page=2', 'q=sofa&location=Nairobi', 'sort=oldest'])(
		'browse ?%s shows the same listings in the same order',
		async (params) => {
			const query = parseBrowseQuery(new URLSearchParams(params))
			const [before, after] = await Promise.all([browseListings(source, query), browseListings(target, query)])
			expect(after.total).toBe(before.total)
			expect(after.items.map((i) => i.id)).toEqual(before.items.map((i) => i.id))
			if (params === '' || params === 'q=simu') expect(before.items.length).toBeGreaterThan(0)
		},
	)

	test('the demo seller can still sign in', async () => {
		const session = await loginUser(target, { phone: DEMO_SELLER.phone, password: DEMO_PASSWORD, clientAddress: '10.0.0.2' })
		expect(session).toBeTruthy()
	})

	test('new users and listings get ids past the copied ones', async () => {
		const { max } = await source.selectFrom('listings').select((eb) => eb.fn.max('id').as('max')).executeTakeFirstOrThrow()
		const user = await target
			.insertInto('users')
			.values({ email: 'after-copy@example.com', phone: '0799000001', password_hash: 'x' })
			.returning('id')
			.executeTakeFirstOrThrow()
		const listing = await target
			.insertInto('listings')
			.values({ seller_id: user.id, title: 'After the copy', description: 'A new listing', category: 'electronics', price_cents: 100, location: 'Nairobi', condition: 'NEW' })
			.returning('id')
			.executeTakeFirstOrThrow()
		expect(listing.id).toBe(Number(max) + 1)
		expect(user.id).toBeGreaterThan(Number((await source.selectFrom('users').select((eb) => eb.fn.max('id').as('max')).executeTakeFirstOrThrow()).max))
	})

	test('refuses a target that already has rows, and writes nothing', async () => {
		const before = await countAll(target)
		await expect(copyDatabase({ source, target })).rejects.toThrow(/target database is not empty \(users: \d+, /)
		expect(await countAll(target)).toEqual(before)
	})
})

test.runIf(server)('a failure part way leaves the target empty', async () => {
	const source = await openMigratedDatabase(':memory:')
	const target = await openTestDatabase()
	try {
		await source.insertInto('users').values({ email: 'a@example.com', phone: '0700000001', password_hash: 'x' }).execute()
		// PostgreSQL text can't hold a NUL (SQLite's can): mail_outbox, the last table, fails after users went in.
		await source.insertInto('mail_outbox').values({ to_address: 'a@example.com', subject: 'Hi', body: 'bad \u0000 byte' }).execute()
		await expect(copyDatabase({ source, target })).rejects.toThrow(/Copying mail_outbox failed at rows 1-1/)
		expect(Object.values(await countAll(target)).every((n) => n === 0)).toBe(true)
	} finally {
		await Promise.all([source.destroy(), target.destroy()])
	}
})
