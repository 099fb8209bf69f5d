import { expect, test } from './test.ts'
import { testAddress, waitForHydration } from './helpers.ts'

/**
 * Issue 26: Lite mode chooses itself on a slow line. Every page asks for the ECT, Downlink and Save-Data client hints;
 * on a 2G line (ECT 2g or slow-2g) pages come without scripts, with a line saying so and a "Full version" button that
 * is remembered; a 4G line gets scripts. Raw requests (Node's fetch) stand for a browser that sends the hints.
 */

let unique = 0
const fresh = (path: string) => `${path}${path.includes('?') ? '&' : '?'}v=${Date.now()}-${++unique}`
const LINE = 'Slow connection: Lite mode.'

async function get(baseURL: string, path: string, headers: Record<string, string>) {
	const res = await fetch(baseURL + path, { headers: { 'x-forwarded-for': testAddress(), ...headers } })
	return { headers: res.headers, body: await res.text() }
}
const scripts = (body: string) => (body.match(/<script/g) ?? []).length

test('every page asks for the hints and varies on those that decide; ECT 2g gets no scripts and the line, ECT 4g gets scripts', async ({ baseURL }) => {
	const path = fresh('/browse')
	const slow = await get(baseURL!, path, { ect: '2g', downlink: '0.25' })
	expect(slow.headers.get('accept-ch')).toBe('ECT, Downlink, Save-Data')
	expect(slow.headers.get('vary')).toMatch(/\bECT\b/)
	expect(slow.headers.get('vary')).toMatch(/\bSave-Data\b/)
	expect(slow.headers.get('vary')).toMatch(/\bCookie\b/)
	expect(scripts(slow.body)).toBe(0)
	expect(slow.body).toContain(LINE)
	// The same address right after (the page cache keeps pages 10 s): a 4G line is not served the 2G page, nor back.
	const fast = await get(baseURL!, path, { ect: '4g', downlink: '10' })
	expect(scripts(fast.body)).toBeGreaterThan(0)
	expect(fast.body).not.toContain(LINE)
	for (const ect of ['slow-2g', '2g']) {
		const again = await get(baseURL!, path, { ect })
		expect(scripts(again.body), ect).toBe(0)
		expect(again.body, ect).toContain(LINE)
	}
	expect(scripts((await get(baseURL!, path, { ect: '3g' })).body)).toBeGreaterThan(0)
	// Save-Data comes to Lite by itself too; "Full version" (lite=0) beats the line; Lite chosen shows no line.
	expect((await get(baseURL!, path, { 'save-data': 'on' })).body).toContain(LINE)
	const full = await get(baseURL!, path, { ect: '2g', cookie: 'lite=0' })
	expect(scripts(full.body)).toBeGreaterThan(0)
	expect(full.body).not.toContain(LINE)
	const chosen = await get(baseURL!, path, { ect: '4g', cookie: 'lite=1' })
	expect(scripts(chosen.body)).toBe(0)
	expect(chosen.body).not.toContain(LINE)
})

test.describe('on a 2G line', () => {
	test.use({ extraHTTPHeaders: { ECT: '2g' } })

	test('pages come without scripts and say so; "Full version" brings scripts back on this and the next page, remembered', async ({ page }) => {
		await page.goto('/browse?q=sofa')
		await expect(page.getByText(LINE)).toBeVisible()
		await expect(page.locator('script')).toHaveCount(0)
		await expect(page.getByRole('contentinfo').getByRole('button', { name: 'Lite mode: On' })).toBeVisible()
		await page.getByRole('button', { name: 'Full version' }).click()
		await expect(page).toHaveURL('/browse?q=sofa')
		await waitForHydration(page)
		expect(await page.locator('script').count()).toBeGreaterThan(0)
		await expect(page.getByText(LINE)).toHaveCount(0)
		await expect(page.getByRole('contentinfo').getByRole('button', { name: 'Lite mode: Off' })).toBeVisible()
		// The hint is still sent; the choice stands on the next page, loaded whole.
		await page.goto('/')
		await waitForHydration(page)
		expect(await page.locator('script').count()).toBeGreaterThan(0)
		await expect(page.getByText(LINE)).toHaveCount(0)
	})

	test('in Swahili too', async ({ page, context, baseURL }) => {
		await context.addCookies([{ name: 'lang', value: 'sw', url: baseURL! }])
		await page.goto('/')
		await expect(page.getByText('Mtandao wa polepole: hali nyepesi.')).toBeVisible()
		await expect(page.getByRole('button', { name: 'Toleo kamili' })).toBeVisible()
	})
})

test('a page running scripts whose line turns 2G loads the next page whole, and so in Lite mode', async ({ page }) => {
	await page.goto('/')
	await waitForHydration(page)
	await page.setExtraHTTPHeaders({ ECT: '2g' })
	await page.getByRole('link', { name: 'View All' }).first().click()
	await expect(page).toHaveURL(/\/browse/)
	await expect(page.getByText(LINE)).toBeVisible()
	await expect(page.locator('script')).toHaveCount(0)
})
