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

/** Quality 9 brotli: near-11 ratios at a fraction of the CPU, for bodies compressed per response. */
export function compress(body: Buffer, encoding: Encoding): Buffer {
	if (encoding === 'br') {
		return brotliCompressSync(body, {
			params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
		})
	}
	if (encoding === 'gzip') return gzipSync(body, { level: 6 })
	return body
}
