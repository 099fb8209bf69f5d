import type { Page } from '@playwright/test'
import { expect, test } from './test.ts'
import { MODES, expectToast, publishedListings, toasts, visit } from './helpers.ts'

const FOOTER = {
	'For Buyers': ['/browse', '/search-tips', '/safety-guide'],
	'For Sellers': ['/sell', '/seller-guidelines', '/pricing-tips'],
	Support: ['/help-center', '/contact', '/report-issue'],
} as const

function welcomeBanner(page: Page) {
	return page.getByRole('region', { name: 'Welcome to Soko' })
}

function scrollWidth(page: Page) {
	return page.evaluate(() => document.documentElement.scrollWidth)
}

function liteSwitch(page: Page) {
	return page.getByRole('contentinfo').getByRole('button', { name: /^Lite mode: (On|Off)$/ })
}

test('footer: For Buyers, For Sellers and Support links all answer 200', async ({ page, request }) => {
	await page.goto('/')
	const footer = page.getByRole('contentinfo')
	for (const [column, paths] of Object.entries(FOOTER)) {
		const nav = footer.getByRole('navigation', { name: column })
		await expect(nav.getByRole('heading', { name: column })).toBeVisible()
		const hrefs = await nav.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')))
		expect(hrefs).toEqual(paths)
		for (const path of paths) {
			const res = await request.get(path)
			expect(res.status(), path).toBe(200)
			expect(await res.text(), path).toContain('<h1')
		}
	}
	// and a click on one of them goes there
	await footer.getByRole('navigation', { name: 'Support' }).getByRole('link', { name: 'Help center' }).click()
	await expect(page).toHaveURL('/help-center')
	await expect(page.getByRole('heading', { level: 1, name: 'Help Center' })).toBeVisible()
})

test('the home category tiles open Browse on their category; "More" opens every category and says so to a screen reader', async ({ page }) => {
	await page.goto('/')
	const tiles = page.getByRole('list', { name: 'Shop by category' })
	await expect(tiles.getByRole('link', { name: 'Electronics' })).toHaveAttribute('href', '/browse?category=electronics')
	const more = tiles.getByRole('link', { name: 'More categories' })
	await expect(more.locator('[aria-hidden="true"]')).toHaveText('More')
	await more.click()
	await expect(page).toHaveURL(/\/categories$/)
	await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})

test('/healthz answers ok', async ({ request }) => {
	const res = await request.get('/healthz')
	expect(res.status()).toBe(200)
	expect((await res.text()).trim()).toBe('ok')
})

for (const mode of MODES) {
	test.describe(`shell ${mode.name}`, () => {
		test.use({ javaScriptEnabled: mode.javaScriptEnabled })

		test('a banner shows with "Dismiss banner", and a dismissed banner stays hidden after reload', async ({ page }) => {
			await visit(page, '/', mode.javaScriptEnabled)
			const banner = welcomeBanner(page)
			await expect(banner).toBeVisible()
			await expect(banner).toContainText('Listing an item costs only KES 15')
			await banner.getByRole('button', { name: 'Dismiss banner' }).click()
			await expect(banner).toHaveCount(0)
			await expect(page).toHaveURL('/')
			await page.reload()
			await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
			await expect(welcomeBanner(page)).toHaveCount(0)
			// and on other pages too, while a banner for /browse only still shows there
			await visit(page, '/browse', mode.javaScriptEnabled)
			await expect(page.getByRole('region', { name: 'Back to school deals' })).toBeVisible()
			await expect(welcomeBanner(page)).toHaveCount(0)
		})

		test('Lite mode switch in the footer: pages ship no <script>, forms still work, and it switches back', async ({ page }) => {
			await visit(page, '/', mode.javaScriptEnabled)
			expect(await page.locator('script').count()).toBeGreaterThan(0)
			await expect(liteSwitch(page)).toHaveText('Lite mode: Off')
			await expect(liteSwitch(page)).toHaveAttribute('aria-pressed', 'false')
			await liteSwitch(page).click()
			await expect(liteSwitch(page)).toHaveText('Lite mode: On')
			await expect(liteSwitch(page)).toHaveAttribute('aria-pressed', 'true')
			await expect(page).toHaveURL('/')

			await page.reload()
			await expect(liteSwitch(page)).toHaveText('Lite mode: On')
			await expect(page.locator('script')).toHaveCount(0)

			// The header search (a plain form) still works.
			await page.getByRole('searchbox', { name: 'Search items' }).fill('sofa')
			await page.getByRole('search').getByRole('button', { name: 'Search' }).click()
			await expect(page).toHaveURL('/browse?q=sofa')
			await expect(page.getByText(/^[\d,]+ items? found matching/)).toBeVisible()
			await expect(page.locator('script')).toHaveCount(0)
			// So do the browse filters.
			await page.getByRole('form', { name: 'Filter items' }).getByLabel('Sort by').selectOption({ label: 'Price: high to low' })
			await page.getByRole('button', { name: 'Apply filters' }).click()
			await expect(page).toHaveURL(/sort=price-high/)
			await expect(page.locator('script')).toHaveCount(0)

			await liteSwitch(page).click()
			await expect(liteSwitch(page)).toHaveText('Lite mode: Off')
			await expect(page).toHaveURL(/\/browse\?/)
			expect(await page.locator('script').count()).toBeGreaterThan(0)
		})

		test('320px wide: the home page has no horizontal scrolling', async ({ page }) => {
			await page.setViewportSize({ width: 320, height: 640 })
			await visit(page, '/', mode.javaScriptEnabled)
			await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
			expect(await scrollWidth(page)).toBeLessThanOrEqual(320)
		})
	})
}

test.describe('320px wide, other pages', () => {
	test.use({ viewport: { width: 320, height: 640 } })

	for (const path of ['/browse', '/browse?view=list', '/listings/:id', '/?listing=:id', '/help-center', '/contact', '/report-issue', '/login', '/register', '/sell', '/nope']) {
		test(`${path} has no horizontal scrolling`, async ({ page, request }) => {
			if (path === '/browse?view=list') {
			}
			const [listing] = await publishedListings(request, 1)
			await page.goto(path.replace(':id', String(listing!.id)))
			await expect(page.getByRole('heading').first()).toBeVisible()
			expect(await scrollWidth(page)).toBeLessThanOrEqual(320)
		})
	}
})

test.describe('Save-Data: on', () => {
	test.use({ extraHTTPHeaders: { 'Save-Data': 'on' } })

	test('pages ship no <script> and still work', async ({ page }) => {
		await page.goto('/')
		await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
		await expect(page.locator('script')).toHaveCount(0)
		await page.getByRole('searchbox', { name: 'Search items' }).fill('phone')
		await page.getByRole('search').getByRole('button', { name: 'Search' }).click()
		await expect(page).toHaveURL('/browse?q=phone')
		await expect(page.getByText(/^[\d,]+ items? found matching/)).toBeVisible()
		await expect(page.locator('script')).toHaveCount(0)
	})
})

test.describe('toasts without JS', () => {
	test.use({ javaScriptEnabled: false })

	test('a toast that has faded out does not block the header Menu button', async ({ page }) => {
		await page.goto('/contact')
		const form = page.getByRole('region', { name: 'Send us a message' }).locator('form')
		await form.getByLabel('Name', { exact: true }).fill('Otieno')
		await form.getByLabel('Email', { exact: true }).fill('otieno@example.com')
		await form.getByLabel('Subject', { exact: true }).fill('Hello')
		await form.getByLabel('Message', { exact: true }).fill('Just saying hello.')
		await form.getByRole('button', { name: 'Send Message' }).click()
		await expectToast(page, 'Message sent')
		await expect(toasts(page).getByRole('status')).toBeHidden({ timeout: 8_000 })
		const menu = page.getByRole('banner').getByLabel('Menu')
		await menu.click({ timeout: 2_000 })
		await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
	})
})
