import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { CATEGORY_SLUGS, TOWNS } from '#app/domain/listings/categories.ts'
import { verifyPassword } from '#app/domain/accounts/passwords.server.ts'
import type { Database } from '../db/database.ts'
import { openTestDatabase } from '#tests/test-database.ts'
import { DEMO_PASSWORD, seedDemoData, type SeedSummary } from './seed.ts'

let db: Database
let uploadsDir = ''
let first: SeedSummary

beforeAll(async () => {
	db = await openTestDatabase()
	uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'soko-seed-'))
	// Two instances starting together on one empty database both seed it: one set of demo data results.
	const both = await Promise.all([seedDemoData({ db, uploadsDir }), seedDemoData({ db, uploadsDir })])
	first = both.find((s) => s.seeded) ?? both[0]
	expect(both.filter((s) => s.seeded)).toHaveLength(1)
	expect(both.find((s) => !s.seeded)).toEqual({ seeded: false, reason: 'another instance seeded it at the same time' })
}, 180_000)

afterAll(async () => {
	await db.destroy()
	fs.rmSync(uploadsDir, { recursive: true, force: true })
})

test('fills an empty database with about 200 listings', async () => {
	expect(first.seeded).toBe(true)
	const listings = await db.selectFrom('listings').select(['id', 'status']).execute()
	expect(listings.length).toBeGreaterThanOrEqual(190)
	expect(listings.filter((l) => l.status === 'PUBLISHED').length).toBeGreaterThanOrEqual(100)
})

test('covers every category and every town', async () => {
	const categories = await db.selectFrom('listings').select('category').distinct().execute()
	expect(categories.map((c) => c.category).sort()).toEqual([...CATEGORY_SLUGS].sort())
	const towns = await db.selectFrom('listings').select('location').distinct().execute()
	expect(towns.map((t) => t.location).sort()).toEqual([...TOWNS].sort())
})

test('gives every listing 2 to 4 photos on disk, the first one primary', async () => {
	const photos = await db.selectFrom('listing_photos').select(['listing_id', 'cloudinary_id', 'is_primary', 'position']).execute()
	const byListing = new Map<number, typeof photos>()
	for (const p of photos) byListing.set(p.listing_id, [...(byListing.get(p.listing_id) ?? []), p])
	const { n } = await db.selectFrom('listings').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()
	expect(byListing.size).toBe(n)
	for (const own of byListing.values()) {
		expect(own.length).toBeGreaterThanOrEqual(2)
		expect(own.length).toBeLessThanOrEqual(4)
		expect(own.filter((p) => p.is_primary === 1).map((p) => p.position)).toEqual([0])
	}
	for (const photo of photos) expect(fs.existsSync(path.join(uploadsDir, photo.cloudinary_id, 'original.jpg'))).toBe(true)
})

test('has every lifecycle status and a dozen featured listings', async () => {
	const statuses = await db.selectFrom('listings').select('status').distinct().execute()
	expect(statuses.map((s) => s.status).sort()).toEqual(
		['APPROVED', 'DRAFT', 'EXPIRED', 'PAYMENT_PENDING', 'PENDING_APPROVAL', 'PUBLISHED', 'REJECTED', 'SOLD'],
	)
	const now = new Date().toISOString()
	const featured = await db.selectFrom('listings').select(['status', 'featured_expires_at']).where('is_featured', '=', 1).execute()
	expect(featured.length).toBe(12)
	for (const f of featured) {
		expect(f.status).toBe('PUBLISHED')
		expect(f.featured_expires_at! > now).toBe(true)
	}
	const live = await db.selectFrom('listings').select(['expires_at', 'payment_status']).where('status', '=', 'PUBLISHED').execute()
	for (const l of live) expect([l.expires_at! > now, l.payment_status]).toEqual([true, 'COMPLETED'])
})

test('creates the documented demo accounts', async () => {
	const seller = await db
		.selectFrom('users')
		.innerJoin('seller_profiles', 'seller_profiles.user_id', 'users.id')
		.select(['users.id', 'email', 'role', 'password_hash', 'display_name'])
		.where('phone', '=', '0712345678')
		.executeTakeFirstOrThrow()
	expect(seller).toMatchObject({ email: 'seller@demo.soko.co.ke', role: 'SELLER' })
	expect(await verifyPassword(DEMO_PASSWORD, seller.password_hash)).toBe(true)
	const buyer = await db.selectFrom('users').select(['email', 'role']).where('phone', '=', '0722345678').executeTakeFirstOrThrow()
	expect(buyer).toEqual({ email: 'buyer@demo.soko.co.ke', role: 'BUYER' })
	const phones = await db.selectFrom('users').select('phone').execute()
	for (const { phone } of phones) expect(phone).toMatch(/^07\d{8}$/)
	const reviews = await db.selectFrom('reviews').select(['rating', 'buyer_id', 'listing_id']).execute()
	expect(reviews.length).toBeGreaterThan(20)
	// A review needs a contact with the seller first (trust/reviews.server.ts): each reviewer's is there.
	const contacts = await db.selectFrom('user_actions').select(['user_id', 'listing_id']).where('action_type', '=', 'CONTACT_SELLER').execute()
	const contacted = new Set(contacts.map((c) => `${c.user_id}:${c.listing_id}`))
	expect(reviews.filter((r) => !contacted.has(`${r.buyer_id}:${r.listing_id}`))).toEqual([])
})

test('seeding again changes nothing', async () => {
	const count = async () => {
		const [listings, users, photos] = await Promise.all(
			(['listings', 'users', 'listing_photos'] as const).map((table) =>
				db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
			),
		)
		return [listings!.n, users!.n, photos!.n, fs.readdirSync(uploadsDir).length]
	}
	const before = await count()
	expect(await seedDemoData({ db, uploadsDir })).toMatchObject({ seeded: false })
	expect(await count()).toEqual(before)
})
