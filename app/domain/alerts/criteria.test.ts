import { describe, expect, test } from 'vitest'
import { distanceKm } from '../listings/town-centres.ts'
import { alertMatches, indexKeys, listingTerms, lookupKeys, type AlertCriteria, type ListingFacts } from './criteria.ts'

const listing: ListingFacts = {
	title: 'Tecno Spark 10, 128GB',
	description: 'Clean, with charger and box.',
	category: 'electronics',
	subcategory: 'mobile-phones-tablets',
	price_cents: 1_500_000,
	condition: 'GOOD',
	town: 'Thika',
}

const any: AlertCriteria = { keywords: [], categories: [], minPriceCents: null, maxPriceCents: null, location: null, radiusKm: 50, conditions: [] }
const matches = (criteria: Partial<AlertCriteria>, facts: Partial<ListingFacts> = {}) => alertMatches({ ...any, ...criteria }, { ...listing, ...facts })

describe('what a buyer alert finds', () => {
	test('any one keyword; a keyword of several words needs them all; plurals, accents, Swahili and synonyms count', () => {
		expect(matches({ keywords: ['iphone', 'tecno'] })).toBe(true)
		expect(matches({ keywords: ['tecno spark'] })).toBe(true)
		expect(matches({ keywords: ['tecno camon'] })).toBe(false)
		expect(matches({ keywords: ['phones'] })).toBe(true)
		expect(matches({ keywords: ['simu'] })).toBe(true)
		expect(matches({ keywords: ['chargers'] })).toBe(true)
		expect(matches({ keywords: ['sofa'] })).toBe(false)
		expect(matches({ keywords: ['cafe'] }, { title: 'Café table' })).toBe(true)
	})

	test('categories, price bounds and conditions', () => {
		expect(matches({ categories: ['electronics', 'automotive'] })).toBe(true)
		expect(matches({ categories: ['automotive'] })).toBe(false)
		expect(matches({ minPriceCents: 1_500_000, maxPriceCents: 1_500_000 })).toBe(true)
		expect(matches({ maxPriceCents: 1_499_999 })).toBe(false)
		expect(matches({ minPriceCents: 1_500_001 })).toBe(false)
		expect(matches({ conditions: ['NEW', 'GOOD'] })).toBe(true)
		expect(matches({ conditions: ['NEW'] })).toBe(false)
	})

	test('a radius measured between town centres; a listing without a known town is outside every radius', () => {
		expect(distanceKm('Nairobi', 'Thika')).toBeGreaterThan(35)
		expect(distanceKm('Nairobi', 'Thika')).toBeLessThan(45)
		expect(distanceKm('Nairobi', 'Mombasa')).toBeGreaterThan(400)
		expect(matches({ location: 'Nairobi', radiusKm: 50 })).toBe(true)
		expect(matches({ location: 'Nairobi', radiusKm: 30 })).toBe(false)
		expect(matches({ location: 'Thika', radiusKm: 1 })).toBe(true)
		expect(matches({ location: 'Nairobi', radiusKm: 50 }, { town: 'Nakuru' })).toBe(false)
		expect(matches({ location: 'Nairobi', radiusKm: 200 }, { town: 'Nakuru' })).toBe(true)
		expect(matches({ location: 'Nairobi' }, { town: null })).toBe(false)
	})

	test('an alert is filed under keys a matching listing always looks up', () => {
		const cases: Partial<AlertCriteria>[] = [{ keywords: ['tecno spark'] }, { keywords: ['simu', 'iphone'] }, { categories: ['electronics'] }, {}]
		const keys = new Set(lookupKeys(listing, listingTerms(listing)))
		for (const criteria of cases) {
			expect(matches(criteria)).toBe(true)
			expect(indexKeys({ ...any, ...criteria }).some((k) => keys.has(k))).toBe(true)
		}
		expect(indexKeys({ keywords: ['samsung tv'], categories: ['electronics'] })).toEqual(['k:samsung'])
		expect(indexKeys({ keywords: [], categories: ['electronics'] })).toEqual(['c:electronics'])
		expect(indexKeys({ keywords: [], categories: [] })).toEqual(['*'])
	})
})
