import { describe, expect, test } from 'vitest'
import {
	burstPostingIndicators,
	emailLocalPart,
	nearDuplicateIndicators,
	phoneDistance,
	sharedDeviceIndicators,
	suspendedLookalikeIndicators,
	textSimilarity,
} from './account-behaviour.ts'

const now = new Date('2026-11-23T12:00:00Z')
const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000).toISOString()

describe('burstPostingIndicators', () => {
	const five = [1, 2, 3, 5, 20].map(hoursAgo)

	test('a new account with 5 listings in a day', () => {
		expect(burstPostingIndicators({ accountCreatedAt: hoursAgo(30), listingCreatedAts: five, now })).toEqual([
			{ code: 'NEW_ACCOUNT_BURST', label: 'New account posting many listings quickly', weight: 30, evidence: { accountAgeHours: 30, listingsIn24Hours: 5 } },
		])
	})

	test('four listings, listings spread over days, or an older account are fine', () => {
		expect(burstPostingIndicators({ accountCreatedAt: hoursAgo(30), listingCreatedAts: five.slice(1), now })).toEqual([])
		expect(burstPostingIndicators({ accountCreatedAt: hoursAgo(70), listingCreatedAts: [1, 2, 30, 40, 50].map(hoursAgo), now })).toEqual([])
		expect(burstPostingIndicators({ accountCreatedAt: hoursAgo(24 * 3), listingCreatedAts: five, now })).toEqual([])
	})
})

describe('nearDuplicateIndicators', () => {
	const advert = 'Brand new iPhone 14 Pro Max 256GB sealed in box with one year warranty, delivery countrywide, call now'

	test('texts with a word changed are near-identical; different adverts are not', () => {
		expect(textSimilarity(advert, advert.replace('256GB', '512GB'))).toBeGreaterThanOrEqual(0.6)
		expect(textSimilarity(advert, `${advert}!`)).toBe(1)
		expect(textSimilarity(advert, 'Samsung fridge, double door, 300 litres, works well, moving out sale')).toBe(0)
	})

	test('two other listings with the same text flag it; one repost does not', () => {
		const copies = [
			{ id: 1, text: advert.toUpperCase() },
			{ id: 2, text: advert.replace('call now', 'call now!') },
			{ id: 3, text: 'Sofa set 5 seater, grey fabric, good condition' },
		]
		expect(nearDuplicateIndicators({ text: advert, others: copies })).toEqual([
			{ code: 'NEAR_DUPLICATE_TEXT', label: 'Several listings with near-identical text', weight: 25, evidence: { listings: ['1', '2'] } },
		])
		expect(nearDuplicateIndicators({ text: advert, others: copies.slice(1) })).toEqual([])
	})
})

describe('phones and emails', () => {
	test('phone numbers compare on their last 9 digits, whatever the prefix', () => {
		expect(phoneDistance('0712345678', '+254 712 345 678')).toBe(0)
		expect(phoneDistance('254712345678', '0712345679')).toBe(1)
		expect(phoneDistance('0712345678', '0721345678')).toBe(2)
		expect(phoneDistance('0712345678', '12345')).toBe(Infinity)
	})

	test('email local parts lose dots, +tags and case', () => {
		expect(emailLocalPart('J.Ohn.Kamau+ads@Gmail.com')).toBe('johnkamau')
	})
})

describe('suspendedLookalikeIndicators', () => {
	const suspended = [{ userId: 7, phone: '0712345678', email: 'john.kamau@gmail.com' }]

	test('the same phone or email is the suspended account back', () => {
		const [indicator] = suspendedLookalikeIndicators({ phone: '+254712345678', email: null, suspended })
		expect(indicator).toMatchObject({ code: 'LIKE_SUSPENDED_ACCOUNT', weight: 60, evidence: { suspendedUsers: ['7'], matched: ['same phone'] } })
	})

	test('a phone two digits off, or the email with dots and a +tag, is a lookalike', () => {
		expect(suspendedLookalikeIndicators({ phone: '0712345690', email: null, suspended })[0]).toMatchObject({ weight: 40, evidence: { matched: ['phone 2 digit(s) apart'] } })
		expect(suspendedLookalikeIndicators({ phone: null, email: 'johnkamau+2@yahoo.com', suspended })[0]).toMatchObject({
			weight: 40,
			evidence: { matched: ['same email local part'] },
		})
	})

	test('three digits off, another name, or a short common local part are not', () => {
		expect(suspendedLookalikeIndicators({ phone: '0712345999', email: 'mary.wanjiku@gmail.com', suspended })).toEqual([])
		expect(suspendedLookalikeIndicators({ phone: null, email: 'info@shop.co.ke', suspended: [{ userId: 8, phone: null, email: 'info@other.co.ke' }] })).toEqual([])
	})
})

describe('sharedDeviceIndicators', () => {
	test('three accounts on one device are worth a look, five weigh more', () => {
		expect(sharedDeviceIndicators({ accountsOnDevice: 2 })).toEqual([])
		expect(sharedDeviceIndicators({ accountsOnDevice: 3 })).toEqual([
			{ code: 'SHARED_DEVICE', label: 'Many accounts signed in from one device', weight: 30, evidence: { accounts: 3, days: 7 } },
		])
		expect(sharedDeviceIndicators({ accountsOnDevice: 6 })[0]?.weight).toBe(45)
	})
})
