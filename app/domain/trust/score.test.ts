import { describe, expect, test } from 'vitest'
import { trustComponents, trustLevelOf, trustScoreOf, type TrustFacts } from './score.ts'

const now = new Date('2026-11-23T12:00:00.000Z')
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString()

const fresh: TrustFacts = {
	registeredAt: now.toISOString(),
	phoneVerified: false,
	emailVerified: false,
	isActive: true,
	paymentsCompleted: 0,
	reviews: { average: null, count: 0 },
	upheldReports: 0,
	fraudFindings: { high: 0, critical: 0 },
}

const points = (facts: TrustFacts, name: string) => trustComponents(facts, now).find((c) => c.name === name)!.points
const score = (facts: TrustFacts) => trustScoreOf(trustComponents(facts, now))

describe('trust score', () => {
	test('a new unverified account has the starting score and is UNVERIFIED', () => {
		expect(score(fresh)).toBe(25)
		expect(trustLevelOf(fresh, 25)).toBe('UNVERIFIED')
	})

	test('a long-standing, verified, paying, well-reviewed seller reaches exactly 100 and is PREMIUM', () => {
		const best = { ...fresh, registeredAt: daysAgo(400), phoneVerified: true, emailVerified: true, paymentsCompleted: 9, reviews: { average: 5, count: 12 } }
		expect(score(best)).toBe(100)
		expect(trustLevelOf(best, 100)).toBe('PREMIUM')
	})

	test.each([
		[6, 0],
		[7, 5],
		[30, 10],
		[180, 15],
	])('an account %i days old earns %i points for its age', (days, expected) => {
		expect(points({ ...fresh, registeredAt: daysAgo(days) }, 'accountAge')).toBe(expected)
	})

	test('reviews: 3 stars is neutral, few reviews weigh less, bad ones take points', () => {
		expect(points({ ...fresh, reviews: { average: 3, count: 10 } }, 'reviews')).toBe(0)
		expect(points({ ...fresh, reviews: { average: 5, count: 1 } }, 'reviews')).toBe(4)
		expect(points({ ...fresh, reviews: { average: 1, count: 5 } }, 'reviews')).toBe(-20)
	})

	test('penalties are capped, the score never leaves 0–100, and fraud findings or suspension make it FLAGGED', () => {
		expect(points({ ...fresh, upheldReports: 7 }, 'upheldReports')).toBe(-30)
		expect(points({ ...fresh, fraudFindings: { high: 1, critical: 2 } }, 'fraudFindings')).toBe(-40)
		const worst = { ...fresh, isActive: false, upheldReports: 3, fraudFindings: { high: 0, critical: 1 } }
		expect(score(worst)).toBe(0)
		expect(trustLevelOf(worst, 0)).toBe('FLAGGED')
		expect(trustLevelOf({ ...fresh, phoneVerified: true }, 40)).toBe('VERIFIED')
		expect(trustLevelOf({ ...fresh, emailVerified: true }, 35)).toBe('BASIC')
	})
})
