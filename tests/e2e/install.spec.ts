import type { Page } from '@playwright/test'
import { expect, test } from './test.ts'

/** What Chromium fires when Soko can be installed (the test's stand-in records whether it was asked). */
function offerInstallation(page: Page, outcome: 'accepted' | 'dismissed') {
	return page.evaluate((outcome) => {
		const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
			prompt: async () => Object.assign(window, { prompted: true }),
			userChoice: Promise.resolve({ outcome }),
		})
		dispatchEvent(event)
	}, outcome)
}

/**
 * The scripts loaded after the page (app/pwa/register.ts) have run: the install offer has its second listener (the
 * first is entry.client.tsx's, which keeps an early offer for it). Counted by wrapping addEventListener before the
 * page's own scripts run; a reload starts the count again (a service worker registered before would not).
 */
async function afterLoad(page: Page) {
	await page.waitForFunction(() => (window as { installListeners?: number }).installListeners === 2)
}

test.beforeEach(async ({ page }) => {
	await page.addInitScript(() => {
		const add = window.addEventListener.bind(window)
		window.addEventListener = ((type: string, ...rest: [EventListenerOrEventListenerObject, AddEventListenerOptions?]) => {
			if (type === 'beforeinstallprompt') Object.assign(window, { installListeners: ((window as { installListeners?: number }).installListeners ?? 0) + 1 })
			add(type, ...rest)
		}) as typeof window.addEventListener
	})
})

test.describe('installing Soko', () => {
	test('an Install button only where the browser offers installation; gone after a "no", for good', async ({ page }) => {
		await page.goto('/')
		await afterLoad(page)
		const install = page.getByRole('button', { name: 'Install Soko' })
		await expect(install).toHaveCount(0)

		await offerInstallation(page, 'dismissed')
		await install.click()
		expect(await page.evaluate(() => (window as { prompted?: boolean }).prompted)).toBe(true)
		await expect(install).toHaveCount(0)

		await page.reload()
		await afterLoad(page)
		// Its listener runs within the dispatch: a button it would show is there when offerInstallation returns.
		await offerInstallation(page, 'dismissed')
		await expect(install).toHaveCount(0)
	})

	test('once installed, the button goes', async ({ page }) => {
		await page.goto('/browse')
		await afterLoad(page)
		await offerInstallation(page, 'accepted')
		const install = page.getByRole('button', { name: 'Install Soko' })
		await expect(install).toBeVisible()
		await page.evaluate(() => dispatchEvent(new Event('appinstalled')))
		await expect(install).toHaveCount(0)
	})

	test('no iOS hint on Android', async ({ page }) => {
		await page.goto('/')
		await afterLoad(page)
		await expect(page.getByText('Add to Home Screen from the Share menu')).toHaveCount(0)
	})
})

test.describe('installing Soko on an iPhone', () => {
	test.use({
		userAgent:
			'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
	})

	test('Safari (not installed) gets the one-line hint, once', async ({ page }) => {
		await page.addInitScript(() => Object.defineProperty(navigator, 'standalone', { value: false }))
		await page.goto('/')
		await afterLoad(page)
		await expect(page.getByText('Install Soko: Add to Home Screen from the Share menu.')).toBeVisible()
		await page.reload()
		await afterLoad(page)
		await expect(page.getByText('Add to Home Screen from the Share menu')).toHaveCount(0)
	})
})
