import type { Locator, Page } from '@playwright/test'
import { expect, test } from './test.ts'
import { BUYER, MODES, SELLER, apiToken, bearer, demoSellerListing, expectToast, logInOnLoginPage, mainNav, newVisitor, registerViaApi, toasts, useSession, visit } from './helpers.ts'

let lastAmount = 0

/** Whole shillings no other offer in this run uses, so the seller's inbox shows which one is ours. */
function uniqueAmount() {
	lastAmount = Math.max(lastAmount + 1, 10_000 + (Date.now() % 80_000))
	return lastAmount
}

const ksh = (n: number) => `KSh ${n.toLocaleString('en-KE')}`

/** Presses a control from the keyboard: after a post a toast may sit over the top of the page for a while. */
async function press(control: Locator) {
	await control.focus()
	await control.page().keyboard.press('Enter')
}

/** The narrowest phone we build for: every offer page works there, with and without JavaScript. */
const PHONE = { width: 360, height: 780 }

/** Nothing of the page sticks out sideways at 360 px. */
async function expectNoSideScroll(page: Page) {
	expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)
}

/** The offer on a page (an inbox entry, the buyer's list), found by its amount. */
function offerGroup(page: Page, amount: number) {
	return page.getByRole('group').filter({ hasText: ksh(amount) })
}

for (const mode of MODES) {
	test.describe(`offers ${mode.name}`, () => {
		test.use({ javaScriptEnabled: mode.javaScriptEnabled, viewport: PHONE })

		test('a buyer makes an offer, the seller counters from the dashboard, the buyer accepts the counter', async ({ page, request, browser, baseURL, context }) => {
			const listing = await demoSellerListing(request)
			const buyer = await registerViaApi(request, 'BUYER')
			const offered = uniqueAmount()
			const countered = offered + 2_500

			// The buyer offers from the listing page.
			await useSession(context, baseURL!, buyer.token)
			await visit(page, `/listings/${listing.id}`, mode.javaScriptEnabled)
			const seller = page.getByRole('region', { name: 'Seller' })
			await press(seller.getByText('Make Offer', { exact: true }))
			await expectNoSideScroll(page)
			await seller.getByLabel('Your offer (KSh)').fill(String(offered))
			await seller.getByLabel('Message (optional)').fill('Can collect this weekend')
			await press(seller.getByRole('button', { name: 'Send offer' }))
			await expectToast(page, 'Offer submitted')
			await expect(toasts(page)).toContainText('Your offer has been sent to the seller.')
			await expect(seller).toContainText(`Your offer of ${ksh(offered)} is waiting for the seller's answer`)

			// The seller counters from the Offers inbox of the dashboard.
			const sellerContext = await newVisitor(browser, baseURL!, mode.javaScriptEnabled)
			await useSession(sellerContext, baseURL!, await apiToken(request, SELLER))
			const sellerPage = await sellerContext.newPage()
			await sellerPage.setViewportSize(PHONE)
			await visit(sellerPage, '/seller-dashboard', mode.javaScriptEnabled)
			const inbox = offerGroup(sellerPage, offered)
			await expect(inbox).toContainText(`Offer of ${ksh(offered)}: your answer is awaited`)
			await expect(inbox).toContainText('Buyer: “Can collect this weekend”')
			await press(inbox.getByText('Counter', { exact: true }))
			await expectNoSideScroll(sellerPage)
			await inbox.getByLabel('Your price (KSh)').fill(String(countered))
			await inbox.getByLabel('Message (optional)').fill('Lowest I can go')
			await press(inbox.getByRole('button', { name: 'Send counter-offer' }))
			await expectToast(sellerPage, 'Counter-offer sent')
			await expect(offerGroup(sellerPage, offered)).toContainText(`You countered ${ksh(offered)} with ${ksh(countered)}: waiting for the buyer's answer`)

			// The buyer finds the counter under My Offers (header) and accepts it.
			await visit(page, '/', mode.javaScriptEnabled)
			await press((await mainNav(page)).getByRole('link', { name: 'My Offers' }))
			await expect(page).toHaveURL('/my-offers')
			const mine = offerGroup(page, offered)
			await expect(mine).toContainText(`The seller countered your offer of ${ksh(offered)} with ${ksh(countered)}`)
			await expect(mine).toContainText('Seller: “Lowest I can go”')
			await expectNoSideScroll(page)
			await press(mine.getByRole('button', { name: `Accept ${ksh(countered)}` }))
			await expectToast(page, 'Offer accepted')
			await expect(offerGroup(page, countered)).toContainText(`Agreed at ${ksh(countered)}`)

			// The listing page says so too, and the seller sees the agreement.
			await visit(page, `/listings/${listing.id}`, mode.javaScriptEnabled)
			await expect(page.getByRole('region', { name: 'Seller' })).toContainText(`Agreed at ${ksh(countered)}`)
			await visit(sellerPage, '/seller-dashboard', mode.javaScriptEnabled)
			await expect(offerGroup(sellerPage, countered)).toContainText(`Agreed at ${ksh(countered)}. The buyer will contact you`)
			await sellerContext.close()
		})

		test('the counter-offer is a notification: counted in the header, listed at /notifications (read once opened), leading to My Offers', async ({ page, request, context, baseURL }) => {
			const listing = await demoSellerListing(request)
			const buyer = await registerViaApi(request, 'BUYER')
			const offered = uniqueAmount()
			const made = await request.post('/api/offers', { data: { listing_id: listing.id, amount: offered, message: '' }, headers: bearer(buyer.token) })
			expect(made.status()).toBe(201)
			const { offer } = (await made.json()) as { offer: { id: number } }
			const sellerToken = await apiToken(request, SELLER)
			const counter = await request.post(`/api/offers/${offer.id}/counter`, { data: { amount: offered + 1_000, message: '' }, headers: bearer(sellerToken) })
			expect(counter.status()).toBe(200)

			await useSession(context, baseURL!, buyer.token)
			await visit(page, '/', mode.javaScriptEnabled)
			const link = (await mainNav(page)).getByRole('link', { name: /^Notifications/ })
			await expect(link.getByLabel('1 unread')).toHaveText('1')
			await press(link)
			await expect(page).toHaveURL('/notifications')
			const item = page.getByRole('list', { name: 'Notifications' }).getByRole('listitem').first()
			await expect(item).toContainText('New')
			await expect(item).toContainText(`Counter-offer on ${listing.title}`)
			await expect(item).toContainText(`The seller answered with a counter-offer of ${ksh(offered + 1_000)}.`)
			await expectNoSideScroll(page)
			// Opened, they are read: the header counts none (the counter is also unread in their messages, counted apart).
			await expect(page.getByRole('banner').getByRole('link', { name: /^Notifications/ }).getByLabel('1 unread')).toHaveCount(0)
			await press(page.getByRole('button', { name: 'Mark all read' }))
			await expectToast(page, 'All notifications marked read')
			await expect(page.getByRole('list', { name: 'Notifications' }).getByRole('listitem').first()).not.toContainText('New')
			await press(page.getByRole('link', { name: `Counter-offer on ${listing.title}` }))
			await expect(page).toHaveURL('/my-offers')
		})

		test('a visitor who offers is asked to sign in and comes back with the offer form open', async ({ page, request }) => {
			const listing = await demoSellerListing(request)
			await visit(page, `/listings/${listing.id}`, mode.javaScriptEnabled)
			const seller = page.getByRole('region', { name: 'Seller' })
			await press(seller.getByText('Make Offer', { exact: true }))
			await seller.getByLabel('Your offer (KSh)').fill('5000')
			await press(seller.getByRole('button', { name: 'Send offer' }))
			await expect(page).toHaveURL(`/login?redirectTo=%2Flistings%2F${listing.id}%3Fdo%3Doffer`)
			await expectToast(page, 'You need to be signed in to make offers')

			await logInOnLoginPage(page, BUYER)
			await expect(page).toHaveURL(`/listings/${listing.id}?do=offer`)
			await expect(page.getByLabel('Your offer (KSh)')).toBeFocused()
		})

		test('from the home page’s dialog: a visitor who offers signs in, comes back to the dialog, offers, and sees it there', async ({ page, request }) => {
			const listing = await demoSellerListing(request)
			const buyer = await registerViaApi(request, 'BUYER')
			const offered = uniqueAmount()
			await visit(page, `/?listing=${listing.id}`, mode.javaScriptEnabled)
			const dialog = page.getByRole('dialog')
			await press(dialog.getByText('Make Offer', { exact: true }))
			await dialog.getByLabel('Your offer (KSh)').fill(String(offered))
			await press(dialog.getByRole('button', { name: 'Send offer' }))
			await expect(page).toHaveURL(`/login?redirectTo=${encodeURIComponent(`/?listing=${listing.id}&do=offer`)}`)
			await expectToast(page, 'You need to be signed in to make offers')

			await logInOnLoginPage(page, buyer)
			await expect(page).toHaveURL(`/?listing=${listing.id}&do=offer`)
			await expect(dialog.getByLabel('Your offer (KSh)')).toBeFocused()
			await expectNoSideScroll(page)

			await dialog.getByLabel('Your offer (KSh)').fill(`${offered}.50`)
			await press(dialog.getByRole('button', { name: 'Send offer' }))
			await expectToast(page, 'Offer submitted')
			await expect(dialog).toContainText(`Your offer of ${ksh(offered)}.50 is waiting for the seller's answer`)
		})

		test('an amount below 1 is refused with "Please enter a valid amount"', async ({ page, request, context, baseURL }) => {
			const listing = await demoSellerListing(request)
			const buyer = await registerViaApi(request, 'BUYER')
			await useSession(context, baseURL!, buyer.token)
			await visit(page, `/listings/${listing.id}?do=offer`, mode.javaScriptEnabled)
			const form = page.locator('form', { has: page.getByRole('button', { name: 'Send offer' }) })
			// What a browser that doesn't check `min` would send.
			await form.evaluate((f) => ((f as HTMLFormElement).noValidate = true))
			await form.getByLabel('Your offer (KSh)').fill('0.5')
			await press(form.getByRole('button', { name: 'Send offer' }))
			await expect(page.getByRole('alert')).toContainText('Please enter a valid amount')
			await expect(form.getByLabel('Your offer (KSh)')).toHaveValue('0.5')
		})
	})
}
