import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import type { Database } from '#db/database.ts'
import { openTestDatabase } from '#tests/test-database.ts'
import { describeWait, forgetOldRateLimits, hitRateLimit, refundRateLimit, requireWithinRateLimit } from './rate-limits.server.ts'
import { say } from '#app/i18n/words.ts'

const rule = { name: 'test', limit: 3, windowMs: 60_000 }
let db: Database

beforeEach(async () => {
	db = await openTestDatabase()
	vi.useFakeTimers({ toFake: ['Date'] })
})
afterEach(() => vi.useRealTimers())

test('allows the limit within a window, refuses beyond it with the time left, and starts afresh in the next window', async () => {
	const hits = await Promise.all(Array.from({ length: 5 }, () => hitRateLimit(db, { rule, subject: 'a' })))
	// At once, in any order (PostgreSQL runs them in parallel): three let through, two refused with the minute left.
	expect(hits.filter((h) => h.allowed)).toHaveLength(3)
	expect(hits.filter((h) => !h.allowed).map((h) => h.retryAfterSeconds)).toEqual([60, 60])
	expect((await hitRateLimit(db, { rule, subject: 'b' })).allowed).toBe(true)
	vi.setSystemTime(Date.now() + 45_000)
	await expect(requireWithinRateLimit(db, { rule, subject: 'a' })).rejects.toMatchObject({
		status: 429,
		message: 'Too many attempts. Please wait 15 seconds and try again.',
	})
	vi.setSystemTime(Date.now() + 15_000)
	expect((await hitRateLimit(db, { rule, subject: 'a' })).allowed).toBe(true)
})

test('a refund gives one hit back', async () => {
	for (let i = 0; i < 3; i++) await hitRateLimit(db, { rule, subject: 'a' })
	await refundRateLimit(db, { rule, subject: 'a' })
	expect((await hitRateLimit(db, { rule, subject: 'a' })).allowed).toBe(true)
	expect((await hitRateLimit(db, { rule, subject: 'a' })).allowed).toBe(false)
})

test('old windows are forgotten', async () => {
	await hitRateLimit(db, { rule, subject: 'a' })
	vi.setSystemTime(Date.now() + 2 * 86_400_000)
	await forgetOldRateLimits(db)
	expect(await db.selectFrom('rate_limits').selectAll().execute()).toEqual([])
})

test('waits read as a person would say them', () => {
	expect(say(describeWait(1))).toBe('1 second')
	expect(say(describeWait(40))).toBe('40 seconds')
	expect(say(describeWait(61))).toBe('2 minutes')
	expect(say(describeWait(3599))).toBe('1 hour')
	expect(say(describeWait(3600))).toBe('1 hour')
	expect(say(describeWait(7201))).toBe('3 hours')
})
