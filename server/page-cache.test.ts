import { expect, test } from 'vitest'
import type { IncomingMessage } from 'node:http'
import { changesPublicPages, createPageCache, type CachedResponse } from './page-cache.ts'

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
	const page = (body: string): CachedResponse => ({ status: 200, headers: [], body: Buffer.from(body), etag: body, encoded: {} })
	cache.put(request({ 'accept-language': 'sw-KE,sw;q=0.9' }), page('sw'), 1)
	cache.put(request({}), page('en'), 1)
	expect(cache.get(request({ cookie: 'lang=sw' }), 1)?.etag).toBe('sw')
	expect(cache.get(request({ 'accept-language': 'sw' }), 1)?.etag).toBe('sw')
	expect(cache.get(request({ 'accept-language': 'sw', cookie: 'lang=en' }), 1)?.etag).toBe('en')
	expect(cache.get(request({ 'accept-language': 'en-GB' }), 1)?.etag).toBe('en')
})
