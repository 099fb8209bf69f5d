import type { Page } from '@playwright/test'
import { expect, test } from './test.ts'
import { MODES, visit } from './helpers.ts'

/** What styles the page: the inlined sheet, or the linked file (its address), as the HTML came from the server. */
function stylesheetOf(page: Page) {
	return page.evaluate(() => ({
		inline: [...document.querySelectorAll('head style')].some((s) => s.textContent?.includes('--green')),
		linked: document.querySelector<HTMLLinkElement>('head link[rel="stylesheet"][href^="/assets/app-"]')?.getAttribute('href') ?? null,
		prefetch: document.querySelector<HTMLLinkElement>('head link[rel="prefetch"][href^="/assets/app-"]')?.getAttribute('href') ?? null,
	}))
}

/** The header's logo, green and bold only when the app's stylesheet applies. */
function logoStyle(page: Page) {
	return page.getByRole('link', { name: 'Soko home' }).evaluate((a) => `${getComputedStyle(a).color} ${getComputedStyle(a).fontWeight}`)
}

for (const { name, javaScriptEnabled } of MODES) {
	test.describe(name, () => {
		test.use({ javaScriptEnabled })

		test('the first page inlines the stylesheet and prefetches its file; the next pages link the file, styled the same', async ({ page, context }) => {
			await visit(page, '/browse', javaScriptEnabled)
			const first = await stylesheetOf(page)
			expect(first.inline).toBe(true)
			expect(first.linked).toBeNull()
			expect(first.prefetch).toMatch(/^\/assets\/app-[\w-]+\.css$/)
			const cookie = (await context.cookies()).find((c) => c.name === 'css')
			expect(cookie?.value).toBe(first.prefetch!.split('/').pop())
			const styled = await logoStyle(page)
			expect(styled).toBe('rgb(11, 107, 53) 800')

			await visit(page, '/', javaScriptEnabled)
			const next = await stylesheetOf(page)
			expect(next).toEqual({ inline: false, linked: first.prefetch, prefetch: null })
			expect(await logoStyle(page)).toBe(styled)
			const file = await page.request.get(first.prefetch!)
			expect(file.headers()['cache-control']).toBe('public, max-age=31536000, immutable')

			// A client-side navigation (with JS) keeps the linked sheet: React leaves the server's <head> additions alone.
			await page.getByRole('link', { name: 'View All' }).first().click()
			await expect(page).toHaveURL('/browse')
			expect((await stylesheetOf(page)).linked).toBe(first.prefetch)
			expect(await logoStyle(page)).toBe(styled)
		})
	})
}

test('a cookie naming an older stylesheet gets it inline again, and the new name', async ({ page, context, baseURL }) => {
	await context.addCookies([{ name: 'css', value: 'app-0ld.css', url: baseURL! }])
	await visit(page, '/browse', true)
	expect((await stylesheetOf(page)).inline).toBe(true)
	expect((await context.cookies()).find((c) => c.name === 'css')?.value).toMatch(/^app-[\w-]+\.css$/)
	expect((await context.cookies()).find((c) => c.name === 'css')?.value).not.toBe('app-0ld.css')
})

test("each variant has its own ETag: a repeat visit revalidating the first visit's page gets the linked page, then 304s", async ({ playwright, baseURL }) => {
	// A fresh context: no cookie yet, as a first visit.
	const request = await playwright.request.newContext({ baseURL })
	const first = await request.get('/browse?etag-check')
	const inlineTag = first.headers()['etag']!
	expect(first.headers()['set-cookie']).toMatch(/^css=app-[\w-]+\.css;/)
	expect(await first.text()).toContain('<style>')
	// The cookie is kept by the request context: the next request is a repeat visit.
	const repeat = await request.get('/browse?etag-check', { headers: { 'if-none-match': inlineTag } })
	expect(repeat.status()).toBe(200)
	expect(await repeat.text()).toMatch(/<link rel="stylesheet" href="\/assets\/app-[\w-]+\.css"\/>/)
	const linkTag = repeat.headers()['etag']!
	expect(linkTag).not.toBe(inlineTag)
	expect((await request.get('/browse?etag-check', { headers: { 'if-none-match': linkTag } })).status()).toBe(304)
	await request.dispose()
})
