import { beforeEach, describe, expect, test } from 'vitest'
import type { AppContext } from '#app/context.ts'
import { userSignals, type Candidate } from '#app/domain/recommendations/signals.server.ts'
import { collaborative } from '#app/domain/recommendations/collaborative.server.ts'
import { contentBased } from '#app/domain/recommendations/content-based.server.ts'
import { categoryBased } from '#app/domain/recommendations/category-based.server.ts'
import { popular } from '#app/domain/recommendations/popular.server.ts'
import { locationBased } from '#app/domain/recommendations/location-based.server.ts'
import { NO_FILTERS, type RecommendationFilters } from '#app/domain/recommendations/filters.ts'
import { rankedRecommendations as rankedWords } from '#app/domain/recommendations/recommendations.server.ts'
import { say } from '#app/i18n/words.ts'
import { serverT } from '#app/i18n/messages.server.ts'
import { savePreferences } from '#app/domain/recommendations/preferences.server.ts'
import { EMPTY_PREFERENCES } from '#app/domain/recommendations/preference-rules.ts'
import { recordView } from '#app/domain/recommendations/tracking.server.ts'
import { createTestContext } from './context.ts'
import { createListing, createUser } from './factories.ts'

let context: AppContext
let sellerId: number

beforeEach(async () => {
	context = await createTestContext()
	sellerId = (await createUser(context.db, { role: 'SELLER' })).id
})

const buyer = async () => (await createUser(context.db, { role: 'BUYER' })).id
const listing = async (values: Partial<Parameters<typeof createListing>[1]> = {}) => (await createListing(context.db, { sellerId, ...values })).id

async function act(userId: number, listingId: number, action_type: 'VIEW' | 'SHARE' | 'CONTACT_SELLER' = 'VIEW', times = 1) {
	await context.db
		.insertInto('user_actions')
		.values(Array.from({ length: times }, () => ({ user_id: userId, listing_id: listingId, action_type })))
		.execute()
}

const save = (userId: number, listingId: number) => context.db.insertInto('user_saves').values({ user_id: userId, listing_id: listingId }).execute()

/** Candidates with their reasons said in English, as the API says them. */
const inEnglish = (found: Candidate[]) => found.map((c) => ({ ...c, reasons: c.reasons.map((words) => say(words)) }))
type Said = ReturnType<typeof inEnglish>

async function kind(run: (ctx: Parameters<typeof popular>[0]) => Promise<Candidate[]>, userId: number, filters: RecommendationFilters = NO_FILTERS) {
	return inEnglish(await run({ db: context.db, signals: await userSignals(context.db, { userId }), filters, limit: 12 }))
}

const rankedRecommendations = async (...args: Parameters<typeof rankedWords>) => inEnglish(await rankedWords(...args))

const find = (found: Said, listingId: number) => found.find((c) => c.listingId === listingId)

describe('the five kinds, each with its reasons', () => {
	test('COLLABORATIVE: what people who viewed or saved the same listing also viewed or saved', async () => {
		const me = await buyer()
		const other = await buyer()
		const phone = await listing({ title: 'Tecno Spark 10' })
		const cover = await listing({ title: 'Phone cover', category: 'other' })
		await act(me, phone)
		await act(other, phone)
		await save(other, cover)
		const found = await kind(collaborative, me)
		expect(found).toEqual([
			{
				listingId: cover,
				type: 'COLLABORATIVE',
				score: expect.any(Number),
				reasons: ['1 person who viewed or saved what you did also viewed or saved this', 'Like you, they looked at “Tecno Spark 10”'],
			},
		])
		// What the user already looked at is not offered back to them.
		expect(find(found, phone)).toBeUndefined()
	})

	test('COLLABORATIVE grows with the number of people: two neighbours score above one', async () => {
		const me = await buyer()
		const seed = await listing()
		const byTwo = await listing({ title: 'Chosen by two' })
		const byOne = await listing({ title: 'Chosen by one' })
		await act(me, seed)
		for (const _ of [1, 2]) {
			const other = await buyer()
			await act(other, seed)
			await act(other, byTwo)
		}
		const third = await buyer()
		await act(third, seed)
		await act(third, byOne)
		const found = await kind(collaborative, me)
		expect(find(found, byTwo)!.score).toBeGreaterThan(find(found, byOne)!.score)
		expect(find(found, byTwo)!.reasons[0]).toBe('2 people who viewed or saved what you did also viewed or saved this')
	})

	test('CONTENT_BASED: same category, a similar price and shared title words, each said when true', async () => {
		const me = await buyer()
		const seen = await listing({ title: 'Samsung Galaxy A14 64GB', priceCents: 1_250_000 })
		const alike = await listing({ title: 'Samsung Galaxy A24', priceCents: 1_300_000 })
		const dearer = await listing({ title: 'Tecno Camon 20', priceCents: 1_600_000 })
		const sofa = await listing({ title: 'Samsung sofa', category: 'home-garden', priceCents: 1_250_000 })
		await act(me, seen)
		const found = await kind(contentBased, me)
		expect(find(found, alike)).toMatchObject({
			type: 'CONTENT_BASED',
			reasons: ['Title shares “samsung”, “galaxy” with what you viewed or saved', 'In Electronics, like “Samsung Galaxy A14 64GB”'],
		})
		// Within 30% of the prices looked at, but not among them: no claim about the price.
		expect(find(found, dearer)!.reasons).toEqual(['In Electronics, like “Samsung Galaxy A14 64GB”'])
		expect(find(found, alike)!.score).toBeGreaterThan(find(found, dearer)!.score)
		expect(find(found, sofa)).toBeUndefined()
		expect(find(found, seen)).toBeUndefined()
	})

	test('CONTENT_BASED says "priced like" for a price among those looked at', async () => {
		const me = await buyer()
		await act(me, await listing({ title: 'Office desk', category: 'office-business', priceCents: 500_000 }))
		await act(me, await listing({ title: 'Office chair', category: 'office-business', priceCents: 900_000 }))
		const between = await listing({ title: 'Filing cabinet', category: 'office-business', priceCents: 700_000 })
		const [candidate] = await kind(contentBased, me)
		expect(candidate).toMatchObject({ listingId: between, reasons: ['In Office & Business, like “Office chair”', 'Priced like what you viewed in Office & Business (KSh 5,000 – KSh 9,000)'] })
	})

	test('CATEGORY_BASED: the preferred categories, inside the preferred price range and conditions', async () => {
		const me = await buyer()
		const inRange = await listing({ title: 'Kamusi ya Kiswahili', category: 'books-media', priceCents: 300_000 })
		await listing({ title: 'Encyclopaedia set', category: 'books-media', priceCents: 900_000 })
		await listing({ title: 'Radio', category: 'electronics', priceCents: 300_000 })
		await savePreferences(context.db, {
			userId: me,
			preferences: { ...EMPTY_PREFERENCES, preferred_categories: ['books-media'], price_range_min: 1_000, price_range_max: 5_000, preferred_conditions: ['GOOD'] },
		})
		expect(await kind(categoryBased, me)).toEqual([
			{
				listingId: inRange,
				type: 'CATEGORY_BASED',
				score: expect.any(Number),
				reasons: ['In Books & Media, one of your preferred categories', 'Within your price range (KSh 1,000 – KSh 5,000)', 'Good, a condition you prefer'],
			},
		])
	})

	test('CATEGORY_BASED is empty without preferred categories', async () => {
		const me = await buyer()
		await listing()
		expect(await kind(categoryBased, me)).toEqual([])
	})

	test('POPULAR: the most viewed and saved of the last 7 days, with the counts', async () => {
		const me = await buyer()
		const hot = await listing({ title: 'Hot' })
		const warm = await listing({ title: 'Warm' })
		const old = await listing({ title: 'Viewed long ago' })
		const fan = await buyer()
		await act(fan, hot, 'VIEW', 3)
		await save(fan, hot)
		await act(fan, warm)
		await context.db.insertInto('user_actions').values({ user_id: fan, listing_id: old, action_type: 'VIEW', timestamp: new Date(Date.now() - 8 * 86_400_000).toISOString() }).execute()
		const found = await kind(popular, me)
		expect(found.map((c) => c.listingId)).toEqual([hot, warm])
		expect(found[0]!.reasons).toEqual(['Viewed 3 times in the last 7 days', 'Saved by 1 person in the last 7 days'])
		expect(found[1]!.reasons).toEqual(['Viewed 1 time in the last 7 days'])
		expect(found[0]!.score).toBeGreaterThan(found[1]!.score)
	})

	test('POPULAR: what I save after the week was counted is not taken out of other people’s counts', async () => {
		const me = await buyer()
		const hot = await listing({ title: 'Saved by someone else' })
		await save(await buyer(), hot)
		// The week's trends are counted now and shared for minutes; my save comes after.
		expect((await kind(popular, me)).map((c) => c.listingId)).toEqual([hot])
		// A moment later: timestamps are in milliseconds.
		await new Promise((resolve) => setTimeout(resolve, 10))
		await save(me, hot)
		const found = await kind(popular, me)
		expect(found.map((c) => [c.listingId, c.reasons])).toEqual([[hot, ['Saved by 1 person in the last 7 days']]])
	})

	test('POPULAR: a seller saving their own listing does not count', async () => {
		const me = await buyer()
		const ownOnly = await listing({ title: 'Saved by its seller only' })
		const liked = await listing({ title: 'Saved by its seller and a buyer' })
		await save(sellerId, ownOnly)
		await save(sellerId, liked)
		await save(await buyer(), liked)
		const found = await kind(popular, me)
		expect(found.map((c) => [c.listingId, c.reasons])).toEqual([[liked, ['Saved by 1 person in the last 7 days']]])
	})

	test('POPULAR counts other people only: a listing only the user viewed or saved is not trending for them', async () => {
		const me = await buyer()
		const mineOnly = await listing({ title: 'Only I looked' })
		const shared = await listing({ title: 'Others too' })
		await act(me, mineOnly, 'VIEW', 4)
		await save(me, mineOnly)
		await act(me, shared, 'VIEW', 2)
		await save(me, shared)
		await act(await buyer(), shared)
		expect(await kind(popular, me)).toEqual([{ listingId: shared, type: 'POPULAR', score: expect.any(Number), reasons: ['Viewed 1 time in the last 7 days'] }])
		const found = await rankedRecommendations(context.db, { userId: me })
		expect(found.filter((c) => c.reasons.some((r) => r.includes('in the last 7 days') && r.startsWith('Viewed'))).map((c) => c.listingId)).toEqual([shared])
	})

	test('LOCATION_BASED: preferred towns first, else the towns of what the user looked at, else the busiest town', async () => {
		const me = await buyer()
		const kisumu = await listing({ location: 'Kisumu' })
		const nakuru = await listing({ location: 'Nakuru' })
		await listing({ location: 'Nairobi' })
		await listing({ location: 'Nairobi' })
		const nairobi = (await kind(locationBased, me)).map((c) => c.reasons[0])
		expect(new Set(nairobi)).toEqual(new Set(['In Nairobi, where most items on Soko are']))

		await act(me, nakuru)
		const usual = await kind(locationBased, me)
		expect(usual.map((c) => c.reasons[0])).toEqual(['In Nakuru, where most items you looked at are'])
		expect(usual[0]!.listingId).toBe(nakuru)

		// A second town is only "also": most of what they looked at is in the first.
		await act(me, kisumu)
		await act(me, nakuru)
		const two = await kind(locationBased, me)
		expect(new Set(two.map((c) => c.reasons[0]))).toEqual(new Set(['In Nakuru, where most items you looked at are', 'In Kisumu, where you also looked at items']))

		await savePreferences(context.db, { userId: me, preferences: { ...EMPTY_PREFERENCES, preferred_locations: ['Kisumu'] } })
		expect(await kind(locationBased, me)).toEqual([
			{ listingId: kisumu, type: 'LOCATION_BASED', score: expect.any(Number), reasons: ['In Kisumu, one of your preferred locations', 'Listed in the last 7 days'] },
		])
	})
})

describe('the merged recommendations', () => {
	test('LOCATION_BASED reads the town: "Westlands, Nairobi" is near a buyer who prefers nairobi', async () => {
		const westlands = await listing({ location: 'Westlands, Nairobi' })
		await listing({ location: 'Kisumu' })
		const me = await buyer()
		await savePreferences(context.db, { userId: me, preferences: { ...EMPTY_PREFERENCES, preferred_locations: ['nairobi'] } })
		expect((await kind(locationBased, me)).map((c) => c.listingId)).toEqual([westlands])
		expect((await kind(locationBased, me, { ...NO_FILTERS, location: 'Nairobi' })).map((c) => c.listingId)).toEqual([westlands])
	})

	test('a new user with no history gets POPULAR and LOCATION_BASED, never an empty list', async () => {
		const me = await buyer()
		const viewed = await listing({ location: 'Mombasa' })
		await listing({ location: 'Nairobi' })
		await listing({ location: 'Nairobi' })
		await act(await buyer(), viewed, 'VIEW', 2)
		const found = await rankedRecommendations(context.db, { userId: me })
		expect(new Set(found.map((c) => c.type))).toEqual(new Set(['POPULAR', 'LOCATION_BASED']))
	})

	test('never empty when the user’s own towns have nothing for them: the busiest town instead', async () => {
		const me = await createUser(context.db, { role: 'SELLER' })
		await createListing(context.db, { sellerId: me.id, location: 'Kisumu' })
		await createListing(context.db, { sellerId: me.id, location: 'Kisumu' })
		const other = await listing({ location: 'Nairobi' })
		const alone = await rankedRecommendations(context.db, { userId: me.id })
		expect(alone.map((c) => [c.listingId, c.reasons[0]])).toEqual([[other, 'In Nairobi, one of the busiest towns on Soko']])

		const buyerId = await buyer()
		await savePreferences(context.db, { userId: buyerId, preferences: { ...EMPTY_PREFERENCES, preferred_locations: ['Lamu'] } })
		expect((await rankedRecommendations(context.db, { userId: buyerId })).map((c) => c.reasons[0])).toContain('In Kisumu, where most items on Soko are')
	})

	test('with no activity on Soko at all, a new user still gets the busiest town', async () => {
		const me = await buyer()
		await listing()
		const found = await rankedRecommendations(context.db, { userId: me })
		expect(found.map((c) => c.type)).toEqual(['LOCATION_BASED'])
	})

	test('never the user’s own, unpublished or sold listings; every score within 0..1; each listing once', async () => {
		const me = await createUser(context.db, { role: 'SELLER' })
		const mine = (await createListing(context.db, { sellerId: me.id, title: 'Mine' })).id
		const sold = await listing({ status: 'SOLD' })
		const pending = await listing({ status: 'PENDING_APPROVAL' })
		const fine = await listing()
		const fan = await buyer()
		for (const id of [mine, sold, pending, fine]) await act(fan, id, 'VIEW', 5)
		await savePreferences(context.db, { userId: me.id, preferences: { ...EMPTY_PREFERENCES, preferred_categories: ['electronics'], preferred_locations: ['Nairobi'] } })
		const found = await rankedRecommendations(context.db, { userId: me.id })
		const ids = found.map((c) => c.listingId)
		expect(ids).toContain(fine)
		for (const excluded of [mine, sold, pending]) expect(ids).not.toContain(excluded)
		expect(new Set(ids).size).toBe(ids.length)
		for (const c of found) {
			expect(c.score).toBeGreaterThanOrEqual(0)
			expect(c.score).toBeLessThanOrEqual(1)
			expect(c.reasons.length).toBeGreaterThan(0)
		}
		// Found by several kinds: kept under its best one, with the others' reasons after.
		const merged = found.find((c) => c.listingId === fine)!
		expect(merged.reasons).toEqual(expect.arrayContaining(['In Electronics, one of your preferred categories', 'Viewed 5 times in the last 7 days']))
	})

	test('filters narrow every kind (categories, price, location)', async () => {
		const me = await buyer()
		const cheapBook = await listing({ category: 'books-media', priceCents: 50_000, location: 'Nakuru' })
		await listing({ category: 'books-media', priceCents: 5_000_000, location: 'Nakuru' })
		await listing({ category: 'electronics', priceCents: 50_000, location: 'Nakuru' })
		await listing({ category: 'books-media', priceCents: 50_000, location: 'Nairobi' })
		const found = await rankedRecommendations(context.db, {
			userId: me,
			filters: { categories: ['books-media'], minPriceCents: 0, maxPriceCents: 100_000, location: 'Nakuru' },
		})
		expect(found.map((c) => c.listingId)).toEqual([cheapBook])
		expect(found[0]!.reasons[0]).toBe('In Nakuru, the location you chose')
	})
})

describe('stored results', () => {
	async function storedReasons(userId: number) {
		return context.db.selectFrom('recommendation_results').select(['listing_id', 'reasons', 'basis', 'expires_at']).where('user_id', '=', userId).execute()
	}

	async function markStored(userId: number) {
		await context.db.updateTable('recommendation_results').set({ reasons: JSON.stringify(['from the store']) }).where('user_id', '=', userId).execute()
	}

	const fromStore = async (userId: number) => (await rankedRecommendations(context.db, { userId }))[0]!.reasons[0] === 'from the store'

	test('are kept in recommendation_results for about 6 hours and read back while nothing changed', async () => {
		const me = await buyer()
		const id = await listing()
		const first = await rankedRecommendations(context.db, { userId: me })
		const rows = await storedReasons(me)
		expect(rows.map((r) => r.listing_id)).toEqual(first.map((c) => c.listingId))
		expect(rows.map((r) => r.listing_id)).toContain(id)
		const hours = (Date.parse(rows[0]!.expires_at!) - Date.now()) / 3_600_000
		expect(hours).toBeGreaterThan(5.9)
		expect(hours).toBeLessThanOrEqual(6)
		await markStored(me)
		expect(await fromStore(me)).toBe(true)
	})

	test('a new view, a save, an unsave, a preference change or expiry makes them afresh', async () => {
		const me = await buyer()
		const a = await listing()
		const b = await listing({ title: 'Another' })
		const changes = [
			() => recordView(context.db, { userId: me, listingId: a, source: 'listing_page' }),
			() => save(me, b),
			() => context.db.deleteFrom('user_saves').where('user_id', '=', me).execute(),
			() => savePreferences(context.db, { userId: me, preferences: { ...EMPTY_PREFERENCES, preferred_categories: ['electronics'] } }),
			() => context.db.updateTable('recommendation_results').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('user_id', '=', me).execute(),
		]
		await rankedRecommendations(context.db, { userId: me })
		for (const change of changes) {
			await markStored(me)
			expect(await fromStore(me)).toBe(true)
			await change()
			expect(await fromStore(me)).toBe(false)
		}
	})

	test('Refresh makes them afresh; filtered lists are not stored', async () => {
		const me = await buyer()
		await listing()
		await rankedRecommendations(context.db, { userId: me })
		await markStored(me)
		await rankedRecommendations(context.db, { userId: me, refresh: true })
		expect(await fromStore(me)).toBe(false)
		await markStored(me)
		await rankedRecommendations(context.db, { userId: me, filters: { ...NO_FILTERS, location: 'Nairobi' } })
		expect(await fromStore(me)).toBe(true)
	})

	test('a listing sold after the results were stored is left out when they are read', async () => {
		const me = await buyer()
		const id = await listing()
		const { apiRecommendations } = await import('#app/domain/recommendations/recommendations.server.ts')
		const user = { id: me, role: 'BUYER' }
		expect((await apiRecommendations(context.db, { user, filters: NO_FILTERS })).map((r) => r.listing_id)).toEqual([id])
		await context.db.updateTable('listings').set({ status: 'SOLD' }).where('id', '=', id).execute()
		expect(await apiRecommendations(context.db, { user, filters: NO_FILTERS })).toEqual([])
	})
})

test('reasons are kept as words and said in the reader’s language; the API says them in English', async () => {
	const me = await buyer()
	const item = await listing()
	await act(await buyer(), item, 'VIEW', 3)
	const [found] = await popular({ db: context.db, signals: await userSignals(context.db, { userId: me }), filters: NO_FILTERS, limit: 12 })
	expect(found!.reasons.map((words) => say(words, serverT('sw')))).toEqual(['Kimeangaliwa mara 3 ndani ya siku 7 zilizopita'])
	expect(found!.reasons.map((words) => say(words))).toEqual(['Viewed 3 times in the last 7 days'])
})
