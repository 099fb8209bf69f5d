import { beforeEach, describe, expect, test } from 'vitest'
import type { Database } from '#db/database.ts'
import { openTestDatabase } from '#tests/test-database.ts'
import { createListing, createUser } from '#tests/integration/factories.ts'
import { browseListings, getListing } from './listings.server.ts'
import { parseBrowseQuery } from '../search/browse-query.ts'
import { SEARCH_COUNT_CAP } from '../search/search-count.ts'

let db: Database
let sellerId: number
beforeEach(async () => {
	db = await openTestDatabase()
	sellerId = (await createUser(db)).id
})

function browse(search: string) {
	return browseListings(db, parseBrowseQuery(new URLSearchParams(search)))
}

describe('browseListings', () => {
	beforeEach(async () => {
		await createListing(db, { sellerId, title: 'Samsung Galaxy A14', description: 'Phone with charger', priceCents: 1_250_000, createdAt: '2026-11-01T00:00:00.000Z' })
		await createListing(db, { sellerId, title: 'Mvule wood sofa', description: 'Three seater, sturdy', category: 'home-garden', priceCents: 3_500_000, location: 'Mombasa', createdAt: '2026-11-02T00:00:00.000Z' })
		await createListing(db, { sellerId, title: 'Ramtons gas cooker', description: 'Two burners, works well with any phone-sized pan', category: 'home-garden', priceCents: 450_000, location: 'Kisumu', createdAt: '2026-11-03T00:00:00.000Z' })
		await createListing(db, { sellerId, title: 'Hidden draft phone', status: 'DRAFT' })
	})

	test('searches title and description by word prefix, published only', async () => {
		const { items, total } = await browse('q=phone')
		expect(total).toBe(2)
		expect(items.map((i) => i.title)).toEqual(['Ramtons gas cooker', 'Samsung Galaxy A14'])
		expect((await browse('q=sams')).items.map((i) => i.title)).toEqual(['Samsung Galaxy A14'])
		expect((await browse('q=sofa mvule')).total).toBe(1)
		expect((await browse('q="))(*')).total).toBe(3)
	})

	test('sorts by newest, oldest and price', async () => {
		expect((await browse('')).items.map((i) => i.price_cents)).toEqual([450_000, 3_500_000, 1_250_000])
		expect((await browse('sort=oldest')).items.map((i) => i.price_cents)).toEqual([1_250_000, 3_500_000, 450_000])
		expect((await browse('sort=price-low')).items.map((i) => i.price_cents)).toEqual([450_000, 1_250_000, 3_500_000])
		expect((await browse('sort=price-high')).items.map((i) => i.price_cents)).toEqual([3_500_000, 1_250_000, 450_000])
	})

	test('filters by category (aliases too), price range in shillings and town', async () => {
		expect((await browse('category=Furniture')).total).toBe(2)
		expect((await browse('minPrice=5000&maxPrice=20000')).items.map((i) => i.title)).toEqual(['Samsung Galaxy A14'])
		expect((await browse('location=Mombasa')).items.map((i) => i.title)).toEqual(['Mvule wood sofa'])
		expect((await browse('category=nonsense')).total).toBe(3)
	})

	test('pages 12 at a time', async () => {
		for (let i = 0; i < 30; i++) await createListing(db, { sellerId, title: `Book ${i}`, category: 'books-media' })
		const first = await browse('category=books')
		expect(first.items).toHaveLength(12)
		expect(first.pages).toBe(3)
		expect((await browse('category=books&page=3')).items).toHaveLength(6)
	})

	test('words within a category: only that category, even where another listing names it', async () => {
		await createListing(db, { sellerId, title: 'Home garden phone stand', category: 'electronics' })
		const found = await browse('q=phone&category=home-garden')
		expect(found.items.map((i) => i.title)).toEqual(['Ramtons gas cooker'])
		expect(found.total).toBe(1)
		expect((await browse('q=phone&category=electronics')).items.map((i) => i.title).sort()).toEqual(['Home garden phone stand', 'Samsung Galaxy A14'])
		expect((await browse('q=sofa&category=electronics')).total).toBe(0)
	})

	const kettle = { description: 'Electric, 1.7 litres', category: 'home-garden', price_cents: 150_000, location: 'Nairobi', town: 'Nairobi', condition: 'GOOD', reason: 'Upgraded', status: 'PUBLISHED', payment_status: 'COMPLETED' } as const
	async function insertListings(count: number, listing: (i: number) => { title: string; price_cents?: number }) {
		for (let from = 0; from < count; from += 250) {
			await db.insertInto('listings').values(Array.from({ length: Math.min(250, count - from) }, (_, i) => ({ ...kettle, seller_id: sellerId, ...listing(from + i) }))).execute()
		}
	}

	test('a search past 1,000 matches says "1,000+" and pages no further than the first 1,000', async () => {
		await insertListings(SEARCH_COUNT_CAP + 1, (i) => ({ title: `Kettle ${i}` }))
		const first = await browse('q=kettle')
		expect(first).toMatchObject({ more: true, pages: Math.ceil(SEARCH_COUNT_CAP / 12) })
		expect(first.items).toHaveLength(12)
		expect((await browse(`q=kettle&sort=price-low&page=${Math.ceil(SEARCH_COUNT_CAP / 12)}`)).items.length).toBeGreaterThan(0)
		expect(await browse('q=kettle&location=Nairobi')).toMatchObject({ more: true })
		// Plain browsing counts every listing, as before.
		expect(await browse('')).toMatchObject({ total: SEARCH_COUNT_CAP + 4, more: false, pages: Math.ceil((SEARCH_COUNT_CAP + 4) / 12) })
	})

	test('a search of many matches dearer than most listings still shows the cheapest of them first', async () => {
		await insertListings(2_500, (i) => ({ title: `Bread ${i}`, price_cents: 10_000 }))
		await insertListings(SEARCH_COUNT_CAP + 1, (i) => ({ title: `Kettle ${i}`, price_cents: 150_000 + i }))
		const { items, more } = await browse('q=kettle&sort=price-low&page=2')
		expect(more).toBe(true)
		expect(items.map((i) => i.price_cents)).toEqual(Array.from({ length: 12 }, (_, i) => 150_000 + 12 + i))
	})

	test("a search in every sort follows a listing's new price, date, sale and deletion; equal prices go older first when cheapest first", async () => {
		const kettle = (title: string, priceCents: number, createdAt: string) => createListing(db, { sellerId, title, category: 'home-garden', priceCents, createdAt })
		const [a, b, c] = [await kettle('Kettle A', 200_000, '2026-11-01T00:00:00.000Z'), await kettle('Kettle B', 200_000, '2026-11-02T00:00:00.000Z'), await kettle('Kettle C', 100_000, '2026-11-03T00:00:00.000Z')]
		const titles = async (sort: string) => (await browse(`q=kettle&sort=${sort}`)).items.map((i) => i.title.slice(-1)).join('')
		expect([await titles('newest'), await titles('oldest'), await titles('price-low'), await titles('price-high')]).toEqual(['CBA', 'ABC', 'CAB', 'BAC'])
		await db.updateTable('listings').set({ price_cents: 50_000, created_at: '2026-11-05T00:00:00.000Z' }).where('id', '=', b.id).execute()
		expect([await titles('newest'), await titles('price-low')]).toEqual(['BCA', 'BCA'])
		await db.updateTable('listings').set({ status: 'SOLD' }).where('id', '=', a.id).execute()
		await db.deleteFrom('listings').where('id', '=', c.id).execute()
		expect([await titles('newest'), await titles('oldest'), await titles('price-low'), await titles('price-high')]).toEqual(['B', 'B', 'B', 'B'])
		await db.updateTable('listings').set({ status: 'PUBLISHED' }).where('id', '=', a.id).execute()
		expect(await titles('price-high')).toBe('AB')
	})

	test('uses the primary photo as the cover', async () => {
		const listing = await createListing(db, { sellerId, title: 'Two photos', photos: ['b'.repeat(24), 'c'.repeat(24)] })
		await db.updateTable('listing_photos').set({ is_primary: 0 }).where('listing_id', '=', listing.id).execute()
		await db.updateTable('listing_photos').set({ is_primary: 1 }).where('cloudinary_id', '=', 'c'.repeat(24)).execute()
		const { items } = await browse('q=two photos')
		expect(items[0]!.cover).toBe('c'.repeat(24))
	})
})

describe('getListing', () => {
	test('the public sees published listings only; the seller and admins see theirs in any status', async () => {
		const draft = await createListing(db, { sellerId, status: 'DRAFT' })
		const other = await createUser(db, { role: 'BUYER' })
		const admin = await createUser(db, { role: 'ADMIN' })
		expect(await getListing(db, { id: draft.id })).toBeUndefined()
		expect(await getListing(db, { id: draft.id, viewer: { id: other.id, role: 'BUYER' } })).toBeUndefined()
		expect((await getListing(db, { id: draft.id, viewer: { id: sellerId, role: 'SELLER' } }))?.id).toBe(draft.id)
		expect((await getListing(db, { id: draft.id, viewer: { id: admin.id, role: 'ADMIN' } }))?.id).toBe(draft.id)
	})
})
