import type { IncomingMessage } from 'node:http'
import { describe, expect, test } from 'vitest'
import { clientAddress } from './client-address.ts'

function request(socket: string, forwardedFor?: string) {
	return { socket: { remoteAddress: socket }, headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {} } as unknown as IncomingMessage
}

describe('clientAddress', () => {
	test('without TRUST_PROXY the socket address counts and X-Forwarded-For is ignored', () => {
		expect(clientAddress(request('203.0.113.9', '1.2.3.4'), null)).toBe('203.0.113.9')
		expect(clientAddress(request('::ffff:203.0.113.9'), null)).toBe('203.0.113.9')
	})

	test('with a hop count, the entry that many proxies back', () => {
		expect(clientAddress(request('10.0.0.2', '41.90.1.1'), { hops: 1 })).toBe('41.90.1.1')
		// A client that sends its own X-Forwarded-For can't pick its address: the proxy appended the real one.
		expect(clientAddress(request('10.0.0.2', '6.6.6.6, 41.90.1.1'), { hops: 1 })).toBe('41.90.1.1')
		expect(clientAddress(request('10.0.0.3', '41.90.1.1, 10.0.0.2'), { hops: 2 })).toBe('41.90.1.1')
		// Fewer entries than hops: the leftmost there is.
		expect(clientAddress(request('10.0.0.2'), { hops: 1 })).toBe('10.0.0.2')
	})

	test('with a list of proxies, the first address from the right that is not one of them', () => {
		const trust = { addresses: ['10.0.0.2', '10.0.0.3'] }
		expect(clientAddress(request('10.0.0.2', '6.6.6.6, 41.90.1.1'), trust)).toBe('41.90.1.1')
		expect(clientAddress(request('10.0.0.3', '41.90.1.1, 10.0.0.2'), trust)).toBe('41.90.1.1')
		// A request straight from an untrusted address: its X-Forwarded-For is not believed.
		expect(clientAddress(request('198.51.100.7', '1.2.3.4'), trust)).toBe('198.51.100.7')
	})
})
