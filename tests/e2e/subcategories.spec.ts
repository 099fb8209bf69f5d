import type { Locator } from '@playwright/test'
import { expect, test } from './test.ts'
import { MODES, SELLER, logInViaApi, visit } from './helpers.ts'

/** Issue 26: the subcategory list ignored the chosen category; it follows it now, with JavaScript and without. */
const optionsOf = (select: Locator) => select.locator('option').allTextContents()

for (const mode of MODES) {
	test.describe(`subcategories ${mode.name}`, () => {
		test.use({ javaScriptEnabled: mode.javaScriptEnabled, viewport: { width: 360, height: 740 } })

		test('browse: a new category brings its own subcategories (at once with JavaScript, after Apply without)', async ({ page }) => {
			await visit(page, '/browse?category=electronics&subcategory=mobile-phones-tablets', mode.javaScriptEnabled)
			const filters = page.getByRole('form', { name: 'Filter items' })
			await filters.getByText(/^Filters/).click()
			const subcategory = filters.getByLabel('Subcategory')
			expect(await optionsOf(subcategory)).toContain('Mobile phones & tablets')
			await filters.getByLabel('Category', { exact: true }).selectOption('home-garden')
			if (!mode.javaScriptEnabled) {
				await filters.getByRole('button', { name: 'Apply filters' }).click()
				await expect(page).toHaveURL(/category=home-garden/)
				await filters.getByText(/^Filters/).click()
			}
			await expect(subcategory.locator('option').first()).toHaveText('All of Home & Garden')
			const options = await optionsOf(subcategory)
			expect(options).toContain('Furniture')
			expect(options).not.toContain('Mobile phones & tablets')
			await expect(subcategory).toHaveValue('')
		})

		test('sell form: the chosen category’s subcategories, every category’s grouped under its name without JavaScript', async ({ page, context, request, baseURL }) => {
			await logInViaApi(request, context, baseURL!, SELLER)
			await visit(page, '/sell/new', mode.javaScriptEnabled)
			const subcategory = page.getByLabel('Subcategory (optional)')
			await page.getByLabel('Category', { exact: true }).selectOption('home-garden')
			if (mode.javaScriptEnabled) {
				await expect(subcategory.locator('optgroup')).toHaveCount(0)
				const options = await optionsOf(subcategory)
				expect(options).toEqual(['Not sure', 'Furniture', 'Home appliances', 'Kitchen & dining', 'Decor & lighting', 'Garden & tools'])
				await subcategory.selectOption('furniture')
				// Another category: the list follows, and a choice from the old one does not stay.
				await page.getByLabel('Category', { exact: true }).selectOption('electronics')
				expect(await optionsOf(subcategory)).toContain('Mobile phones & tablets')
				expect(await optionsOf(subcategory)).not.toContain('Furniture')
				await expect(subcategory).toHaveValue('')
			} else {
				// Without scripts the page cannot change; each group is labelled with its category, so the right one is found.
				await expect(subcategory.locator('optgroup[label="Home & Garden"] option', { hasText: 'Furniture' })).toHaveCount(1)
				await expect(subcategory.locator('optgroup[label="Electronics"] option', { hasText: 'Mobile phones & tablets' })).toHaveCount(1)
			}
		})
	})
}
