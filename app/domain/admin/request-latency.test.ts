import { describe, expect, test } from 'vitest'
import { RequestLatency, quantile, requestKindOf } from './request-latency.ts'

describe('request latency', () => {
	test('names the kind of a request by its path', () => {
		expect(requestKindOf('/browse')).toBe('Pages')
		expect(requestKindOf('/api/listings')).toBe('API')
		expect(requestKindOf('/api/admin/analytics')).toBe('Admin API')
		expect(requestKindOf('/api/payments/mpesa-callback/x')).toBe('Payments API')
	})

	test('p50 and p95 by nearest rank', () => {
		const values = Array.from({ length: 100 }, (_, i) => i + 1)
		expect(quantile(values, 0.5)).toBe(50)
		expect(quantile(values, 0.95)).toBe(95)
		expect(quantile([], 0.5)).toBeNull()
		expect(quantile([7], 0.95)).toBe(7)
	})

	test('reads the last five minutes per kind, forgetting older requests', () => {
		const latency = new RequestLatency()
		const now = 10_000_000
		latency.record('/browse', 9000, now - 6 * 60_000)
		for (let i = 1; i <= 20; i++) latency.record('/browse', i * 10, now - 1000)
		latency.record('/api/admin/system-health', 3, now)
		const [pages, api, admin] = latency.summary(now)
		expect(pages).toEqual({ name: 'Pages', count: 20, p50: 100, p95: 190 })
		expect(api).toEqual({ name: 'API', count: 0, p50: null, p95: null })
		expect(admin).toMatchObject({ name: 'Admin API', count: 1, p50: 3, p95: 3 })
	})

	test('keeps a bounded buffer: the oldest requests are overwritten', () => {
		const latency = new RequestLatency()
		const now = Date.now()
		for (let i = 0; i < 25_000; i++) latency.record('/', i < 5000 ? 1000 : 1, now)
		const [pages] = latency.summary(now)
		expect(pages!.count).toBe(20_000)
		expect(pages!.p95).toBe(1)
	})
})
