import type { Locator, Page } from '@playwright/test'
import { expect, test } from './test.ts'
import { MODES, bearer, expectToast, mainNav, newVisitor, publishedListingViaApi, registerViaApi, useSession, visit, waitForHydration } from './helpers.ts'

const SCAM = 'Send a deposit of 2000 first then I courier it'
const WARNING = 'Soko never asks you to pay before you see the item.'

/** The narrowest phone we build for: every messages page works there, with and without JavaScript. */
const PHONE = { width: 360, height: 780 }

async function expectNoSideScroll(page: Page) {
	expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)
}

/** Presses a control from the keyboard: after a post a toast may sit over the top of the page for a while. */
async function press(control: Locator) {
	await control.focus()
	await control.page().keyboard.press('Enter')
}

const thread = (page: Page) => page.locator('ol.thread')

for (const mode of MODES) {
	test.describe(`messages ${mode.name}`, () => {
		test.use({ javaScriptEnabled: mode.javaScriptEnabled, viewport: PHONE })

		test('a buyer asks, the seller answers, an offer and its counter are in the thread, where the buyer accepts it, a scam message is warned about on both sides, block', async ({ page, request, browser, baseURL, context, watchConsole }) => {
			test.setTimeout(60_000)
			const seller = await registerViaApi(request)
			const listing = await publishedListingViaApi(request, undefined, seller)
			const buyer = await registerViaApi(request, 'BUYER')

			// The buyer asks from the listing page, and lands in the thread.
			await useSession(context, baseURL!, buyer.token)
			await visit(page, `/listings/${listing.id}`, mode.javaScriptEnabled)
			const panel = page.getByRole('region', { name: 'Seller' })
			await press(panel.getByText('Message seller', { exact: true }))
			await panel.getByLabel('Your message').fill('Is it still available? Can I see it in Thika?')
			await press(panel.getByRole('button', { name: 'Send message' }))
			await expectToast(page, 'Message sent')
			await expect(page).toHaveURL(/\/messages\/\d+$/)
			await expect(thread(page)).toContainText('Is it still available? Can I see it in Thika?')
			await expectNoSideScroll(page)
			const conversationPath = new URL(page.url()).pathname

			// The seller sees it in the inbox, counted in the header, and answers.
			const sellerContext = await newVisitor(browser, baseURL!, mode.javaScriptEnabled)
			await useSession(sellerContext, baseURL!, seller.token)
			const sellerPage = await sellerContext.newPage()
			watchConsole(sellerPage)
			await sellerPage.setViewportSize(PHONE)
			await visit(sellerPage, '/messages', mode.javaScriptEnabled)
			await expect((await mainNav(sellerPage)).getByRole('link', { name: 'Messages, 1 unread' })).toBeVisible()
			const entry = sellerPage.locator('.inbox li.unread a').first()
			await expect(entry).toContainText(listing.title)
			await expect(entry).toContainText('1 new message')
			await expectNoSideScroll(sellerPage)
			await press(entry)
			await expect(sellerPage).toHaveURL(new RegExp(`${conversationPath}$`))
			if (mode.javaScriptEnabled) {
				await waitForHydration(sellerPage)
				await expect(page.locator('html[data-thread-live]')).toBeAttached()
				await expect(sellerPage.locator('html[data-thread-live]')).toBeAttached()
			}
			await sellerPage.getByLabel('Your message').fill('Yes, come on Saturday')
			await press(sellerPage.getByRole('button', { name: 'Send', exact: true }))
			await expectToast(sellerPage, 'Message sent')
			await expect(thread(sellerPage)).toContainText('Yes, come on Saturday')
			await expect(sellerPage.locator('header a[href="/messages"] .unread-count')).toHaveCount(0)
			// With JavaScript the buyer's open thread shows the answer as it is written; without, at the next load.
			if (mode.javaScriptEnabled) {
				await expect(thread(page)).toContainText('Yes, come on Saturday', { timeout: 2_000 })
				// Seen as it showed: not counted unread.
				const unread = async () => ((await (await request.get('/api/conversations', { headers: bearer(buyer.token) })).json()) as { unread: number }[])[0]!.unread
				await expect.poll(unread).toBe(0)
			} else await page.reload()
			await expect(thread(page)).toContainText('Yes, come on Saturday')

			// An offer and the seller's counter are lines of the thread.
			const offer = await request.post('/api/offers', { headers: bearer(buyer.token), data: { listing_id: listing.id, amount: '15000', message: 'Cash on collection' } })
			expect(offer.status(), await offer.text()).toBe(201)
			const { offer: { id: offerId } } = (await offer.json()) as { offer: { id: number } }
			const counter = await request.post(`/api/offers/${offerId}/counter`, { headers: bearer(seller.token), data: { amount: '18000', message: 'Best I can do' } })
			expect(counter.status(), await counter.text()).toBe(200)
			await page.reload()
			if (mode.javaScriptEnabled) await waitForHydration(page)
			await expect(thread(page)).toContainText('Offer made: KSh 15,000')
			await expect(thread(page)).toContainText('Counter-offer: KSh 18,000')
			await expect(thread(page)).toContainText('Best I can do')
			// The buyer answers the counter right there, and stays in the thread.
			await press(page.getByRole('button', { name: 'Accept KSh 18,000' }))
			await expectToast(page, 'Offer accepted')
			await expect(page).toHaveURL(new RegExp(`${conversationPath}$`))
			await expect(thread(page)).toContainText('Offer accepted: KSh 18,000')
			await expect(page.getByRole('button', { name: /^Accept KSh/ })).toHaveCount(0)

			// A scam message: the sender is asked first, then both see the warning beside it.
			await page.getByLabel('Your message').fill(SCAM)
			await press(page.getByRole('button', { name: 'Send', exact: true }))
			await expect(page.getByRole('alert').filter({ hasText: 'Check this message before you send it' })).toContainText(WARNING)
			await press(page.getByRole('button', { name: 'Send anyway' }))
			await expectToast(page, 'Message sent')
			await expect(thread(page).locator('li', { hasText: SCAM })).toContainText(WARNING)
			await sellerPage.reload()
			await expect(thread(sellerPage).locator('li', { hasText: SCAM })).toContainText(WARNING)

			// The seller blocks: neither can write any more; the thread stays readable.
			await press(sellerPage.getByText('Block', { exact: true }))
			await press(sellerPage.getByRole('button', { name: 'Yes, block' }))
			await expectToast(sellerPage, 'Conversation blocked')
			await expect(sellerPage.getByText('You blocked this conversation')).toBeVisible()
			await page.reload()
			await expect(page.getByText('You can no longer send messages in this conversation')).toBeVisible()
			await expect(page.getByLabel('Your message')).toHaveCount(0)
			await expect(thread(page)).toContainText('Is it still available?')
			await sellerContext.close()
		})
	})
}

test.describe('messages offline', () => {
	test.use({ viewport: PHONE })
	// Offline, React Router's lazy route discovery and the live socket can't reach the server: they say so in the console.
	// One pattern: test.use reads a two-item array whose second item is an object (a RegExp is) as [value, options].
	test.use({ expectedConsoleErrors: [/^Failed to fetch manifest patches|WebSocket/] })

	test('a message written offline shows "will send" and is sent once when the connection returns', async ({ page, request, context, baseURL }) => {
		const listing = await publishedListingViaApi(request)
		const buyer = await registerViaApi(request, 'BUYER')
		const start = await request.post('/api/conversations', { headers: bearer(buyer.token), data: { listingId: listing.id, message: 'Hello' } })
		expect(start.status(), await start.text()).toBe(201)
		const { id } = (await start.json()) as { id: number }
		await useSession(context, baseURL!, buyer.token)
		await page.goto(`/messages/${id}`)
		await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
		await waitForHydration(page)

		await context.setOffline(true)
		await page.getByLabel('Your message').fill('Written on the matatu')
		await press(page.getByRole('button', { name: 'Send', exact: true }))
		await expect(thread(page).locator('li', { hasText: 'Written on the matatu' })).toContainText('Will send')
		await expect(page.getByLabel('Your message')).toHaveValue('')

		await context.setOffline(false)
		await page.evaluate(() => dispatchEvent(new Event('online')))
		const sent = async () => {
			const res = await request.get(`/api/conversations/${id}`, { headers: bearer(buyer.token) })
			return ((await res.json()) as { messages: { message: string }[] }).messages.filter((m) => m.message === 'Written on the matatu').length
		}
		await expect.poll(sent, { timeout: 20_000 }).toBe(1)
		await expect(thread(page).locator('li', { hasText: 'Written on the matatu' })).toHaveCount(1, { timeout: 10_000 })
		await expect(thread(page).locator('li', { hasText: 'Written on the matatu' })).not.toContainText('Will send')
		await page.waitForTimeout(1_000)
		expect(await sent()).toBe(1)
	})
})
