import { describe, expect, test } from 'vitest'
import { hammingDistance, photoIndicators, SIMILAR_PHOTO_MAX_DISTANCE } from './photo-match.ts'

describe('hammingDistance', () => {
	test('counts the differing bits', () => {
		expect(hammingDistance('0000000000000000', '0000000000000000')).toBe(0)
		expect(hammingDistance('0000000000000000', '0000000000000001')).toBe(1)
		expect(hammingDistance('ffffffffffffffff', '0000000000000000')).toBe(64)
		expect(hammingDistance('f0f0f0f0f0f0f0f0', '0f0f0f0f0f0f0f0f')).toBe(64)
		expect(hammingDistance('8000000000000003', '0000000000000000')).toBe(3)
	})

	test('anything but a hash is never similar', () => {
		expect(hammingDistance('', '0000000000000000')).toBe(64)
		expect(hammingDistance('zz00000000000000', 'zz00000000000000')).toBe(64)
	})
})

describe('photoIndicators', () => {
	const ours = 'a5a5a5a5a5a5a5a5'
	const nearly = 'a5a5a5a5a5a5a5a6' // 2 bits off
	const other = '5a5a5a5a5a5a5a5a'

	test("another seller's near-identical photo is found, with who and how close", () => {
		expect(photoIndicators({ hashes: ['0123456789abcdef', ours], others: [{ hash: nearly, sellerId: 2, listingId: 40 }], sellerId: 1 })).toEqual([
			{
				code: 'PHOTO_SEEN_BEFORE',
				label: "Photo near-identical to another seller's",
				weight: 50,
				evidence: { sellers: ['2'], listings: ['40'], closestDistance: 2 },
			},
		])
	})

	test("the seller's own photos, even exact copies, are fine", () => {
		expect(photoIndicators({ hashes: [ours], others: [{ hash: ours, sellerId: 1, listingId: 9 }], sellerId: 1 })).toEqual([])
	})

	test('different photos are not matched', () => {
		expect(photoIndicators({ hashes: [ours], others: [{ hash: other, sellerId: 2 }], sellerId: 1 })).toEqual([])
		expect(SIMILAR_PHOTO_MAX_DISTANCE).toBeLessThan(hammingDistance(ours, other))
	})
})
