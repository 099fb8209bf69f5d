import SQLite from 'better-sqlite3'
import type { Page } from '@playwright/test'
import { expect, test } from './test.ts'
import { MODES, MPESA, expectToast, registerViaApi, useSession, visit } from './helpers.ts'
import { serverSlot } from './server-slot.ts'

/** The throwaway server's database (scripts/throwaway-server.ts), for a payment M-PESA has not answered yet. */
function writeDatabase(statement: string, ...values: (string | number)[]) {
	const db = new SQLite(serverSlot().database, { fileMustExist: true })
	try {
		db.pragma('busy_timeout = 5000')
		db.prepare(statement).run(...values)
	} finally {
		db.close()
	}
}

const ACTIVATED = 'Subscription activated! Your monthly alert subscription is now active.'
const SUBSCRIPTION_REQUIRED = 'Subscription Required - You need an active subscription to create alerts. Please subscribe for KSH 500/month.'

test('signed out, /alerts explains email alerts and offers to sign in', async ({ page }) => {
	await page.goto('/alerts')
	await expect(page.getByRole('heading', { name: 'How Email Alerts Work' })).toBeVisible()
	await expect(page.getByText('Alerts cost KSH 500/month, paid by M-PESA.')).toBeVisible()
	await expect(page.getByRole('link', { name: 'Sign in to set up alerts' })).toHaveAttribute('href', '/login?redirectTo=/alerts')
})

/** Issue 26: "Alerts" led to a paywall; the page now leads with the free alerts of My Alerts, then what paying adds. */
async function freeComesFirst(page: Page, free: { heading: string; link: string }, paid: string | RegExp) {
	const heading = page.getByRole('heading', { name: free.heading })
	const link = page.getByRole('link', { name: free.link })
	await expect(heading).toBeVisible()
	const [freeBox, paidBox] = await Promise.all([heading.boundingBox(), page.getByText(paid).first().boundingBox()])
	expect(freeBox!.y).toBeLessThan(paidBox!.y)
	const linkBox = (await link.boundingBox())!
	expect(linkBox.y + linkBox.height).toBeLessThanOrEqual(740)
	return link
}

test.describe('the free alerts come first on /alerts', () => {
	test.use({ viewport: { width: 360, height: 740 } })

	test('signed in, English: the free alerts and a link to them, then the subscription and what it adds', async ({ page, context, request, baseURL }) => {
		const buyer = await registerViaApi(request, 'BUYER')
		await useSession(context, baseURL!, buyer.token)
		await page.goto('/alerts')
		const link = await freeComesFirst(page, { heading: 'Free alerts', link: 'Make a free alert' }, 'You are not subscribed.')
		await expect(page.getByText('Save up to 3 alerts for free under My Alerts')).toBeVisible()
		await expect(page.getByText('The subscription adds:')).toBeVisible()
		await expect(link).toHaveAttribute('href', '/buyer-dashboard')
		await link.click()
		await expect(page.getByRole('heading', { level: 1, name: 'My Alerts' })).toBeVisible()
	})

	test('signed out, Swahili: the free alerts first, the sign-in leads to them', async ({ page, context, baseURL }) => {
		await context.addCookies([{ name: 'lang', value: 'sw', url: baseURL! }])
		await page.goto('/alerts')
		const link = await freeComesFirst(page, { heading: 'Arifa za bure', link: 'Weka arifa ya bure' }, /KSH 500 kwa mwezi/)
		await expect(link).toHaveAttribute('href', '/login?redirectTo=/buyer-dashboard')
		await expect(page.getByText('Usajili unaongeza:')).toBeVisible()
	})
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

		test('Pay KES 500 with M-PESA: a cancelled prompt says so, a paid one activates the subscription; then an alert', async ({ page, context, request, baseURL }) => {
			const buyer = await registerViaApi(request, 'BUYER')
			await useSession(context, baseURL!, buyer.token)
			await page.setViewportSize({ width: 320, height: 800 })
			await visit(page, '/alerts', mode.javaScriptEnabled)
			const subscribe = page.locator('#subscribe')
			const phone = subscribe.getByLabel('M-PESA phone number')
			await expect(phone).toHaveValue(buyer.phone)
			const pay = subscribe.getByRole('button', { name: 'Pay KES 500 with M-PESA' })

			// The simulator answers after half a second; the page waits (polling with JavaScript, reloading itself without).
			await phone.fill(MPESA.cancels)
			await pay.click()
			await expectToast(page, 'Payment Initiated')
			await expect(subscribe.getByRole('heading', { name: 'Payment Failed' })).toBeVisible({ timeout: 15_000 })
			await expect(subscribe.getByText('You cancelled the M-PESA payment.')).toBeVisible()
			await expect(page.getByText('You are not subscribed.')).toBeVisible()

			await phone.fill(MPESA.pays)
			await pay.click()
			await expect(page.getByText(/Your alert subscription is active until/)).toBeVisible({ timeout: 15_000 })
			await expectToast(page, ACTIVATED)
			await expect(subscribe).toHaveCount(0)
			expect(new URL(page.url()).search).toBe('')

			await page.getByLabel('Search query').fill('Nokia 3310')
			await page.getByRole('button', { name: 'Create Alert' }).click()
			await expectToast(page, 'Alert created!')
			await expect(page.locator('main li').filter({ hasText: 'Nokia 3310' })).toBeVisible()
			expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320)
		})

		test('while the prompt is on the phone the page says Payment Initiated, and refreshes itself until M-PESA answers', async ({ page, context, request, baseURL }) => {
			const buyer = await registerViaApi(request, 'BUYER')
			await useSession(context, baseURL!, buyer.token)
			// A prompt the simulator never answers: the payer has not entered their PIN yet.
			const checkoutRequestId = `ws_CO_e2e${Date.now()}${index}`
			writeDatabase(
				`INSERT INTO payment_attempts (product, user_id, checkout_request_id, phone, amount_cents) VALUES ('EMAIL_ALERTS', ?, ?, '254711222333', 50000)`,
				buyer.id,
				checkoutRequestId,
			)
			await visit(page, `/alerts?payment=${checkoutRequestId}`, mode.javaScriptEnabled)
			const subscribe = page.locator('#subscribe')
			await expect(subscribe.getByRole('status')).toContainText('Payment Initiated')
			await expect(subscribe.getByRole('status')).toContainText('Check your phone for M-PESA prompt to complete payment. Enter your M-PESA PIN to pay KES 500.')
			await subscribe.getByRole('link', { name: 'Check again' }).click()
			await expect(subscribe.getByRole('status')).toContainText('Payment Initiated')
			// Lite mode ships no JavaScript: the page refreshes itself there too (outside <noscript>, which stays silent).
			const lite = await request.get(`/alerts?payment=${checkoutRequestId}`, { headers: { 'Save-Data': 'on', cookie: `__session=${buyer.token}` } })
			expect(await lite.text()).toMatch(/<meta http-equiv="refresh" content="5"\/>(?![^<]*<\/noscript>)/)

			writeDatabase(
				`UPDATE payment_attempts SET status = 'FAILED', result_code = 1, result_desc = 'Your M-PESA balance is too low for this payment.' WHERE checkout_request_id = ?`,
				checkoutRequestId,
			)
			await expect(subscribe.getByRole('heading', { name: 'Payment Failed' })).toBeVisible({ timeout: 10_000 })
			await expect(subscribe.getByText('Your M-PESA balance is too low for this payment.')).toBeVisible()
			await expect(subscribe.getByRole('button', { name: 'Pay KES 500 with M-PESA' })).toBeVisible()
		})
	})
})
