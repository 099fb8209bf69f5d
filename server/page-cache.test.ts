import { expect, test } from 'vitest'
import { changesPublicPages } from './page-cache.ts'

test('posts about one person keep the cached pages; posts that may change what everyone sees retire them', () => {
	for (const path of ['/login', '/logout', '/lite', '/banners/dismiss', '/api/auth/login', '/api/upload-image', '/api/offers', '/api/offers/4/accept', '/offers/4', '/saved-items', '/api/recommendations/save/3', '/api/recommendations/track']) {
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
