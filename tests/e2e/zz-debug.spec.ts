import { test } from '@playwright/test'
test('dbg', async ({ page }) => {
	await page.setViewportSize({ width: 320, height: 640 })
	await page.goto('/browse?view=list')
	const out = await page.evaluate(() => [...document.querySelectorAll('body *')].filter((e) => e.getBoundingClientRect().right > 321).slice(0, 8).map((e) => `${e.tagName}.${e.className} ${Math.round(e.getBoundingClientRect().left)}-${Math.round(e.getBoundingClientRect().right)} minw=${getComputedStyle(e).minWidth}`))
	console.log(out.join('\n'))
})
