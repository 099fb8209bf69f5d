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

/** The scripts loaded after the page (app/pwa/register.ts) have registered the service worker. */
async function afterLoad(page: Page) {
	await page.waitForFunction(async () => (await navigator.serviceWorker.getRegistrations()).length > 0)
}

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
		await offerInstallation(page, 'dismissed')
		await page.waitForTimeout(200)
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
