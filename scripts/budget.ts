// `npm run budget`: measures DESIGN.md §7 on the production build with the demo seed, and fails above budget.
import fs from 'node:fs'
import path from 'node:path'
import { brotliCompressSync } from 'node:zlib'
import { startThrowawayServer } from './throwaway-server.ts'
import { sharedBytes, visitBytes } from './page-bytes.ts'
import { TOUR_BUDGET, visitsWithServiceWorker } from './second-visit.ts'
import { timesToInteractive } from './time-to-interactive.ts'
import { photoFigures, uploadsOf } from './photo-budget.ts'

const KB = 1024
const BUDGET = { firstResponse: 14 * KB, thumb: 12 * KB }
/**
 * Issue 26's goals not reached yet (BENCHMARKS.md says why), each with the ceiling it fails above meanwhile: where it
 * stands now plus a little, so nothing grows back while the work goes on. A figure over its goal prints `GOAL`.
 * React 19 + React Router 8 alone are 93 KB of every page's scripts, and take 1.9 s to arrive at 400 kbps.
 */
const GOALS = {
	jsTotal: { goal: 100 * KB, ceiling: 120 * KB },
	jsOwn: { goal: 20 * KB, ceiling: 24 * KB },
	/** Milliseconds from navigation to hydration on slow 3G (400 kbps, 400 ms, 4x CPU), first visit. */
	interactive: { goal: 3000, ceiling: 8000 },
	firstTour: { goal: TOUR_BUDGET.first, ceiling: 270 * KB },
}
/** Issue 13 §4: /browse on a repeat visit (Osclass's is 6.8 KB); other pages' repeat visits are reported. */
const REPEAT_VISIT: Record<string, number> = { '/browse': 6 * KB }
/** Issue 26: the listing's first photo (AVIF) at least 25% lighter than today's WebP of it, at no lower SSIM. */
const FIRST_PHOTO_SAVING = 0.25
const SSIM_TOLERANCE = 0.005
const ASSETS = path.resolve('build/client')

if (!fs.existsSync(path.join(ASSETS, 'assets'))) {
	console.error('No production build: run `npm run build` first.')
	process.exit(1)
}

function brotliSize(urlPath: string) {
	const file = path.join(ASSETS, urlPath)
	return fs.existsSync(`${file}.br`) ? fs.statSync(`${file}.br`).size : brotliCompressSync(fs.readFileSync(file)).length
}

/** Every script a page loads: module scripts, modulepreloads and the route modules its inline script imports. */
function scriptsOf(html: string) {
	const found = new Set<string>()
	for (const m of html.matchAll(/<(?:script[^>]*\bsrc|link[^>]*rel="modulepreload"[^>]*\bhref)="(\/assets\/[^"]+\.js)"/g)) found.add(m[1]!)
	for (const m of html.matchAll(/import[^"]*"(\/assets\/[^"]+\.js)"/g)) found.add(m[1]!)
	return [...found]
}

/** Scripts each chunk imports statically, so the whole graph a route needs is counted. */
function withImports(files: string[]) {
	const all = new Set(files)
	const queue = [...files]
	while (queue.length) {
		const file = queue.pop()!
		const source = fs.readFileSync(path.join(ASSETS, file), 'utf8')
		for (const m of source.matchAll(/from\s*"\.\/([^"]+\.js)"|import\s*"\.\/([^"]+\.js)"/g)) {
			const dep = `/assets/${m[1] ?? m[2]}`
			if (!all.has(dep)) {
				all.add(dep)
				queue.push(dep)
			}
		}
	}
	return [...all]
}

// BUDGET_PORT lets two checkouts measure side by side.
const port = Number(process.env.BUDGET_PORT ?? 3110)
// The second-visit tour reaches the server through a byte-counting proxy on another port: with PUBLIC_URL set, the
// server checks the proxy's Host for syntax only, as behind any production proxy.
const server = await startThrowawayServer({ dir: '.tmp/budget', port, env: { PUBLIC_URL: `http://127.0.0.1:${port}` } })
const failures: string[] = []
const rows: string[] = []
function check(label: string, value: number, limit: number, unit = 'bytes') {
	const ok = value <= limit
	rows.push(`${ok ? 'ok  ' : 'OVER'} ${label.padEnd(44)} ${String(value).padStart(7)} ${unit} (budget ${limit})`)
	if (!ok) failures.push(label)
}
function goal(label: string, value: number, { goal, ceiling }: { goal: number; ceiling: number }, unit = 'bytes') {
	const ok = value <= ceiling
	rows.push(`${!ok ? 'OVER' : value <= goal ? 'ok  ' : 'GOAL'} ${label.padEnd(44)} ${String(value).padStart(7)} ${unit} (goal ${goal}, fails above ${ceiling})`)
	if (!ok) failures.push(label)
}
function info(label: string, value: number, note = '') {
	rows.push(`     ${label.padEnd(44)} ${String(value).padStart(7)} bytes${note ? ` (${note})` : ''}`)
}

try {
	const listings = (await (await fetch(`${server.url}/api/listings?status=PUBLISHED&limit=1`)).json()) as { id: number }[]
	const pages = ['/', '/browse', `/listings/${listings[0]!.id}`]
	for (const page of pages) {
		// Each the page's first render on this server: compressed at the per-request level, as every uncached page is.
		const wire = await visitBytes(`${server.url}${page}`)
		if (wire.encoding !== 'br') failures.push(`${page} was not served with brotli`)
		check(`first response ${page} (brotli)`, wire.first, BUDGET.firstResponse)
		// A repeat visit sends the cookie the first one set: the stylesheet is linked (the browser has the file).
		const repeat = `repeat visit ${page} (brotli, css cookie)`
		if (REPEAT_VISIT[page]) check(repeat, wire.repeat, REPEAT_VISIT[page])
		else info(repeat, wire.repeat)
		info(`  the same from the page cache (brotli 11)`, await sharedBytes(`${server.url}${page}`, { cookie: wire.cookie }), 'what a crowd gets')
		// In Swahili (issue 13 §3: the byte budgets hold in both languages).
		const swahili = await visitBytes(`${server.url}${page}`, 'sw-KE,sw;q=0.9')
		check(`first response ${page} in Swahili (brotli)`, swahili.first, BUDGET.firstResponse)
		info(`repeat visit ${page} in Swahili (brotli, css cookie)`, swahili.repeat)

		const html = await (await fetch(`${server.url}${page}`)).text()
		const scripts = withImports(scriptsOf(html))
		const total = scripts.reduce((sum, s) => sum + brotliSize(s), 0)
		const own = scripts.filter((s) => !path.basename(s).startsWith('vendor-')).reduce((sum, s) => sum + brotliSize(s), 0)
		goal(`JavaScript ${page} (brotli, all)`, total, GOALS.jsTotal)
		goal(`JavaScript ${page} (brotli, Soko's own)`, own, GOALS.jsOwn)

		for (const [how, headers] of [
			['Save-Data: on', { 'save-data': 'on' }],
			['Lite mode cookie', { cookie: 'lite=1' }],
			['ECT: 2g', { ect: '2g' }],
		] as const) {
			const lite = await (await fetch(`${server.url}${page}`, { headers })).text()
			check(`scripts in Lite mode ${page} (${how})`, (lite.match(/<script/g) ?? []).length, 0, 'tags')
		}
	}

	// Issue 26: interactive on slow 3G (scripts/time-to-interactive.ts: the median of three first visits each).
	const interactive = await timesToInteractive(pages.map((page) => `${server.url}${page}`))
	for (const [i, page] of pages.entries()) goal(`interactive on slow 3G ${page} (first visit)`, interactive[i]!, GOALS.interactive, 'ms')

	const photos = await photoFigures({ serverUrl: server.url, uploadsDir: uploadsOf('.tmp/budget'), listingPath: pages[2]! })
	const notAvif = photos.cards.filter((p) => p.type !== 'image/avif')
	check('card photos Chromium fetched that are not AVIF', notAvif.length, 0, 'photos')
	check(`largest card thumbnail of ${photos.cards.length} as Chromium fetches it (AVIF)`, Math.max(0, ...photos.cards.map((p) => p.bytes)), BUDGET.thumb)
	check(`photos a listing page fetches on open (360x740)`, photos.listing.length, 1, 'photos')
	if (!photos.firstPhoto) failures.push('the listing page fetched no photo')
	else {
		const { url, bytes, webpBytes, ssim, webpSsim } = photos.firstPhoto
		check(`listing's first photo ${path.basename(url)} (${(1 - FIRST_PHOTO_SAVING) * 100}% of its WebP's ${webpBytes})`, bytes, Math.floor(webpBytes * (1 - FIRST_PHOTO_SAVING)))
		rows.push(`${ssim >= webpSsim - SSIM_TOLERANCE ? 'ok  ' : 'OVER'}   its SSIM ${ssim.toFixed(4)}, the WebP's ${webpSsim.toFixed(4)} (equal within ${SSIM_TOLERANCE})`)
		if (ssim < webpSsim - SSIM_TOLERANCE) failures.push('first photo SSIM below its WebP')
	}

	// Issue 13 §5: home, Browse and three listings, again, with the service worker installed by the first time.
	const visits = await visitsWithServiceWorker(port)
	goal('first visit with its service worker install (home, Browse, 3 listings)', visits.first.total, GOALS.firstTour)
	for (const [kind, bytes] of Object.entries(visits.first.byKind)) info(`  of which ${kind}`, bytes)
	// Once more in a new browser when over: one CI run in many re-fetched 31 KB of photos (13.6 KB in every other run
	// here, the app unchanged between them); a real regression is over both times. Both are printed.
	const second = visits.second.total <= TOUR_BUDGET.second ? visits.second : (await visitsWithServiceWorker(port)).second
	if (second !== visits.second) info('second visit, first try (over: measured again)', visits.second.total)
	check('second visit (the same tour, service worker installed)', second.total, TOUR_BUDGET.second)
	for (const [kind, bytes] of Object.entries(second.byKind)) info(`  of which ${kind}`, bytes)
} finally {
	await server.stop()
}

console.log(rows.join('\n'))
if (failures.length) {
	console.error(`\nOver budget: ${failures.join('; ')}`)
	process.exit(1)
}
console.log('\nAll budgets met.')
