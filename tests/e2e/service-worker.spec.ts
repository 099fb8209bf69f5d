import type { Page } from '@playwright/test'
import { expect, test } from './test.ts'
import { underServiceWorker } from './helpers.ts'

/** The code the service worker keeps (Cache Storage), by path. */
function keptCode(page: Page) {
	return page.evaluate(async () => (await (await caches.open('soko-code')).keys()).map((r) => new URL(r.url).pathname))
}

/** The scripts and stylesheet the page itself loaded, by path. */
function loadedByPage(page: Page) {
	return page.evaluate(() =>
		performance
			.getEntriesByType('resource')
			.map((entry) => new URL(entry.name).pathname)
			.filter((path) => path.startsWith('/assets/')),
	)
}

type RouteFiles = { module: string; imports?: string[]; css?: string[] }

/** A route's own files (its script first), from React Router's manifest of the page. */
async function routeCode(page: Page, id: string) {
	const route = await page.evaluate((id) => (window as unknown as { __reactRouterManifest: { routes: Record<string, RouteFiles> } }).__reactRouterManifest.routes[id]!, id)
	return [route.module, ...(route.imports ?? []), ...(route.css ?? [])]
}
const routeModule = async (page: Page, id: string) => (await routeCode(page, id))[0]!

/** The Network Information API as a phone reports it (Chromium on a desktop gives no connection type). */
function connectionIs(page: Page, connection: { type: string; saveData: boolean }) {
	return page.addInitScript((connection) => {
		Object.defineProperty(navigator, 'connection', {
			configurable: true,
			value: Object.assign(new EventTarget(), { effectiveType: '4g', downlink: 10, rtt: 50, ...connection }),
		})
	}, connection)
}

test.describe('the service worker keeps code', () => {
	test.use({ viewport: { width: 360, height: 740 } })

	for (const [how, connection] of [
		['as the browser reports it (no connection type)', null],
		['on Wi-Fi with Save-Data on', { type: 'wifi', saveData: true }],
		['on mobile data', { type: 'cellular', saveData: false }],
	] as const) {
		test(`a first visit ${how} keeps the code its page loaded and its forms need, and fetches no other page's`, async ({ page, context }) => {
			if (connection) await connectionIs(page, connection)
			const fetched = new Set<string>()
			context.on('request', (request) => {
				const path = new URL(request.url()).pathname
				if (path.startsWith('/assets/')) fetched.add(path)
			})
			await page.goto('/')
			await underServiceWorker(page)
			const loaded = await loadedByPage(page)
			expect(loaded.some((path) => path.endsWith('.js'))).toBe(true)
			await expect.poll(() => keptCode(page)).toEqual(expect.arrayContaining(loaded))
			await page.waitForLoadState('networkidle')

			// The Save buttons on the cards post to a listing's route: its code is kept, for a Save made offline.
			const listing = await routeCode(page, 'routes/listing')
			await expect.poll(() => keptCode(page)).toEqual(expect.arrayContaining(listing))
			const browse = await routeModule(page, 'routes/browse')
			expect(await keptCode(page)).not.toContain(browse)
			// Everything asked for (by the page or its worker) is what the page loaded or posts to: no other page's code.
			expect([...fetched].filter((path) => !loaded.includes(path) && !listing.includes(path))).toEqual([])
		})
	}

	test('on Wi-Fi a first visit keeps all of the public pages’ code ahead of use', async ({ page }) => {
		await connectionIs(page, { type: 'wifi', saveData: false })
		await page.goto('/')
		await underServiceWorker(page)
		const [browse, sell] = [await routeModule(page, 'routes/browse'), await routeModule(page, 'routes/sell')]
		await expect.poll(() => keptCode(page)).toEqual(expect.arrayContaining([browse, sell]))
	})
})

test.describe('a new version of Soko', () => {
	test('is not announced on a first visit; a page a worker already ran says so, and Reload loads the new one', async ({ page, context }) => {
		// Each fetch of the worker's script after the first gets a changed one: a new version, as after a deploy.
		let version = 0
		await context.route('**/sw.js', async (route) => {
			const script = await (await route.fetch()).text()
			await route.fulfill({ contentType: 'text/javascript', headers: { 'cache-control': 'no-cache' }, body: `${script}\n// version ${version++}\n` })
		})
		const notice = page.getByRole('status').filter({ hasText: 'A new version of Soko is ready' })

		await page.goto('/')
		await underServiceWorker(page)
		// A new version found while the first one is barely installed (what Firefox reports as soon as one navigates).
		await page.evaluate(async () => (await navigator.serviceWorker.ready).update())
		await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting != null)).toBe(true)
		await page.waitForTimeout(500)
		await expect(notice).toHaveCount(0)

		await page.reload()
		await expect(notice).toBeVisible()
		await page.evaluate(() => Object.assign(window, { beforeReload: true }))
		await notice.getByRole('button', { name: 'Reload' }).click()
		// The page reloaded, under the new version: nothing waits any more.
		await page.waitForFunction(() => !('beforeReload' in window))
		await expect
			.poll(() =>
				page.evaluate(async () => {
					const registration = await navigator.serviceWorker.getRegistration()
					return registration?.waiting == null && navigator.serviceWorker.controller === registration?.active
				}),
			)
			.toBe(true)
		await expect(notice).toHaveCount(0)
	})
})
