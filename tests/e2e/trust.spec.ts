import type { APIRequestContext, Page } from '@playwright/test'
import { expect, test } from './test.ts'
import {
	ADMIN,
	MODES,
	adminLoginForm,
	apiToken,
	approveViaApi,
	bearer,
	createListingViaApi,
	expectToast,
	newVisitor,
	registerViaApi,
	uniqueWord,
	useSession,
	visit,
} from './helpers.ts'

/** A new seller with one published listing (approved, and the fee marked paid by the admin): ratings start from nothing. */
async function newSellerListing(request: APIRequestContext) {
	const seller = await registerViaApi(request, 'SELLER')
	const listing = await createListingViaApi(request, seller.token)
	await approveViaApi(request, listing.id)
	const paid = await request.post(`/api/admin/payments/mark-completed/${listing.id}`, {
		headers: bearer(await apiToken(request, ADMIN)),
		data: { transactionId: uniqueWord().toUpperCase().slice(0, 20) },
	})
	expect(paid.status(), await paid.text()).toBe(200)
	return { seller, listing }
}

/** The buyer dealt with the seller through Soko (an offer on the listing): only then may they rate them. */
async function offerViaApi(request: APIRequestContext, token: string, listingId: number) {
	const res = await request.post('/api/offers', { headers: bearer(token), data: { listing_id: listingId, amount: 1000 } })
	expect(res.status(), await res.text()).toBe(201)
}

/** Presses a button or summary from the keyboard: a toast may sit over part of the page for a while after a post. */
async function press(page: Page, target: ReturnType<Page['getByRole']>) {
	await target.focus()
	await page.keyboard.press('Enter')
}

for (const mode of MODES) {
	test.describe(`trust ${mode.name}`, () => {
		test.use({ javaScriptEnabled: mode.javaScriptEnabled })

		test('a buyer signs in from Rate, rates the seller, and the rating shows on the listing and the seller page', async ({ page, request }) => {
			const { seller, listing } = await newSellerListing(request)
			const buyer = await registerViaApi(request, 'BUYER')
			await offerViaApi(request, buyer.token, listing.id)
			await visit(page, `/listings/${listing.id}`, mode.javaScriptEnabled)
			const panel = page.getByRole('region', { name: 'Seller' })
			await expect(panel).toContainText('No reviews yet')

			// Signed out: Rate sends the visitor to log in with the spec's message, and back with the form open.
			await press(page, panel.getByText('Rate seller'))
			await press(page, panel.getByRole('button', { name: 'Submit review' }))
			await expect(page).toHaveURL(`/login?redirectTo=${encodeURIComponent(`/listings/${listing.id}?do=rate`)}`)
			await expectToast(page, 'You need to be signed in to rate sellers')
			const login = page.locator('main form', { has: page.getByRole('button', { name: 'Login', exact: true }) })
			await login.getByLabel('Phone number', { exact: true }).fill(buyer.phone)
			await login.getByLabel('Password', { exact: true }).fill(buyer.password)
			await login.getByRole('button', { name: 'Login', exact: true }).click()
			await expect(page).toHaveURL(`/listings/${listing.id}?do=rate`)
			const form = panel.locator('form', { has: page.getByRole('button', { name: 'Submit review' }) })
			await expect(form.getByLabel('1 star', { exact: true })).toBeFocused()

			// No star: the spec's message; then 4 stars and a comment.
			// On a phone the refusal is in sight: without JavaScript the page comes back at the form, not at the top.
			const screen = page.viewportSize()!
			await page.setViewportSize({ width: 360, height: 740 })
			await press(page, form.getByRole('button', { name: 'Submit review' }))
			await expect(form.getByRole('alert')).toHaveText('Please select a rating')
			await expect(form.getByRole('alert')).toBeInViewport()
			await page.setViewportSize(screen)
			if (mode.javaScriptEnabled) await page.evaluate(() => Object.assign(window, { samePage: true }))
			await form.getByLabel('4 stars').check()
			await form.getByLabel('Comment (optional)').fill('Honest seller, item as described.')
			await press(page, form.getByRole('button', { name: 'Submit review' }))
			await expectToast(page, 'Review submitted')
			await expect(panel).toContainText('★ 4 (1 review)')
			await expect(form.locator('[role=alert]')).toHaveCount(0)
			// The form now changes that review.
			await expect(panel.getByText('Change your rating')).toBeVisible()
			if (mode.javaScriptEnabled) expect(await page.evaluate(() => (window as { samePage?: boolean }).samePage)).toBe(true)

			// The seller block links to the seller's public page: the rating, the review, the listing.
			const sellerLink = panel.getByRole('link', { name: `${seller.phone.slice(0, 8)}…`, exact: true })
			expect((await sellerLink.boundingBox())!.height).toBeGreaterThanOrEqual(44)
			await sellerLink.click()
			await expect(page).toHaveURL(`/sellers/${seller.id}`)
			await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${seller.phone.slice(0, 8)}…`)
			await expect(page.getByRole('img', { name: '4 out of 5 stars' }).first()).toBeVisible()
			await expect(page.getByRole('main')).toContainText('1 review')
			await expect(page.getByText('Honest seller, item as described.')).toBeVisible()
			await expect(page.getByRole('heading', { name: listing.title })).toBeVisible()
			expect(await page.content()).not.toContain(seller.phone)
		})

		test('rating from the home page’s dialog comes back to the dialog, rated', async ({ page, context, request, baseURL }) => {
			const { listing } = await newSellerListing(request)
			const buyer = await registerViaApi(request, 'BUYER')
			await offerViaApi(request, buyer.token, listing.id)
			await useSession(context, baseURL!, buyer.token)
			await visit(page, `/?listing=${listing.id}`, mode.javaScriptEnabled)
			// Let the hydrated page reopen the dialog as a modal before using it.
			await page.waitForLoadState('networkidle')
			const dialog = page.getByRole('dialog', { name: listing.title })
			await press(page, dialog.getByText('Rate seller'))
			await dialog.getByLabel('5 stars').check()
			await press(page, dialog.getByRole('button', { name: 'Submit review' }))
			await expectToast(page, 'Review submitted')
			await expect(page).toHaveURL(`/?listing=${listing.id}`)
			await expect(page.getByRole('dialog', { name: listing.title }).getByRole('region', { name: 'Seller' })).toContainText('★ 5 (1 review)')
		})

		test('at 360 px: a card shows its town and age; the seller block links to the seller page, which fits and never shows the full phone', async ({ page, request }) => {
			const { seller, listing } = await newSellerListing(request)
			await page.setViewportSize({ width: 360, height: 740 })
			await visit(page, `/browse?q=${encodeURIComponent(listing.title)}`, mode.javaScriptEnabled)
			const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: listing.title }) })
			await expect(card.locator('.meta')).toHaveText(/^Nairobi · .+ ago$/)
			expect(await card.textContent()).not.toContain(seller.phone.slice(0, 8))
			await card.getByRole('link', { name: listing.title }).click()
			const link = page.getByRole('region', { name: 'Seller' }).getByRole('link', { name: `${seller.phone.slice(0, 8)}…` })
			expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(44)
			await link.click()
			await expect(page).toHaveURL(`/sellers/${seller.id}`)
			await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${seller.phone.slice(0, 8)}…`)
			await expect(page.getByRole('main')).toContainText('No reviews yet')
			await expect(page.getByRole('link', { name: listing.title })).toBeVisible()
			expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
			expect(await page.content()).not.toContain(seller.phone)
		})

		test('a buyer reports a listing and the admin resolves it in the moderation tab', async ({ page, context, browser, request, baseURL }) => {
			const { listing } = await newSellerListing(request)
			const buyer = await registerViaApi(request, 'BUYER')
			await useSession(context, baseURL!, buyer.token)
			await visit(page, `/listings/${listing.id}`, mode.javaScriptEnabled)

			await press(page, page.getByText('Report', { exact: true }))
			const form = page.locator('form', { has: page.getByRole('button', { name: 'Submit report' }) })
			await press(page, form.getByRole('button', { name: 'Submit report' }))
			await expect(form.getByRole('alert')).toHaveText('Please select a reason')
			await form.getByLabel('Counterfeit item').check()
			await form.getByLabel('Description (optional)').fill('The logo is fake.')
			await press(page, form.getByRole('button', { name: 'Submit report' }))
			await expectToast(page, 'Report submitted')
			await expectToast(page, "Thank you for helping keep our marketplace safe. We'll review this report.")
			// Sent: the form closes (with JavaScript in place; without, the page comes back with it closed).
			await expect(form.getByRole('button', { name: 'Submit report' })).toBeHidden()

			const adminContext = await newVisitor(browser, baseURL!, mode.javaScriptEnabled)
			const admin = await adminContext.newPage()
			await adminLoginForm(admin, mode.javaScriptEnabled)
			await expect(admin).toHaveURL('/admin')
			await visit(admin, '/admin?tab=moderation', mode.javaScriptEnabled)
			await expect(admin.getByRole('heading', { name: 'Reported Listings' })).toBeVisible()
			const row = admin.getByRole('row').filter({ hasText: listing.title })
			await expect(row).toContainText('Counterfeit item')
			await expect(row.getByRole('cell').nth(2)).toHaveText('1')
			await row.locator('summary').filter({ hasText: /^What reporters said/ }).click()
			await expect(row).toContainText('The logo is fake.')
			await row.locator('summary').filter({ hasText: /^Resolve\b/ }).click()
			await row.getByRole('textbox', { name: 'Note (optional)' }).fill('Asked the seller to remove it')
			await row.getByRole('button', { name: 'Resolve reports' }).click()
			await expectToast(admin, '1 report resolved')
			await expect(admin).toHaveURL('/admin?tab=moderation')
			await expect(admin.getByRole('row').filter({ hasText: listing.title })).toHaveCount(0)
			await adminContext.close()
		})
	})
}
