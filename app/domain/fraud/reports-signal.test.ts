import { describe, expect, test } from 'vitest'
import { reportIndicators, shouldHideForReports } from './reports-signal.ts'

const now = new Date('2026-11-23T12:00:00Z')
const old = '2026-01-01T00:00:00Z'
const anHourAgo = '2026-11-23T11:00:00Z'

describe('reportIndicators', () => {
	test('no reports, no indicator', () => {
		expect(reportIndicators([], now)).toEqual([])
	})

	test('weight grows with distinct reporters; one person reporting twice is one', () => {
		const weight = (reports: { userId: number; accountCreatedAt: string }[]) => reportIndicators(reports, now)[0]?.weight
		expect(weight([{ userId: 1, accountCreatedAt: old }])).toBe(17)
		expect(weight([{ userId: 1, accountCreatedAt: old }, { userId: 1, accountCreatedAt: old }])).toBe(17)
		expect(weight([1, 2].map((userId) => ({ userId, accountCreatedAt: old })))).toBe(34)
		expect(weight([1, 2, 3].map((userId) => ({ userId, accountCreatedAt: old })))).toBe(51)
		expect(weight([1, 2, 3, 4, 5, 6].map((userId) => ({ userId, accountCreatedAt: old })))).toBe(70)
	})

	test('new accounts count for little', () => {
		expect(reportIndicators([1, 2, 3].map((userId) => ({ userId, accountCreatedAt: anHourAgo })), now)).toEqual([
			{ code: 'OPEN_REPORTS', label: 'Reported by users', weight: 15, evidence: { reporters: 3, establishedReporters: 0 } },
		])
	})
})

describe('shouldHideForReports', () => {
	test('three distinct reporters older than a day hide the listing', () => {
		expect(shouldHideForReports([1, 2, 3].map((userId) => ({ userId, accountCreatedAt: old })), now)).toBe(true)
	})

	test('two, or the same one three times, do not', () => {
		expect(shouldHideForReports([1, 2].map((userId) => ({ userId, accountCreatedAt: old })), now)).toBe(false)
		expect(shouldHideForReports([1, 1, 1].map((userId) => ({ userId, accountCreatedAt: old })), now)).toBe(false)
	})

	test('new accounts cannot gang up on a listing', () => {
		const fresh = [2, 3, 4, 5, 6].map((userId) => ({ userId, accountCreatedAt: anHourAgo }))
		expect(shouldHideForReports([{ userId: 1, accountCreatedAt: old }, ...fresh], now)).toBe(false)
		expect(shouldHideForReports([{ userId: 1, accountCreatedAt: '2026-11-22T11:59:00Z' }, { userId: 2, accountCreatedAt: old }, { userId: 3, accountCreatedAt: old }], now)).toBe(true)
	})
})
