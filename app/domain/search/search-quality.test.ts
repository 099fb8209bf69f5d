import { afterAll, beforeAll, expect, test } from 'vitest'
import type { Database } from '#db/database.ts'
import { openTestDatabase } from '#tests/test-database.ts'
import { CATALOGUE } from '#server/seed/catalogue.ts'
import { TOWNS } from '#app/domain/listings/categories.ts'
import { parseBrowseQuery } from '#app/domain/search/browse-query.ts'
import { guessSubcategory } from '#app/domain/listings/subcategories.ts'
import { createUser } from '#tests/integration/factories.ts'
import { browseResults } from './browse-results.server.ts'

/**
 * Search quality (issue 8): what Kenyan buyers type, in English, Swahili and Sheng, with brands and typos, and the
 * demo catalogue's listings each query must find (by title) -- and a few it must not.
 */
const CASES: { q: string; finds: string[]; not?: string[]; correctedTo?: string }[] = [
	{ q: 'phone', finds: ['Samsung Galaxy A14', 'Tecno Spark 10 Pro', 'Infinix Hot 30i', 'iPhone XR'] },
	{ q: 'phones', finds: ['Samsung Galaxy A14', 'Tecno Spark 10 Pro', 'Infinix Hot 30i', 'iPhone XR'] },
	{ q: 'simu', finds: ['Tecno Spark 10 Pro', 'Infinix Hot 30i'] },
	{ q: 'smartphone', finds: ['Samsung Galaxy A14', 'iPhone XR'] },
	{ q: 'mobile phones', finds: ['Infinix Hot 30i', 'Tecno Spark 10 Pro'] },
	{ q: 'tecno', finds: ['Tecno Spark 10 Pro'], not: ['Samsung Galaxy A14'] },
	{ q: 'Tecno Spark', finds: ['Tecno Spark 10 Pro'] },
	{ q: 'infinix', finds: ['Infinix Hot 30i'] },
	{ q: 'samsung', finds: ['Samsung Galaxy A14'] },
	{ q: 'iphone', finds: ['iPhone XR'] },
	{ q: 'tecon', finds: ['Tecno Spark 10 Pro'], correctedTo: 'tecno' },
	{ q: 'infnix', finds: ['Infinix Hot 30i'], correctedTo: 'infinix' },
	{ q: 'samsng', finds: ['Samsung Galaxy A14'], correctedTo: 'samsung' },
	{ q: 'sofaa', finds: ['Mvule wood 3-seater sofa'], correctedTo: 'sofa' },
	{ q: 'laptop', finds: ['HP EliteBook 840 G5', 'Lenovo ThinkPad T470'] },
	{ q: 'laptops', finds: ['HP EliteBook 840 G5', 'Lenovo ThinkPad T470'] },
	{ q: 'used laptop for sale', finds: ['HP EliteBook 840 G5'] },
	{ q: 'kompyuta', finds: ['Lenovo ThinkPad T470'] },
	{ q: 'computer', finds: ['HP EliteBook 840 G5'] },
	{ q: 'tv', finds: ['Hisense 43" smart TV', 'Vitron 32" digital TV'] },
	{ q: 'television', finds: ['Hisense 43" smart TV'] },
	{ q: 'runinga', finds: ['Vitron 32" digital TV'] },
	{ q: 'tablet', finds: [], not: ['Dining table with 6 chairs'] },
	{ q: 'fridge', finds: ['Mika fridge, 138 litres'] },
	{ q: 'friji', finds: ['Mika fridge, 138 litres'] },
	{ q: 'refrigerator', finds: ['Mika fridge, 138 litres'] },
	{ q: 'sofa', finds: ['Mvule wood 3-seater sofa'] },
	{ q: 'couch', finds: ['Mvule wood 3-seater sofa'] },
	{ q: 'bed', finds: ['Queen size bed with 5x6 mattress'] },
	{ q: 'kitanda', finds: ['Queen size bed with 5x6 mattress'] },
	{ q: 'godoro', finds: ['Queen size bed with 5x6 mattress'] },
	{ q: 'chairs', finds: ['Dining table with 6 chairs', 'Kenpoly plastic chairs, set of 10'] },
	{ q: 'viti', finds: ['Kenpoly plastic chairs, set of 10'] },
	{ q: 'meza', finds: ['Dining table with 6 chairs'] },
	{ q: 'cooker', finds: ['Ramtons 2-burner gas cooker'] },
	{ q: 'jiko', finds: ['Jiko upesi charcoal stove', 'Ramtons 2-burner gas cooker'] },
	{ q: 'bike', finds: ['Mountain bike, 26 inch, 21 speed'] },
	{ q: 'baiskeli', finds: ['Mountain bike, 26 inch, 21 speed', 'Kids bicycle with training wheels'] },
	{ q: 'bicycle', finds: ['Kids bicycle with training wheels', 'Mountain bike, 26 inch, 21 speed'] },
	{ q: 'shoes', finds: ['Bata leather school shoes, size 6'] },
	{ q: 'viatu', finds: ['Bata leather school shoes, size 6', 'Timberland boots, size 43'] },
	{ q: 'mtumba', finds: ['Ladies kitenge dress, size 12', 'Denim jacket'] },
	{ q: 'nguo', finds: ['Denim jacket'] },
	{ q: 'mpesa', finds: ['Mpesa till shop counter'] },
	{ q: 'M-PESA', finds: ['Mpesa till shop counter'] },
	{ q: 'books', finds: ['KCSE revision books, full set', 'Harry Potter box set, 7 books'] },
	{ q: 'vitabu', finds: ['Blossoms of the Savannah', 'Grade 4 CBC textbooks, set of 8'] },
	{ q: 'speaker', finds: ['JBL Flip 5 Bluetooth speaker'] },
	{ q: 'earphones', finds: ['Oraimo FreePods 4 earbuds'] },
	{ q: 'pikipiki', finds: ['Boxer 150 motorbike helmet'] },
	{ q: 'boda', finds: ['Boxer 150 motorbike helmet'] },
	{ q: 'car battery', finds: ['Car battery, 65Ah Chloride Exide'] },
	{ q: 'gari', finds: ['Toyota Vitz 2010 side mirror', 'Honda Fit rear bumper'] },
	{ q: 'toyota', finds: ['Toyota Vitz 2010 side mirror', 'Toyota Fielder headlights, pair'] },
	{ q: 'printer', finds: ['HP LaserJet printer M15w', 'Epson L3250 ink tank printer'] },
	{ q: 'guitar', finds: ['Acoustic guitar, Fender CD-60', 'Electric bass guitar with amp'] },
	{ q: 'tent', finds: ['Camping tent, 4 person'] },
	{ q: 'gas cylinder', finds: ['Gas cylinder, 13 kg, empty'] },
	{ q: 'water tank', finds: ['Water tank, 1000 litres'] },
	{ q: 'tenki', finds: ['Water tank, 1000 litres'] },
	{ q: 'ps4', finds: ['Sony PlayStation 4 Slim, 500GB'] },
	{ q: 'electronics', finds: ['Tecno Spark 10 Pro', 'Hisense 43" smart TV'] },
	{ q: 'honey', finds: ['Baringo honey'] },
]

let db: Database

beforeAll(async () => {
	db = await openTestDatabase()
	const seller = await createUser(db)
	const items = CATALOGUE.flatMap((category) => category.items.map((item) => ({ category, item })))
	await db
		.insertInto('listings')
		.values(
			items.map(({ category, item }, i) => ({
				seller_id: seller.id,
				title: item.title,
				description: item.blurb,
				category: category.slug,
				subcategory: guessSubcategory(category.slug, item.title),
				price_cents: item.kes * 100,
				location: TOWNS[i % TOWNS.length]!,
				condition: 'GOOD' as const,
				reason: 'Moving house',
				status: 'PUBLISHED' as const,
			})),
		)
		.execute()
})

afterAll(() => db.destroy())

test(`the search-quality set has at least 50 queries`, () => {
	expect(CASES.length).toBeGreaterThanOrEqual(50)
})

/** Every listing the words find, page after page (Browse sorts them newest first: what is found matters, not where). */
async function allFound(q: string) {
	const first = await browseResults(db, parseBrowseQuery(new URLSearchParams({ q })))
	const titles = first.items.map((l) => l.title)
	for (let page = 2; page <= first.pages; page++) {
		const next = await browseResults(db, parseBrowseQuery(new URLSearchParams({ q, page: String(page) })))
		titles.push(...next.items.map((l) => l.title))
	}
	return { result: first, titles }
}

test.each(CASES)('“$q” finds what a buyer means', async ({ q, finds, not = [], correctedTo }) => {
	const { result, titles } = await allFound(q)
	for (const title of finds) expect(titles.some((t) => t.startsWith(title)), `${title} in ${JSON.stringify(titles)}`).toBe(true)
	for (const title of not) expect(titles.some((t) => t.startsWith(title)), `${title} not in ${JSON.stringify(titles)}`).toBe(false)
	expect(result.correctedFrom).toBe(correctedTo ? q : null)
	if (correctedTo) expect(result.query.q).toBe(correctedTo)
})

test('nothing in the filters: the words’ newest matches without them are the similar items; a typo is corrected within the filters', async () => {
	const browse = (params: Record<string, string>) => browseResults(db, parseBrowseQuery(new URLSearchParams(params)))
	const elsewhere = await browse({ q: 'sofa', category: 'electronics', sort: 'price-high' })
	expect(elsewhere).toMatchObject({ total: 0, correctedFrom: null, similarMatchWords: true })
	expect(elsewhere.similar.map((l) => l.title)).toContain('Mvule wood 3-seater sofa')
	const typo = await browse({ q: 'sofaa', category: 'home-garden' })
	expect(typo).toMatchObject({ correctedFrom: 'sofaa', query: { q: 'sofa' } })
	expect(typo.items.map((l) => l.title)).toContain('Mvule wood 3-seater sofa')
	const nowhere = await browse({ q: 'zzzz', category: 'electronics' })
	expect(nowhere).toMatchObject({ total: 0, correctedFrom: null, similarMatchWords: false })
	expect(nowhere.similar).toHaveLength(4)
})

test('the index follows a listing: found once published, by its new words after an edit, gone once sold', async () => {
	const seller = await createUser(db)
	const find = async (q: string) => (await browseResults(db, parseBrowseQuery(new URLSearchParams({ q })))).items.map((l) => l.id)
	const { id } = await db
		.insertInto('listings')
		.values({ seller_id: seller.id, title: 'Wooden xylophone', description: 'For kids', category: 'toys-games', price_cents: 150_000, location: 'Nakuru', condition: 'GOOD', reason: 'Outgrown', status: 'PENDING_APPROVAL' })
		.returning('id')
		.executeTakeFirstOrThrow()
	expect(await find('xylophone')).toEqual([])
	await db.updateTable('listings').set({ status: 'PUBLISHED' }).where('id', '=', id).execute()
	expect(await find('xylophone')).toEqual([id])
	await db.updateTable('listings').set({ title: 'Wooden marimba' }).where('id', '=', id).execute()
	expect(await find('xylophone')).toEqual([])
	expect(await find('marimba')).toEqual([id])
	await db.updateTable('listings').set({ status: 'SOLD' }).where('id', '=', id).execute()
	expect(await find('marimba')).toEqual([])
})

test('a word the site knows is taken whole with its forms; a short or unknown one is the start of words', async () => {
	const seller = await createUser(db)
	await db
		.insertInto('listings')
		.values({ seller_id: seller.id, title: 'Samsung Galaxy Tab A8 tablet', description: 'With its cover', category: 'electronics', price_cents: 1_800_000, location: 'Nairobi', condition: 'GOOD', reason: 'Upgraded', status: 'PUBLISHED' })
		.execute()
	const finds = async (q: string, title: string) => (await allFound(q)).titles.some((t) => t.startsWith(title))
	// "table" is a word of the catalogue's titles: tables, not tablets.
	expect([await finds('table', 'Dining table'), await finds('tables', 'Dining table'), await finds('table', 'Samsung Galaxy Tab')]).toEqual([true, true, false])
	// Words still being typed find every word they begin.
	expect([await finds('tabl', 'Dining table'), await finds('tabl', 'Samsung Galaxy Tab'), await finds('tecn', 'Tecno Spark'), await finds('sa', 'Samsung Galaxy A14')]).toEqual([true, true, true, true])
})
