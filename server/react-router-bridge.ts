import { Readable, Transform } from 'node:stream'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { createRequestHandler, type ServerBuild } from 'react-router'
import { isCompressible, preferredEncoding } from './compression.ts'
import { movePagesVersion, pagesVersion } from '../app/domain/instances/shared-versions.server.ts'
import { changesPublicPages, createPageCache, encodedBody, etagOf, isPlainGet, withCacheControl, type CachedResponse } from './page-cache.ts'
import { watchPersonalReads } from '../app/utils/personal-reads.server.ts'
import { searchesAsOfNow } from '../app/domain/search/local-index/local-index.server.ts'
import { pagePolicy, type PolicyOptions } from './security-headers.ts'
import { sendOutage } from './outage.ts'
import { outageContext, routerContext, type AppContext } from '../app/context.ts'
import { BODY_LIMITS, bodyLimit, isMultipart, sendRefusal, TOO_LARGE, urlOf } from './request-guard.ts'
import { ACCEPT_CH, LITE_HINTS } from '../app/utils/lite-mode.ts'

export class BodyTooLarge extends Error {}

/**
 * Reads a whole body of at most `limit` bytes; a longer one is refused before it is all in memory, the stream left
 * open so the refusal can drop the rest (sendRefusal).
 */
function readBody(req: IncomingMessage, limit: number) {
	return new Promise<ReturnType<typeof Buffer.concat>>((resolve, reject) => {
		const chunks: Buffer[] = []
		let size = 0
		const onData = (chunk: Buffer) => {
			size += chunk.length
			if (size <= limit) return void chunks.push(chunk)
			req.off('data', onData).off('end', onEnd).off('error', reject)
			req.pause()
			reject(new BodyTooLarge())
		}
		const onEnd = () => resolve(Buffer.concat(chunks))
		req.on('data', onData).once('end', onEnd).once('error', reject)
	})
}

/**
 * A multipart body streams on (a photo form reads it with its own, tighter limits); past `limit` bytes the request
 * is answered 413 here and the route gets a cut-off body, whose answer is dropped.
 */
function limitedStream(req: IncomingMessage, res: ServerResponse, limit: number) {
	let size = 0
	const counter = new Transform({
		transform(chunk: Buffer, _encoding, done) {
			size += chunk.length
			if (size <= limit) return done(null, chunk)
			req.unpipe(counter)
			sendRefusal(req, res, TOO_LARGE)
			counter.end()
			done()
		},
	})
	req.on('error', (error) => counter.destroy(error))
	return Readable.toWeb(req.pipe(counter)) as ReadableStream
}

async function toRequest(req: IncomingMessage, res: ServerResponse, origin: string, signal: AbortSignal) {
	const headers = new Headers()
	for (const [name, value] of Object.entries(req.headers)) {
		if (Array.isArray(value)) for (const v of value) headers.append(name, v)
		else if (value !== undefined) headers.set(name, value)
	}
	const url = urlOf(req, origin)
	const init: RequestInit & { duplex?: 'half' } = { method: req.method, headers, signal }
	if (req.method !== 'GET' && req.method !== 'HEAD') {
		if (isMultipart(req)) Object.assign(init, { body: limitedStream(req, res, bodyLimit(req)), duplex: 'half' })
		else init.body = await readBody(req, BODY_LIMITS.body)
	}
	return new Request(url, init)
}

async function toCached(response: Response, policy: PolicyOptions): Promise<CachedResponse> {
	const body = Buffer.from(await response.arrayBuffer())
	const headers: [string, string][] = []
	response.headers.forEach((value, name) => {
		if (name !== 'set-cookie') headers.push([name, value])
	})
	for (const cookie of response.headers.getSetCookie()) headers.push(['set-cookie', cookie])
	// A page's inline scripts are allowed by their hashes; it keeps that policy wherever it is served from.
	if (response.headers.get('content-type')?.startsWith('text/html')) headers.push(['content-security-policy', pagePolicy(body.toString(), policy)])
	return { status: response.status, headers, body, etag: etagOf(body), encoded: {} }
}

function send(req: IncomingMessage, res: ServerResponse, response: CachedResponse, { shared }: { shared: boolean }) {
	// Already answered (a body refused as too large while the route read it).
	if (res.headersSent) return
	const cookies = response.headers.filter(([n]) => n === 'set-cookie').map(([, v]) => v)
	for (const [name, value] of response.headers) if (name !== 'set-cookie') res.setHeader(name, value)
	if (cookies.length) res.setHeader('Set-Cookie', cookies)
	const type = res.getHeader('content-type') as string | undefined
	const isPage = response.status === 200 && (req.method === 'GET' || req.method === 'HEAD')
	res.setHeader('Vary', `Accept-Encoding, Accept-Language, Cookie, ${LITE_HINTS}, Authorization`)
	// No Critical-CH: it would make a first visit's page come twice (one more round trip, the HTML sent again) for
	// every visitor, to spare a slow line one page with scripts; a page running scripts hands over to Lite (root.tsx).
	if (type?.startsWith('text/html')) res.setHeader('Accept-CH', ACCEPT_CH)
	if (isPage) {
		res.setHeader('ETag', response.etag)
		if (req.headers['if-none-match'] === response.etag) {
			res.statusCode = 304
			res.end()
			return
		}
	}
	res.statusCode = response.status
	const encoding = isCompressible(type, response.body.length) ? preferredEncoding(req) : 'identity'
	const body = encodedBody(response, encoding, { shared })
	if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding)
	res.setHeader('Content-Length', body.length)
	res.end(req.method === 'HEAD' ? undefined : body)
}

/** Hands a Node request to React Router, with ETags, compression and a short cache for public pages. */
export function createReactRouterBridge({
	build,
	mode,
	origin,
	context,
	policy,
}: {
	build: ServerBuild | (() => Promise<ServerBuild>)
	mode: string
	origin: (req: IncomingMessage) => string
	context: (req: IncomingMessage) => AppContext
	/** What a page's Content-Security-Policy allows besides its own scripts. */
	policy: PolicyOptions
}) {
	const handle = createRequestHandler(build, mode)
	const cache = createPageCache()
	return {
		async handle(req: IncomingMessage, res: ServerResponse) {
			const started = performance.now()
			const appContext = context(req)
			res.once('finish', () => appContext.latency?.record(urlOf(req).pathname, performance.now() - started))
			const cacheable = isPlainGet(req)
			// Read before rendering: a write that lands meanwhile moves the version, so this page is not kept past it.
			const version = cacheable ? await pagesVersion(appContext.db) : 0
			const cached = cacheable ? cache.get(req, version) : null
			if (cached) return send(req, res, cached, { shared: true })
			const controller = new AbortController()
			res.on('close', () => controller.abort())
			const loadContext = routerContext(appContext)
			const rendered = await watchPersonalReads(() => searchesAsOfNow(async () => toCached(await handle(await toRequest(req, res, origin(req), controller.signal), loadContext), policy)))
			// A resource route the database failed is answered by React Router as a 500; it is an outage, said as one.
			if (loadContext.get(outageContext).database && rendered.result.status >= 500) return sendOutage(req, res)
			const response = withCacheControl(req, rendered.result, { personal: rendered.personal })
			if (cacheable) cache.put(req, response, version)
			// A write (a post that succeeded) may change what anonymous visitors see, on every instance.
			const wrote = req.method !== 'GET' && req.method !== 'HEAD' && response.status < 400
			if (wrote && changesPublicPages(urlOf(req).pathname)) await movePagesVersion(appContext.db)
			send(req, res, response, { shared: false })
		},
	}
}
