import { createHash } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import { negotiateLocale } from '../app/i18n/locales.ts'
import { compress, compressShared, type Encoding } from './compression.ts'
import { cookieValue, parseCookieHeader } from '../app/utils/cookie-header.ts'
import { isPublic } from '../app/utils/cache-control.ts'
import { DISMISSED_BANNERS_COOKIE, LITE_COOKIE, SHARED_COOKIES, STYLESHEET_COOKIE } from '../app/utils/shared-cookies.ts'
import { liteMode } from '../app/utils/lite-mode.ts'

export type CachedResponse = {
	status: number
	headers: [string, string][]
	body: Buffer
	etag: string
	encoded: Partial<Record<Encoding, Buffer>>
	/** Encodings already (being) compressed at the shared level. */
	sharedLevel?: Set<Encoding>
}

const TTL_MS = 10_000
const MAX_ENTRIES = 500

export function etagOf(body: Buffer) {
	return `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`
}

/**
 * A request the cache may answer: a GET with no credentials and no cookie but the shared ones, read with the app's own
 * parser. Any other cookie may make the page personal (the app decides that by rendering), so it is never answered
 * from the cache.
 */
export function isPlainGet(req: IncomingMessage) {
	if (req.method !== 'GET' || req.headers.authorization) return false
	return [...parseCookieHeader(String(req.headers.cookie ?? '')).keys()].every((name) => SHARED_COOKIES.has(name))
}

const header = (req: IncomingMessage, name: string) => {
	const value = req.headers[name]
	return typeof value === 'string' ? value : null
}

/**
 * What may vary between two anonymous visitors: Lite mode as the app decides it (chosen, chosen by the line: a page
 * that says so, or off), dismissed banners, the language, and the stylesheet's version they have (none or an old one:
 * inlined; the current one: linked).
 */
function cacheKey(req: IncomingMessage) {
	const cookies = String(req.headers.cookie ?? '')
	const lite = liteMode({ cookie: cookieValue(cookies, LITE_COOKIE), ect: header(req, 'ect'), saveData: header(req, 'save-data') })
	const locale = negotiateLocale({ cookie: cookies, acceptLanguage: String(req.headers['accept-language'] ?? '') })
	return JSON.stringify([req.url, lite, cookieValue(cookies, DISMISSED_BANNERS_COOKIE), locale, cookieValue(cookies, STYLESHEET_COOKIE)])
}

const SHARED_PAGE = 'public, max-age=0, s-maxage=10, must-revalidate'
const PERSONAL = 'private, no-store'

const cacheControlIn = (response: CachedResponse) => response.headers.find(([name]) => name === 'cache-control')?.[1] ?? null

/** The stylesheet's cookie is the same for every visitor who gets the same page: it may be cached with it. */
const isShareable = ([name, value]: [string, string]) => name !== 'set-cookie' || value.startsWith(`${STYLESHEET_COOKIE}=`)

/**
 * Who may store a response, decided by the response, never by the request's cookies (DESIGN §2): one whose rendering
 * read anything personal (personal-reads.server.ts) or that sets a personal cookie is `private, no-store` (a shared
 * phone keeps no copy, in its HTTP cache or the service worker's); a route's own Cache-Control stands otherwise;
 * any other successful page is the same for every anonymous visitor, so public, briefly.
 */
export function withCacheControl(req: IncomingMessage, response: CachedResponse, { personal }: { personal: boolean }): CachedResponse {
	const isPage = response.status === 200 && (req.method === 'GET' || req.method === 'HEAD')
	const own = cacheControlIn(response)
	const cacheControl = personal || !response.headers.every(isShareable) ? PERSONAL : (own ?? (isPage ? SHARED_PAGE : null))
	if (cacheControl === null || cacheControl === own) return response
	return { ...response, headers: [...response.headers.filter(([name]) => name !== 'cache-control'), ['cache-control', cacheControl]] }
}

/**
 * A brief in-memory cache of public GET responses, so a crowd of visitors costs one render per page per TTL.
 * Each entry remembers the shared pages version (shared-versions.server.ts) it was made under and is served only
 * while the version is the same: a write on any instance of the app retires it at once.
 */
export function createPageCache() {
	const entries = new Map<string, { at: number; version: number; response: CachedResponse }>()
	return {
		get(req: IncomingMessage, version: number) {
			if (!isPlainGet(req)) return null
			const hit = entries.get(cacheKey(req))
			if (!hit || hit.version !== version || Date.now() - hit.at > TTL_MS) return null
			return hit.response
		},
		put(req: IncomingMessage, response: CachedResponse, version: number) {
			if (!isPlainGet(req) || response.status !== 200) return
			if (!isPublic(cacheControlIn(response))) return
			if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!)
			entries.set(cacheKey(req), { at: Date.now(), version, response })
		},
	}
}

/**
 * Posts that never change what an anonymous visitor sees: accounts, preferences kept in cookies, offers, saves and
 * tracking, messages to support, photos not yet on a listing. Any other successful post retires every cached page
 * on every instance. A post wrongly listed here would leave pages at most TTL_MS old; one missing costs renders.
 */
const PRIVATE_WRITES = [
	'/login',
	'/logout',
	'/register',
	'/forgot-password',
	'/reset-password',
	'/lite',
	'/language',
	'/banners/dismiss',
	'/contact',
	'/report-issue',
	'/my-offers',
	'/offers/',
	'/saved-items',
	'/recommendations/preferences',
	'/api/auth/',
	'/api/upload-image',
	'/api/offers',
	'/api/recommendations/',
]

export function changesPublicPages(pathname: string) {
	return !PRIVATE_WRITES.some((path) => (path.endsWith('/') ? pathname.startsWith(path) : pathname === path || pathname.startsWith(`${path}/`)))
}

/**
 * The body as sent: compressed at the per-request level the first time; once it is served again (from the cache: it is
 * shared), compressed once more at the top level in the background, and that is served from then on. A page rendered
 * for one visitor never pays for the slow level.
 */
export function encodedBody(response: CachedResponse, encoding: Encoding, { shared }: { shared: boolean }) {
	const body = (response.encoded[encoding] ??= compress(response.body, encoding))
	const recompressed = (response.sharedLevel ??= new Set())
	if (shared && encoding !== 'identity' && !recompressed.has(encoding)) {
		recompressed.add(encoding)
		compressShared(response.body, encoding).then(
			(smaller) => (response.encoded[encoding] = smaller),
			// Keeps the per-request bytes: they are correct, only larger.
			() => {},
		)
	}
	return body
}
