import { expect, test } from 'vitest'
import { pollDelay } from './use-payment-poll.ts'

test('a pending payment is read every 2 s for its first half-minute, then less often, never less than every 15 s', () => {
	const delays = Array.from({ length: 30 }, (_, tries) => pollDelay(tries))
	expect(delays.slice(0, 15).every((ms) => ms === 2000)).toBe(true)
	expect(delays.slice(0, 15).reduce((a, b) => a + b)).toBe(30_000)
	expect(delays.slice(15, 21)).toEqual([3000, 4500, 6750, 10125, 15000, 15000])
	expect(Math.max(...delays)).toBe(15_000)
})
