import type { APIRequestContext } from '@playwright/test'
import { expect, test } from './test.ts'
import { MODES, listingInput, publishedListingViaApi, uniqueWord, visit } from './helpers.ts'

/**
 * Issue 8 §1: a buyer finds a Tecno phone under KSh 20,000 in Nairobi by typing "simu" or "tecno" (or "tecon"), and
 * an empty search keeps its words and offers to drop one filter at a time.
 */
async function publishedPhone(request: APIRequestContext) {
	const title = `Tecno Spark 20 Pro ${uniqueWord()}`
	return publishedListingViaApi(request, { ...listingInput(title), price: '18500', location: 'Nairobi', subcategory: 'mobile-phones-tablets' })
}

for (const mode of MODES) {
	test.describe(`search ${mode.name}`, () => {
		test.use({ javaScriptEnabled: mode.javaScriptEnabled, viewport: { width: 360, height: 740 } })

		test('"simu" under KSh 20,000 in Nairobi finds the Tecno; "tecon" is read as "tecno"', async ({ page, request }) => {
			const phone = await publishedPhone(request)
			const card = page.locator('main article.card', { has: page.getByRole('heading', { name: phone.title }) })

			await visit(page, '/browse', mode.javaScriptEnabled)
			// On a phone (this project's Pixel 5) the header's search box is Browse's search; the filters keep its words.
			await page.getByRole('searchbox', { name: 'Search items' }).fill('simu')
			await page.getByRole('search').getByRole('button', { name: 'Search' }).click()
			await expect(page).toHaveURL('/browse?q=simu')
			const filters = page.getByRole('form', { name: 'Filter items' })
			await filters.getByText('Filters', { exact: true }).click()
			await filters.getByLabel('Location').selectOption('Nairobi')
			await filters.getByLabel('Max price (KSh)').fill('20000')
			await filters.getByRole('button', { name: 'Apply filters' }).click()
			// The search box may already have searched as "simu" was typed: wait for the filtered results.
			await expect(page).toHaveURL(/q=simu/)
			await expect(page).toHaveURL(/[?&]max[^=]*=20000/i)
			await expect(card).toBeVisible()
			for (const price of await page.locator('main article.card').getByText(/^KSh [\d,]+$/).allTextContents()) {
				expect(Number(price.replace(/\D/g, ''))).toBeLessThanOrEqual(20000)
			}

			await visit(page, '/browse?q=tecon&location=Nairobi', mode.javaScriptEnabled)
			await expect(page.getByText('No items match “tecon”. Showing results for “tecno”.')).toBeVisible()
			await expect(card).toBeVisible()

			await visit(page, '/browse?category=electronics&subcategory=mobile-phones-tablets&location=Nairobi', mode.javaScriptEnabled)
			await expect(page.getByText('Filters (2 on)')).toBeVisible()
			await expect(page.getByLabel('Subcategory')).toHaveValue('mobile-phones-tablets')
			await expect(card).toBeVisible()
		})

		test('nothing found: the words stay, a filter can be dropped on its own, similar items show', async ({ page, request }) => {
			const phone = await publishedPhone(request)
			const word = phone.title.split(' ').at(-1)!
			await visit(page, `/browse?q=${word}&location=Mombasa&maxPrice=5000`, mode.javaScriptEnabled)
			await expect(page.getByText('No items match your search.')).toBeVisible()
			await expect(page.getByRole('form', { name: 'Filter items' }).getByLabel('Search', { exact: true })).toHaveValue(word)
			await expect(page.getByRole('heading', { name: `Items matching “${word}” elsewhere` })).toBeVisible()
			const drop = page.getByRole('list', { name: 'Remove a filter' })
			await drop.getByRole('link', { name: '✕ near Mombasa' }).click()
			await expect(page).toHaveURL(`/browse?q=${word}&maxPrice=5000`)
			await page.getByRole('link', { name: 'Clear filters' }).click()
			await expect(page).toHaveURL(`/browse?q=${word}`)
			await expect(page.locator('main article.card', { has: page.getByRole('heading', { name: phone.title }) })).toBeVisible()
		})
	})
}
