import { devices, type APIRequestContext, type Browser, type Page } from '@playwright/test'
import { expect, test } from './test.ts'
import {
	ADMIN,
	MODES,
	apiToken,
	bearer,
	expectToast,
	listingInput,
	publishedListingViaApi,
	registerViaApi,
	uniqueWord,
	useSession,
	visit,
	type TestUser,
} from './helpers.ts'

const PHONE = { viewport: { width: 360, height: 740 } }

test.use(PHONE)

// Each test waits for the instant-alert job (a run every 8 s at most) on top of registering, listing and paying.
test.describe.configure({ timeout: 60_000 })

const emailOf = (buyer: TestUser) => `buyer-${buyer.phone}@example.com`

/** A receipt no other test used: "QA" and the buyer's unique 8 digits (the simulator takes any unused one). */
const receiptOf = (buyer: TestUser) => `QA${buyer.phone.slice(2)}`

function alertItem(page: Page, name: string) {
	return page.locator('main li.panel').filter({ has: page.getByRole('heading', { name }) })
}

/** Another phone, 360x740 like the test's own, with or without JavaScript, watched for console errors. */
async function newPhone(browser: Browser, baseURL: string, javaScriptEnabled: boolean, watch: (page: Page) => void) {
	const context = await browser.newContext({ ...devices['Pixel 5'], ...PHONE, baseURL, javaScriptEnabled })
	const page = await context.newPage()
	watch(page)
	return { context, page }
}

/** A listing with `word` in its title, published by a seller of its own through the API (created, paid, approved). */
function publishMatch(request: APIRequestContext, word: string) {
	return publishedListingViaApi(request, listingInput(`Tecno Spark ${word} 64GB`))
}

/**
 * The administrator reads /admin/messages (reloading: the instant-alert job runs every few seconds) until the email
 * to `to` with `subject` is there, opens its text and returns it.
 */
async function mailText(admin: Page, javaScriptEnabled: boolean, to: string, subject: string) {
	const mail = admin.getByRole('region', { name: 'Emails (latest 50)' }).getByRole('listitem').filter({ hasText: to })
	await expect(async () => {
		await visit(admin, '/admin/messages', javaScriptEnabled)
		await expect(mail.getByText(subject, { exact: true })).toBeVisible({ timeout: 1_000 })
	}).toPass({ timeout: 20_000, intervals: [500, 1_000] })
	await expect(mail).toHaveCount(1)
	await mail.getByText('Text of the email').click()
	const text = mail.locator('pre')
	await expect(text).toBeVisible()
	return (await text.textContent()) ?? ''
}

/** The link on the line after the listing's title in an alert email's text. */
function clickLink(text: string, title: string) {
	const link = new RegExp(`^- ${title}: .*\\n\\s+(https?://\\S+/go/[\\w-]+)$`, 'm').exec(text)?.[1]
	expect(link, text).toBeTruthy()
	return link!
}

function unsubscribeLink(text: string) {
	const link = /^Stop alert emails: (https?:\/\/\S+\/alerts\/unsubscribe\?t=\S+)$/m.exec(text)?.[1]
	expect(link, text).toBeTruthy()
	return link!
}

MODES.forEach((mode) => {
	test.describe(`alert delivery ${mode.name}`, () => {
		test.use({ javaScriptEnabled: mode.javaScriptEnabled })

		test('PREMIUM by receipt, an INSTANT alert; another seller lists a match; the email arrives, its link opens the listing, the alert counts it', async ({
			page,
			context,
			request,
			baseURL,
			browser,
			watchConsole,
		}) => {
			const buyer = await registerViaApi(request, 'BUYER')
			await useSession(context, baseURL!, buyer.token)
			await visit(page, '/buyer-dashboard?tab=subscription', mode.javaScriptEnabled)
			await page.getByLabel('M-PESA receipt').fill(receiptOf(buyer))
			await page.getByRole('button', { name: 'Upgrade to PREMIUM' }).click()
			await expectToast(page, 'Subscription Updated')
			await expect(page.getByRole('heading', { name: 'Add another month of PREMIUM' })).toBeVisible()

			await page.getByRole('navigation', { name: 'Dashboard sections' }).getByRole('link', { name: 'Alerts & Notifications' }).click()
			const word = uniqueWord()
			const name = `Phone ${word}`
			await page.getByLabel('Alert name').fill(name)
			const keywords = page.getByLabel('Keywords', { exact: true })
			await keywords.fill(word)
			if (mode.javaScriptEnabled) {
				await keywords.press('Enter')
				await expect(page.getByRole('list', { name: 'Keywords added' }).getByRole('listitem')).toHaveText([`${word}×`])
			}
			await expect(page.getByRole('radio', { name: /Instant/ })).toBeChecked()
			await page.getByRole('button', { name: 'Create alert' }).click()
			await expectToast(page, 'Alert created!')
			await expect(alertItem(page, name)).toContainText('Instant: as soon as it is listed')
			await expect(alertItem(page, name)).toContainText('0 matches · none yet')

			const listing = await publishMatch(request, word)
			expect(listing.seller.id).not.toBe(buyer.id)

			const admin = await newPhone(browser, baseURL!, mode.javaScriptEnabled, watchConsole)
			await useSession(admin.context, baseURL!, await apiToken(request, ADMIN))
			const text = await mailText(admin.page, mode.javaScriptEnabled, emailOf(buyer), `New on Soko: ${listing.title}`)
			expect(text).toContain(`New on Soko for your alert “${name}”:`)
			expect(text).toContain(`- ${listing.title}: KSh 12,500, ${listing.location}`)
			await admin.context.close()

			// The buyer follows the link from the email: the click is counted, and the listing opens.
			await visit(page, clickLink(text, listing.title), mode.javaScriptEnabled)
			await expect(page).toHaveURL(new RegExp(`/listings/${listing.id}$`))
			await expect(page.getByRole('heading', { level: 1, name: listing.title })).toBeVisible()

			await visit(page, '/buyer-dashboard', mode.javaScriptEnabled)
			await expect(alertItem(page, name)).toContainText(/1 match · last /)
			await expect(alertItem(page, name)).toContainText('Active')
		})

		test('the email’s unsubscribe link asks first, then pauses the buyer’s alerts; the dashboard shows them paused', async ({
			page,
			context,
			request,
			baseURL,
			browser,
			watchConsole,
		}) => {
			// Setup through the API: the dashboard forms are the test above.
			const buyer = await registerViaApi(request, 'BUYER')
			const subscribed = await request.post('/api/buyer/subscribe', { headers: bearer(buyer.token), data: { plan: 'PREMIUM', mpesaReceipt: receiptOf(buyer) } })
			expect(subscribed.status(), await subscribed.text()).toBe(200)
			const word = uniqueWord()
			const name = `Phone ${word}`
			const created = await request.post('/api/buyer/alerts', { headers: bearer(buyer.token), data: { name, keywords: [word], frequency: 'INSTANT' } })
			expect(created.status(), await created.text()).toBe(201)
			const listing = await publishMatch(request, word)

			const admin = await newPhone(browser, baseURL!, true, watchConsole)
			await useSession(admin.context, baseURL!, await apiToken(request, ADMIN))
			const link = unsubscribeLink(await mailText(admin.page, true, emailOf(buyer), `New on Soko: ${listing.title}`))
			await admin.context.close()

			// Opened where the email is read: a browser not signed in to Soko.
			const reader = await newPhone(browser, baseURL!, mode.javaScriptEnabled, watchConsole)
			await visit(reader.page, link, mode.javaScriptEnabled)
			await expect(reader.page.getByRole('heading', { level: 1, name: 'Stop alert emails' })).toBeVisible()
			await expect(reader.page.getByText('Pause all your Soko alerts?')).toBeVisible()
			// Opening the link stopped nothing (a mail scanner opens links too).
			const alerts = async () => {
				const res = await request.get('/api/buyer/alerts', { headers: bearer(buyer.token) })
				expect(res.status()).toBe(200)
				return ((await res.json()) as { alerts: { name: string; is_active: boolean }[] }).alerts.map((a) => [a.name, a.is_active])
			}
			expect(await alerts()).toEqual([[name, true]])

			await reader.page.getByRole('button', { name: 'Stop alert emails' }).click()
			await expect(reader.page.getByRole('status').filter({ hasText: 'Your alerts are paused' })).toContainText('no more alert emails or texts')
			expect(await alerts()).toEqual([[name, false]])
			await reader.context.close()

			await useSession(context, baseURL!, buyer.token)
			await visit(page, '/buyer-dashboard', mode.javaScriptEnabled)
			await expect(alertItem(page, name)).toContainText('Paused')
			await expect(alertItem(page, name).getByRole('button', { name: `Resume alert “${name}”` })).toBeVisible()
		})
	})
})
