import type { Page } from '@playwright/test'
import { expect, test } from './test.ts'
import { publishedListings, visit } from './helpers.ts'

/** The /photos/ paths a page asks for, in order. */
function photoRequests(page: Page) {
	const paths: string[] = []
	page.on('request', (request) => {
		const { pathname } = new URL(request.url())
		if (pathname.startsWith('/photos/')) paths.push(pathname)
	})
	return paths
}

// Issue 26: AVIF to a browser that reads it, WebP or the JPEG <img> to one that doesn't; on a 360x740 phone.
test.use({ viewport: { width: 360, height: 740 }, deviceScaleFactor: 2 })

// A browser with scripting off loads every image at once (the HTML standard turns lazy loading off there); Lite mode's
// pages carry no script but the browser's lazy loading still works.
for (const mode of [{ name: 'with JS', lite: false }, { name: 'in Lite mode', lite: true }]) {
	test.describe(`photos ${mode.name}`, () => {
		test.beforeEach(async ({ context, baseURL }) => {
			if (mode.lite) await context.addCookies([{ name: 'lite', value: '1', url: baseURL! }])
		})

		test('a listing page fetches only its first photo, as AVIF; the next once the gallery is scrolled', async ({ page, request }) => {
			const [listing] = await publishedListings(request, 1)
			const requested = photoRequests(page)
			await visit(page, `/listings/${listing!.id}`, !mode.lite)
			const gallery = page.getByRole('list', { name: /^\d+ photos$/ })
			const count = await gallery.getByRole('listitem').count()
			expect(count).toBeGreaterThan(1)
			const first = gallery.getByRole('img').first()
			await expect(first).toHaveAccessibleName(`${listing!.title}, photo 1 of ${count}`)
			await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0)
			expect(await first.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname)).toMatch(/^\/photos\/[a-f0-9]{24}\/whole\.avif$/)
			await page.waitForLoadState('networkidle')
			expect(requested).toEqual([await first.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname)])

			await gallery.evaluate((list) => list.scrollBy({ left: list.clientWidth }))
			await expect.poll(() => requested.length).toBeGreaterThan(1)
			expect(requested[1]).toMatch(/\/whole\.avif$/)
			await expect(gallery.getByRole('img').nth(1)).toHaveAccessibleName(`${listing!.title}, photo 2 of ${count}`)
		})

		test('cards on the home page come as AVIF', async ({ page }) => {
			const requested = photoRequests(page)
			await visit(page, '/', !mode.lite)
			await page.waitForLoadState('networkidle')
			expect(requested.length).toBeGreaterThan(0)
			for (const path of requested) expect(path).toMatch(/\.avif$/)
		})
	})
}

test('each photo lists AVIF, then WebP, then the JPEG <img>; each URL answers in its type, cached for good', async ({ page, request }) => {
	const [listing] = await publishedListings(request, 1)
	await page.goto(`/listings/${listing!.id}`)
	const picture = page.locator('.gallery picture').first()
	expect(await picture.evaluate((p) => [...p.children].map((c) => `${c.tagName.toLowerCase()} ${c.getAttribute('type') ?? ''}`.trim()))).toEqual([
		'source image/avif',
		'source image/webp',
		'img',
	])
	const first = (srcset: string | null) => srcset!.split(',')[0]!.trim().split(' ')[0]!
	const urls = {
		'image/avif': first(await picture.locator('source[type="image/avif"]').getAttribute('srcset')),
		'image/webp': first(await picture.locator('source[type="image/webp"]').getAttribute('srcset')),
		// What a browser that reads neither AVIF nor WebP (KaiOS, old Android) loads: the <img>'s own src.
		'image/jpeg': (await picture.locator('img').getAttribute('src'))!,
	}
	for (const [type, url] of Object.entries(urls)) {
		// A client that says it takes only JPEG still gets what the URL names: the markup, not the server, picks.
		const res = await request.get(url, { headers: { accept: type } })
		expect([url, res.status(), res.headers()['content-type'], res.headers()['cache-control']]).toEqual([url, 200, type, 'public, max-age=31536000, immutable'])
		const body = await res.body()
		const magic = { 'image/avif': body.subarray(4, 12).toString('latin1'), 'image/webp': body.subarray(8, 12).toString('latin1'), 'image/jpeg': body.subarray(0, 2).toString('hex') }[type]
		expect(magic).toBe({ 'image/avif': 'ftypavif', 'image/webp': 'WEBP', 'image/jpeg': 'ffd8' }[type])
	}
})
