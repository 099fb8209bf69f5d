import type { IncomingMessage } from 'node:http'
import type { TrustProxy } from '../app/env.server.ts'

/** `::ffff:10.0.0.1` and `10.0.0.1` are one address. */
function plain(address: string) {
	return address.startsWith('::ffff:') ? address.slice(7) : address
}

/**
 * The address a request came from. The socket's, unless TRUST_PROXY says which proxies stand in front: then the
 * last `X-Forwarded-For` entry a trusted proxy added. Entries to the left of that are the client's own say-so.
 */
export function clientAddress(req: IncomingMessage, trustProxy: TrustProxy) {
	const socket = plain(req.socket.remoteAddress ?? 'unknown')
	if (!trustProxy) return socket
	const forwarded = String(req.headers['x-forwarded-for'] ?? '')
		.split(',')
		.map((a) => plain(a.trim()))
		.filter(Boolean)
	// The chain from the client to us: each entry was added by the hop after it.
	const chain = [...forwarded, socket]
	if ('hops' in trustProxy) return chain[Math.max(0, chain.length - 1 - trustProxy.hops)]!
	const trusted = new Set(trustProxy.addresses.map(plain))
	let i = chain.length - 1
	while (i > 0 && trusted.has(chain[i]!)) i--
	return chain[i]!
}
