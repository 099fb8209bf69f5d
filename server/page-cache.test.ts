import type { IncomingMessage } from 'node:http'
import { brotliDecompressSync } from 'node:zlib'
import { describe, expect, test, vi } from 'vitest'
import { SESSION_COOKIES } from '../app/routes/+shared/auth.server.ts'
import { GUEST_COOKIE } from '../app/routes/+shared/chat-identity.server.ts'
import { DEVICE_COOKIE } from '../app/routes/+shared/device.server.ts'
import { changesPublicPages, createPageCache, encodedBody, etagOf, isPlainGet, withCacheControl, type CachedResponse } from './page-cache.ts'
import { compress } from './compression.ts'

test('posts about one person keep the cached pages; posts that may change what everyone sees retire them', () => {
	for (const path of ['/login', '/logout', '/lite', '/language', '/banners/dismiss', '/api/auth/login', '/api/upload-image', '/api/offers', '/api/offers/4/accept', '/offers/4', '/saved-items', '/api/recommendations/save/3', '/api/recommendations/track']) {
		expect(changesPublicPages(path), path).toBe(false)
	}
	for (const path of ['/listings/3', '/listings/3/edit', '/sell/new', '/admin', '/api/listings', '/api/listings/3/approve', '/api/payments/mpesa-callback/abc', '/api/reviews', '/seller-dashboard', '/login-history', '/api/offersx']) {
		expect(changesPublicPages(path), path).toBe(true)
	}
})

test("the admin console's writes retire cached pages: suspending hides listings, banners and featured listings are on public pages", () => {
	for (const path of ['/admin/users', '/admin/featured', '/admin/banners', '/api/admin/bulk-action', '/api/admin/listings/3/feature', '/api/admin/banners', '/api/admin/banners/2']) {
		expect(changesPublicPages(path), path).toBe(true)
	}
})

test('a page is cached per language: the switch cookie or Accept-Language', () => {
	const cache = createPageCache()
	const request = (headers: Record<string, string>) => ({ method: 'GET', url: '/browse', headers }) as unknown as IncomingMessage
	const page = (body: string): CachedResponse => ({ status: 200, headers: [['cache-control', 'public, max-age=0']], body: Buffer.from(body), etag: body, encoded: {} })
	cache.put(request({ 'accept-language': 'sw-KE,sw;q=0.9' }), page('sw'), 1)
	cache.put(request({}), page('en'), 1)
	expect(cache.get(request({ cookie: 'lang=sw' }), 1)?.etag).toBe('sw')
	expect(cache.get(request({ 'accept-language': 'sw' }), 1)?.etag).toBe('sw')
	expect(cache.get(request({ 'accept-language': 'sw', cookie: 'lang=en' }), 1)?.etag).toBe('en')
	expect(cache.get(request({ 'accept-language': 'en-GB' }), 1)?.etag).toBe('en')
})

const get = (url: string, cookie?: string) => ({ method: 'GET', url, headers: cookie ? { cookie } : {} }) as IncomingMessage
function response(html: string, cookies: string[] = []): CachedResponse {
	const body = Buffer.from(html)
	const page: CachedResponse = { status: 200, headers: [['content-type', 'text/html'], ...cookies.map((c): [string, string] => ['set-cookie', c])], body, etag: etagOf(body), encoded: {} }
	return withCacheControl(get('/'), page, { personal: false })
}

test('the inlined and the linked stylesheet variants of a page are cached apart, the inlined one with its cookie', () => {
	const cache = createPageCache()
	const inlined = response('<style>x</style>', ['css=app-1.css; Path=/; HttpOnly'])
	const linked = response('<link rel="stylesheet" href="/assets/app-1.css"/>')
	cache.put(get('/browse'), inlined, 1)
	cache.put(get('/browse', 'css=app-1.css'), linked, 1)
	expect(cache.get(get('/browse'), 1)).toBe(inlined)
	expect(cache.get(get('/browse', 'lite=0; css=app-1.css'), 1)).toBe(linked)
	// An old version's cookie is its own variant: it gets the inlined page and the new cookie, never the linked one.
	expect(cache.get(get('/browse', 'css=app-0.css'), 1)).toBeNull()
	expect(inlined.etag).not.toBe(linked.etag)
})

test('a response is kept for others only when it says public: one that read something personal or sets a personal cookie is private, no-store', () => {
	const cache = createPageCache()
	const cacheControl = (page: CachedResponse) => page.headers.find(([name]) => name === 'cache-control')?.[1]
	const shared = response('<p>hi</p>', ['css=app-1.css; Path=/'])
	expect(cacheControl(shared)).toBe('public, max-age=0, s-maxage=10, must-revalidate')
	const flash = response('<p>hi</p>', ['css=app-1.css; Path=/', 'toast=; Max-Age=0'])
	expect(cacheControl(flash)).toBe('private, no-store')
	cache.put(get('/browse'), flash, 1)
	expect(cache.get(get('/browse'), 1)).toBeNull()
	const read = withCacheControl(get('/'), { ...shared, headers: [['cache-control', 'public, max-age=86400']] }, { personal: true })
	expect(cacheControl(read)).toBe('private, no-store')
	cache.put(get('/browse'), read, 1)
	expect(cache.get(get('/browse'), 1)).toBeNull()
	cache.put(get('/browse'), shared, 1)
	expect(cache.get(get('/browse'), 1)).toBe(shared)
})

test('the cache answers only requests with no cookie but the shared ones, read as the app reads them', () => {
	const cache = createPageCache()
	const page = response('<p>anonymous</p>')
	const lite = response('<p>lite</p>')
	cache.put(get('/'), page, 1)
	cache.put(get('/', 'lite=1'), lite, 1)
	for (const cookie of ['__session =t', ' __session=t', '__Session=t', 'lang=en;;__session=t;', 'toast =x', 'soko_chat=x', 'lite=1; x=1']) {
		expect(cache.get(get('/', cookie), 1), cookie).toBeNull()
	}
	expect(cache.get({ ...get('/'), headers: { authorization: 'Bearer t' } } as unknown as IncomingMessage, 1)).toBeNull()
	for (const cookie of [' lite = 1 ', 'lite=%31', ';;lite=1;', 'lite=1; lite=0']) expect(cache.get(get('/', cookie), 1), cookie).toBe(lite)
	for (const cookie of ['lite=10', 'lite=0; lite=1', 'lang=en']) expect(cache.get(get('/', cookie), 1), cookie).toBe(page)
})

test('a page is compressed at the per-request level first; served again from the cache, at the top level once, in the background', async () => {
	const html = `<ul>${Array.from({ length: 300 }, (_, i) => `<li class="card"><a href="/listings/${i}">Item ${i * 7919}</a> KSh ${i * 31}</li>`).join('')}</ul>`
	const page = response(html)
	const first = encodedBody(page, 'br', { shared: false })
	expect(first).toEqual(compress(page.body, 'br'))
	expect(encodedBody(page, 'br', { shared: true })).toBe(first)
	await vi.waitFor(() => expect(page.encoded.br).not.toBe(first))
	expect(page.encoded.br!.length).toBeLessThan(first.length)
	expect(brotliDecompressSync(page.encoded.br!).toString()).toBe(html)
	expect(encodedBody(page, 'br', { shared: true })).toBe(page.encoded.br)
})

describe('who counts as anonymous: only they are answered from the cache, and only what was made for them is kept', () => {
	const request = (headers: Record<string, string>, method = 'GET') => ({ method, url: '/seller-dashboard', headers }) as unknown as IncomingMessage
	/** Someone with credentials, and the same visitor without them (whose cache entry theirs would share). */
	const SOMEONE: [string, Record<string, string>, Record<string, string>][] = [
		['the session cookie', { cookie: `${SESSION_COOKIES.plain}=t` }, {}],
		['the HTTPS session cookie', { cookie: `${SESSION_COOKIES.secure}=t` }, {}],
		['the session cookie beside the shared ones', { cookie: `lang=sw; lite=1; ${SESSION_COOKIES.plain}=t; css=app-1.css` }, { cookie: 'lang=sw; lite=1; css=app-1.css' }],
		['a Bearer token', { authorization: 'Bearer t' }, {}],
		['other credentials in Authorization', { authorization: 'Basic c29rbzpzZWNyZXQ=' }, {}],
		['the chat guest cookie', { cookie: `${GUEST_COOKIE}=x` }, {}],
		['the device cookie', { cookie: `${DEVICE_COOKIE}=x` }, {}],
		['a cookie the cache does not know', { cookie: 'campaign=x' }, {}],
	]

	test.each(SOMEONE)('%s: not anonymous, and not served the page cached for anonymous visitors', (_, headers, without) => {
		const cache = createPageCache()
		const anonymous = response('<p>for everyone</p>')
		cache.put(request(without), anonymous, 1)
		expect(isPlainGet(request(headers))).toBe(false)
		expect(cache.get(request(headers), 1)).toBeNull()
		expect(cache.get(request(without), 1)).toBe(anonymous)
	})

	test.each(SOMEONE)('%s: a page rendered for them is not kept, even one that says public', (_, headers, without) => {
		const cache = createPageCache()
		cache.put(request(headers), response('<h1>Your listings</h1>'), 1)
		expect(cache.get(request(without), 1)).toBeNull()
	})

	test('a plain visitor is anonymous, with the shared cookies or none: served from the cache, and their page kept', () => {
		const visitors: Record<string, string>[] = [{}, { cookie: 'lang=en; lite=0; dismissed_banners=3; css=app-1.css' }, { 'accept-language': 'sw' }]
		for (const headers of visitors) {
			const cache = createPageCache()
			const page = response('<p>for everyone</p>')
			expect(isPlainGet(request(headers))).toBe(true)
			cache.put(request(headers), page, 1)
			expect(cache.get(request(headers), 1)).toBe(page)
		}
	})

	test('a POST is neither answered from the cache nor kept', () => {
		const cache = createPageCache()
		const page = response('<p>for everyone</p>')
		cache.put(request({}), page, 1)
		expect(isPlainGet(request({}, 'POST'))).toBe(false)
		expect(cache.get(request({}, 'POST'), 1)).toBeNull()
		cache.put(request({}, 'POST'), response('<p>posted</p>'), 1)
		expect(cache.get(request({}), 1)).toBe(page)
	})
})

describe('Lite mode chosen by the line: the cache keeps the page each way of asking gets, never another', () => {
	const request = (headers: Record<string, string>) => ({ method: 'GET', url: '/browse', headers }) as unknown as IncomingMessage
	const withScripts = response('<script src="/assets/a.js"></script>')
	const byLine = response('<p>Slow connection: Lite mode.</p>')
	const chosen = response('<p>Lite mode: On</p>')
	function filled() {
		const cache = createPageCache()
		cache.put(request({ ect: '4g', downlink: '10' }), withScripts, 1)
		cache.put(request({ ect: '2g' }), byLine, 1)
		cache.put(request({ cookie: 'lite=1' }), chosen, 1)
		return cache
	}

	test.each([
		['a 4G line', { ect: '4g' }, withScripts],
		['a 3G line', { ect: '3g', downlink: '0.05' }, withScripts],
		['no hints', {}, withScripts],
		['an unknown line', { ect: '5g' }, withScripts],
		['a 2G line', { ect: '2g', downlink: '0.25' }, byLine],
		['a slow 2G line', { ect: 'slow-2g' }, byLine],
		['a 2G line, written otherwise', { ect: ' 2G ' }, byLine],
		['Save-Data on a 4G line', { ect: '4g', 'save-data': 'on' }, byLine],
		['"Full version" chosen on a 2G line', { ect: '2g', cookie: 'lite=0' }, withScripts],
		['"Full version" chosen with Save-Data', { 'save-data': 'on', cookie: 'lite=0' }, withScripts],
		['Lite chosen on a 4G line', { ect: '4g', cookie: 'lite=1' }, chosen],
		['Lite chosen on a 2G line', { ect: '2g', cookie: 'lite=1' }, chosen],
		['a cookie that chooses nothing, on a 2G line', { ect: '2g', cookie: 'lite=10' }, byLine],
	])('%s', (_, headers, expected) => {
		expect(filled().get(request(headers), 1)).toBe(expected)
	})

	test('Downlink decides nothing: it is not part of the key', () => {
		const cache = createPageCache()
		cache.put(request({ ect: '3g', downlink: '1.5' }), withScripts, 1)
		expect(cache.get(request({ ect: '3g', downlink: '0.025' }), 1)).toBe(withScripts)
		expect(cache.get(request({ ect: '3g' }), 1)).toBe(withScripts)
	})
})
