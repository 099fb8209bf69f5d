import { expect, test } from './test.ts'
import { MODES, publishedListings, visit } from './helpers.ts'

/** Issue 26: the listing's photo gallery is reached with Tab, shows where the focus is, and its arrow keys scroll it. */
for (const mode of MODES) {
	test.describe(`the photo gallery by keyboard ${mode.name}`, () => {
		test.use({ javaScriptEnabled: mode.javaScriptEnabled })

		test('Tab reaches it, with a visible focus ring; the right arrow shows the next photo, the left one the first again', async ({ page, request }) => {
			const [listing] = await publishedListings(request, 1)
			await visit(page, `/listings/${listing!.id}`, mode.javaScriptEnabled)
			const gallery = page.getByRole('list', { name: /^\d+ photos$/ })
			// Every photo, also those not laid out until the gallery scrolls (only the first loads on open: app.css).
			const photos = gallery.locator('img')
			expect(await photos.count()).toBeGreaterThan(1)
			await expect(photos.nth(1)).not.toBeInViewport()
			// In the Tab order in every browser, not only those that make any scroller focusable (Chromium 130 and later).
			await expect(gallery).toHaveAttribute('tabindex', '0')
			let reached = false
			for (let presses = 0; presses < 60 && !reached; presses++) {
				await page.keyboard.press('Tab')
				reached = await gallery.evaluate((list) => document.activeElement === list)
			}
			expect(reached, 'the gallery is in the Tab order').toBe(true)
			expect(await gallery.evaluate((list) => getComputedStyle(list).outlineStyle)).toBe('solid')
			await page.keyboard.press('ArrowRight')
			await expect(photos.nth(1)).toBeInViewport({ ratio: 0.9 })
			await page.keyboard.press('ArrowLeft')
			await expect(photos.nth(0)).toBeInViewport({ ratio: 0.9 })
		})
	})
}
