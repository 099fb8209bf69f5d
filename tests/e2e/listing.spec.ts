import type { Locator } from '@playwright/test'
import { expect, test } from './test.ts'
import { MODES, expectToast, parseKsh, publishedListings, visit } from './helpers.ts'

/** What the listing page and the home page's dialog both show (spec 1 §2 "Listing detail"). */
async function expectListingDetail(scope: Locator, listing: { title: string; price: string; location: string; description: string }) {
	await expect(scope.getByRole('heading', { level: 1, name: listing.title })).toBeVisible()
	const price = scope.getByText(/^KSh [\d,]+$/).first()
	await expect(price).toBeVisible()
	expect(parseKsh((await price.textContent())!)).toBe(Math.round(Number(listing.price)))
	await expect(scope.getByRole('definition').first()).toHaveText(listing.location)
	await expect(scope.getByRole('term').first()).toHaveText('Location')
	await expect(scope.getByRole('heading', { name: 'Description' })).toBeVisible()
	await expect(scope.getByText(listing.description.slice(0, 40))).toBeVisible()
	const seller = scope.getByRole('region', { name: 'Seller' })
	await expect(seller.getByRole('heading', { name: 'Seller' })).toBeVisible()
	await expect(seller).toContainText(/Member since/)
	await expect(seller).toContainText(/Phone: 0[17]\d{6}…/)
	await expect(scope.getByText('Stay safe:')).toBeVisible()
	await expect(scope.getByText(/meet in a busy public place/)).toBeVisible()
	await expect(scope.getByRole('link', { name: 'Read the safety guide' })).toHaveAttribute('href', '/safety-guide')
}

for (const mode of MODES) {
	test.describe(`listing ${mode.name}`, () => {
		test.use({ javaScriptEnabled: mode.javaScriptEnabled })

		test('a card title opens /listings/:id with title, price, location, description, seller and safety notice', async ({
			page,
			request,
		}) => {
			await visit(page, '/browse', mode.javaScriptEnabled)
			const link = page.getByRole('main').getByRole('article').first().getByRole('heading').getByRole('link')
			const title = (await link.textContent())!
			await link.click()
			await expect(page).toHaveURL(/\/listings\/\d+$/)
			const id = Number(/\/listings\/(\d+)$/.exec(page.url())![1])
			const listing = (await publishedListings(request, 500)).find((l) => l.id === id)!
			expect(listing.title).toBe(title)
			await expectListingDetail(page.getByRole('main'), listing)
			await expect(page).toHaveTitle(new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} · KSh`))
		})

		test('listing photos have WebP sources that answer with WebP images', async ({ page, request }) => {
			const [listing] = await publishedListings(request, 5)
			await visit(page, `/listings/${listing!.id}`, mode.javaScriptEnabled)
			const gallery = page.getByRole('list', { name: /^\d+ photos$/ })
			const photos = gallery.getByRole('img')
			// One photo to an item; only the first is shown (and fetched) before the gallery is scrolled.
			const n = await gallery.getByRole('listitem').count()
			expect(n).toBeGreaterThan(0)
			await expect(gallery).toHaveAccessibleName(`${n} photos`)
			await expect(photos.first()).toHaveAccessibleName(`${listing!.title}, photo 1 of ${n}`)
			await expect(photos.first()).toBeVisible()
			// The browser picked an image it could load.
			expect(await photos.first().evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0)
			const sources = gallery.locator('picture source[type="image/webp"]')
			await expect(sources).toHaveCount(n)
			const srcset = (await sources.first().getAttribute('srcset'))!
			const webp = srcset.split(',')[0]!.trim().split(' ')[0]!
			expect(webp).toMatch(/\.webp$/)
			const res = await request.get(webp)
			expect(res.status()).toBe(200)
			expect(res.headers()['content-type']).toBe('image/webp')
		})

		test('/?listing=ID shows the listing in a dialog on the home page', async ({ page, request }) => {
			const [listing] = await publishedListings(request, 5)
			await visit(page, `/?listing=${listing!.id}`, mode.javaScriptEnabled)
			// Let the hydrated page settle (its effects run and any navigation they start finishes) before looking.
			await page.waitForLoadState('networkidle')
			await expect(page).toHaveURL(`/?listing=${listing!.id}`)
			const dialog = page.getByRole('dialog', { name: listing!.title })
			await expect(dialog).toBeVisible()
			await expectListingDetail(dialog, listing!)
			// The home page is underneath.
			await expect(page.getByRole('heading', { name: 'Featured Items' })).toBeAttached()
			await dialog.getByRole('link', { name: 'Close' }).click()
			await expect(page).toHaveURL('/')
			await expect(page.getByRole('dialog')).toHaveCount(0)
			await expect(page.getByRole('heading', { name: 'Featured Items' })).toBeVisible()
		})

		test('/?listing=999999 shows Not Found in the dialog', async ({ page }) => {
			await visit(page, '/?listing=999999', mode.javaScriptEnabled)
			await page.waitForLoadState('networkidle')
			await expect(page).toHaveURL('/?listing=999999')
			const dialog = page.getByRole('dialog', { name: 'Not Found' })
			await expect(dialog).toBeVisible()
			await expect(dialog.getByText("The listing you're looking for could not be found")).toBeVisible()
		})

		test('/listings/999999 is "404 Page Not Found" with status 404', async ({ page }) => {
			const response = await page.goto('/listings/999999')
			expect(response!.status()).toBe(404)
			await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible()
			await expect(page.getByRole('main').getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/')
		})

		test('an unknown path /nope is "404 Page Not Found" with status 404', async ({ page }) => {
			const response = await page.goto('/nope')
			expect(response!.status()).toBe(404)
			await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible()
			// the shell is still there
			await expect(page.getByRole('link', { name: 'Soko home' })).toBeVisible()
		})

		test('404 pages are titled "404 Page Not Found" in the browser tab too', async ({ page }) => {
			await visit(page, '/nope', mode.javaScriptEnabled)
			await expect(page).toHaveTitle(/404 Page Not Found/)
			await visit(page, '/listings/999999', mode.javaScriptEnabled)
			await expect(page).toHaveTitle(/404 Page Not Found/)
		})

		test('Share menu links to Facebook, Twitter, WhatsApp and Telegram with the ?listing=ID address', async ({ page, request, baseURL }) => {
			const [listing] = await publishedListings(request, 5)
			const url = `${baseURL}/?listing=${listing!.id}`
			await visit(page, `/listings/${listing!.id}`, mode.javaScriptEnabled)
			const share = page.getByRole('main').locator('details', { has: page.getByText('Share', { exact: true }) })
			const facebook = share.getByRole('link', { name: 'Facebook' })
			await expect(facebook).toBeHidden()
			await share.getByText('Share', { exact: true }).click()
			for (const [name, host] of [
				['Facebook', 'https://www.facebook.com/'],
				['Twitter', 'https://twitter.com/'],
				['WhatsApp', 'https://wa.me/'],
				['Telegram', 'https://t.me/'],
			] as const) {
				const link = share.getByRole('link', { name })
				await expect(link).toBeVisible()
				const href = (await link.getAttribute('href'))!
				expect(href.startsWith(host), href).toBe(true)
				expect(href).toContain(encodeURIComponent(url))
				await expect(link).toHaveAttribute('target', '_blank')
				await expect(link).toHaveAttribute('rel', /noopener/)
			}
			await expect(share.getByRole('button', { name: 'Copy link' })).toBeVisible()
			await expect(share.getByLabel('Link to this item')).toHaveValue(url)
		})

		test('at 360x740 the photo, price, title, town and Contact are on the first screen', async ({ page, request }) => {
			const [listing] = await publishedListings(request, 1)
			await page.setViewportSize({ width: 360, height: 740 })
			await visit(page, `/listings/${listing!.id}`, mode.javaScriptEnabled)
			const main = page.getByRole('main')
			for (const item of [
				main.getByRole('list', { name: /photos$/ }).getByRole('img').first(),
				main.getByRole('heading', { level: 1, name: listing!.title }),
				main.locator('.headline').getByText(/^KSh [\d,]+$/),
				main.locator('.headline').getByText(new RegExp(`^${listing!.location} · posted`)),
				main.getByRole('button', { name: 'Contact', exact: true }),
			]) {
				const box = (await item.boundingBox())!
				expect(box.y + box.height).toBeLessThanOrEqual(740)
			}
		})

		test('at 360 px the Share menu stays on the screen, and the WhatsApp text ends on a whole word', async ({ page, request }) => {
			const [listing] = await publishedListings(request, 1)
			await page.setViewportSize({ width: 360, height: 740 })
			await visit(page, `/listings/${listing!.id}`, mode.javaScriptEnabled)
			const share = page.getByRole('main').locator('details', { has: page.getByText('Share', { exact: true }) })
			await share.getByText('Share', { exact: true }).click()
			for (const item of [share.getByRole('button', { name: 'Copy link' }), share.getByRole('link', { name: 'Facebook' }), share.getByRole('link', { name: 'Telegram' })]) {
				const box = (await item.boundingBox())!
				expect(box.x).toBeGreaterThanOrEqual(0)
				expect(box.x + box.width).toBeLessThanOrEqual(360)
				expect(box.y + box.height).toBeLessThanOrEqual(740)
			}
			const text = new URL((await share.getByRole('link', { name: 'WhatsApp' }).getAttribute('href'))!).searchParams.get('text')!
			const message = text.slice(0, text.lastIndexOf(' http'))
			expect(listing!.description.startsWith(message.slice(`${listing!.title} — `.length).replace(/…$/, ''))).toBe(true)
			expect(message.endsWith('…')).toBe(listing!.description.length > 100)
			if (message.endsWith('…')) expect(listing!.description.charAt(message.length - `${listing!.title} — `.length - 1)).toMatch(/\s|[.,;:!?]/)
		})
	})
}

test.describe('share with JS', () => {
	test('"Copy link" puts <origin>/?listing=ID on the clipboard and toasts "Link copied!"', async ({ page, context, request, baseURL }) => {
		await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL })
		// No device share sheet, so the menu copies the link (headless chromium may offer navigator.share).
		await page.addInitScript(() => {
			Reflect.deleteProperty(Navigator.prototype, 'share')
			Reflect.deleteProperty(navigator, 'share')
		})
		const [listing] = await publishedListings(request, 5)
		await visit(page, `/listings/${listing!.id}`, true)
		await page.getByRole('main').getByText('Share', { exact: true }).click()
		await page.getByRole('button', { name: 'Copy link' }).click()
		await expectToast(page, 'Link copied!')
		await expectToast(page, 'Product link copied to clipboard')
		expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/?listing=${listing!.id}`)
	})
})
