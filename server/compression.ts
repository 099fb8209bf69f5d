import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { IncomingMessage } from 'node:http'

export type Encoding = 'br' | 'gzip' | 'identity'

export function preferredEncoding(req: IncomingMessage): Encoding {
	const accept = String(req.headers['accept-encoding'] ?? '')
	if (/\bbr\b/.test(accept)) return 'br'
	if (/\bgzip\b/.test(accept)) return 'gzip'
	return 'identity'
}

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|manifest\+json|xml)|image\/svg\+xml)/

export function isCompressible(contentType: string | null | undefined, size: number) {
	return size > 512 && !!contentType && COMPRESSIBLE.test(contentType)
}

/**
 * Brotli 9 for pages many visitors share (compressed once per cache period); 5 for one person's page, where 9 cost
 * ~7 ms of CPU on a 56 KB page against ~0.7 ms, for under 1% fewer bytes (BENCHMARKS.md).
 */
export function compress(body: Buffer, encoding: Encoding, { shared }: { shared: boolean }): Buffer {
	if (encoding === 'br') {
		return brotliCompressSync(body, {
			params: { [constants.BROTLI_PARAM_QUALITY]: shared ? 9 : 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
		})
	}
	if (encoding === 'gzip') return gzipSync(body, { level: 6 })
	return body
}
