import { expect, test } from './test.ts'

test.describe('offline', () => {
	// Offline, React Router's lazy route discovery can't reach the server: it says so in the console.
	test.use({ expectedConsoleErrors: [/^Failed to fetch manifest patches/] })

	test('pages seen before still read offline; an unseen page says so', async ({ page, context }) => {
		await page.goto('/')
		await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
		// The first page loaded before the worker took over; this visit goes through it and is kept.
		await page.goto('/browse')
		await expect(page.getByRole('heading', { name: 'Browse items' })).toBeVisible()
		await context.setOffline(true)
		await page.reload()
		await expect(page.getByRole('heading', { name: 'Browse items' })).toBeVisible()
		await expect(page.getByText(/items? found/)).toBeVisible()
		await page.goto('/pricing-tips')
		await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible()
		await context.setOffline(false)
	})

	test("a signed-in person's pages are not kept for the next person on the phone", async ({ page, context }) => {
		await page.goto('/login')
		await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
		await page.getByLabel('Phone number').fill('0712345678')
		await page.getByLabel('Password').fill('soko1234')
		await page.locator('main').getByRole('button', { name: 'Login' }).click()
		await expect(page).toHaveURL('/')
		await page.goto('/seller-dashboard')
		await expect(page.getByRole('heading', { name: 'My Listings' })).toBeVisible()
		await context.setOffline(true)
		await page.reload()
		await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible()
		await context.setOffline(false)
	})
})
