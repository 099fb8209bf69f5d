import type { Page } from '@playwright/test'
import { expect, test } from './test.ts'
import { MODES, parseKsh, publishedListings, visit } from './helpers.ts'

const PAGE_SIZE = 12

/** The count line, e.g. "152 items found" or "3 items found matching “sofa” in Home & Garden". */
function countLine(page: Page) {
	return page.getByText(/^[\d,]+ items? found/)
}

async function shownCount(page: Page) {
	const text = (await countLine(page).textContent()) ?? ''
	return Number(/^([\d,]+)/.exec(text)![1]!.replace(/,/g, ''))
}

function cards(page: Page) {
	return page.getByRole('main').getByRole('article')
}

async function cardPrices(page: Page) {
	const texts = await cards(page).getByText(/^KSh [\d,]+$/).allTextContents()
	return texts.map(parseKsh)
}

function isAscending(prices: number[]) {
	return prices.length > 1 && prices.every((p, i) => i === 0 || prices[i - 1]! <= p)
}

function headerSearch(page: Page) {
	return page.getByRole('searchbox', { name: 'Search items' })
}

function filters(page: Page) {
	return page.getByRole('form', { name: 'Filter items' })
}

/** The filter form with its folded part (category, town, prices) open, as a person taps "Filters" to see it. */
async function openFilters(page: Page) {
	const details = filters(page).locator('details.more-filters')
	if (!(await details.evaluate((d) => (d as HTMLDetailsElement).open))) await details.locator('summary').click()
	return filters(page)
}

/** The longest plain word (4+ letters) of a title: distinctive enough to find that listing on the first page. */
function searchWordOf(title: string) {
	const words = title.split(/[^A-Za-z]+/).filter((w) => w.length >= 4)
	words.sort((a, b) => b.length - a.length)
	if (!words[0]) throw new Error(`no search word in ${title}`)
	return words[0].toLowerCase()
}

for (const mode of MODES) {
	test.describe(`browse ${mode.name}`, () => {
		test.use({ javaScriptEnabled: mode.javaScriptEnabled })

		test('the count line shows how many published items there are', async ({ page, request }) => {
			const all = await publishedListings(request, 500)
			await visit(page, '/browse', mode.javaScriptEnabled)
			await expect(page.getByRole('heading', { name: 'Browse items' })).toBeVisible()
			await expect(countLine(page)).toHaveText(`${all.length.toLocaleString('en-KE')} items found`)
			await expect(cards(page)).toHaveCount(Math.min(PAGE_SIZE, all.length))
		})

		test('search by a word from a seeded title', async ({ page, request }) => {
			const [listing] = await publishedListings(request, 5)
			const word = searchWordOf(listing!.title)
			await visit(page, '/browse', mode.javaScriptEnabled)
			// On a phone (this project's Pixel 5) Browse's search box is the header's.
			await headerSearch(page).fill(word)
			await page.getByRole('search').getByRole('button', { name: 'Search' }).click()

			await expect(page).toHaveURL(new RegExp(`[?&]q=${word}(&|$)`))
			await expect(countLine(page)).toContainText(`matching “${word}”`)
			await expect(page.getByRole('link', { name: listing!.title, exact: true })).toBeVisible()
			const n = await cards(page).count()
			expect(n).toBeGreaterThan(0)
			expect(n).toBeLessThanOrEqual(await shownCount(page))
			// Every result has a word starting with the search word in its title or description.
			for (const text of await cards(page).allTextContents()) expect(text.toLowerCase()).toMatch(new RegExp(`\\b${word}`))
			await expect(headerSearch(page)).toHaveValue(word)
		})

		test('the header search box goes to /browse?q=...', async ({ page, request }) => {
			const [listing] = await publishedListings(request, 5)
			const word = searchWordOf(listing!.title)
			await visit(page, '/', mode.javaScriptEnabled)
			const search = page.getByRole('search').filter({ has: page.getByRole('searchbox', { name: 'Search items' }) })
			await search.getByRole('searchbox', { name: 'Search items' }).fill(word)
			await search.getByRole('button', { name: 'Search' }).click()
			await expect(page).toHaveURL(`/browse?q=${word}`)
			await expect(countLine(page)).toContainText(`matching “${word}”`)
			await expect(page.getByRole('link', { name: listing!.title, exact: true })).toBeVisible()
		})

		test('category filter', async ({ page, request }) => {
			const electronics = await publishedListings(request, 500, '&category=electronics')
			expect(electronics.length).toBeGreaterThan(0)
			await visit(page, '/browse', mode.javaScriptEnabled)
			await (await openFilters(page)).getByLabel('Category', { exact: true }).selectOption({ label: 'Electronics' })
			await filters(page).getByRole('button', { name: 'Apply filters' }).click()
			await expect(page).toHaveURL(/[?&]category=electronics(&|$)/)
			await expect(countLine(page)).toHaveText(`${electronics.length} item${electronics.length === 1 ? '' : 's'} found in Electronics`)
			await expect((await openFilters(page)).getByLabel('Category', { exact: true })).toHaveValue('electronics')
			const titles = new Set(electronics.map((l) => l.title))
			for (const title of await cards(page).getByRole('heading').allTextContents()) expect(titles).toContain(title)
		})

		test('sort by price, low to high', async ({ page }) => {
			await visit(page, '/browse', mode.javaScriptEnabled)
			await filters(page).getByLabel('Sort by').selectOption({ label: 'Price: low to high' })
			await filters(page).getByRole('button', { name: 'Apply filters' }).click()
			await expect(page).toHaveURL(/[?&]sort=price-low(&|$)/)
			await expect(cards(page)).toHaveCount(PAGE_SIZE)
			// With JS the address changes a moment before the new order renders: wait for the rendered order.
			await expect.poll(async () => isAscending(await cardPrices(page))).toBe(true)
			const prices = await cardPrices(page)
			expect(prices).toHaveLength(PAGE_SIZE)
			expect(prices).toEqual([...prices].sort((a, b) => a - b))
			// and the next page carries on from there
			const pager = page.getByRole('navigation', { name: 'Pages' })
			await pager.getByRole('link', { name: 'Next' }).click()
			await expect(pager).toContainText('Page 2 of')
			await expect(page).toHaveURL(/[?&]page=2(&|$)/)
			await expect(page).toHaveURL(/[?&]sort=price-low(&|$)/)
			const next = await cardPrices(page)
			expect(next).toEqual([...next].sort((a, b) => a - b))
			expect(next[0]).toBeGreaterThanOrEqual(prices[prices.length - 1]!)
		})

		test('at 360x740 the search box, sort and the first listing show without scrolling; Filters says how many are on', async ({ page }) => {
			await page.setViewportSize({ width: 360, height: 740 })
			await visit(page, '/browse?location=Nairobi&maxPrice=50000', mode.javaScriptEnabled)
			const fold = 740
			// The header's search box is the search there; the filter form's own is left out.
			await expect(filters(page).getByLabel('Search', { exact: true })).toBeHidden()
			for (const box of [
				await headerSearch(page).boundingBox(),
				await filters(page).getByLabel('Sort by').boundingBox(),
				await cards(page).first().boundingBox(),
			]) {
				expect(box!.y).toBeLessThan(fold - 40)
			}
			await expect(filters(page).getByText('Filters (2 on)')).toBeVisible()
			await expect(filters(page).getByLabel('Location')).toBeHidden()
			await expect((await openFilters(page)).getByLabel('Location')).toHaveValue('Nairobi')
		})

		test('location filter', async ({ page }) => {
			await visit(page, '/browse', mode.javaScriptEnabled)
			await (await openFilters(page)).getByLabel('Location').selectOption('Mombasa')
			await filters(page).getByRole('button', { name: 'Apply filters' }).click()
			await expect(page).toHaveURL(/[?&]location=Mombasa(&|$)/)
			await expect(countLine(page)).toContainText('near Mombasa')
			const n = await cards(page).count()
			expect(n).toBeGreaterThan(0)
			for (const card of await cards(page).all()) await expect(card).toContainText('Mombasa ·')
		})

		test('grid / list toggle', async ({ page }) => {
			await visit(page, '/browse', mode.javaScriptEnabled)
			const layout = page.getByRole('navigation', { name: 'Layout' })
			await expect(layout.getByRole('link', { name: 'Grid' })).toHaveAttribute('aria-current', 'true')
			await expect(page.getByRole('main').locator('ul.grid')).toBeVisible()

			await layout.getByRole('link', { name: 'List' }).click()
			await expect(page).toHaveURL(/[?&]view=list(&|$)/)
			await expect(layout.getByRole('link', { name: 'List' })).toHaveAttribute('aria-current', 'true')
			await expect(page.getByRole('main').locator('ul.list')).toBeVisible()
			await expect(cards(page)).toHaveCount(PAGE_SIZE)
			// In the list a card's photo sits beside its text instead of above it.
			const card = cards(page).first()
			const photo = (await card.locator('.pic').boundingBox())!
			const title = (await card.getByRole('heading').boundingBox())!
			expect(title.x).toBeGreaterThanOrEqual(photo.x + photo.width - 1)

			// Filtering keeps the list layout.
			await (await openFilters(page)).getByLabel('Location').selectOption('Nairobi')
			await filters(page).getByRole('button', { name: 'Apply filters' }).click()
			await expect(countLine(page)).toContainText('near Nairobi')
			await expect(page).toHaveURL(/[?&]location=Nairobi(&|$)/)
			await expect(page).toHaveURL(/[?&]view=list(&|$)/)
			await expect(page.getByRole('main').locator('ul.list')).toBeVisible()

			await layout.getByRole('link', { name: 'Grid' }).click()
			await expect(page).not.toHaveURL(/view=list/)
			await expect(page.getByRole('main').locator('ul.grid')).toBeVisible()
		})

		test('paging with Next and Previous, 24 per page', async ({ page }) => {
			await visit(page, '/browse', mode.javaScriptEnabled)
			const total = await shownCount(page)
			const pages = Math.ceil(total / PAGE_SIZE)
			expect(pages).toBeGreaterThan(1)
			const pager = page.getByRole('navigation', { name: 'Pages' })
			await expect(pager).toContainText(`Page 1 of ${pages}`)
			await expect(pager.getByRole('link', { name: 'Previous' })).toHaveCount(0)
			const first = await cards(page).getByRole('heading').allTextContents()

			await pager.getByRole('link', { name: 'Next' }).click()
			await expect(page).toHaveURL(/[?&]page=2(&|$)/)
			await expect(pager).toContainText(`Page 2 of ${pages}`)
			await expect(cards(page)).toHaveCount(pages > 2 ? PAGE_SIZE : total - PAGE_SIZE)
			const second = await cards(page).getByRole('heading').allTextContents()
			expect(second.filter((t) => first.includes(t))).toEqual([])

			await pager.getByRole('link', { name: 'Previous' }).click()
			await expect(pager).toContainText(`Page 1 of ${pages}`)
			await expect(page).not.toHaveURL(/page=/)
			expect(await cards(page).getByRole('heading').allTextContents()).toEqual(first)

			// The last page has the rest, and no Next.
			await visit(page, `/browse?page=${pages}`, mode.javaScriptEnabled)
			await expect(pager).toContainText(`Page ${pages} of ${pages}`)
			await expect(cards(page)).toHaveCount(total - (pages - 1) * PAGE_SIZE)
			await expect(pager.getByRole('link', { name: 'Next' })).toHaveCount(0)
		})

		test('no match shows an empty state with Clear search', async ({ page }) => {
			await visit(page, '/browse?q=zzqxvjk', mode.javaScriptEnabled)
			await expect(countLine(page)).toHaveText('0 items found matching “zzqxvjk”')
			await expect(page.getByText('No items match your search.')).toBeVisible()
			await page.getByRole('link', { name: 'Clear search' }).click()
			await expect(page).toHaveURL('/browse')
			await expect(cards(page)).toHaveCount(PAGE_SIZE)
		})
	})
}
