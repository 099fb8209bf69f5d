import type { Locator, Page } from '@playwright/test'
import { expect, test } from './test.ts'
import { MODES, bearer, listingInput, publishedListingViaApi, testAddress, uniquePhone, uniqueWord, verifyPhoneOnPage, visit } from './helpers.ts'

/*
 * Issue 8 §6, as one story on a 360x740 phone, with JavaScript and without: a new seller signs up with a name and
 * sees it on their listing; a buyer finds that Tecno by typing "simu", under KSh 20,000 in Nairobi, opens it from
 * anywhere on its card, finds what matters on the first screen, shares it, and later sees it sold. The console-error
 * guard of ./test.ts fails any page that logs an error.
 */
const PHONE = { width: 360, height: 740 }

async function onFirstScreen(item: Locator) {
	const box = await item.boundingBox()
	expect(box, 'on the page').not.toBeNull()
	expect(box!.y + box!.height).toBeLessThanOrEqual(PHONE.height)
	expect(box!.x).toBeGreaterThanOrEqual(0)
	expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width)
}

/** A finger on the middle of what the locator shows, whatever element is on top there. */
async function tap(page: Page, target: Locator) {
	await target.scrollIntoViewIfNeeded()
	const box = (await target.boundingBox())!
	await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
}

async function signUpAsSeller(page: Page, javaScriptEnabled: boolean, name: string) {
	const phone = uniquePhone()
	await page.setExtraHTTPHeaders({ 'x-forwarded-for': testAddress() })
	await visit(page, '/', javaScriptEnabled)
	await page.getByRole('main').getByRole('link', { name: 'Start Selling' }).first().click()
	const form = page.locator('form', { has: page.getByRole('button', { name: 'Create account' }) })
	// They tapped Start Selling: Sell is already chosen.
	await expect(form.getByRole('radio', { name: 'Sell' })).toBeChecked()
	await form.getByLabel('Your name', { exact: true }).fill(name)
	await form.getByLabel('Email', { exact: true }).fill(`${phone}@example.com`)
	await form.getByLabel('Phone number', { exact: true }).fill(phone)
	await form.getByLabel('Password', { exact: true }).fill('secret123')
	await form.getByRole('button', { name: 'Create account' }).click()
	// The code texted at sign-up comes first, then on to the sell form.
	await verifyPhoneOnPage(page, phone)
	await expect(page).toHaveURL('/sell/new')
	return { phone, password: 'secret123' }
}

for (const mode of MODES) {
	test.describe(`first impressions ${mode.name}`, () => {
		test.use({ javaScriptEnabled: mode.javaScriptEnabled, viewport: PHONE })

		test('a new seller with a name lists a Tecno; a buyer finds it by "simu", opens, shares it, and sees it sold', async ({ browser, page, request, baseURL, watchConsole }) => {
			const name = `Njeri Phones ${uniqueWord()}`
			const credentials = await signUpAsSeller(page, mode.javaScriptEnabled, name)
			const login = await request.post('/api/auth/login', { data: credentials })
			const { token, user } = (await login.json()) as { token: string; user: { id: number } }
			const seller = { ...credentials, id: user.id, token }
			const title = `Tecno Camon 20 Pro ${uniqueWord()}`
			const listing = await publishedListingViaApi(request, { ...listingInput(title), price: '18500', location: 'Nairobi', subcategory: 'mobile-phones-tablets' }, seller)

			// The seller sees their name on their listing, never "Soko seller".
			await visit(page, `/listings/${listing.id}`, mode.javaScriptEnabled)
			await expect(page.getByRole('main').getByText(name).first()).toBeVisible()
			await expect(page.getByText('Soko seller')).toHaveCount(0)

			// A buyer on their own phone types "simu" in the search box on the first screen.
			const buyerContext = await browser.newContext({ baseURL, javaScriptEnabled: mode.javaScriptEnabled, viewport: PHONE })
			const buyer = await buyerContext.newPage()
			watchConsole(buyer)
			await visit(buyer, '/', mode.javaScriptEnabled)
			const search = buyer.getByRole('searchbox', { name: 'Search items' })
			await onFirstScreen(search)
			await search.fill('simu')
			await buyer.getByRole('search').getByRole('button', { name: 'Search' }).click()
			await expect(buyer).toHaveURL('/browse?q=simu')

			// Under KSh 20,000 in Nairobi, from the folded filters.
			const filters = buyer.getByRole('form', { name: 'Filter items' })
			await filters.getByText('Filters', { exact: true }).click()
			await filters.getByLabel('Location').selectOption('Nairobi')
			await filters.getByLabel('Max price (KSh)').fill('20000')
			await filters.getByRole('button', { name: 'Apply filters' }).click()
			await expect(buyer).toHaveURL(/maxPrice=20000/)
			await expect(buyer.getByText('Filters (2 on)')).toBeVisible()
			const card = buyer.locator('main article.card', { has: buyer.getByRole('heading', { name: title }) })
			await expect(card).toBeVisible()
			await expect(card.getByText(/^Nairobi · (seconds|\d+ min) ago$/)).toBeVisible()

			// Anywhere on the card opens it: here its price, far from the title.
			await tap(buyer, card.getByText('KSh 18,500', { exact: true }))
			await expect(buyer).toHaveURL(`/listings/${listing.id}`)
			const main = buyer.getByRole('main')
			const photo = main.getByRole('list', { name: '2 photos' }).getByRole('img').first()
			for (const item of [photo, main.getByRole('heading', { level: 1, name: title }), main.locator('.headline').getByText('KSh 18,500'), main.locator('.headline').getByText(/^Nairobi · posted/), main.getByRole('button', { name: 'Contact', exact: true })]) {
				await onFirstScreen(item)
			}
			// The gallery shows whole photos, not landscape crops.
			expect(await photo.getAttribute('src')).toMatch(/\/whole\.jpg$/)
			await expect(main.getByText('1/2', { exact: true })).toBeAttached()
			await expect(main.getByText(name).first()).toBeVisible()

			// Share: the menu stays on the screen, WhatsApp gets the whole title and the link, whose page previews it.
			const share = main.locator('details', { has: buyer.getByText('Share', { exact: true }) })
			await share.getByText('Share', { exact: true }).click()
			for (const target of ['Copy link', 'Facebook', 'WhatsApp']) await onFirstScreen(share.getByText(target, { exact: true }))
			const whatsapp = new URL((await share.getByRole('link', { name: 'WhatsApp' }).getAttribute('href'))!).searchParams.get('text')!
			const sharedUrl = `${baseURL}/?listing=${listing.id}`
			expect(whatsapp.startsWith(`${title} — `)).toBe(true)
			expect(whatsapp.endsWith(sharedUrl)).toBe(true)
			const preview = await (await request.get(sharedUrl)).text()
			expect(preview).toContain(`<meta property="og:title" content="${title} · KSh 18,500"`)
			expect(preview).toMatch(/<meta property="og:image" content="http[^"]+\/photos\/[a-f0-9]{24}\//)

			// The seller sells it; the buyer's link now shows it sold, with similar phones.
			const sold = await request.patch(`/api/listings/${listing.id}/status`, { headers: bearer(token), data: { status: 'SOLD' } })
			expect(sold.status(), await sold.text()).toBe(200)
			await visit(buyer, `/listings/${listing.id}`, mode.javaScriptEnabled)
			await expect(buyer.getByRole('heading', { level: 1 })).toHaveText(title)
			await expect(buyer.getByRole('status').filter({ hasText: 'Sold' })).toBeVisible()
			await expect(buyer.getByRole('heading', { name: 'Similar items for sale' })).toBeVisible()
			await buyerContext.close()
		})
	})
}
