import { createHash } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import { negotiateLocale } from '../app/i18n/locales.ts'
import { compress, compressShared, type Encoding } from './compression.ts'
import { STYLESHEET_COOKIE } from '../app/utils/app-stylesheet.server.ts'

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

/** Cookies that make a response personal: a session, or a flash message waiting to be shown. */
export function isAnonymous(req: IncomingMessage) {
	const cookie = String(req.headers.cookie ?? '')
	return !/(?:^|;\s*)(__session|toast)=/.test(cookie) && !req.headers.authorization
}

const STYLESHEET = new RegExp(`(?:^|;\\s*)${STYLESHEET_COOKIE}=([^;]*)`)

/**
 * What may vary between two anonymous visitors: Lite mode, dismissed banners, the language, and the stylesheet's
 * version they have (none or an old one: inlined; the current one: linked).
 */
function cacheKey(req: IncomingMessage) {
	const cookie = String(req.headers.cookie ?? '')
	const lite = /(?:^|;\s*)lite=1/.test(cookie) || req.headers['save-data'] === 'on'
	const dismissed = /(?:^|;\s*)dismissed_banners=([^;]*)/.exec(cookie)?.[1] ?? ''
	const locale = negotiateLocale({ cookie, acceptLanguage: String(req.headers['accept-language'] ?? '') })
	const stylesheet = STYLESHEET.exec(cookie)?.[1] ?? ''
	return `${req.url}|${lite ? 1 : 0}|${dismissed}|${locale}|${stylesheet}`
}

/** The stylesheet's cookie is the same for every visitor who gets the same page: it may be cached with it. */
const isShareable = ([name, value]: [string, string]) => name !== 'set-cookie' || value.startsWith(`${STYLESHEET_COOKIE}=`)

/**
 * A brief in-memory cache of anonymous GET responses, so a crowd of visitors costs one render per page per TTL.
 * Each entry remembers the shared pages version (shared-versions.server.ts) it was made under and is served only
 * while the version is the same: a write on any instance of the app retires it at once.
 */
export function createPageCache() {
	const entries = new Map<string, { at: number; version: number; response: CachedResponse }>()
	return {
		get(req: IncomingMessage, version: number) {
			if (req.method !== 'GET' || !isAnonymous(req)) return null
			const hit = entries.get(cacheKey(req))
			if (!hit || hit.version !== version || Date.now() - hit.at > TTL_MS) return null
			return hit.response
		},
		put(req: IncomingMessage, response: CachedResponse, version: number) {
			if (req.method !== 'GET' || !isAnonymous(req) || response.status !== 200) return
			if (!response.headers.every(isShareable)) return
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
