import { describe, expect, test } from 'vitest'
import { assessAccount, assessListing } from './listing-risk.ts'

const now = new Date('2026-11-23T12:00:00Z')
const listing = { title: 'Samsung Galaxy A14 64GB', description: 'Clean, with charger. Meet in town.', category: 'electronics', price: 13_000, sellerId: 1 }
const comparables = [12_500, 13_000, 14_000, 15_000, 13_500].map((price) => ({ title: 'Samsung Galaxy A14 64GB', category: 'electronics', price }))

describe('assessListing', () => {
	test('an ordinary listing with every fact given is a LOW 0', () => {
		expect(
			assessListing({
				listing,
				comparables,
				photos: { hashes: ['0f0f0f0f0f0f0f0f'], others: [{ hash: 'f0f0f0f0f0f0f0f0', sellerId: 2 }] },
				account: { createdAt: '2025-01-01T00:00:00Z', listingCreatedAts: [now], phone: '0712345678', email: 'jane@example.com', accountsOnDevice: 1 },
				reports: [],
				now,
			}),
		).toEqual({ score: 0, level: 'LOW', indicators: [] })
	})

	test('signals from every module combine, strongest first', () => {
		const result = assessListing({
			listing: { ...listing, price: 3_000, description: 'Tuma pesa kwanza, no viewing. 0712 000 111' },
			comparables,
			photos: { hashes: ['0f0f0f0f0f0f0f0f'], others: [{ hash: '0f0f0f0f0f0f0f0e', sellerId: 2 }] },
			account: { createdAt: '2026-11-23T00:00:00Z', listingCreatedAts: [1, 2, 3, 4, 5].map((h) => new Date(now.getTime() - h * 3_600_000)), accountsOnDevice: 4 },
			reports: [{ userId: 5, accountCreatedAt: '2025-01-01T00:00:00Z' }],
			now,
		})
		expect(result.indicators.map((i) => i.code)).toEqual([
			'PHOTO_SEEN_BEFORE',
			'ADVANCE_PAYMENT',
			'PRICE_FAR_BELOW_MARKET',
			'NO_VIEWING',
			'NEW_ACCOUNT_BURST',
			'SHARED_DEVICE',
			'OPEN_REPORTS',
			'CONTACT_IN_TEXT',
		])
		expect(result).toMatchObject({ score: 96, level: 'CRITICAL' })
	})

	test("a seller who never verified their phone is a signal: LOW alone, a level up beside another", () => {
		const account = { createdAt: '2025-01-01T00:00:00Z', phone: '0712345678' }
		expect(assessListing({ listing, account: { ...account, phoneVerified: true }, now })).toEqual({ score: 0, level: 'LOW', indicators: [] })
		const alone = assessListing({ listing, account: { ...account, phoneVerified: false }, now })
		expect(alone).toMatchObject({ score: 15, level: 'LOW' })
		expect(alone.indicators).toEqual([{ code: 'PHONE_NOT_VERIFIED', label: "Seller's phone not verified", weight: 15, evidence: { phoneVerified: false } }])
		const noViewing = { ...listing, description: 'No viewing, I deliver.' }
		expect(assessListing({ listing: noViewing, account: { ...account, phoneVerified: true }, now }).level).toBe('MEDIUM')
		expect(assessListing({ listing: noViewing, account: { ...account, phoneVerified: false }, now }).score).toBeGreaterThan(
			assessListing({ listing: noViewing, account: { ...account, phoneVerified: true }, now }).score,
		)
		expect(assessAccount({ ...account, phoneVerified: false }, now)).toEqual({ score: 0, level: 'LOW', indicators: [] })
	})

	test('facts left out are signals not checked', () => {
		expect(assessListing({ listing: { ...listing, price: 3_000 }, now })).toEqual({ score: 0, level: 'LOW', indicators: [] })
	})
})

describe('assessAccount', () => {
	test("a user's risk from the account alone", () => {
		const result = assessAccount({ createdAt: '2026-11-20T00:00:00Z', phone: '+254712345678', suspended: [{ userId: 3, phone: '0712345678', email: null }] }, now)
		expect(result).toMatchObject({ score: 60, level: 'HIGH', indicators: [{ code: 'LIKE_SUSPENDED_ACCOUNT' }] })
	})
})
