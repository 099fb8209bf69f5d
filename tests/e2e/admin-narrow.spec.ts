import type { Locator } from '@playwright/test'
import { expect, test } from './test.ts'
import { ADMIN, MODES, apiToken, useSession, visit } from './helpers.ts'

/** Issue 26: at 360 px the admin's tables scrolled sideways and "Feature" was off-screen; each row is a card now. */
const PHONE = { width: 360, height: 740 }

async function inView(item: Locator) {
	await item.scrollIntoViewIfNeeded()
	const box = (await item.boundingBox())!
	expect(box.x).toBeGreaterThanOrEqual(0)
	expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width)
}

for (const mode of MODES) {
	test.describe(`admin tables at 360 px ${mode.name}`, () => {
		test.use({ javaScriptEnabled: mode.javaScriptEnabled, viewport: PHONE })

		test('Featured: every row’s Feature button is inside the screen, nothing scrolls sideways', async ({ page, context, request, baseURL }) => {
			await useSession(context, baseURL!, await apiToken(request, ADMIN))
			await visit(page, '/admin/featured', mode.javaScriptEnabled)
			const buttons = page.getByRole('button', { name: /^Feature / })
			expect(await buttons.count()).toBeGreaterThan(0)
			for (const button of (await buttons.all()).slice(0, 3)) await inView(button)
			// The section and its table's scroller are both named by the heading: the table's is the inner one.
			const region = page.getByRole('region', { name: 'Feature a listing' }).last()
			await inView(region.getByRole('row').nth(1).getByLabel('For'))
			expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)
			expect(await region.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true)
		})

		test('Users: each user’s box, status and Insights link are inside the screen', async ({ page, context, request, baseURL }) => {
			await useSession(context, baseURL!, await apiToken(request, ADMIN))
			await visit(page, '/admin/users', mode.javaScriptEnabled)
			const region = page.getByRole('region', { name: 'Users' })
			const first = region.getByRole('row').nth(1)
			await inView(first.getByRole('checkbox'))
			await inView(first.getByRole('link', { name: /^Insights/ }))
			// Each cell is named by its column on the card.
			const named = await first.locator('td').evaluateAll((cells) => cells.map((cell) => getComputedStyle(cell, '::before').content))
			expect(named).toContain('"Last sign-in"')
			expect(await region.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true)
			if (mode.javaScriptEnabled) await inView(page.getByRole('checkbox', { name: 'Select every user on this page' }))
		})
	})
}
