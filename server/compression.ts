import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib'
import { promisify } from 'node:util'
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
 * Measured on Soko's pages (BENCHMARKS.md, "Cheaper pages"; `npm run bench:pages`): brotli 5 is the knee for a body
 * compressed per request -- under 1 ms, 5-7% fewer bytes than 4, within 1.5% of 6-8; 9 costs 10-15 ms for 0.1% more.
 * 11 saves a further 7-12% for 20-65 ms: only for a body compressed once and served many times.
 */
export const BROTLI_PER_REQUEST = 5
export const BROTLI_SHARED = 11

const brotliOptions = (body: Buffer, quality: number) => ({
	params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
})

/** One person's page, or a shared page's first serve: compressed at once, at the per-request level. */
export function compress(body: Buffer, encoding: Encoding): Buffer {
	if (encoding === 'br') return brotliCompressSync(body, brotliOptions(body, BROTLI_PER_REQUEST))
	if (encoding === 'gzip') return gzipSync(body, { level: 6 })
	return body
}

const brotliAsync = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/** A body served many times: compressed once at the top level, on libuv's threads so no request waits for it. */
export function compressShared(body: Buffer, encoding: Encoding): Promise<Buffer> {
	if (encoding === 'br') return brotliAsync(body, brotliOptions(body, BROTLI_SHARED))
	if (encoding === 'gzip') return gzipAsync(body, { level: 9 })
	return Promise.resolve(body)
}
