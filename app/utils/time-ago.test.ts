import { describe, expect, test } from 'vitest'
import { timeAgo } from './format.ts'

describe('timeAgo', () => {
	const now = Date.UTC(2026, 5, 15, 12, 0, 0)
	const before = (seconds: number) => new Date(now - seconds * 1000).toISOString()

	test('the largest whole unit, always ending in "ago"', () => {
		expect(timeAgo(before(20), now)).toBe('seconds ago')
		expect(timeAgo(before(60), now)).toBe('1 minute ago')
		expect(timeAgo(before(3 * 3600 + 59), now)).toBe('3 hours ago')
		expect(timeAgo(before(86_400), now)).toBe('1 day ago')
		expect(timeAgo(before(13 * 86_400), now)).toBe('1 week ago')
		expect(timeAgo(before(65 * 86_400), now)).toBe('2 months ago')
		expect(timeAgo(before(800 * 86_400), now)).toBe('2 years ago')
	})

	test('a time a little ahead (clocks differ) reads as just now', () => {
		expect(timeAgo(new Date(now + 5000).toISOString(), now)).toBe('seconds ago')
	})
})
