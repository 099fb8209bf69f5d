import { expect, test } from 'vitest'
import { evidenceWords } from './evidence-words.ts'

test('each rule\'s evidence in a moderator\'s words', () => {
	expect(evidenceWords('NO_VIEWING', { matches: ['no viewing'] })).toBe('Matched: “no viewing”')
	expect(evidenceWords('PRICE_FAR_BELOW_MARKET', { price: 250_000, median: 1_000_000, comparables: 5, ratio: 0.25 })).toBe(
		'KSh 2,500 vs median KSh 10,000 of 5 similar',
	)
	expect(evidenceWords('PHOTO_SEEN_BEFORE', { sellers: ['4'], listings: [], closestDistance: 0 })).toBe('Also posted by seller #4 (0 of 64 bits differ)')
	expect(evidenceWords('NEW_ACCOUNT_BURST', { accountAgeHours: 3, listingsIn24Hours: 8 })).toBe('8 listings in 24 hours from an account 3 hours old')
	expect(evidenceWords('NEAR_DUPLICATE_TEXT', { listings: ['7', '9'] })).toBe('Same text as listing #7, #9')
	expect(evidenceWords('LIKE_SUSPENDED_ACCOUNT', { suspendedUsers: ['12'], matched: ['+254712345678'] })).toBe('Matched “+254712345678” of suspended user #12')
	expect(evidenceWords('SHARED_DEVICE', { accounts: 5, days: 7 })).toBe('5 accounts on one device in 7 days')
	expect(evidenceWords('PHONE_NOT_VERIFIED', { phoneVerified: false })).toBe('The seller has not entered the code sent to their phone')
	expect(evidenceWords('OPEN_REPORTS', { reporters: 1, establishedReporters: 0 })).toBe('1 user reported it, 0 with accounts older than a day')
})

test('evidence of an unknown rule or of an unexpected shape is still shown, plainly', () => {
	expect(evidenceWords('SOMETHING_NEW', { seen: 3, where: ['a', 'b'] })).toBe('seen: 3; where: a, b')
	expect(evidenceWords('PRICE_FAR_BELOW_MARKET', { price: 'cheap' })).toBe('price: cheap')
})
