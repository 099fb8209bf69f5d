import type { Browser, Locator, Page } from '@playwright/test'
import { expect, test } from './test.ts'
import {
	MODES,
	MPESA,
	adminLoginForm,
	approveViaApi,
	bearer,
	cameraPhoto,
	createListingViaApi,
	expectToast,
	listingInput,
	mainNav,
	newVisitor,
	refreshUntil,
	registerViaApi,
	skipBrowserValidation,
	testAddress,
	testPhotos,
	uniquePhone,
	uniqueWord,
	uploadViaApi,
	useSession,
	verifyPhoneOnPage,
	visit,
	type ListingInput,
} from './helpers.ts'

/*
 * Issue 3 §6: a seller posts an item with photos, pays the KES 15 fee in the M-PESA simulator, an admin approves
 * it, buyers find it, the seller marks it sold. Every test makes its own seller and listings.
 */

async function fillListingFields(scope: Locator, input: ListingInput) {
	await scope.getByLabel('Title', { exact: true }).fill(input.title)
	await scope.getByLabel('Category', { exact: true }).selectOption(input.category)
	await scope.getByLabel('Price (KES)', { exact: true }).fill(input.price)
	await scope.getByLabel('Condition', { exact: true }).selectOption(input.condition)
	await scope.getByLabel('Town', { exact: true }).selectOption(input.location)
	await scope.getByLabel('Area (optional)', { exact: true }).fill('Westlands')
	await scope.getByLabel('Reason for selling', { exact: true }).fill(input.reason)
	await scope.getByLabel('Description', { exact: true }).fill(input.description)
}

function createButton(scope: Locator | Page) {
	return scope.getByRole('button', { name: 'Create listing' })
}

function payPageId(page: Page) {
	return Number(/\/sell\/(\d+)\/pay/.exec(page.url())![1])
}

/** The listings of a seller, through the API (GET /api/listings/seller/:id). */
async function sellerListings(page: Page, seller: { id: number; token: string }) {
	const res = await page.request.get(`/api/listings/seller/${seller.id}`, { headers: bearer(seller.token) })
	expect(res.status(), await res.text()).toBe(200)
	const body = (await res.json()) as { id: number; title: string }[] | { listings: { id: number; title: string }[] }
	return Array.isArray(body) ? body : body.listings
}

/** The pay page: pays with `phone` and waits for the outcome (with JS the page re-checks by itself; without, we refresh). */
async function pay(page: Page, javaScriptEnabled: boolean, phone: string, outcome: 'Payment Successful' | 'Payment Failed', button = 'Pay KES 15') {
	const main = page.getByRole('main')
	await main.getByLabel('M-PESA phone number').fill(phone)
	await main.getByRole('button', { name: button }).click()
	// The prompt went out: the page after the post says so (without JS, this is also the new page having loaded).
	await expectToast(page, 'Payment Initiated')
	await expect(page).toHaveURL(/\/sell\/\d+\/pay#status$/)
	if (javaScriptEnabled) {
		await expect(main.getByRole('heading', { name: outcome })).toBeVisible({ timeout: 15_000 })
		if (outcome === 'Payment Successful') {
			// How long "Waiting for payment" outlived the callback: the status is read every 2 s while a prompt is out.
			const shownAt = Date.now()
			const { paymentDate } = (await (await page.request.get(`/api/payments/status/${payPageId(page)}`)).json()) as { paymentDate: string }
			expect(shownAt - Date.parse(paymentDate)).toBeLessThan(3500)
		}
	} else {
		// Without JS: while waiting the page refreshes itself every 10 s and offers "Refresh status" beside the status.
		const waiting = main.getByRole('heading', { name: 'Waiting for M-PESA…' })
		if (await waiting.isVisible()) {
			await expect(page.locator('meta[http-equiv="refresh"]')).toHaveAttribute('content', '10')
			await expect(main.getByRole('region', { name: 'Payment status' }).getByRole('link', { name: 'Refresh status' })).toBeVisible()
		}
		await refreshUntil(page, outcome)
	}
	// The outcome in view, statuses in words, the phone as people write it, no empty "Time remaining".
	const outcomeBox = (await main.getByRole('heading', { name: outcome }).boundingBox())!
	expect(outcomeBox.y).toBeGreaterThanOrEqual(0)
	expect(outcomeBox.y).toBeLessThan(page.viewportSize()!.height)
	const panel = main.getByRole('region', { name: 'Payment status' })
	await expect(panel.locator('strong').first()).toHaveText(outcome === 'Payment Successful' ? 'Paid' : /^(Failed|Cancelled)$/)
	await expect(panel).toContainText(`${phone.slice(0, 4)} ${phone.slice(4, 7)} ${phone.slice(7)}`)
	if (outcome === 'Payment Failed') await expect(panel.getByText('Time remaining')).toHaveCount(0)
}

/**
 * After the fee is paid: the admin approves the listing in the Moderation tab (another browser), a logged-out buyer
 * finds it on /browse, the seller marks it sold from My Listings and sees SOLD on it, and /browse no longer has it.
 */
async function approveFindAndSell({ page, browser, baseURL, listing }: { page: Page; browser: Browser; baseURL: string; listing: { id: number; title: string } }) {
	const buyerContext = await newVisitor(browser, baseURL, true)
	const buyer = await buyerContext.newPage()
	const word = listing.title.split(' ').at(-1)!
	// Not public before approval.
	await visit(buyer, `/browse?q=${word}`, true)
	await expect(buyer.getByText('No items match your search.')).toBeVisible()

	// The admin approves it in the Moderation tab.
	const adminContext = await newVisitor(browser, baseURL, true)
	const admin = await adminContext.newPage()
	await adminLoginForm(admin, true)
	await expect(admin).toHaveURL('/admin')
	await admin.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Moderation', exact: true }).click()
	await expect(admin).toHaveURL('/admin?tab=moderation')
	await expect(admin.getByRole('heading', { name: 'Pending Reviews' })).toBeVisible()
	const row = admin.getByRole('row').filter({ has: admin.getByRole('link', { name: listing.title, exact: true }) })
	await row.locator('summary').filter({ hasText: /^Approve\b/ }).click()
	await row.getByLabel('Notes (optional)').fill('Clear photos, fair price')
	await row.getByRole('button', { name: 'Approve listing' }).click()
	await expectToast(admin, 'Listing approved and published (already paid)')
	await expect(admin.getByRole('link', { name: listing.title, exact: true })).toHaveCount(0)
	await adminContext.close()

	// A logged-out buyer finds it on /browse by its title.
	await visit(buyer, '/browse', true)
	// The header's search: on a phone it is Browse's search (issue 26).
	await buyer.getByRole('searchbox', { name: 'Search items' }).fill(listing.title)
	await buyer.getByRole('search').getByRole('button', { name: 'Search' }).click()
	await expect(buyer.getByRole('link', { name: listing.title, exact: true })).toBeVisible()

	// The seller marks it sold from My Listings; the listing shows SOLD over its photos.
	await visit(page, '/', true)
	await (await mainNav(page)).getByRole('link', { name: 'My Listings' }).click()
	await expect(page).toHaveURL('/seller-dashboard')
	const item = page.getByRole('main').getByRole('article').filter({ has: page.getByRole('link', { name: listing.title, exact: true }) })
	await expect(item.getByText('Live', { exact: true })).toBeVisible()
	// It asks first: a tap by mistake would take the item off sale.
	await item.getByText('Mark as Sold', { exact: true }).click()
	await expect(item.getByText(`Mark “${listing.title}” as sold? Buyers will see it as sold. You can undo this for a day.`)).toBeVisible()
	await item.getByRole('button', { name: 'Yes, it’s sold' }).click()
	await expectToast(page, 'Marked as sold')
	await expect(item.getByText('Sold', { exact: true })).toBeVisible()
	await expect(item.getByText('Mark as Sold', { exact: true })).toHaveCount(0)
	await expect(item.getByRole('button', { name: 'Undo sold' })).toBeVisible()
	await expect(item.getByRole('link', { name: 'Edit' })).toHaveCount(0)
	await item.getByRole('link', { name: listing.title, exact: true }).click()
	await expect(page).toHaveURL(`/listings/${listing.id}`)
	const gallery = page.getByRole('list', { name: '2 photos' })
	await expect(gallery.getByText('SOLD', { exact: true }).first()).toBeVisible()

	// Gone from /browse for the public.
	await visit(buyer, `/browse?q=${encodeURIComponent(listing.title)}`, true)
	await expect(buyer.getByText('No items match your search.')).toBeVisible()
	await expect(buyer.getByRole('link', { name: listing.title })).toHaveCount(0)

	// Sold by mistake: undone the same day, it is live again.
	await visit(page, '/seller-dashboard', true)
	await item.getByRole('button', { name: 'Undo sold' }).click()
	await expectToast(page, 'Back on sale')
	await expect(item.getByText('Live', { exact: true })).toBeVisible()
	await visit(buyer, `/browse?q=${encodeURIComponent(listing.title)}`, true)
	await expect(buyer.getByRole('link', { name: listing.title, exact: true })).toBeVisible()
	await buyerContext.close()
}

test.describe('selling with JS', () => {
	test('a new seller sells an item: dialog with 2 photos, M-PESA fee, admin approval, on /browse, Mark as Sold, SOLD', async ({
		page,
		browser,
		baseURL,
	}) => {
		// A new seller signs up, from a phone of its own (code SMS are limited per address), and enters the texted code.
		await page.setExtraHTTPHeaders({ 'x-forwarded-for': testAddress() })
		const phone = uniquePhone()
		await visit(page, '/register', true)
		const register = page.locator('form', { has: page.getByRole('button', { name: 'Create account' }) })
		await register.getByLabel('Your name', { exact: true }).fill('Kiondo Crafts')
		await register.getByLabel('Email', { exact: true }).fill(`seller-${phone}@example.com`)
		await register.getByLabel('Phone number', { exact: true }).fill(phone)
		await register.getByLabel('Password', { exact: true }).fill('secret123')
		await register.getByRole('radio', { name: 'Sell' }).check()
		await register.getByRole('button', { name: 'Create account' }).click()
		await expectToast(page, 'Account created successfully')
		await verifyPhoneOnPage(page, phone)
		await expect(page).toHaveURL('/')

		// Sell Item in the header opens the create form in a dialog.
		await (await mainNav(page)).getByRole('link', { name: 'Sell Item' }).click()
		const dialog = page.getByRole('dialog', { name: 'Sell an item' })
		await expect(dialog).toBeVisible()
		await expect(page).toHaveURL('/')
		const input = listingInput(`Kiondo basket ${uniqueWord()}`)
		await fillListingFields(dialog, input)
		await expect(createButton(dialog)).toBeDisabled()

		// Photos upload as soon as they are chosen; Create needs two.
		const [first, second] = await testPhotos(2)
		const files = dialog.locator('#photo-files')
		await files.setInputFiles(first!)
		await expect(dialog.getByRole('img', { name: 'Photo 1' })).toBeVisible()
		await expect(createButton(dialog)).toBeDisabled()
		await files.setInputFiles(second!)
		await expect(dialog.getByRole('img', { name: 'Photo 2' })).toBeVisible()
		await expect(dialog.getByText('Main photo', { exact: true })).toBeVisible()
		await expect(dialog.getByRole('button', { name: 'Make main' })).toBeVisible()
		await expect(dialog.getByRole('button', { name: 'Remove photo 2' })).toBeVisible()
		await expect(createButton(dialog)).toBeEnabled()

		await createButton(dialog).click()
		await expect(page).toHaveURL(/\/sell\/\d+\/pay$/)
		await expectToast(page, 'Listing Created')
		const id = payPageId(page)
		await expect(page.getByRole('heading', { name: 'Pay the listing fee' })).toBeVisible()
		await expect(page.getByRole('main').getByText(input.title)).toBeVisible()
		await expect(dialog).toBeHidden()

		// The fee, paid in the simulator; success only once M-PESA confirmed it.
		await pay(page, true, MPESA.pays, 'Payment Successful')
		await expect(page.getByText('Your listing is now under review and will be published after approval')).toBeVisible()
		await approveFindAndSell({ page, browser, baseURL: baseURL!, listing: { id, title: input.title } })
		// The listing names its seller by the name given at sign-up.
		await visit(page, `/listings/${id}`, true)
		await expect(page.getByRole('region', { name: 'Seller' })).toContainText('Kiondo Crafts')
	})

	test('pay the fee, admin approves, a buyer finds it on /browse, Mark as Sold shows SOLD (listing made through the API)', async ({
		page,
		request,
		context,
		browser,
		baseURL,
	}) => {
		// The same path as above from the pay page on, so it is proved while the dialog bug above stands.
		const seller = await registerViaApi(request)
		const listing = await createListingViaApi(request, seller.token, listingInput(`Kikapu bag ${uniqueWord()}`))
		await useSession(context, baseURL!, seller.token)
		await visit(page, '/seller-dashboard', true)
		const item = page.getByRole('main').getByRole('article').filter({ has: page.getByRole('link', { name: listing.title, exact: true }) })
		await expect(item.getByText('Pending approval', { exact: true })).toBeVisible()
		await item.getByRole('link', { name: 'Pay Now' }).click()
		await expect(page).toHaveURL(`/sell/${listing.id}/pay`)
		await pay(page, true, MPESA.pays, 'Payment Successful')
		await expect(page.getByText('Your listing is now under review and will be published after approval')).toBeVisible()
		await approveFindAndSell({ page, browser, baseURL: baseURL!, listing })
	})

	test('an approved listing whose fee is not paid yet offers Pay Now and Mark as Sold (the lifecycle allows selling it)', async ({ page, request, context, baseURL }) => {
		const seller = await registerViaApi(request)
		const listing = await createListingViaApi(request, seller.token, listingInput(`Kiti chair ${uniqueWord()}`))
		expect((await approveViaApi(request, listing.id)).status).toBe('APPROVED')
		await useSession(context, baseURL!, seller.token)
		await visit(page, '/seller-dashboard', true)
		const item = page.getByRole('main').getByRole('article').filter({ has: page.getByRole('link', { name: listing.title, exact: true }) })
		await expect(item.getByText('Approved · pay to publish', { exact: true })).toBeVisible()
		await expect(item.getByRole('link', { name: 'Pay Now' })).toBeVisible()
		await item.getByText('Mark as Sold', { exact: true }).click()
		await item.getByRole('button', { name: 'Yes, it’s sold' }).click()
		await expectToast(page, 'Marked as sold')
		await expect(item.getByText('Sold', { exact: true })).toBeVisible()
		await expect(item.getByRole('link', { name: 'Pay Now' })).toHaveCount(0)
		await expect(item.getByRole('button', { name: 'Undo sold' })).toBeVisible()
	})

	test('validation: Create stays disabled with one photo; no title says "Please fill in: Title" and creates nothing', async ({
		page,
		request,
		context,
		baseURL,
	}) => {
		const seller = await registerViaApi(request)
		await useSession(context, baseURL!, seller.token)
		await visit(page, '/', true)
		await (await mainNav(page)).getByRole('link', { name: 'Sell Item' }).click()
		const dialog = page.getByRole('dialog', { name: 'Sell an item' })
		const input = listingInput()
		await fillListingFields(dialog, input)
		const [first, second] = await testPhotos(2)
		await dialog.locator('#photo-files').setInputFiles(first!)
		await expect(dialog.getByRole('img', { name: 'Photo 1' })).toBeVisible()
		await expect(createButton(dialog)).toBeDisabled()
		// Removing a photo counts too.
		await dialog.locator('#photo-files').setInputFiles(second!)
		await expect(createButton(dialog)).toBeEnabled()
		await dialog.getByRole('button', { name: 'Remove photo 2' }).click()
		await expect(dialog.getByRole('img', { name: 'Photo 2' })).toHaveCount(0)
		await expect(createButton(dialog)).toBeDisabled()
		await dialog.locator('#photo-files').setInputFiles(second!)
		await expect(createButton(dialog)).toBeEnabled()

		// No title, and the browser's own checks off: the server answers.
		await dialog.getByLabel('Title', { exact: true }).fill('')
		await skipBrowserValidation(dialog.locator('form'))
		await createButton(dialog).click()
		await expect(dialog.getByText('Please fill in: Title')).toBeVisible()
		await expect(page).toHaveURL('/')
		// The other values and the photos are kept.
		await expect(dialog.getByLabel('Town', { exact: true })).toHaveValue(input.location)
		await expect(dialog.getByLabel('Area (optional)', { exact: true })).toHaveValue('Westlands')
		await expect(dialog.getByRole('img', { name: 'Photo 2' })).toBeVisible()
		expect(await sellerListings(page, seller)).toHaveLength(0)
	})

	test('a cancelled M-PESA payment shows Payment Failed and Pay Now again; paying again succeeds', async ({ page, request, context, baseURL }) => {
		const seller = await registerViaApi(request)
		const listing = await createListingViaApi(request, seller.token)
		await useSession(context, baseURL!, seller.token)
		await visit(page, `/sell/${listing.id}/pay`, true)
		await pay(page, true, MPESA.cancels, 'Payment Failed')
		await expect(page.getByRole('alert').getByText('You cancelled the M-PESA payment.')).toBeVisible()
		await pay(page, true, MPESA.pays, 'Payment Successful', 'Pay Now again')
		await expect(page.getByText('Your listing is now under review and will be published after approval')).toBeVisible()
	})
})

test('Lite mode: the sell page loads its one small script, which shrinks camera photos before the form sends them', async ({ page, request, context, baseURL }) => {
	const seller = await registerViaApi(request)
	await useSession(context, baseURL!, seller.token)
	await context.addCookies([{ name: 'lite', value: '1', url: baseURL! }])
	await page.goto('/sell/new')
	await expect(page.locator('script')).toHaveCount(1)
	const form = page.locator('main form', { has: createButton(page) })
	await expect(form.getByText('Soko shrinks your photos on this phone before sending them.')).toBeVisible()
	const input = listingInput(`Sofa set ${uniqueWord()}`)
	await fillListingFields(form, input)
	await form.getByLabel('Choose photos').setInputFiles([await cameraPhoto('IMG_0001.jpg'), await cameraPhoto('IMG_0002.jpg')])
	const status = form.getByText(/^2 photos: [\d.]+ MB to send \(was [\d.]+ MB\)\.$/)
	await expect(status).toBeVisible()
	const [sent, was] = ((await status.textContent())!.match(/[\d.]+(?= MB)/g) ?? []).map(Number)
	expect(was).toBeGreaterThan(4)
	expect(sent).toBeLessThan(was! / 2)
	await createButton(form).click()
	await expect(page).toHaveURL(/\/sell\/\d+\/pay$/)
	// What arrived is the shrunk photo (1440x1080), not the camera's 4000x3000 (kept at 2048 px had it come whole).
	const { photos } = (await (await request.get(`/api/listings/${payPageId(page)}`, { headers: bearer(seller.token) })).json()) as { photos: { cloudinary_id: string }[] }
	expect(photos).toHaveLength(2)
	const { default: sharp } = await import('sharp')
	const stored = await sharp(await (await request.get(`/photos/${photos[0]!.cloudinary_id}/whole2x.jpg`)).body()).metadata()
	expect([stored.width, stored.height]).toEqual([1440, 1080])
})

test.describe('selling without JS', () => {
	test.use({ javaScriptEnabled: false })

	test('logged out, /sell/new asks to log in first ("Login Required") and comes back to the form', async ({ page }) => {
		await page.goto('/sell/new')
		await expect(page).toHaveURL('/login?redirectTo=%2Fsell%2Fnew')
		await expect(page.getByText('Login Required. Please login to create a listing.')).toBeVisible()
		await page.getByLabel('Phone number').fill('0712345678')
		await page.getByLabel('Password').fill('soko1234')
		await page.locator('main').getByRole('button', { name: 'Login' }).click()
		await expect(page).toHaveURL('/sell/new')
		await expect(page.getByRole('heading', { name: 'Sell an item' })).toBeVisible()
	})

	test('create on /sell/new with 2 photos posted with the form, then pay with the meta-refresh page', async ({ page, request, context, baseURL }) => {
		const seller = await registerViaApi(request)
		await useSession(context, baseURL!, seller.token)
		await page.goto('/')
		// Sell Item is a plain link to the /sell/new page.
		await (await mainNav(page)).getByRole('link', { name: 'Sell Item' }).click()
		await expect(page).toHaveURL('/sell/new')
		await expect(page.getByRole('heading', { level: 1, name: 'Sell an item' })).toBeVisible()
		const form = page.locator('main form', { has: createButton(page) })
		// One photo picker, what photos cost, and limits in place of counters that can't count without JS.
		await expect(form.locator('input[type=file]')).toHaveCount(1)
		await expect(form.getByText('Camera photos are large (often 3–5 MB each) and are sent as they are')).toBeVisible()
		await expect(form.getByText('Up to 500 characters')).toBeVisible()
		await expect(form.getByText('Up to 1000 characters')).toBeVisible()
		await expect(form.getByText(/^0\//)).toHaveCount(0)
		const input = listingInput(`Jiko stove ${uniqueWord()}`)
		await fillListingFields(form, input)
		await form.getByLabel('Choose photos').setInputFiles(await testPhotos(2))
		await expect(createButton(form)).toBeEnabled()
		await createButton(form).click()

		await expect(page).toHaveURL(/\/sell\/\d+\/pay$/)
		await expectToast(page, 'Listing Created')
		const id = payPageId(page)
		await pay(page, false, MPESA.pays, 'Payment Successful')
		await expect(page.getByText('Your listing is now under review and will be published after approval')).toBeVisible()

		// Both photos came with the form.
		await page.getByRole('link', { name: 'View listing' }).click()
		await expect(page).toHaveURL(`/listings/${id}`)
		await expect(page.getByRole('heading', { level: 1, name: input.title })).toBeVisible()
		// The second is laid out once the gallery is scrolled.
		await expect(page.getByRole('list', { name: '2 photos' }).getByRole('img', { includeHidden: true })).toHaveCount(2)
	})

	test('no title says "Please fill in: Title" and creates nothing', async ({ page, request, context, baseURL }) => {
		const seller = await registerViaApi(request)
		await useSession(context, baseURL!, seller.token)
		await page.goto('/sell/new')
		const form = page.locator('main form', { has: createButton(page) })
		await fillListingFields(form, { ...listingInput(), title: '' })
		await form.locator('#photo-files').setInputFiles(await testPhotos(2))
		await skipBrowserValidation(form)
		await createButton(form).click()
		await expect(form.getByText('Please fill in: Title')).toBeVisible()
		await expect(page).toHaveURL('/sell/new')
		expect(await sellerListings(page, seller)).toHaveLength(0)
	})

	test('a cancelled M-PESA payment shows Payment Failed and Pay Now again; paying again succeeds', async ({ page, request, context, baseURL }) => {
		const seller = await registerViaApi(request)
		const listing = await createListingViaApi(request, seller.token)
		await useSession(context, baseURL!, seller.token)
		await page.goto(`/sell/${listing.id}/pay`)
		await pay(page, false, MPESA.cancels, 'Payment Failed')
		await expect(page.getByRole('alert').getByText('You cancelled the M-PESA payment.')).toBeVisible()
		await pay(page, false, MPESA.pays, 'Payment Successful', 'Pay Now again')
	})
})

for (const mode of MODES) {
	test.describe(`edit listing ${mode.name}`, () => {
		test.use({ javaScriptEnabled: mode.javaScriptEnabled })

		test('edit the title; add a photo by URL, make another main, delete one; a SOLD listing cannot be edited', async ({
			page,
			request,
			context,
			baseURL,
		}) => {
			const seller = await registerViaApi(request)
			const listing = await createListingViaApi(request, seller.token)
			await useSession(context, baseURL!, seller.token)
			const editPage = `/listings/${listing.id}/edit`
			await visit(page, editPage, mode.javaScriptEnabled)
			await expect(page.getByRole('heading', { level: 1, name: 'Edit listing' })).toBeVisible()

			// The fields.
			const details = page.getByRole('form', { name: 'Listing details' })
			await expect(details.getByLabel('Title', { exact: true })).toHaveValue(listing.title)
			const title = `Edited item ${uniqueWord()}`
			await details.getByLabel('Title', { exact: true }).fill(title)
			await details.getByRole('button', { name: 'Save changes' }).click()
			await expect(page).toHaveURL(`/listings/${listing.id}`)
			await expectToast(page, 'Listing updated successfully')
			await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()

			// Add a photo by its address (one of the seller's uploads).
			const third = await uploadViaApi(request, seller.token, (await testPhotos(3))[2]!)
			await visit(page, editPage, mode.javaScriptEnabled)
			const photoList = page.getByRole('main').locator('ol.photo-list > li')
			await expect(photoList).toHaveCount(2)
			const byUrl = page.getByRole('form', { name: 'Add a photo by address' })
			await byUrl.getByLabel('Photo URL').fill(new URL(third.secure_url, baseURL).href)
			await byUrl.getByRole('button', { name: 'Add photo' }).click()
			await expectToast(page, 'Photo added successfully')
			await expect(photoList).toHaveCount(3)
			await expect(photoList.nth(2).locator('img')).toHaveAttribute('src', new RegExp(third.public_id))

			// Make the new photo the main one.
			await expect(photoList.nth(0).getByText('Main photo')).toBeVisible()
			await photoList.nth(2).getByRole('button', { name: 'Make main' }).click()
			await expectToast(page, 'Primary photo updated successfully')
			await expect(photoList.nth(2).getByText('Main photo')).toBeVisible()
			await expect(photoList.nth(0).getByText('Main photo')).toHaveCount(0)
			await expect(photoList.nth(0).getByRole('button', { name: 'Make main' })).toBeVisible()

			// Delete the first photo.
			await photoList.nth(0).getByRole('button', { name: 'Delete photo 1' }).click()
			await expectToast(page, 'Photo deleted successfully')
			await expect(photoList).toHaveCount(2)
			await expect(page.getByRole('main').locator(`img[src*="${listing.photos[0]}"]`)).toHaveCount(0)

			// The listing page shows the new main photo first.
			await visit(page, `/listings/${listing.id}`, mode.javaScriptEnabled)
			const gallery = page.getByRole('list', { name: '2 photos' })
			await expect(gallery.getByRole('img').first()).toHaveAttribute('src', new RegExp(third.public_id))

			// Once sold, the edit page refuses.
			await approveViaApi(request, listing.id)
			const sold = await request.patch(`/api/listings/${listing.id}/status`, { headers: bearer(seller.token), data: { status: 'SOLD' } })
			expect(sold.status(), await sold.text()).toBe(200)
			const response = await page.goto(editPage)
			expect(response!.status()).toBe(409)
			await expect(page.getByText('Sold listings cannot be edited')).toBeVisible()
			await expect(page.getByRole('button', { name: 'Save changes' })).toHaveCount(0)
		})
	})
}
