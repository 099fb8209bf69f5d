import { describe, expect, test } from 'vitest'
import { LISTING_STATUSES } from '#db/enums.ts'
import { editsAreReviewed, reviewedChanges, type ReviewedContent } from './review-rule.ts'

const APPROVED: ReviewedContent = {
	title: 'Samsung Galaxy A14 64GB',
	description: 'Clean phone, no cracks, comes with the original charger and box.',
	category: 'electronics',
	subcategory: 'phones',
	price: 1_250_000,
	location: 'Nairobi',
	condition: 'GOOD',
	reason: 'Upgraded',
}

describe('reviewedChanges', () => {
	test('nothing changed, nothing to review', () => {
		expect(reviewedChanges(APPROVED, { ...APPROVED })).toEqual([])
	})

	// Typo-sized steps add up ("Clean phone" -> "Pay deposit first"), so none is waved through.
	test.each([
		['title', 'Samsung Galaxy A14 64GB.'],
		['description', 'Clean phone, no cracks, comes with the original charger and box'],
		['category', 'clothing'],
		['subcategory', null],
		['price', 1_250_100],
		['location', 'Mombasa'],
		['condition', 'FAIR'],
		['reason', 'Pay a deposit first'],
	] as const)('any change of %s is reviewed', (field, value) => {
		expect(reviewedChanges(APPROVED, { ...APPROVED, [field]: value })).toEqual([field])
	})
})

describe('editsAreReviewed', () => {
	test("a seller's edits after approval, in every state until sold; never an admin's", () => {
		const reviewed = LISTING_STATUSES.filter((status) => editsAreReviewed({ status, editorRole: 'SELLER' }))
		expect(reviewed).toEqual(['APPROVED', 'PAYMENT_PENDING', 'PUBLISHED', 'EXPIRED'])
		expect(LISTING_STATUSES.filter((status) => editsAreReviewed({ status, editorRole: 'ADMIN' }))).toEqual([])
	})
})
