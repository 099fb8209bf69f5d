// What a returning visitor's phone downloads (issue 13 §5), for `npm run budget`: a first visit opens the home page,
// goes to Browse and opens three listings (the service worker installs meanwhile); days later a second visit, in the
// same browser, takes the same tour. Counted on the wire between the browser and the server (a proxy in between):
// every byte the server sends, headers included.
import net from 'node:net'
import { chromium, type BrowserContext, type Page, type Request } from '@playwright/test'

/** DESIGN.md §7 (issue 26): the first-time buyer's tour, service worker included, and the same tour again. */
export const TOUR_BUDGET = { first: 150 * 1024, second: 20 * 1024 }

/** What a response is, for the breakdown. */
function kindOf(request: Request) {
	const { pathname } = new URL(request.url())
	if (pathname === '/sw.js') return 'service worker script'
	if (pathname.startsWith('/photos/')) return 'photos'
	if (pathname.startsWith('/assets/')) return `${pathname.endsWith('.css') ? 'stylesheet' : 'scripts'}${request.serviceWorker() ? ' (fetched by the worker)' : ''}`
	if (pathname.endsWith('.data')) return 'page data'
	if (request.resourceType() === 'document') return 'pages (HTML)'
	return 'other'
}

/**
 * Bytes by kind, as the browser reports each response that came over the network (headers included): the proxy's
 * total is the measure, this says where it went. Answers from the worker's caches cost nothing and are left out.
 */
function bytesByKind(context: BrowserContext) {
	let byKind: Record<string, number> = {}
	context.on('requestfinished', (request) => {
		void (async () => {
			const response = await request.response()
			if (!response || response.fromServiceWorker()) return
			const sizes = await request.sizes().catch(() => null)
			if (!sizes) return
			const kind = kindOf(request)
			byKind[kind] = (byKind[kind] ?? 0) + sizes.responseHeadersSize + sizes.responseBodySize
		})()
	})
	return {
		take() {
			const taken = byKind
			byKind = {}
			return taken
		},
	}
}

/** A TCP proxy to `port` that counts the bytes the server sends back. */
async function countingProxy(port: number) {
	let received = 0
	const sockets = new Set<net.Socket>()
	const proxy = net.createServer((client) => {
		const upstream = net.connect(port, '127.0.0.1')
		for (const socket of [client, upstream]) {
			sockets.add(socket)
			socket.on('close', () => sockets.delete(socket))
			socket.on('error', () => socket.destroy())
		}
		upstream.on('data', (chunk: Buffer) => {
			received += chunk.length
		})
		client.pipe(upstream).pipe(client)
	})
	await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve))
	return {
		url: `http://127.0.0.1:${(proxy.address() as net.AddressInfo).port}`,
		take() {
			const bytes = received
			received = 0
			return bytes
		},
		close: () => {
			for (const socket of sockets) socket.destroy()
			return new Promise((resolve) => proxy.close(resolve))
		},
	}
}

/** The page and what it asked for next (lazy photos near the screen start after layout) have all arrived. */
async function settled(page: Page) {
	await page.waitForLoadState('networkidle')
	await page.waitForTimeout(1000)
	await page.waitForLoadState('networkidle')
}

/** Home, then Browse from its "View All", then the first three listings on Browse, each by tapping its link. */
async function tour(context: BrowserContext, url: string) {
	const page = await context.newPage()
	await page.goto(url)
	await settled(page)
	// The service worker: registered after load; ready once its precache is stored (a worker that never installs fails
	// the budget rather than hanging it).
	const ready = await page.evaluate(() =>
		Promise.race([navigator.serviceWorker.ready.then(() => true), new Promise<boolean>((resolve) => setTimeout(resolve, 60_000, false))]),
	)
	if (!ready) throw new Error(`the service worker did not install within 60 s on ${page.url()}`)
	await page.getByRole('link', { name: 'View All' }).first().click()
	await page.waitForURL('**/browse')
	await settled(page)
	for (let i = 0; i < 3; i++) {
		await page.locator('.card h3 a').nth(i).click()
		await page.waitForURL('**/listings/*')
		await settled(page)
		await page.goBack()
		await page.waitForURL('**/browse')
		await settled(page)
	}
	await page.close()
}

/** Bytes of a first and of a second visit, on a phone-sized screen in Debian's Chromium: on the wire, and by kind. */
export async function visitsWithServiceWorker(serverPort: number) {
	const proxy = await countingProxy(serverPort)
	const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] })
	try {
		const context = await browser.newContext({ viewport: { width: 360, height: 740 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true })
		const kinds = bytesByKind(context)
		await tour(context, proxy.url)
		const first = { total: proxy.take(), byKind: kinds.take() }
		await tour(context, proxy.url)
		return { first, second: { total: proxy.take(), byKind: kinds.take() } }
	} finally {
		await browser.close()
		await proxy.close()
	}
}
