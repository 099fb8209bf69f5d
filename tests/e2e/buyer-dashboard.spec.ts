import type { Page } from '@playwright/test'
import { expect, test } from './test.ts'
import { BUYER, MODES, expectToast, logInViaApi, mainNav, registerViaApi, uniqueWord, useSession, visit } from './helpers.ts'

test.use({ viewport: { width: 360, height: 740 } })

test('signed out, /buyer-dashboard goes home', async ({ page }) => {
	await page.goto('/buyer-dashboard?tab=profile')
	await expect(page).toHaveURL(/\/$/)
})

function alertItem(page: Page, name: string) {
	return page.locator('main li.panel').filter({ has: page.getByRole('heading', { name }) })
}

async function createAlert(page: Page, name: string, frequency: RegExp) {
	await page.getByLabel('Alert name').fill(name)
	await page.getByRole('radio', { name: frequency }).check()
	await page.getByRole('button', { name: 'Create alert' }).click()
	await expectToast(page, 'Alert created!')
	await expect(alertItem(page, name)).toBeVisible()
}

async function noSideways(page: Page) {
	expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
}

MODES.forEach((mode, index) => {
	test.describe(`buyer dashboard ${mode.name}`, () => {
		test.use({ javaScriptEnabled: mode.javaScriptEnabled })

		test('the demo buyer goes from My Alerts to the dashboard; creates, pauses, resumes and deletes an alert; tabs', async ({ page, context, request, baseURL }) => {
			await logInViaApi(request, context, baseURL!, BUYER)
			await visit(page, '/', mode.javaScriptEnabled)
			await (await mainNav(page)).getByRole('link', { name: 'My Alerts' }).click()
			await expect(page).toHaveURL(/\/buyer-dashboard$/)
			await expect(page.getByRole('heading', { level: 1, name: 'My Alerts' })).toBeVisible()
			const tabs = page.getByRole('navigation', { name: 'Dashboard sections' })
			await expect(tabs.getByRole('link', { name: 'Alerts & Notifications' })).toHaveAttribute('aria-current', 'page')
			await expect(page.getByRole('link', { name: 'Email alerts by search, KSH 500/month' })).toHaveAttribute('href', '/alerts')

			const name = `Phone ${uniqueWord()}`
			await page.getByLabel('Alert name').fill(name)
			const keywords = page.getByLabel('Keywords', { exact: true })
			if (mode.javaScriptEnabled) {
				// Chips: added one at a time, trimmed, never twice; one removed again.
				await keywords.fill(' tecno ')
				await page.getByRole('button', { name: 'Add', exact: true }).click()
				await keywords.fill('Tecno')
				await keywords.press('Enter')
				await keywords.fill('nokia')
				await keywords.press('Enter')
				await keywords.fill('infinix')
				await page.getByRole('button', { name: 'Add', exact: true }).click()
				const chips = page.getByRole('list', { name: 'Keywords added' }).getByRole('listitem')
				await expect(chips).toHaveText(['tecno×', 'nokia×', 'infinix×'])
				await page.getByRole('button', { name: 'Remove nokia' }).click()
				await expect(chips).toHaveText(['tecno×', 'infinix×'])
			} else {
				await keywords.fill(' tecno, infinix,Tecno, ')
			}
			await page.getByText('Categories, price, place and condition').click()
			await page.getByRole('checkbox', { name: 'Electronics' }).check()
			await page.getByLabel('Maximum').fill('20,000')
			await page.getByLabel('Town').selectOption('Nakuru')
			await expect(page.getByLabel('Within (km)')).toHaveValue('50')
			await page.getByRole('checkbox', { name: 'Like new' }).check()
			// BASIC: instant alerts are shown, switched off, as PREMIUM's.
			await expect(page.getByRole('radio', { name: /Instant/ })).toBeDisabled()
			await expect(page.getByRole('radio', { name: /Daily/ })).toBeChecked()
			await page.getByRole('radio', { name: /Weekly/ }).check()
			await page.getByRole('button', { name: 'Create alert' }).click()
			await expectToast(page, 'Alert created!')

			const item = alertItem(page, name)
			await expect(item).toContainText('Active')
			for (const text of ['tecno, infinix', 'Electronics', 'Up to KSh 20,000', 'Within 50 km of Nakuru', 'Like new', 'Weekly', '0 matches · none yet']) {
				await expect(item).toContainText(text)
			}
			await noSideways(page)

			await item.getByRole('button', { name: `Pause alert “${name}”` }).click()
			await expectToast(page, 'Alert paused')
			await expect(alertItem(page, name)).toContainText('Paused')
			await alertItem(page, name).getByRole('button', { name: `Resume alert “${name}”` }).click()
			await expectToast(page, 'Alert resumed')
			await expect(alertItem(page, name)).toContainText('Active')

			await alertItem(page, name).getByText('Delete', { exact: true }).click()
			await alertItem(page, name).getByRole('button', { name: 'Yes, delete it' }).click()
			await expectToast(page, 'Alert deleted')
			await expect(alertItem(page, name)).toHaveCount(0)

			await tabs.getByRole('link', { name: 'Subscription' }).click()
			await expect(tabs.getByRole('link', { name: 'Subscription' })).toHaveAttribute('aria-current', 'page')
			await expect(page.getByRole('heading', { name: 'Upgrade to PREMIUM' })).toBeVisible()
			await expect(page.getByText('0 of 3')).toBeVisible()
			await expect(page.getByText('KES 200/month')).toBeVisible()
			await noSideways(page)

			await tabs.getByRole('link', { name: 'Profile' }).click()
			await expect(page.getByText('Trust score')).toBeVisible()
			await expect(page.getByText(/Everyone starts at 5\.0 of 5/)).toBeVisible()
			await expect(page.getByText(/\+10 points per accepted offer/)).toBeVisible()
			await expect(page.getByText('Offers a seller accepted on items they then marked sold.')).toBeVisible()
			// Where alerts go, beside where notifications go: each its own form.
			const alertsTo = () => page.getByRole('form', { name: 'Where alerts go' })
			await alertsTo().getByRole('radio', { name: `SMS to ${BUYER.phone}` }).check()
			await alertsTo().getByRole('button', { name: 'Save' }).click()
			await expectToast(page, 'Instant alerts will come by SMS')
			await expect(alertsTo().getByRole('radio', { name: `SMS to ${BUYER.phone}` })).toBeChecked()
			await alertsTo().getByRole('radio', { name: /^Email to/ }).check()
			await alertsTo().getByRole('button', { name: 'Save' }).click()
			await expectToast(page, 'Instant alerts will come by email')
			await noSideways(page)
		})

		test('Receipt Required; PREMIUM by receipt; an INSTANT alert; back to BASIC makes it daily', async ({ page, context, request, baseURL }) => {
			const buyer = await registerViaApi(request, 'BUYER')
			await useSession(context, baseURL!, buyer.token)
			await visit(page, '/buyer-dashboard?tab=subscription', mode.javaScriptEnabled)
			await page.getByRole('button', { name: 'Upgrade to PREMIUM' }).click()
			await expect(page.getByText('Receipt Required', { exact: true })).toBeVisible()
			await expect(page.getByText('Failed to update subscription.')).toBeVisible()

			const receipt = `d${String(Date.now()).slice(-8)}${index}`
			await page.getByLabel('M-PESA receipt').fill(receipt)
			await page.getByRole('button', { name: 'Upgrade to PREMIUM' }).click()
			await expectToast(page, 'Subscription Updated')
			await expect(page.getByRole('heading', { name: 'Add another month of PREMIUM' })).toBeVisible()
			await expect(page.getByText('0 (unlimited)')).toBeVisible()

			await page.getByRole('navigation', { name: 'Dashboard sections' }).getByRole('link', { name: 'Alerts & Notifications' }).click()
			await expect(page.getByRole('radio', { name: /Instant/ })).toBeChecked()
			const name = `Sofa ${uniqueWord()}`
			await createAlert(page, name, /Instant/)
			await expect(alertItem(page, name)).toContainText('Instant: as soon as it is listed')

			await page.getByRole('navigation', { name: 'Dashboard sections' }).getByRole('link', { name: 'Subscription' }).click()
			await page.getByText('Switch back to BASIC').click()
			await expect(page.getByText(/Your instant alerts become daily alerts/)).toBeVisible()
			await page.getByRole('button', { name: 'Yes, switch to BASIC' }).click()
			await expectToast(page, 'Subscription Updated')
			await expect(page.getByRole('heading', { name: 'Upgrade to PREMIUM' })).toBeVisible()
			await page.getByRole('navigation', { name: 'Dashboard sections' }).getByRole('link', { name: 'Alerts & Notifications' }).click()
			await expect(alertItem(page, name)).toContainText('Daily: one message a day')
			await noSideways(page)
		})
	})
})

test('a refused alert brings its first refused field into sight and focus (with JavaScript the page is not reloaded)', async ({ page, context, request, baseURL }) => {
	await logInViaApi(request, context, baseURL!, BUYER)
	await visit(page, '/buyer-dashboard', true)
	await page.getByLabel('Alert name').fill(`Cheap ${uniqueWord()}`)
	await page.getByText('Categories, price, place and condition').click()
	await page.getByLabel('Minimum').fill('5000')
	await page.getByLabel('Maximum').fill('100')
	await page.getByRole('button', { name: 'Create alert' }).click()
	const refused = page.locator('main [aria-invalid="true"]').first()
	await expect(refused).toBeFocused()
	await expect(refused).toBeInViewport()
})
