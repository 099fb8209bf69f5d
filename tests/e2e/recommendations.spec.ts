import type { Page } from '@playwright/test'
import { expect, test } from './test.ts'
import { MODES, bearer, expectToast, mainNav, registerViaApi, useSession, visit } from './helpers.ts'

/** The panel's tab links, e.g. "Near You (3)": the count it shows. */
async function tabCount(page: Page, label: string) {
	const text = await page.getByRole('navigation', { name: 'Recommendation types' }).getByRole('link', { name: new RegExp(`^${label} \\(\\d+\\)$`) }).innerText()
	return Number(/\((\d+)\)/.exec(text)![1])
}

/** On a phone the header's menu stays open over the page after a link in it was followed in place (with JS). */
/** The menu closes itself once its link has navigated (a new page load, or the header's reset with JavaScript). */
async function menuClosed(page: Page) {
	await expect.poll(() => page.locator('header details.menu').evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false)
}

for (const mode of MODES) {
	test.describe(`recommendations ${mode.name}`, () => {
		test.use({ javaScriptEnabled: mode.javaScriptEnabled })

		test('a new buyer finds the panel from the header: tabs with counts, reasons and dots, filters, Refresh', async ({ page, context, request, baseURL }) => {
			const buyer = await registerViaApi(request, 'BUYER')
			await useSession(context, baseURL!, buyer.token)
			await visit(page, '/', mode.javaScriptEnabled)
			// Home shows the signed-in user a few of them.
			await expect(page.getByRole('heading', { name: 'Recommended for you' })).toBeVisible()
			await (await mainNav(page)).getByRole('link', { name: 'For You' }).click()
			await expect(page).toHaveURL('/recommendations')
			await menuClosed(page)
			await expect(page.getByRole('heading', { name: 'Recommended for you', level: 1 })).toBeVisible()

			// Never an empty panel for a newcomer: near them, at least.
			const all = await tabCount(page, 'All')
			expect(all).toBeGreaterThan(0)
			expect(await tabCount(page, 'Near You')).toBeGreaterThan(0)
			const first = page.getByRole('main').getByRole('article').first()
			await expect(first.getByRole('list', { name: 'Why it is recommended' }).getByRole('listitem').first()).toBeVisible()
			expect(await first.getByRole('list', { name: 'Why it is recommended' }).getByRole('listitem').count()).toBeLessThanOrEqual(2)
			await expect(first.getByRole('img', { name: /^Match: [0-5] of 5$/ })).toBeVisible()
			await expect(first.getByRole('button', { name: /^Save/ })).toBeVisible()

			// A tab is a link: it works before JavaScript runs.
			await page.getByRole('link', { name: /^Near You \(\d+\)$/ }).click()
			await expect(page).toHaveURL('/recommendations?type=near-you')
			await expect(page.getByRole('link', { name: /^Near You \(\d+\)$/ })).toHaveAttribute('aria-current', 'page')
			await expect(page.getByRole('main').getByRole('article').first()).toContainText('Near You')

			// Filters: a category narrows the list, and the address says so.
			await page.getByText('Filters', { exact: true }).click()
			await page.getByRole('checkbox', { name: 'Electronics' }).check()
			await page.getByRole('button', { name: 'Apply filters' }).click()
			await expect(page).toHaveURL(/categories=electronics/)
			await expect(page.getByRole('checkbox', { name: 'Electronics' })).toBeChecked()
			expect(await tabCount(page, 'All')).toBeLessThanOrEqual(all)

			await page.getByRole('button', { name: 'Refresh' }).click()
			await expectToast(page, 'Recommendations refreshed')
			await expect(page).toHaveURL(/type=near-you/)
		})

		test('Save on a recommended item keeps it in the saved items; the panel says so on the next visit', async ({ page, context, request, baseURL }) => {
			const buyer = await registerViaApi(request, 'BUYER')
			await useSession(context, baseURL!, buyer.token)
			await visit(page, '/recommendations', mode.javaScriptEnabled)
			const first = page.getByRole('main').getByRole('article').first()
			const title = (await first.getByRole('heading').innerText()).trim()
			const save = first.getByRole('button', { name: `Save ${title}` })
			await expect(save).toHaveAttribute('aria-pressed', 'false')
			await save.focus()
			await page.keyboard.press('Enter')
			await expectToast(page, 'Saved')
			await expect(page).toHaveURL('/recommendations')
			await expect.poll(async () => ((await (await request.get('/api/recommendations/saved', { headers: bearer(buyer.token) })).json()) as { title: string }[]).map((l) => l.title)).toEqual([title])

			await visit(page, '/saved-items', mode.javaScriptEnabled)
			await expect(page.getByRole('main').getByRole('heading', { name: title })).toBeVisible()
			// The save changed what the panel is made from, so the item may have made way for others; where it is
			// still shown, it says it is saved, never "Save".
			await visit(page, '/recommendations', mode.javaScriptEnabled)
			const panel = page.getByRole('main')
			await expect(panel.getByRole('button', { name: `Save ${title}`, exact: true })).toHaveCount(0)
			for (const button of await panel.getByRole('button', { name: `Saved ${title}`, exact: true }).all()) {
				await expect(button).toHaveAttribute('aria-pressed', 'true')
			}
		})

		test('on a 320 px phone the panel, its filters, the preferences and the saved page fit: no sideways scroll', async ({ page, context, request, baseURL }) => {
			const buyer = await registerViaApi(request, 'BUYER')
			await useSession(context, baseURL!, buyer.token)
			const listings = (await (await request.get('/api/listings?status=PUBLISHED')).json()) as { id: number }[]
			await request.post(`/api/recommendations/save/${listings[0]!.id}`, { headers: bearer(buyer.token), data: { saved: true } })
			await page.setViewportSize({ width: 320, height: 640 })
			const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)
			for (const path of ['/recommendations', '/recommendations?type=near-you&location=nairobi', '/recommendations/preferences', '/saved-items']) {
				await visit(page, path, mode.javaScriptEnabled)
				await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
				expect(await fits(), path).toBe(true)
			}
			await visit(page, '/recommendations', mode.javaScriptEnabled)
			// The Preferences button keeps its whole word (the heading wraps instead of squeezing it).
			const preferences = page.getByRole('main').getByRole('link', { name: 'Preferences' })
			expect(await preferences.evaluate((a) => a.scrollWidth <= a.clientWidth)).toBe(true)
			expect((await preferences.boundingBox())!.height).toBeGreaterThanOrEqual(44)
			await page.getByText('Filters', { exact: true }).click()
			expect(await fits()).toBe(true)
			// Home's "See all" of the recommendations is a tap target of its own.
			await visit(page, '/', mode.javaScriptEnabled)
			expect((await page.getByRole('link', { name: 'See all' }).boundingBox())!.height).toBeGreaterThanOrEqual(44)
		})

		test('preferences: a dialog with JavaScript, a page without; saved choices show in the form and the API', async ({ page, context, request, baseURL }) => {
			const buyer = await registerViaApi(request, 'BUYER')
			await useSession(context, baseURL!, buyer.token)
			await visit(page, '/recommendations', mode.javaScriptEnabled)
			await page.getByRole('link', { name: 'Preferences' }).first().click()
			const form = mode.javaScriptEnabled ? page.getByRole('dialog', { name: 'Recommendation preferences' }) : page.getByRole('main')
			if (!mode.javaScriptEnabled) await expect(page).toHaveURL('/recommendations/preferences')
			await expect(form.getByRole('heading', { name: 'Recommendation preferences' })).toBeVisible()
			await form.getByRole('checkbox', { name: 'Books & Media' }).check()
			await form.getByRole('checkbox', { name: 'Kisumu' }).check()
			await form.getByLabel('Other towns (separate them with commas)').fill('Naivasha')
			await form.getByLabel(/^Maximum price/).fill('50000')
			await form.getByRole('button', { name: 'Save preferences' }).click()
			await expectToast(page, 'Preferences updated')
			await expect(page).toHaveURL('/recommendations')

			const res = await request.get('/api/recommendations/preferences', { headers: bearer(buyer.token) })
			expect(await res.json()).toEqual({
				preferred_categories: ['books-media'],
				preferred_locations: ['Kisumu', 'Naivasha'],
				preferred_conditions: [],
				price_range_min: null,
				price_range_max: 50_000,
			})

			// The form opens again with them, the typed town now a box of its own.
			await visit(page, '/recommendations/preferences', mode.javaScriptEnabled)
			const main = page.getByRole('main')
			await expect(main.getByRole('checkbox', { name: 'Books & Media' })).toBeChecked()
			await expect(main.getByRole('checkbox', { name: 'Naivasha' })).toBeChecked()
			await expect(main.getByLabel(/^Maximum price/)).toHaveValue('50000')
			await expect(main.getByText('Maximum price: KSh 50,000')).toBeVisible()
		})
	})
}
