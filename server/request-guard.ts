import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Duplex } from 'node:stream'
import { LISTING_LIMITS } from '../app/domain/listings/limits.ts'
import { isApiPath } from '../app/utils/api-path.ts'
import { parseCookieHeader } from '../app/utils/cookie-header.ts'
import { SESSION_COOKIES } from '../app/routes/+shared/auth.server.ts'

export type Refusal = { status: number; message: string; headers?: Record<string, string> }

const MB = 1024 * 1024
/** JSON and form bodies; a form with photos carries at most a listing's (the routes check tighter limits first). */
export const BODY_LIMITS = { body: MB, multipart: LISTING_LIMITS.maxPhotos * LISTING_LIMITS.photoBytes + 2 * MB } as const

export const TOO_LARGE: Refusal = { status: 413, message: 'Request body too large: at most 1 MB (photos: 10 MB each)' }
const CROSS_SITE: Refusal = { status: 403, message: 'Cross-site request refused' }
const API_COOKIE: Refusal = {
	status: 403,
	message: 'Cross-site request refused: call the API with an Authorization: Bearer token (a signed-in page may use JSON from this site)',
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])
/** The methods Soko's pages and API answer. */
const SERVED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']
/** HTTP's own methods (RFC 9110) that Soko never serves: TRACE would echo the request's cookies back. */
const REFUSED_METHODS = new Set(['TRACE', 'CONNECT'])

const BAD_TARGET: Refusal = { status: 400, message: 'Bad request target: expected a path such as /browse' }

/**
 * Only a path (`/browse?q=tv`) is a request target here. An absolute one (`http://evil.example/…`) would put another
 * host in the URL the routes see, and a malformed one used to throw before any answer, taking the process down.
 */
export function checkTarget(req: IncomingMessage): Refusal | null {
	return req.url?.startsWith('/') ? null : BAD_TARGET
}

/**
 * The URL of a request on `origin`. Joined as text, not resolved: resolving `//evil.example/x` or `/\evil.example/x`
 * against the origin would make evil.example the host.
 */
export function urlOf(req: IncomingMessage, origin = 'http://localhost') {
	return new URL(`${origin}${req.url ?? '/'}`)
}

/**
 * A method Soko does not serve is answered before anything reads the request (the Fetch API refuses to build a
 * Request for TRACE or CONNECT, which used to end in a 500): 405 with Allow for HTTP's own methods, 501 for the rest
 * (WebDAV's and other extensions Node's parser knows).
 */
export function checkMethod(req: IncomingMessage): Refusal | null {
	const method = req.method ?? 'GET'
	if (SERVED_METHODS.includes(method)) return null
	if (REFUSED_METHODS.has(method)) {
		return { status: 405, message: `Method ${method} is not allowed`, headers: { Allow: SERVED_METHODS.join(', ') } }
	}
	return { status: 501, message: `Method ${method} is not supported` }
}

export function isMultipart(req: IncomingMessage) {
	return String(req.headers['content-type'] ?? '').toLowerCase().startsWith('multipart/form-data')
}

/** The forms that take photos (the sell form, a listing's edit page, the API's upload), as the router matches them. */
const PHOTO_FORMS = [/^\/sell\/new\/?$/i, /^\/listings\/[^/]+\/edit\/?$/i, /^\/api\/upload-image\/?$/i]

/**
 * A multipart body may carry a listing's photos only where photos are taken; anywhere else it is held to the limit of
 * any other body, as every other route reads it whole into memory (fifty 45 MB logins at once would be 2 GB).
 */
export function bodyLimit(req: IncomingMessage) {
	const { pathname } = urlOf(req)
	return isMultipart(req) && PHOTO_FORMS.some((form) => form.test(pathname)) ? BODY_LIMITS.multipart : BODY_LIMITS.body
}

/** Read as the app reads it (`__session =x` is a session there), under either of its names. */
function hasSessionCookie(req: IncomingMessage) {
	const cookies = parseCookieHeader(String(req.headers.cookie ?? ''))
	return Object.values(SESSION_COOKIES).some((name) => cookies.has(name))
}

/** The origin a browser on this site sends: PUBLIC_URL's, or this request's own host. */
export function isSameOrigin(origin: string, req: IncomingMessage, publicUrl: string | undefined) {
	let url: URL
	try {
		url = new URL(origin)
	} catch {
		return false
	}
	if (publicUrl && url.origin === new URL(publicUrl).origin) return true
	return url.host === req.headers.host
}

/**
 * Refuses, before any route runs, what a browser does for another site: a state-changing request whose Origin (or
 * Sec-Fetch-Site) is not this site. The JSON API takes the session cookie only from this site's own scripts (JSON or
 * an X-Requested-With header, which a cross-site form can't send); other clients use a Bearer token. Requests from
 * non-browsers carry neither header and no cookie a site could borrow.
 */
export function checkRequest(req: IncomingMessage, { publicUrl }: { publicUrl?: string }): Refusal | null {
	const method = req.method ?? 'GET'
	if (SAFE_METHODS.has(method)) return null
	const declared = Number(req.headers['content-length'] ?? 0)
	if (declared > bodyLimit(req)) return TOO_LARGE
	const origin = req.headers.origin
	const fetchSite = req.headers['sec-fetch-site']
	const sameOrigin = origin ? isSameOrigin(origin, req, publicUrl) : fetchSite === undefined || fetchSite === 'same-origin' || fetchSite === 'none'
	if (!sameOrigin) return CROSS_SITE
	const bearer = String(req.headers.authorization ?? '').startsWith('Bearer ')
	if (isApiPath(urlOf(req).pathname) && !bearer && hasSessionCookie(req)) {
		const json = String(req.headers['content-type'] ?? '').toLowerCase().startsWith('application/json')
		if (!origin || !(json || req.headers['x-requested-with'])) return API_COOKIE
	}
	return null
}

/** How much of a refused body is still read (and thrown away) so its sender gets the answer; past it, the line is cut. */
export const DRAIN_LIMIT = 16 * 1024 * 1024

/**
 * A refusal or failure in the shape the caller reads: JSON `{message}` for the API, plain text for pages. A body
 * refused as too large may still be arriving: closing on it would break the sender's pipe before it reads the 413, so
 * the status goes at once and the answer once the rest has been read and dropped (up to DRAIN_LIMIT), then the
 * connection closes.
 */
export function sendRefusal(req: IncomingMessage, res: ServerResponse, { status, message, headers }: Refusal) {
	if (res.headersSent) return res.end()
	res.statusCode = status
	for (const [name, value] of Object.entries(headers ?? {})) res.setHeader(name, value)
	res.setHeader('Cache-Control', 'no-store')
	if (status === 413) res.setHeader('Connection', 'close')
	// A target refused as not a path has none to read.
	const api = checkTarget(req) === null && isApiPath(urlOf(req).pathname)
	res.setHeader('Content-Type', api ? 'application/json' : 'text/plain; charset=utf-8')
	const answer = () => res.end(api ? JSON.stringify({ message }) : message)
	if (status !== 413 || req.readableEnded) return answer()
	res.flushHeaders()
	let left = DRAIN_LIMIT
	req.unpipe()
	req.on('data', (chunk: Buffer) => {
		left -= chunk.length
		if (left < 0) req.destroy()
	})
	req.once('end', answer)
	req.resume()
}

/**
 * What Node's parser refuses before any route sees the request (headers over 16 KB, a malformed line): the API's
 * clients read JSON `{message}` there too, where Node's own answer has no body. The path can't be read from a request
 * that didn't parse, so every such answer is JSON. A connection already gone is just closed.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Duplex) {
	if (error.code === 'ECONNRESET' || !socket.writable) return void socket.destroy()
	const [status, reason, message] =
		error.code === 'HPE_HEADER_OVERFLOW'
			? [431, 'Request Header Fields Too Large', 'Request headers too large: at most 16 KB']
			: [400, 'Bad Request', 'Bad request: not a request this server can read']
	const body = JSON.stringify({ message })
	socket.end(`HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${body}`)
}
