import { expect, test } from './test.ts'
import { MODES, expectToast, registerViaApi, useSession, visit } from './helpers.ts'

const SUBSCRIPTION_REQUIRED = 'Subscription Required - You need an active subscription to create alerts. Please subscribe for KSH 500/month.'

test('signed out, /alerts explains email alerts and offers to sign in', async ({ page }) => {
	await page.goto('/alerts')
	await expect(page.getByRole('heading', { name: 'How Email Alerts Work' })).toBeVisible()
	await expect(page.getByText('KSH 500/month')).toBeVisible()
	await expect(page.getByRole('link', { name: 'Sign in to set up alerts' })).toHaveAttribute('href', '/login?redirectTo=/alerts')
})

MODES.forEach((mode, index) => {
	test.describe(`email alerts ${mode.name}`, () => {
		test.use({ javaScriptEnabled: mode.javaScriptEnabled })

		test('no subscription: Subscription Required; a receipt activates it; create an alert, then delete it', async ({ page, context, request, baseURL }) => {
			const buyer = await registerViaApi(request, 'BUYER')
			await useSession(context, baseURL!, buyer.token)
			await page.setViewportSize({ width: 320, height: 800 })
			await visit(page, '/alerts', mode.javaScriptEnabled)
			await expect(page.getByText('You are not subscribed.')).toBeVisible()

			await page.getByLabel('Search query').fill('Toyota Vitz')
			await page.getByRole('button', { name: 'Create Alert' }).click()
			await expect(page.getByRole('alert')).toContainText(SUBSCRIPTION_REQUIRED)
			await page.getByRole('link', { name: 'Subscribe now' }).click()
			await expect(page.locator('#subscribe')).toBeVisible()

			// Unique in every run and mode: a letter (typed in lower case: the server upper-cases it), eight digits of the clock, the mode.
			const receipt = `e${String(Date.now()).slice(-8)}${index}`
			await page.getByLabel('M-PESA receipt').fill(receipt)
			await page.getByRole('button', { name: 'Activate subscription' }).click()
			await expectToast(page, 'Subscription activated! Your monthly alert subscription is now active.')
			await expect(page.getByText(/Your alert subscription is active until/)).toBeVisible()
			await expect(page.locator('#subscribe')).toHaveCount(0)

			await page.getByLabel('Search query').fill('Toyota Vitz')
			await page.getByRole('button', { name: 'Create Alert' }).click()
			await expectToast(page, 'Alert created!')
			const item = page.locator('main li').filter({ hasText: 'Toyota Vitz' })
			await expect(item).toBeVisible()

			await item.getByText('Delete', { exact: true }).click()
			await item.getByRole('button', { name: 'Yes, delete it' }).click()
			await expectToast(page, 'Alert deleted')
			await expect(page.getByText('You have no alerts yet.')).toBeVisible()
			expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320)
		})
	})
})
