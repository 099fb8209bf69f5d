// `npm run budget`'s photo figures (issue 26), as Debian's Chromium fetches them on a 360x740 phone at DPR 2: the card
// photos of `/` and `/browse` (scrolled to the end, so every lazy one loads), and what a listing page fetches on open.
import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { chromium, type Browser } from '@playwright/test'
import { ssim } from './ssim.ts'

export type PhotoFetch = { url: string; type: string; bytes: number }

/** Every /photos/ response a page gets on open (and, with `scroll`, while scrolled to its end). */
async function photosFetched(browser: Browser, url: string, { scroll = false } = {}) {
	const context = await browser.newContext({ viewport: { width: 360, height: 740 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true })
	try {
		const page = await context.newPage()
		const fetched: Promise<PhotoFetch>[] = []
		page.on('response', (response) => {
			if (!new URL(response.url()).pathname.startsWith('/photos/')) return
			fetched.push(response.body().then((body) => ({ url: new URL(response.url()).pathname, type: response.headers()['content-type'] ?? '', bytes: body.length })))
		})
		await page.goto(url)
		await page.waitForLoadState('networkidle')
		if (scroll) {
			await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
			await page.waitForLoadState('networkidle')
		}
		await page.waitForTimeout(500)
		return await Promise.all(fetched)
	} finally {
		await context.close()
	}
}

/** The photo's stored original at the size of one of its variants (the same resize), as the SSIM reference. */
async function reference(uploadsDir: string, photoPath: string, encoded: Buffer) {
	const [, , id] = photoPath.split('/')
	const { width, height } = await sharp(encoded).metadata()
	return sharp(path.join(uploadsDir, id!, 'original.jpg')).resize(width, height, { fit: 'fill' }).png().toBuffer()
}

export async function photoFigures({ serverUrl, uploadsDir, listingPath }: { serverUrl: string; uploadsDir: string; listingPath: string }) {
	const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] })
	try {
		const cards = [...(await photosFetched(browser, `${serverUrl}/`, { scroll: true })), ...(await photosFetched(browser, `${serverUrl}/browse`, { scroll: true }))]
		const listing = await photosFetched(browser, `${serverUrl}${listingPath}`)
		const first = listing[0]
		let firstPhoto = null
		if (first) {
			const avif = Buffer.from(await (await fetch(`${serverUrl}${first.url}`)).arrayBuffer())
			const webp = Buffer.from(await (await fetch(`${serverUrl}${first.url.replace(/\.\w+$/, '.webp')}`)).arrayBuffer())
			const ref = await reference(uploadsDir, first.url, avif)
			firstPhoto = { ...first, webpBytes: webp.length, ssim: await ssim(ref, avif), webpSsim: await ssim(ref, webp) }
		}
		return { cards, listing, firstPhoto }
	} finally {
		await browser.close()
	}
}

/** The stored originals' folder of a throwaway server's data directory. */
export function uploadsOf(dataDir: string) {
	const dir = path.join(dataDir, 'uploads')
	if (!fs.existsSync(dir)) throw new Error(`no uploads folder in ${dataDir}`)
	return dir
}
