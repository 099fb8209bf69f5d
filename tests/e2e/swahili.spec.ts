import type { Locator } from '@playwright/test'
import { expect, test } from './test.ts'
import { ADMIN, MODES, visit } from './helpers.ts'

/*
 * Issue 13 §3 and §5: a phone whose browser speaks Swahili gets Soko in Swahili, at 360x740, with JavaScript and
 * without; the first-screen rules of the first-impressions issue hold; the page hydrates to the same words (the
 * console guard of ./test.ts fails on a hydration mismatch); a navigation brings its own words; the switch in the
 * footer changes the language and back.
 */
const PHONE = { width: 360, height: 740 }

async function onFirstScreen(item: Locator) {
	const box = await item.boundingBox()
	expect(box, 'on the page').not.toBeNull()
	expect(box!.y + box!.height).toBeLessThanOrEqual(PHONE.height)
	expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width)
}

for (const mode of MODES) {
	test.describe(`Swahili ${mode.name}`, () => {
		test.use({ javaScriptEnabled: mode.javaScriptEnabled, viewport: PHONE, locale: 'sw-KE' })

		test('home, browse and a listing speak Swahili, with what matters on the first screen', async ({ page }) => {
			await visit(page, '/', mode.javaScriptEnabled)
			await expect(page.locator('html')).toHaveAttribute('lang', 'sw-KE')
			const hero = page.getByRole('heading', { level: 1, name: 'Soko la Kenya unaloliamini kwa bidhaa bora zilizotumika' })
			await onFirstScreen(hero)
			await onFirstScreen(page.getByRole('main').getByRole('link', { name: 'Anza Kuuza' }))
			await onFirstScreen(page.getByRole('main').getByRole('link', { name: 'Ona Zote' }).first())
			await expect(page.getByRole('heading', { name: 'Bidhaa Mpya' })).toBeVisible()

			await visit(page, '/browse', mode.javaScriptEnabled)
			await expect(page).toHaveTitle('Vinjari bidhaa · Soko')
			const filters = page.getByRole('form', { name: 'Chuja bidhaa' })
			// On a phone the header's search box is Browse's search.
			await onFirstScreen(page.getByRole('searchbox', { name: 'Tafuta bidhaa' }))
			await onFirstScreen(filters.getByLabel('Panga kwa'))
			await expect(page.getByRole('status').filter({ hasText: /^Bidhaa [\d,]+ zimepatikana$/ })).toBeVisible()
			const first = page.locator('main article.card').first()
			await expect(first).toBeVisible()
			await expect(first.locator('.meta')).toContainText(/iliyopita|zilizopita|sasa hivi/)

			// Opened from its card: a navigation with JavaScript (its words come with its data), a new page without.
			const title = (await first.getByRole('heading').textContent())!
			await first.getByRole('link', { name: title }).click()
			await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
			await onFirstScreen(page.locator('.headline .price'))
			await onFirstScreen(page.getByRole('button', { name: 'Wasiliana' }))
			await expect(page.getByRole('heading', { name: 'Maelezo', exact: true })).toBeVisible()
			await expect(page.getByText('Kuwa salama:')).toBeVisible()
		})

		test('a page that does not exist says so in Swahili, in the tab too', async ({ page }) => {
			const res = await page.goto('/nope')
			expect(res?.status()).toBe(404)
			await expect(page.getByRole('heading', { level: 1, name: '404 Ukurasa Haupatikani' })).toBeVisible()
			await expect(page).toHaveTitle('404 Ukurasa Haupatikani · Soko')
		})

		test('the admin console: the login, the dashboard, and a section opened from its link', async ({ page }) => {
			await visit(page, '/admin-login', mode.javaScriptEnabled)
			await expect(page.getByRole('heading', { level: 1, name: 'Kuingia kwa Msimamizi' })).toBeVisible()
			await page.getByLabel('Nambari ya simu', { exact: true }).fill(ADMIN.phone)
			await page.getByLabel('Nenosiri', { exact: true }).fill(ADMIN.password)
			await page.getByRole('button', { name: 'Ingia', exact: true }).click()
			await expect(page).toHaveURL('/admin')
			await expect(page.getByRole('heading', { level: 1, name: 'Dashibodi ya Usimamizi' })).toBeVisible()
			await expect(page).toHaveTitle('Dashibodi · Usimamizi · Soko')
			await expect(page.getByText('Shughuli za Karibuni')).toBeVisible()
			// With JavaScript a navigation: the section's words come with its data.
			await page.getByRole('navigation', { name: 'Sehemu za usimamizi' }).getByRole('link', { name: 'Watumiaji' }).click()
			await expect(page).toHaveTitle('Watumiaji · Usimamizi · Soko')
			await expect(page.getByLabel('Jukumu')).toBeVisible()
			await expect(page.getByRole('form', { name: 'Tafuta watumiaji' }).getByRole('button', { name: 'Tafuta' })).toBeVisible()
		})

		test('the footer switch changes the language, and back, on the same page', async ({ page }) => {
			await visit(page, '/browse?q=simu', mode.javaScriptEnabled)
			await page.getByRole('button', { name: 'English' }).click()
			await expect(page.getByRole('heading', { level: 1, name: 'Browse items' })).toBeVisible()
			await expect(page).toHaveURL(/\/browse\?q=simu$/)
			await expect(page.locator('html')).toHaveAttribute('lang', 'en-KE')
			await expect(page.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true')

			await page.getByRole('button', { name: 'Kiswahili' }).click()
			await expect(page.getByRole('heading', { level: 1, name: 'Vinjari bidhaa' })).toBeVisible()
			await expect(page.locator('html')).toHaveAttribute('lang', 'sw-KE')
		})
	})
}

test.describe('Swahili with JS, what a tap shows', () => {
	test.use({ viewport: PHONE, locale: 'sw-KE' })

	test('the login dialog, never rendered by the server, opens in Swahili', async ({ page }) => {
		// The page fetches its areas' words once it runs.
		const words = page.waitForResponse((response) => response.url().endsWith('/i18n/sw/account') && response.ok())
		await visit(page, '/browse', true)
		await words
		await page.locator('header details.menu').getByLabel('Menyu').click()
		await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Ingia', exact: true }).click()
		await expect(page.getByRole('dialog', { name: 'Karibu Soko' })).toBeVisible()
	})

	test('Chat Support opens in Swahili, and Soko Bot answers a Swahili question in Swahili', async ({ page }) => {
		await visit(page, '/', true)
		await page.getByRole('link', { name: 'Msaada kwa Gumzo' }).click()
		const widget = page.getByRole('region', { name: 'Msaada kwa Gumzo' })
		await expect(widget.getByRole('status')).toHaveText('Soko Bot yuko mtandaoni')
		await expect(widget.getByText('Habari! Mimi ni Soko Bot.')).toBeVisible()
		const box = widget.getByPlaceholder('Andika ujumbe wako...')
		await box.fill('Ada ya tangazo ni kiasi gani?')
		await widget.getByRole('button', { name: 'Tuma' }).click()
		await expect(widget.getByRole('listitem').filter({ hasText: 'KES 15' }).filter({ hasText: /ada ya tangazo/ })).toBeVisible()
		await expect(widget.getByRole('button', { name: 'Funga gumzo' })).toBeVisible()
	})
})
