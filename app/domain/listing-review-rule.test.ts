import { describe, expect, test } from 'vitest'
import { isSmallPriceChange, isTypoSized, reviewedChanges, type ReviewedContent } from './listing-review-rule.ts'

const APPROVED: ReviewedContent = {
	title: 'Samsung Galaxy A14 64GB',
	description: 'Clean phone, no cracks, comes with the original charger and box.',
	category: 'electronics',
	price: 1_250_000,
}

describe('isTypoSized', () => {
	test.each([
		['Samsung Galaxy A14 64GB', 'Samsung Galaxy A14 64GB'],
		['Samsung Galaxy A14 64GB', 'SAMSUNG galaxy a14 64gb'],
		['Samsung Galaxy A14 64GB', '  Samsung   Galaxy\tA14 64GB '],
		['Samsung Galaxy A14 64GB', 'Samsnug Galaxy A14 64GB'],
		['Samsung Galaxy A14 64GB', 'Samsung Galxy A14 64GB'],
		['Samsung Galaxy A14 64GB', 'Samsung Galaxyy A14 64GB'],
		['Clean phone, no cracks, comes with the original charger and box.', 'Clean phone no cracks, comes with the orignal charger and box'],
	])('%j -> %j is a typo fix', (before, after) => {
		expect(isTypoSized(before, after)).toBe(true)
	})

	test.each([
		['Samsung Galaxy A14 64GB', 'Samsung Galaxy A54 64GB'],
		['Samsung Galaxy A14 64GB', 'Samsung Galaxy A14 128GB'],
		['Toyota Vitz 2008', 'Toyota Vitz 2018'],
		['Samsung Galaxy A14 64GB', 'Tecno Spark 10 64GB'],
		['Samsung Galaxy A14 64GB', 'Samsung Galaxy A14 64GB (new)'],
		['Clean phone, no cracks, comes with the original charger and box.', 'Cracked phone, comes with the original charger and box.'],
	])('%j -> %j is a real change', (before, after) => {
		expect(isTypoSized(before, after)).toBe(false)
	})

	test('a short text allows fewer changes: 10% of its length', () => {
		expect(isTypoSized('Sofa set', 'Sofa sat')).toBe(false)
		expect(isTypoSized('Wooden sofa set', 'Wooden sofa sat')).toBe(true)
		expect(isTypoSized('Wooden sofa set', 'Wooden sifa sat')).toBe(false)
	})

	test('never more than 3 changes, however long the text', () => {
		const long = 'a'.repeat(600)
		expect(isTypoSized(long, `b${long.slice(1, -2)}cc`)).toBe(true)
		expect(isTypoSized(long, `bb${long.slice(2, -2)}cc`)).toBe(false)
	})
})

describe('isSmallPriceChange', () => {
	test('under 20% up or down is small; 20% or more is not', () => {
		expect(isSmallPriceChange(1_000_000, 1_100_000)).toBe(true)
		expect(isSmallPriceChange(1_000_000, 1_199_999)).toBe(true)
		expect(isSmallPriceChange(1_000_000, 800_001)).toBe(true)
		expect(isSmallPriceChange(1_000_000, 1_200_000)).toBe(false)
		expect(isSmallPriceChange(1_000_000, 800_000)).toBe(false)
		expect(isSmallPriceChange(1_000_000, 1_250_000)).toBe(false)
	})
})

describe('reviewedChanges', () => {
	test('none for the same content, or typo fixes and a small price move', () => {
		expect(reviewedChanges(APPROVED, { ...APPROVED })).toEqual([])
		expect(reviewedChanges(APPROVED, { ...APPROVED, title: 'Samsung Galxy A14 64GB', description: APPROVED.description.toUpperCase(), price: 1_375_000 })).toEqual([])
	})

	test.each([
		['the title', { title: 'iPhone 13 Pro' }, ['title']],
		['the description', { description: 'Screen cracked, sold as is.' }, ['description']],
		['the category', { category: 'other' }, ['category']],
		['the price by 25%', { price: 1_562_500 }, ['price']],
		['the price down by 20%', { price: 1_000_000 }, ['price']],
		['the title and the price', { title: 'iPhone 13 Pro', price: 2_000_000 }, ['title', 'price']],
	])('names %s', (_, change, fields) => {
		expect(reviewedChanges(APPROVED, { ...APPROVED, ...change })).toEqual(fields)
	})
})
