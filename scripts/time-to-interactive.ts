// Time to interactive on slow 3G, for `npm run budget` (DESIGN.md §7, issue 26): a first visit (a fresh browser
// context, nothing cached) on a phone-sized screen, the network throttled to 400 kbps each way with 400 ms round trips
// and the CPU slowed 4x, timed from the navigation's start to the moment hydration has finished: the `hydrated`
// performance mark app/entry.client.tsx sets once every component's effects have run, so every button works.
import { chromium } from '@playwright/test'

const SLOW_3G = { offline: false, latency: 400, downloadThroughput: 400_000 / 8, uploadThroughput: 400_000 / 8 }
const CPU_SLOWDOWN = 4

/** Milliseconds from navigation start to hydration for each url, each the median of `runs` first visits. */
export async function timesToInteractive(urls: string[], runs = 3) {
	const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] })
	try {
		const times: number[] = []
		for (const url of urls) {
			const each: number[] = []
			for (let i = 0; i < runs; i++) {
				const context = await browser.newContext({ viewport: { width: 360, height: 740 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true })
				const page = await context.newPage()
				const cdp = await context.newCDPSession(page)
				await cdp.send('Network.enable')
				await cdp.send('Network.emulateNetworkConditions', SLOW_3G)
				await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
				await page.goto(url, { waitUntil: 'commit' })
				// Polled slowly: the poll itself runs on the throttled CPU.
				const handle = await page.waitForFunction(() => performance.getEntriesByName('hydrated')[0]?.startTime, undefined, { polling: 250, timeout: 60_000 })
				each.push(Math.round((await handle.jsonValue()) as number))
				await context.close()
			}
			times.push(each.sort((a, b) => a - b)[Math.floor(each.length / 2)]!)
		}
		return times
	} finally {
		await browser.close()
	}
}
