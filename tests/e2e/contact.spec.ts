import type { Locator, Page } from '@playwright/test'
import { expect, test } from './test.ts'
import { BUYER, MODES, SELLER, demoSellerListing, expectToast, logInOnLoginPage, logInViaApi, visit } from './helpers.ts'

const INTERNATIONAL = `254${SELLER.phone.slice(1)}`
const MASKED = `${SELLER.phone.slice(0, 8)}…`

/** What a page shows before Contact: the masked phone, and the full one nowhere in the HTML or its data. */
async function expectMasked(page: Page) {
	await expect(page.getByRole('region', { name: 'Seller' })).toContainText(`Phone: ${MASKED}`)
	expect(await page.content()).not.toContain(SELLER.phone)
}

/** After Contact: the full number with WhatsApp (prefilled with the listing), Call and SMS. */
async function expectContactOptions(scope: Locator, listing: { id: number; title: string }) {
	await expect(scope.getByText(SELLER.phone, { exact: true })).toBeVisible()
	const whatsapp = scope.getByRole('link', { name: 'WhatsApp' })
	await expect(whatsapp).toHaveAttribute('href', new RegExp(`^https://wa\\.me/${INTERNATIONAL}\\?text=`))
	const text = decodeURIComponent(new URL((await whatsapp.getAttribute('href'))!).searchParams.get('text')!)
	expect(text).toContain(listing.title)
	expect(text).toContain(`/listings/${listing.id}`)
	await expect(scope.getByRole('link', { name: 'Call' })).toHaveAttribute('href', `tel:+${INTERNATIONAL}`)
	await expect(scope.getByRole('link', { name: 'SMS' })).toHaveAttribute('href', new RegExp(`^sms:\\+${INTERNATIONAL}\\?body=`))
}

/** Presses Contact from the keyboard: a toast may sit over the page's top for a while after a login or a post. */
async function pressContact(scope: Locator) {
	await scope.getByRole('button', { name: 'Contact', exact: true }).focus()
	await scope.page().keyboard.press('Enter')
}

for (const mode of MODES) {
	test.describe(`contact ${mode.name}`, () => {
		test.use({ javaScriptEnabled: mode.javaScriptEnabled })

		test('a buyer logs in from Contact, comes back to the listing and gets WhatsApp, Call and SMS with the full number', async ({
			page,
			request,
		}) => {
			const listing = await demoSellerListing(request)
			await visit(page, `/listings/${listing.id}`, mode.javaScriptEnabled)
			await expectMasked(page)

			await pressContact(page.getByRole('main'))
			await expect(page).toHaveURL(`/login?redirectTo=%2Flistings%2F${listing.id}%3Fdo%3Dcontact`)
			await expectToast(page, 'You need to be signed in to contact sellers')

			await logInOnLoginPage(page, BUYER)
			// Back on the listing with Contact still to do: its button has the focus.
			await expect(page).toHaveURL(`/listings/${listing.id}?do=contact`)
			await expect(page.getByRole('button', { name: 'Contact', exact: true })).toBeFocused()
			await expectMasked(page)

			// With JavaScript the answer comes in place: the page is not loaded again.
			if (mode.javaScriptEnabled) await page.evaluate(() => Object.assign(window, { samePage: true }))
			await pressContact(page.getByRole('main'))
			const seller = page.getByRole('region', { name: 'Seller' })
			await expectContactOptions(seller, listing)
			// Without JavaScript the form posted to the listing's own address.
			await expect(page).toHaveURL(mode.javaScriptEnabled ? `/listings/${listing.id}?do=contact` : `/listings/${listing.id}`)
			if (mode.javaScriptEnabled) expect(await page.evaluate(() => (window as { samePage?: boolean }).samePage)).toBe(true)
		})

		test('Contact in the home page dialog shows the same options', async ({ page, context, request, baseURL }) => {
			const listing = await demoSellerListing(request)
			await logInViaApi(request, context, baseURL!, BUYER)
			await visit(page, `/?listing=${listing.id}`, mode.javaScriptEnabled)
			// Let the hydrated page reopen the dialog as a modal before using it.
			await page.waitForLoadState('networkidle')
			const dialog = page.getByRole('dialog', { name: listing.title })
			await expectMasked(page)
			await pressContact(dialog)
			// Without JavaScript the form posts to the listing page, which answers with the options.
			await expectContactOptions(mode.javaScriptEnabled ? dialog : page.getByRole('region', { name: 'Seller' }), listing)
		})
	})
}
