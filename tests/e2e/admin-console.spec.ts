import type { Page } from '@playwright/test'
import { expect, test } from './test.ts'
import { ADMIN, MODES, apiToken, bearer, expectToast, listingInput, newVisitor, publishedListingViaApi, uniqueWord, useSession, visit } from './helpers.ts'

/*
 * Issue 11 §1-§2: the admin console's Users, Featured and Banners sections, on a 360 px phone, with and without
 * JavaScript. What a test creates is removed afterwards even when it failed half-way.
 */

const cleanup: ((headers: Record<string, string>) => Promise<unknown>)[] = []

test.afterEach(async ({ request }) => {
	const headers = bearer(await apiToken(request, ADMIN))
	while (cleanup.length) await cleanup.pop()!(headers)
})

async function asAdminOnPhone(page: Page, context: import('@playwright/test').BrowserContext, request: import('@playwright/test').APIRequestContext, baseURL: string) {
	await page.setViewportSize({ width: 360, height: 800 })
	await useSession(context, baseURL, await apiToken(request, ADMIN))
}

async function fitsThePhone(page: Page) {
	expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
}

function loginForm(page: Page) {
	return page.locator('main form', { has: page.getByRole('button', { name: 'Login', exact: true }) })
}

for (const mode of MODES) {
	test.describe(`admin console ${mode.name}`, () => {
		test.use({ javaScriptEnabled: mode.javaScriptEnabled })

		test('a warned user sees the warning at sign-in; a suspended one cannot sign in and their listing leaves public view', async ({
			page,
			context,
			request,
			baseURL,
			browser,
		}) => {
			const listing = await publishedListingViaApi(request)
			const seller = listing.seller
			cleanup.push((headers) => request.delete(`/api/admin/listings/${listing.id}`, { headers }))
			cleanup.push((headers) => request.post('/api/admin/bulk-action', { headers, data: { action: 'UNSUSPEND', targetType: 'USER', targetIds: [seller.id] } }))
			await asAdminOnPhone(page, context, request, baseURL!)

			await visit(page, '/admin', mode.javaScriptEnabled)
			await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Users' }).click()
			await expect(page).toHaveURL('/admin/users')
			const search = page.getByRole('form', { name: 'Search users' })
			await search.getByLabel('Phone or email').fill(seller.phone)
			await search.getByRole('button', { name: 'Search' }).click()
			await expect(page).toHaveURL(new RegExp(`q=${seller.phone}`))
			await expect(page.getByRole('status').filter({ hasText: 'found' })).toHaveText('1 user found')
			await fitsThePhone(page)

			// Nothing ticked: the spec's message.
			await page.getByLabel('Action', { exact: true }).selectOption('SEND_WARNING')
			await page.getByLabel('Reason', { exact: true }).fill('Please use photos of the real item')
			await page.getByRole('button', { name: 'Apply to selected' }).click()
			await expectToast(page, 'No Users Selected')

			await page.getByRole('checkbox', { name: `Select ${seller.phone}` }).check()
			await page.getByLabel('Action', { exact: true }).selectOption('SEND_WARNING')
			await page.getByLabel('Reason', { exact: true }).fill('Please use photos of the real item')
			await page.getByRole('button', { name: 'Apply to selected' }).click()
			await expectToast(page, 'Send warning: done for 1 user')

			// The seller signs in on their own phone: the warning, once.
			const sellerPhone = await newVisitor(browser, baseURL!, mode.javaScriptEnabled)
			const sellerPage = await sellerPhone.newPage()
			const signIn = async () => {
				await visit(sellerPage, '/login', mode.javaScriptEnabled)
				const form = loginForm(sellerPage)
				await form.getByLabel('Phone number', { exact: true }).fill(seller.phone)
				await form.getByLabel('Password', { exact: true }).fill(seller.password)
				await form.getByRole('button', { name: 'Login', exact: true }).click()
			}
			await signIn()
			await expectToast(sellerPage, 'A warning from the Soko team')
			await expectToast(sellerPage, 'Please use photos of the real item')

			await page.getByRole('checkbox', { name: `Select ${seller.phone}` }).check()
			await page.getByLabel('Action', { exact: true }).selectOption('SUSPEND')
			await page.getByLabel('Reason', { exact: true }).fill('Selling counterfeit goods')
			await page.getByRole('button', { name: 'Apply to selected' }).click()
			await expectToast(page, 'Suspend: done for 1 user')
			await expect(page.getByRole('row').filter({ hasText: seller.phone })).toContainText('Suspended')

			// Their session ended, and signing in again is refused.
			await sellerPage.goto('/seller-dashboard')
			await expect(sellerPage).toHaveURL(/\/login/)
			await signIn()
			await expect(sellerPage.getByText('This account has been suspended. Please contact support.')).toBeVisible()
			await sellerPhone.close()

			// Their listing left public view.
			const visitor = await newVisitor(browser, baseURL!, mode.javaScriptEnabled)
			const visitorPage = await visitor.newPage()
			const gone = await visitorPage.goto(`/listings/${listing.id}`)
			expect(gone?.status()).toBe(404)
			expect((await request.get(`/api/listings/${listing.id}`)).status()).toBe(404)
			await visitor.close()
		})

		test('a banner created for the browse page shows there only, styled by type, and is deleted after confirmation', async ({ page, context, request, baseURL, browser }) => {
			const title = `Network works ${uniqueWord()}`
			cleanup.push(async (headers) => {
				const banners = (await (await request.get('/api/admin/banners', { headers })).json()) as { id: number; title: string }[]
				for (const b of banners.filter((b) => b.title === title)) await request.delete(`/api/admin/banners/${b.id}`, { headers })
			})
			await asAdminOnPhone(page, context, request, baseURL!)
			await visit(page, '/admin/banners', mode.javaScriptEnabled)
			await page.locator('summary', { hasText: 'Create Banner' }).click()
			const form = page.locator('form', { has: page.getByRole('button', { name: 'Create Banner' }) })
			await form.getByLabel('Title').fill(title)
			await form.getByLabel('Content').fill('M-PESA payments may be slow tonight between 1am and 2am.')
			await expect(form.getByLabel('Type')).toHaveValue('ANNOUNCEMENT')
			await expect(form.getByLabel('Status')).toHaveValue('DRAFT')
			await form.getByLabel('Type').selectOption('MAINTENANCE')
			await form.getByLabel('Status').selectOption('ACTIVE')
			await form.getByLabel(/Browse/).check()
			await form.getByRole('button', { name: 'Create Banner' }).click()
			await expectToast(page, 'Banner created')
			const row = page.getByRole('row').filter({ hasText: title })
			await expect(row).toContainText('Browse')
			await expect(row).toContainText('ACTIVE')
			await fitsThePhone(page)

			const visitor = await newVisitor(browser, baseURL!, mode.javaScriptEnabled)
			const visitorPage = await visitor.newPage()
			await visitorPage.goto('/browse')
			const strip = visitorPage.getByRole('region', { name: title })
			await expect(strip).toBeVisible()
			await expect(strip).toHaveClass(/banner-MAINTENANCE/)
			await visitorPage.goto('/')
			await expect(visitorPage.getByRole('heading', { name: 'Featured Items' })).toBeVisible()
			await expect(visitorPage.getByRole('region', { name: title })).toHaveCount(0)
			const active = (await (await request.get('/api/banners/active?path=/browse')).json()) as { title: string }[]
			expect(active.map((b) => b.title)).toContain(title)

			await row.locator('summary', { hasText: 'Delete' }).click()
			await row.getByLabel('Yes, delete this banner').check()
			await row.getByRole('button', { name: 'Delete for good' }).click()
			await expectToast(page, 'Banner deleted')
			await expect(page.getByRole('row').filter({ hasText: title })).toHaveCount(0)
			await visitorPage.goto('/browse')
			await expect(visitorPage.getByRole('region', { name: title })).toHaveCount(0)
			await visitor.close()
		})

		test('the admin features a listing for 3 days: it leads Featured Items on the home page until unfeatured', async ({ page, context, request, baseURL, browser }) => {
			const word = uniqueWord()
			const listing = await publishedListingViaApi(request, listingInput(`Featured radio ${word}`))
			cleanup.push((headers) => request.delete(`/api/admin/listings/${listing.id}`, { headers }))
			await asAdminOnPhone(page, context, request, baseURL!)
			await visit(page, '/admin/featured', mode.javaScriptEnabled)
			await page.getByLabel('Listing title or ID').fill(word)
			await page.getByRole('button', { name: 'Find' }).click()
			const row = page.getByRole('row').filter({ hasText: listing.title })
			await expect(row.getByLabel('For')).toHaveValue('7')
			await row.getByLabel('For').selectOption('3')
			await row.getByRole('button', { name: `Feature ${listing.title}` }).click()
			await expectToast(page, 'Listing featured for 3 days')
			const featuredRow = page.getByRole('region', { name: /Featured now/ }).getByRole('row').filter({ hasText: listing.title })
			await expect(featuredRow).toContainText('3 days left')
			await fitsThePhone(page)

			const visitor = await newVisitor(browser, baseURL!, mode.javaScriptEnabled)
			const home = await visitor.newPage()
			await home.goto('/')
			// The grid right after the "Featured Items" heading: ours leads it.
			const section = home.locator('.section-head', { has: home.getByRole('heading', { name: 'Featured Items' }) }).locator('xpath=following-sibling::*[1]')
			await expect(section.getByRole('listitem').first()).toContainText(listing.title)
			const featured = (await (await request.get('/api/listings/featured')).json()) as { id: number }[]
			expect(featured[0]?.id).toBe(listing.id)

			await featuredRow.getByRole('button', { name: `Unfeature ${listing.title}` }).click()
			await expectToast(page, 'Listing unfeatured')
			await home.goto('/')
			await expect(section.getByRole('link', { name: listing.title })).toHaveCount(0)
			await visitor.close()
		})
	})
}
