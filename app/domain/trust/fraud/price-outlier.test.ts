import { describe, expect, test } from 'vitest'
import { comparableSet, median, MIN_COMPARABLES, priceOutlierIndicators, titleWords, type PricedListing } from './price-outlier.ts'

const iphones: PricedListing[] = [
	{ title: 'iPhone 12 Pro 128GB', category: 'electronics', price: 52_000 },
	{ title: 'iPhone 12 Pro Max 256GB clean', category: 'electronics', price: 65_000 },
	{ title: 'Apple iPhone 12 Pro', category: 'electronics', price: 55_000 },
	{ title: 'iPhone 12 Pro 256GB with box', category: 'electronics', price: 58_000 },
	{ title: 'iPhone 12 Pro graphite', category: 'electronics', price: 50_000 },
	{ title: 'iPhone 12 Pro ex-UK', category: 'electronics', price: 54_000 },
]
const distractors: PricedListing[] = [
	{ title: 'iPhone 7 32GB', category: 'electronics', price: 9_000 },
	{ title: 'iPhone 12 case leather', category: 'electronics', price: 800 },
	{ title: 'iPhone 12 Pro', category: 'other', price: 1_000 },
	{ title: 'Samsung Galaxy A14', category: 'electronics', price: 14_000 },
]

describe('titleWords', () => {
	test('meaningful words only, synonyms as one', () => {
		expect(titleWords('Used Simu ya Tecno for sale')).toEqual(new Set(['phone', 'tecno']))
		expect(titleWords('Tecno smartphone')).toEqual(new Set(['tecno', 'phone']))
	})
})

describe('comparableSet', () => {
	test('same category and a similar title; other models, accessories and categories left out', () => {
		const set = comparableSet({ title: 'iPhone 12 Pro 128GB', category: 'electronics', price: 10_000 }, [...iphones, ...distractors])
		expect(set.map((c) => c.title)).toEqual(iphones.map((c) => c.title))
	})
})

describe('median', () => {
	test('odd and even counts', () => {
		expect(median([3, 1, 2])).toBe(2)
		expect(median([4, 1, 3, 2])).toBe(2.5)
	})
})

describe('priceOutlierIndicators', () => {
	const listing = (price: number) => ({ title: 'iPhone 12 Pro 128GB', category: 'electronics', price })

	test('a price within the market is fine', () => {
		expect(priceOutlierIndicators(listing(45_000), iphones)).toEqual([])
		expect(priceOutlierIndicators(listing(22_000), iphones)).toEqual([])
	})

	test('under 40% of the median is flagged, with the evidence', () => {
		expect(priceOutlierIndicators(listing(18_000), [...iphones, ...distractors])).toEqual([
			{
				code: 'PRICE_FAR_BELOW_MARKET',
				label: 'Price far below similar listings',
				weight: 35,
				evidence: { price: 18_000, median: 54_500, comparables: 6, ratio: 0.33 },
			},
		])
	})

	test('under 25% weighs more', () => {
		const [indicator] = priceOutlierIndicators(listing(9_000), iphones)
		expect(indicator).toMatchObject({ weight: 45, evidence: { ratio: 0.17 } })
	})

	test('no verdict without enough comparables', () => {
		expect(priceOutlierIndicators(listing(1_000), iphones.slice(0, MIN_COMPARABLES - 1))).toEqual([])
		expect(priceOutlierIndicators(listing(1_000), iphones.slice(0, MIN_COMPARABLES))).toHaveLength(1)
	})
})
