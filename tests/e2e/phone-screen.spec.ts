import type { Locator, Page } from '@playwright/test'
import { expect, test } from './test.ts'
import { publishedListings, visit } from './helpers.ts'
import { serverSlot } from './server-slot.ts'

/*
 * Issue 26 on a 360x740 phone, with JavaScript, without, and in Lite mode (no scripts sent): the first screen of `/`
 * and `/browse` shows at least four listings whole (photo, price, title, town), the list view keeps one a row, the chat
 * button covers no link or button, the header search's placeholder fits a 320 px phone in both languages, and a banner
 * cut to one line can be read whole.
 */
const PHONE = { width: 360, height: 740 }
const MODES = [
	{ name: 'with JS', javaScriptEnabled: true, lite: false },
	{ name: 'without JS', javaScriptEnabled: false, lite: false },
	{ name: 'in Lite mode', javaScriptEnabled: true, lite: true },
] as const

type Box = { x: number; y: number; width: number; height: number }

function inside(box: Box | null, viewport: { width: number; height: number }) {
	return !!box && box.x >= 0 && box.y >= 0 && box.x + box.width <= viewport.width + 0.5 && box.y + box.height <= viewport.height + 0.5
}

/** The town as drawn: the first words of the card's "Nairobi · 2 days ago" line, measured on its own text. */
async function townBox(card: Locator) {
	return card.locator('.meta').evaluate((meta) => {
		const range = document.createRange()
		range.selectNodeContents(meta.firstChild!)
		const town = range.getBoundingClientRect()
		const line = meta.getBoundingClientRect()
		// Cut by the line's "…" it would reach past the line's right edge.
		return town.right <= line.right + 0.5 ? { x: town.x, y: town.y, width: town.width, height: town.height, text: range.toString() } : null
	})
}

/** How many cards show their photo, price, title and town entirely on the first screen. */
async function wholeCardsOnFirstScreen(page: Page) {
	expect(await page.evaluate(() => window.scrollY)).toBe(0)
	let whole = 0
	for (const card of await page.getByRole('main').getByRole('article').all()) {
		const town = await townBox(card)
		const parts = [await card.locator('.pic img').boundingBox(), await card.locator('.price').boundingBox(), await card.getByRole('heading').boundingBox(), town]
		if (parts.every((box) => inside(box, PHONE)) && town!.text.trim().length > 1) whole++
	}
	return whole
}

async function open(page: Page, url: string, mode: (typeof MODES)[number]) {
	if (mode.lite) await page.context().addCookies([{ name: 'lite', value: '1', url: serverSlot().url }])
	await visit(page, url, mode.javaScriptEnabled && !mode.lite)
	if (mode.lite) expect(await page.locator('script[src]').count(), 'Lite pages ship no scripts').toBe(0)
}

/** Links, buttons and fields the round chat button's box overlaps, by what they say. */
async function coveredByChat(page: Page) {
	return page.evaluate(() => {
		const fab = document.querySelector('.chat-fab')
		if (!fab) return ['no chat button']
		const a = fab.getBoundingClientRect()
		const hits: string[] = []
		for (const el of document.querySelectorAll('a, button, summary, input, select, textarea, label')) {
			// Inside a closed <details> (a folded report form) is not drawn.
			if (el === fab || fab.contains(el) || el.contains(fab) || !el.checkVisibility({ visibilityProperty: true })) continue
			for (const b of el.getClientRects()) {
				if (b.width && b.height && a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom) hits.push(el.textContent?.trim() || el.outerHTML.slice(0, 60))
			}
		}
		return hits
	})
}

for (const mode of MODES) {
	test.describe(`a phone's first screen ${mode.name}`, () => {
		test.use({ javaScriptEnabled: mode.javaScriptEnabled, viewport: PHONE })

		for (const url of ['/', '/browse']) {
			test(`${url} shows at least four items whole before any scroll`, async ({ page }) => {
				await open(page, url, mode)
				expect(await wholeCardsOnFirstScreen(page)).toBeGreaterThanOrEqual(4)
			})
		}

		test('the list view stays one item a row, its photo beside its text', async ({ page }) => {
			await open(page, '/browse?view=list', mode)
			const cards = page.getByRole('main').getByRole('article')
			const boxes = await Promise.all((await cards.all()).slice(0, 3).map((card) => card.boundingBox()))
			for (const [i, box] of boxes.entries()) {
				expect(box!.width).toBeGreaterThan(PHONE.width - 40)
				if (i) expect(box!.y).toBeGreaterThanOrEqual(boxes[i - 1]!.y + boxes[i - 1]!.height)
			}
			const photo = (await cards.first().locator('.pic').boundingBox())!
			const title = (await cards.first().getByRole('heading').boundingBox())!
			expect(title.x).toBeGreaterThanOrEqual(photo.x + photo.width - 1)
		})

		test("Browse's search is the header's: it shows the words searched for and keeps the filters", async ({ page, request }) => {
			const [listing] = await publishedListings(request, 1, '&category=electronics')
			const word = listing!.title.split(/[^A-Za-z]+/).find((w) => w.length >= 4)!.toLowerCase()
			await open(page, '/browse?category=electronics&sort=price-low', mode)
			await expect(page.getByRole('form', { name: 'Filter items' }).getByLabel('Search', { exact: true })).toBeHidden()
			const search = page.getByRole('searchbox', { name: 'Search items' })
			await search.fill(word)
			await page.getByRole('search').getByRole('button', { name: 'Search' }).click()
			await expect(page).toHaveURL(new RegExp(`[?&]q=${word}(&|$)`))
			const params = new URL(page.url()).searchParams
			expect([params.get('category'), params.get('sort')]).toEqual(['electronics', 'price-low'])
			await expect(page.getByText(/^[\d,]+ items? found/)).toContainText(`matching “${word}” in Electronics`)
			await expect(page.getByRole('searchbox', { name: 'Search items' })).toHaveValue(word)
		})

		for (const url of ['/', '/browse', 'listing']) {
			test(`on ${url} the chat button covers no link or button, on the first screen or at the end`, async ({ page, request }) => {
				const path = url === 'listing' ? `/listings/${(await publishedListings(request, 1))[0]!.id}` : url
				await open(page, path, mode)
				expect(await coveredByChat(page)).toEqual([])
				await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
				expect(await coveredByChat(page)).toEqual([])
			})
		}

		if (mode.javaScriptEnabled && !mode.lite) {
			test('once a chat has been opened its button floats, and the page ends with room for it', async ({ page }) => {
				await open(page, '/browse', mode)
				await page.getByRole('link', { name: 'Chat Support' }).click()
				await page.getByRole('region', { name: 'Chat Support' }).getByRole('button', { name: 'Close chat' }).click()
				const fab = page.getByRole('link', { name: 'Chat Support' })
				await expect(fab).toBeInViewport()
				await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
				await expect(fab).toBeInViewport()
				expect(await coveredByChat(page)).toEqual([])
			})
		}

		test('a banner cut to one line reads whole after a tap', async ({ page }) => {
			await open(page, '/', mode)
			const banner = page.getByRole('region', { name: 'Welcome to Soko' })
			const line = banner.locator('.banner-line')
			const cut = (el: HTMLElement) => el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1
			expect(await line.evaluate(cut), 'one line, cut on a phone').toBe(true)
			await banner.getByText('Welcome to Soko').click()
			await expect(line).toContainText('Listing an item costs only KES 15, paid by M-PESA.')
			expect(await line.evaluate(cut)).toBe(false)
			expect(inside(await line.boundingBox(), PHONE)).toBe(true)
		})
	})
}

test.describe('the header search on a 320 px phone', () => {
	test.use({ viewport: { width: 320, height: 640 } })
	for (const [lang, name] of [
		['en', 'Search items'],
		['sw', 'Tafuta bidhaa'],
	] as const) {
		test(`its placeholder fits whole (${lang}) and the box keeps its label`, async ({ page, baseURL }) => {
			await page.context().addCookies([{ name: 'lang', value: lang, url: baseURL! }])
			await visit(page, '/', true)
			const box = page.getByRole('searchbox', { name })
			await expect(box).toBeVisible()
			const room = await box.evaluate((input: HTMLInputElement) => {
				const style = getComputedStyle(input)
				const context = document.createElement('canvas').getContext('2d')!
				context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`
				const free = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)
				return { free, text: context.measureText(input.placeholder).width, placeholder: input.placeholder }
			})
			expect(room.placeholder.length).toBeGreaterThan(0)
			expect(room.text, `"${room.placeholder}" fits`).toBeLessThanOrEqual(room.free)
		})
	}
})
