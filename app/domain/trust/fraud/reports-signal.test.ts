import { describe, expect, test } from 'vitest'
import { reportIndicators, shouldHideForReports, type Reporter } from './reports-signal.ts'

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
	const buyer = (userId: number, more: Partial<Reporter> = {}): Reporter => ({ userId, accountCreatedAt: old, contacted: true, dismissedReports: 0, upheldReports: 0, ...more })
	const ordinary = { cleanRecord: false }

	test('three distinct reporters older than a day who dealt with the seller hide the listing', () => {
		expect(shouldHideForReports([1, 2, 3].map((id) => buyer(id)), now, ordinary)).toBe(true)
	})

	test('two, or the same one three times, do not', () => {
		expect(shouldHideForReports([1, 2].map((id) => buyer(id)), now, ordinary)).toBe(false)
		expect(shouldHideForReports([1, 1, 1].map((id) => buyer(id)), now, ordinary)).toBe(false)
	})

	test('new accounts cannot gang up on a listing', () => {
		const fresh = [2, 3, 4, 5, 6].map((id) => buyer(id, { accountCreatedAt: anHourAgo }))
		expect(shouldHideForReports([buyer(1), ...fresh], now, ordinary)).toBe(false)
		expect(shouldHideForReports([buyer(1, { accountCreatedAt: '2026-11-22T11:59:00Z' }), buyer(2), buyer(3)], now, ordinary)).toBe(true)
	})

	test('reporters who never dealt with the seller weigh half: three do not hide, six do', () => {
		const strangers = (n: number) => Array.from({ length: n }, (_, i) => buyer(i + 1, { contacted: false }))
		expect(shouldHideForReports(strangers(3), now, ordinary)).toBe(false)
		expect(shouldHideForReports(strangers(5), now, ordinary)).toBe(false)
		expect(shouldHideForReports(strangers(6), now, ordinary)).toBe(true)
	})

	test('a reporter whose reports admins mostly dismissed weighs half again', () => {
		expect(shouldHideForReports([buyer(1), buyer(2), buyer(3, { dismissedReports: 2, upheldReports: 1 })], now, ordinary)).toBe(false)
		expect(shouldHideForReports([buyer(1), buyer(2), buyer(3, { dismissedReports: 2, upheldReports: 2 })], now, ordinary)).toBe(true)
	})

	test('a seller with a clean record needs five genuine buyers', () => {
		const buyers = (n: number) => Array.from({ length: n }, (_, i) => buyer(i + 1))
		expect(shouldHideForReports(buyers(4), now, { cleanRecord: true })).toBe(false)
		expect(shouldHideForReports(buyers(5), now, { cleanRecord: true })).toBe(true)
	})
})
