import type { APIRequestContext, Locator, Page, Route } from '@playwright/test'
import { expect, test } from './test.ts'
import { publishedListings, registerViaApi, underServiceWorker, useSession, waitForHydration } from './helpers.ts'

/**
 * The worker holds the listing page's code, its module and every file it imports: a Save or Remove posts to the listing
 * route, whose code React Router loads first; the page tells the worker to keep it once scripts ran
 * (app/pwa/page-code.ts), and the files arrive a moment later, each on its own. (Polled from here: `waitForFunction`
 * takes a promise for a truthy answer.)
 */
async function listingCodeKept(page: Page) {
	const kept = () =>
		page.evaluate(async () => {
			type Manifest = { routes: Record<string, { module: string; imports?: string[] } | undefined> }
			const routes = Object.values((window as Window & { __reactRouterManifest?: Manifest }).__reactRouterManifest?.routes ?? {})
			const listing = routes.find((route) => route && /\/assets\/listing-[\w-]{8}\.js$/.test(route.module))
			if (!listing) return false
			const files = new Set((await (await caches.open('soko-code')).keys()).map((r) => new URL(r.url).pathname))
			return [listing.module, ...(listing.imports ?? [])].every((file) => files.has(new URL(file, location.href).pathname))
		})
	await expect.poll(kept).toBe(true)
}

/** The service worker's kept pages (Cache Storage), by path. */
function keptPages(page: Page) {
	return page.evaluate(async () => (await (await caches.open('soko-pages-2')).keys()).map((r) => new URL(r.url).pathname))
}

/** The titles of a buyer's saved items, as the API has them. */
async function savedTitles(request: APIRequestContext, token: string) {
	const api = await request.get('/api/recommendations/saved', { headers: { authorization: `Bearer ${token}` } })
	return ((await api.json()) as { title: string }[]).map((l) => l.title)
}

/** The card of a listing on the page. */
function cardOf(page: Page, listingId: number) {
	return page.locator('main article.card').filter({ has: page.locator(`a[href="/listings/${listingId}"]`) }).first()
}

/** A listing shown in `place`: for the cards, the first card of that page (loaded to read it); else any published one. */
async function shownListing(page: Page, place: string) {
	const path = place.includes('/browse') ? '/browse' : place.includes('/recommendations') ? '/recommendations' : place.includes('home') ? '/' : null
	if (path) await page.goto(path)
	const card = page.locator('main article.card').first()
	const href = await card.getByRole('link').first().getAttribute('href')
	return { id: Number(href!.split('/').pop()), title: (await card.getByRole('heading').textContent())!.trim() }
}

test.describe('offline', () => {
	// A phone-sized screen, as the people who rely on this have.
	test.use({ viewport: { width: 360, height: 740 } })
	// Offline, React Router's lazy route discovery can't reach the server: it says so in the console.
	test.use({ expectedConsoleErrors: [/^Failed to fetch manifest patches/] })

	test('a listing and a browse page seen before open offline; one never seen shows the offline page listing them, with photos', async ({ page, context }) => {
		await page.goto('/')
		await underServiceWorker(page)
		await page.goto('/browse')
		await expect(page.getByRole('heading', { name: 'Browse items' })).toBeVisible()
		const card = page.locator('main article.card').first()
		const title = (await card.getByRole('heading').textContent())!.trim()
		const listing = await card.getByRole('link').first().getAttribute('href')
		await page.goto(listing!)
		await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()

		await context.setOffline(true)
		await page.goto(listing!)
		await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
		await page.goto('/browse')
		await expect(page.getByText(/items? found/)).toBeVisible()
		await waitForHydration(page)

		// A client-side navigation to a page never seen: its data can't come, so the page reloads into the offline page.
		await page.locator('footer').getByRole('link', { name: 'Pricing tips' }).click()
		await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible()
		await expect(page).toHaveURL('/pricing-tips')
		const kept = page.getByRole('listitem')
		await expect(kept.first().getByRole('link')).toHaveAttribute('href', listing!)
		await expect(kept.first()).toContainText(title)
		// The listing's photo, from the photos kept.
		await expect(kept.first().locator('img')).toHaveJSProperty('complete', true)
		expect(await kept.first().locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
		await expect(page.getByRole('link', { name: /Browse/ })).toHaveAttribute('href', '/browse')

		await page.getByRole('link', { name: title }).click()
		await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
		await context.setOffline(false)
	})

	// Every Save button: offline a tap says it will sync; back online it lands once (saved=true|false is explicit, so a
	// replay asked twice changes nothing), and the button says what the server holds.
	const SAVE_PLACES: { place: string; open: (page: Page, listingId: number) => Promise<Locator> }[] = [
		{ place: 'a card on /browse', open: async (page, id) => (await page.goto('/browse'), cardOf(page, id)) },
		{ place: 'a card on the home page', open: async (page, id) => (await page.goto('/'), cardOf(page, id)) },
		{ place: "the listing's own page", open: async (page, id) => (await page.goto(`/listings/${id}`), page.locator('main article').first()) },
		{ place: 'the listing dialog', open: async (page, id) => (await page.goto(`/?listing=${id}`), page.getByRole('dialog')) },
		{ place: 'a card on /recommendations', open: async (page, id) => (await page.goto('/recommendations'), cardOf(page, id)) },
	]
	for (const { place, open } of SAVE_PLACES) {
		test(`a Save made offline from ${place} says "Saved — will sync", and lands once when the connection is back`, async ({ page, context, request, baseURL }) => {
			const buyer = await registerViaApi(request, 'BUYER')
			await useSession(context, baseURL!, buyer.token)
			await page.goto('/')
			await underServiceWorker(page)
			const listing = await shownListing(page, place)
			const where = await open(page, listing.id)
			await waitForHydration(page)
			await listingCodeKept(page)

			await context.setOffline(true)
			await where.getByRole('button', { name: `Save ${listing.title}`, exact: true }).click()
			const button = where.locator('form.save button')
			await expect(button).toContainText('Saved — will sync')
			await expect(button).toHaveAttribute('aria-pressed', 'true')
			await expect(page.getByRole('heading', { name: 'Sorry' })).toHaveCount(0)
			expect(await savedTitles(request, buyer.token)).toEqual([])

			await context.setOffline(false)
			await expect.poll(() => savedTitles(request, buyer.token)).toEqual([listing.title])
			await expect(button).not.toContainText('will sync')
			await expect(button).toHaveAttribute('aria-pressed', 'true')
			await page.evaluate(async () => (await navigator.serviceWorker.ready).active!.postMessage({ type: 'soko:replay-saves' }))
			await page.reload()
			await expect(where.locator('form.save button')).toHaveAttribute('aria-pressed', 'true')
			expect(await savedTitles(request, buyer.token)).toEqual([listing.title])
		})
	}

	test("a Save answered by a gateway's error page (Soko out of reach behind a proxy) waits like one made offline, not the error page", async ({ page, context, request, baseURL }) => {
		const buyer = await registerViaApi(request, 'BUYER')
		await useSession(context, baseURL!, buyer.token)
		await page.goto('/')
		await underServiceWorker(page)
		const listing = await shownListing(page, "the listing's own page")
		await page.goto(`/listings/${listing.id}`)
		await waitForHydration(page)
		// What the service worker's Save meets: the proxy in front of Soko answering for it (context.route sees the
		// worker's requests in Chromium).
		let refused = 0
		const gateway = (route: Route) => {
			if (route.request().method() !== 'POST') return route.fallback()
			refused++
			return route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>502 Bad Gateway</h1>' })
		}
		await context.route(/\/listings\/\d+\.data/, gateway)

		await page.locator('main form.save button').click()
		await expect(page.locator('main form.save button')).toContainText('Saved — will sync')
		await expect(page.getByRole('heading', { name: 'Sorry' })).toHaveCount(0)
		// Replayed while the gateway still fails (it refuses the replay), it stays queued.
		const refusedBefore = refused
		await page.evaluate(async () => (await navigator.serviceWorker.ready).active!.postMessage({ type: 'soko:replay-saves' }))
		await expect.poll(() => refused).toBeGreaterThan(refusedBefore)
		expect(await savedTitles(request, buyer.token)).toEqual([])

		await context.unroute(/\/listings\/\d+\.data/, gateway)
		await page.evaluate(async () => (await navigator.serviceWorker.ready).active!.postMessage({ type: 'soko:replay-saves' }))
		await expect.poll(() => savedTitles(request, buyer.token)).toEqual([listing.title])
		await expect(page.locator('main form.save button')).not.toContainText('will sync')
	})

	test('a Remove made offline on Saved Items says "Removed — will sync", and lands once when the connection is back', async ({ page, context, request, baseURL }) => {
		const buyer = await registerViaApi(request, 'BUYER')
		await useSession(context, baseURL!, buyer.token)
		const [kept, removed] = await publishedListings(request, 2)
		for (const listing of [kept!, removed!]) {
			const res = await request.post(`/api/recommendations/save/${listing.id}`, { headers: { authorization: `Bearer ${buyer.token}` } })
			expect(res.ok(), await res.text()).toBe(true)
		}
		await page.goto('/saved-items')
		await underServiceWorker(page)
		await waitForHydration(page)
		await listingCodeKept(page)
		const card = page.locator('main article').filter({ has: page.getByRole('heading', { name: removed!.title, exact: true }) })

		await context.setOffline(true)
		await card.getByRole('button', { name: `Remove ${removed!.title} from saved items`, exact: true }).click()
		await expect(card.locator('form.save button')).toContainText('Removed — will sync')
		await expect(page.getByRole('heading', { name: 'Sorry' })).toHaveCount(0)
		expect((await savedTitles(request, buyer.token)).sort()).toEqual([kept!.title, removed!.title].sort())

		await context.setOffline(false)
		await expect.poll(() => savedTitles(request, buyer.token)).toEqual([kept!.title])
		await expect(card).toBeHidden()
		await page.evaluate(async () => (await navigator.serviceWorker.ready).active!.postMessage({ type: 'soko:replay-saves' }))
		await page.reload()
		await expect(page.getByRole('heading', { name: kept!.title, exact: true })).toBeVisible()
		await expect(page.getByRole('heading', { name: removed!.title, exact: true })).toHaveCount(0)
		expect(await savedTitles(request, buyer.token)).toEqual([kept!.title])
	})

	test("a signed-in person's pages are never kept: after signing out, offline, they are not there", async ({ page, context, request, baseURL }) => {
		const buyer = await registerViaApi(request, 'BUYER')
		await useSession(context, baseURL!, buyer.token)
		await page.goto('/')
		await underServiceWorker(page)
		await page.goto('/saved-items')
		await expect(page.getByRole('heading', { name: 'Saved Items', exact: true })).toBeVisible()
		await page.goto('/browse')
		await waitForHydration(page)
		expect(await keptPages(page)).toEqual([])

		await page.locator('header details.menu').getByLabel('Menu').click()
		await page.getByRole('button', { name: 'Logout' }).click()
		await expect(page.locator('html')).not.toHaveAttribute('data-user')
		await context.setOffline(true)
		await page.goto('/saved-items')
		await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible()
		await expect(page.locator('body')).not.toContainText(buyer.phone)
		await context.setOffline(false)
	})

	test("the offline page's list reads a kept page's title as written (no &#x27;)", async ({ page, context }) => {
		await page.goto('/')
		await underServiceWorker(page)
		// Now through the worker: kept.
		await page.goto('/')
		await expect.poll(() => keptPages(page)).toContain('/')
		await context.setOffline(true)
		await page.goto('/pricing-tips')
		await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible()
		await expect(page.getByRole('link', { name: "Kenya's trusted marketplace" })).toBeVisible()
		await expect(page.locator('body')).not.toContainText('&#x27;')
		await context.setOffline(false)
	})

	test('signed in, the offline page does not promise that the pages opened are kept: it says they are not', async ({ page, context, request, baseURL }) => {
		const buyer = await registerViaApi(request, 'BUYER')
		await useSession(context, baseURL!, buyer.token)
		await page.goto('/')
		await underServiceWorker(page)
		await page.goto('/browse')
		await waitForHydration(page)
		await expect.poll(() => page.evaluate(async () => (await (await caches.open('soko-state')).match('/__soko/signed-in'))?.text())).toBe('1')
		await context.setOffline(true)
		await page.goto('/pricing-tips')
		await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible()
		await expect(page.getByText('While you are signed in, the pages you open are not saved on this phone')).toBeVisible()
		await expect(page.locator('body')).not.toContainText('are saved on this phone')
		await context.setOffline(false)
	})

	test('a Save tapped offline while signed out asks to sign in, as online, not "Something went wrong"', async ({ page, context }) => {
		await page.goto('/')
		await underServiceWorker(page)
		const listing = await shownListing(page, 'a card on /browse')
		await waitForHydration(page)
		await listingCodeKept(page)
		await context.setOffline(true)
		await cardOf(page, listing.id).getByRole('button', { name: `Save ${listing.title}`, exact: true }).click()
		await expect(page.getByRole('status').filter({ hasText: 'You need to be signed in to save items' })).toBeVisible()
		await expect(page.getByText('Something went wrong')).toHaveCount(0)
		await expect(page.getByRole('heading', { name: 'Sorry' })).toHaveCount(0)
		await context.setOffline(false)
	})

	test('Lite mode ships no script, so no service worker is registered', async ({ page, context, baseURL }) => {
		await context.addCookies([{ name: 'lite', value: '1', url: baseURL! }])
		await page.goto('/')
		// Loaded (goto waits for the load event) with no script at all: nothing is left that could register one.
		expect(await page.locator('script').count()).toBe(0)
		expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0)
	})
})
