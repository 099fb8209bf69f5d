import type { Page } from '@playwright/test'
import { expect, test } from './test.ts'
import { registerViaApi, useSession, waitForHydration } from './helpers.ts'

/** Until the service worker (app/sw/sw.ts) controls the page, nothing goes through it. */
async function underServiceWorker(page: Page) {
	await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
}

/** The service worker's kept pages (Cache Storage), by path. */
function keptPages(page: Page) {
	return page.evaluate(async () => (await (await caches.open('soko-pages')).keys()).map((r) => new URL(r.url).pathname))
}

test.describe('offline', () => {
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

	test('a Save made offline says "Saved — will sync", and lands once when the connection is back', async ({ page, context, request, baseURL }) => {
		const buyer = await registerViaApi(request, 'BUYER')
		await useSession(context, baseURL!, buyer.token)
		const savedTitles = async () => {
			const api = await request.get('/api/recommendations/saved', { headers: { authorization: `Bearer ${buyer.token}` } })
			return ((await api.json()) as { title: string }[]).map((l) => l.title)
		}
		await page.goto('/browse')
		await underServiceWorker(page)
		await waitForHydration(page)
		const card = page.locator('main article.card').first()
		const title = (await card.getByRole('heading').textContent())!.trim()

		await context.setOffline(true)
		await card.getByRole('button', { name: `Save ${title}`, exact: true }).click()
		const button = card.locator('form.save button')
		await expect(button).toContainText('Saved — will sync')
		await expect(button).toHaveAttribute('aria-pressed', 'true')
		expect(await savedTitles()).toEqual([])

		await context.setOffline(false)
		await expect.poll(savedTitles).toEqual([title])
		await expect(button).not.toContainText('will sync')
		await expect(button).toHaveAttribute('aria-pressed', 'true')
		// Sent again (a replay asked twice), the explicit saved=true leaves it saved, once.
		await page.evaluate(async () => (await navigator.serviceWorker.ready).active!.postMessage({ type: 'soko:replay-saves' }))
		await page.reload()
		await expect(page.locator('main article.card').first().locator('form.save button')).toHaveAttribute('aria-pressed', 'true')
		expect(await savedTitles()).toEqual([title])
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

	test('Lite mode ships no script, so no service worker is registered', async ({ page, context, baseURL }) => {
		await context.addCookies([{ name: 'lite', value: '1', url: baseURL! }])
		await page.goto('/')
		expect(await page.locator('script').count()).toBe(0)
		await page.waitForTimeout(500)
		expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0)
	})
})
