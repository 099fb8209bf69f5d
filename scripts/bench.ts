// `npm run bench` (after `npm run build`): DESIGN.md §7's server budgets, all on 127.0.0.1 -- `/browse` on an empty and on a
// 100,000-listing database (through the page cache and uncached), search latency over 100,000 listings, ETag/304.
import fs from 'node:fs'
import os from 'node:os'
import { spawnSync } from 'node:child_process'
import { createRequire } from 'node:module'
import { browseListings } from '#app/domain/listings.server.ts'
import { parseBrowseQuery } from '#app/domain/browse-query.ts'
import { openDatabase } from '#db/database.ts'
import { startThrowawayServer, type ThrowawayServer } from './throwaway-server.ts'

const BUDGET = { browseLossPercent: 10, searchP95Ms: 10 }
const DIR = '.tmp/bench'
const BIG_DB = `${DIR}/soko.db`
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const WARMUP_SECONDS = 2
const CONNECTIONS = 20
const SEARCH_QUERIES = 200
// What a browser sends: pages go out brotli-compressed, as they are served.
const HEADERS = { 'accept-encoding': 'gzip, deflate, br', accept: 'text/html' }
// React picks its development build unless NODE_ENV=production: measure what production runs.
const PRODUCTION = { NODE_ENV: 'production', SESSION_SECRET: 'bench-only-secret-not-for-use' }

if (!fs.existsSync('build/server/index.js')) {
	console.error('No production build: run `npm run build` first.')
	process.exit(1)
}

/* autocannon ships no types: the part of its API used here. */
type Histogram = { average: number; p50: number; p97_5: number; p99: number; max: number; total: number }
type CannonRequest = { method?: string; path?: string; headers?: Record<string, string> }
type CannonResult = {
	requests: Histogram
	latency: Histogram
	throughput: Histogram
	errors: number
	timeouts: number
	non2xx: number
	statusCodeStats: Record<string, { count: number }>
	duration: number
}
type CannonOptions = {
	url: string
	connections: number
	duration: number
	headers?: Record<string, string>
	requests?: (CannonRequest & { setupRequest?: (req: CannonRequest) => CannonRequest })[]
}
const autocannon = createRequire(import.meta.url)('autocannon') as (options: CannonOptions) => Promise<CannonResult>

type Load = { label: string; rps: number; p50: number; p975: number; p99: number; statuses: string; kbPerResponse: number }
const loads: Load[] = []
const notes: string[] = []
const failures: string[] = []
const started = performance.now()
const loadBefore = os.loadavg()[0]!
const elapsed = () => `${((performance.now() - started) / 1000).toFixed(0)} s`.padStart(5)

/** Path for a request; `unique` appends a parameter that browse ignores, so every request misses the page cache. */
function pathFor(base: string, unique: boolean) {
	let n = 0
	const sep = base.includes('?') ? '&' : '?'
	return unique ? () => `${base}${sep}_=${++n}` : () => base
}

async function load(server: ThrowawayServer, label: string, base: string, { unique = false, headers = {} as Record<string, string>, seconds = SECONDS } = {}) {
	const next = pathFor(base, unique)
	const options = (duration: number): CannonOptions => ({
		url: server.url,
		connections: CONNECTIONS,
		duration,
		headers: { ...HEADERS, ...headers },
		requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: next() }) }],
	})
	await autocannon(options(WARMUP_SECONDS))
	// The server finishes what the warm-up left in flight before the measured run starts.
	await fetch(`${server.url}/healthz`)
	await new Promise((resolve) => setTimeout(resolve, 250))
	const r = await autocannon(options(seconds))
	const statuses = Object.entries(r.statusCodeStats)
		.map(([code, { count }]) => `${code}×${count}`)
		.join(' ')
	const row = {
		label,
		rps: r.requests.average,
		p50: r.latency.p50,
		p975: r.latency.p97_5,
		p99: r.latency.p99,
		statuses: `${statuses}${r.errors ? ` errors×${r.errors}` : ''}${r.timeouts ? ` timeouts×${r.timeouts}` : ''}`,
		kbPerResponse: r.throughput.total / Math.max(1, Object.values(r.statusCodeStats).reduce((s, c) => s + c.count, 0)) / 1024,
	}
	loads.push(row)
	console.log(`${elapsed()}  ${label.padEnd(52)} ${row.rps.toFixed(0).padStart(6)} req/s  p50 ${row.p50} ms  p97.5 ${row.p975} ms  p99 ${row.p99} ms  [${row.statuses}]`)
	return row
}

/** What a /browse page shows: its count line and its cards, to check that the cache-busting parameter changes nothing. */
async function browseFingerprint(server: ThrowawayServer, path: string) {
	const html = await (await fetch(`${server.url}${path}`)).text()
	const count = /<[^>]*>([\d,]+ items? found[^<]*)</.exec(html)?.[1] ?? '(no count line)'
	const cards = [...html.matchAll(/href="\/listings\/(\d+)"/g)].map((m) => m[1]).join(',')
	return `${count} | ${cards}`
}

async function browseRuns(server: ThrowawayServer, name: string) {
	const [plain, busted] = [await browseFingerprint(server, '/browse'), await browseFingerprint(server, '/browse?_=check')]
	if (plain !== busted) throw new Error(`/browse?_=… does not show what /browse shows (${name}): the uncached run would measure another page`)
	const cached = await load(server, `/browse, ${name}, page cache (normal path)`, '/browse')
	const uncached = await load(server, `/browse, ${name}, uncached, brotli`, '/browse', { unique: true })
	const raw = await load(server, `/browse, ${name}, uncached, uncompressed`, '/browse', { unique: true, headers: { 'accept-encoding': 'identity' } })
	return { cached, uncached, raw, fingerprint: plain }
}

async function withServer<T>(options: Parameters<typeof startThrowawayServer>[0], run: (server: ThrowawayServer) => Promise<T>) {
	const server = await startThrowawayServer({ ...options, env: { ...PRODUCTION, ...options.env } })
	try {
		return await run(server)
	} finally {
		await server.stop()
	}
}

// --- The 100,000-listing database -------------------------------------------------------------------------------------

if (!fs.existsSync(BIG_DB)) {
	console.log(`${elapsed()}  making ${BIG_DB} with scripts/seed-scale.ts (100,000 listings)…`)
	const seeded = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/seed-scale.ts', BIG_DB, `${DIR}/uploads`], { stdio: 'inherit' })
	if (seeded.status !== 0) throw new Error('seed-scale failed')
}

// --- Search latency, on the domain function, before any server competes for the CPU ----------------------------------

/** Query mix: mostly the words buyers type, some rare or absent ones, some two-letter prefixes (each class reported apart). */
const SEARCH_CLASSES = {
	common: {
		share: 0.75,
		words: [
			'samsung', 'sofa', 'toyota', 'iphone', 'bed', 'phone', 'shoes', 'gas cooker', 'laptop', 'tv', 'fridge', 'bicycle',
			'guitar', 'kitenge dress', 'maasai', 'leather', 'hp elitebook', 'mvule', 'school', 'charger', 'mattress', 'books',
			'baby', 'table',
		],
	},
	rare: { share: 0.125, words: ['accordion', 'zanzibar', 'xylophone', 'kiondo', 'typewriter', 'nokia 3310'] },
	prefix: { share: 0.125, words: ['sa', 'ph', 'to', 'be', 'so', 'ch'] },
} as const
type SearchClass = keyof typeof SEARCH_CLASSES
const CATEGORY_FILTERS = [undefined, undefined, 'electronics', 'home-garden', 'automotive', 'clothing']
const SORTS = ['newest', 'newest', 'oldest', 'price-low', 'price-high']

/** A fixed, varied list: every word, with and without a category, under every sort, now and then a later page. */
function searchQueries() {
	let seed = 42
	const rand = (n: number) => {
		seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31
		return seed % n
	}
	return Object.entries(SEARCH_CLASSES).flatMap(([kind, { share, words }]) =>
		Array.from({ length: Math.round(SEARCH_QUERIES * share) }, (_, i) => {
			const params = new URLSearchParams({ q: words[i % words.length]! })
			const category = CATEGORY_FILTERS[rand(CATEGORY_FILTERS.length)]
			if (category) params.set('category', category)
			params.set('sort', SORTS[rand(SORTS.length)]!)
			if (rand(10) === 0) params.set('page', String(2 + rand(3)))
			return { kind: kind as SearchClass, q: params.toString() }
		}),
	)
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
function stats(ms: number[]) {
	const sorted = [...ms].sort((a, b) => a - b)
	return { n: sorted.length, p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99), max: sorted.at(-1)! }
}

const db = openDatabase(BIG_DB)
const queries = searchQueries()
// One untimed pass first: SQLite's page cache and V8 warm up as they would in a server that has been running.
for (const { q } of queries) await browseListings(db, parseBrowseQuery(new URLSearchParams(q)))
const timings: { kind: SearchClass; q: string; ms: number; total: number }[] = []
for (const { kind, q } of queries) {
	const t0 = performance.now()
	const { total } = await browseListings(db, parseBrowseQuery(new URLSearchParams(q)))
	timings.push({ kind, q, ms: performance.now() - t0, total })
}
await db.destroy()
const search = stats(timings.map((t) => t.ms))
const searchByClass = Object.keys(SEARCH_CLASSES).map((kind) => ({ kind, ...stats(timings.filter((t) => t.kind === kind).map((t) => t.ms)) }))
const ms = (v: number) => v.toFixed(2)
console.log(`${elapsed()}  search, browseListings() over 100,000 listings, ${timings.length} queries: p50 ${ms(search.p50)} ms, p95 ${ms(search.p95)} ms, p99 ${ms(search.p99)} ms`)
for (const c of searchByClass) console.log(`        ${c.kind.padEnd(7)} ${String(c.n).padStart(3)} queries: p50 ${ms(c.p50)} ms, p95 ${ms(c.p95)} ms, max ${ms(c.max)} ms`)
const slowest = [...timings].sort((a, b) => b.ms - a.ms).slice(0, 5)
console.log(`        slowest: ${slowest.map((t) => `${t.q} (${t.total} hits) ${t.ms.toFixed(1)} ms`).join('; ')}`)

// --- /browse over HTTP: empty database, then 100,000 listings ---------------------------------------------------------

const empty = await withServer({ dir: `${DIR}/empty`, port: 3120, fresh: true, env: { SEED_DEMO: 'false' } }, (server) => browseRuns(server, 'empty db'))

let etag = { status: 0, bodyBytes: -1, rps: 0, share: 0 }
const big = await withServer({ dir: DIR, port: 3121, fresh: false, env: { SEED_DEMO: 'false' } }, async (server) => {
	const runs = await browseRuns(server, '100k listings')
	await load(server, 'search /browse?q=samsung, 100k, uncached render', '/browse?q=samsung', { unique: true })
	await load(server, 'search /browse?q=samsung, 100k, page cache', '/browse?q=samsung')

	// ETag/304: a repeat view that sends back the ETag costs headers only.
	const first = await fetch(`${server.url}/browse`, { headers: HEADERS })
	await first.arrayBuffer()
	const tag = first.headers.get('etag')
	if (!tag) throw new Error('/browse has no ETag')
	const again = await fetch(`${server.url}/browse`, { headers: { ...HEADERS, 'if-none-match': tag } })
	const body = Buffer.from(await again.arrayBuffer())
	const run = await load(server, '/browse with If-None-Match (304), 100k', '/browse', { headers: { 'if-none-match': tag } })
	const total = run.statuses.match(/\d+×(\d+)/g)?.reduce((s, m) => s + Number(m.split('×')[1]), 0) ?? 0
	const count304 = Number(/304×(\d+)/.exec(run.statuses)?.[1] ?? 0)
	etag = { status: again.status, bodyBytes: body.length, rps: run.rps, share: total ? count304 / total : 0 }
	console.log(`        repeat GET with If-None-Match: ${again.status}, body ${body.length} bytes; under load ${(etag.share * 100).toFixed(1)}% were 304`)
	return runs
})
if (etag.status !== 304 || etag.bodyBytes !== 0) failures.push(`a repeat GET /browse with If-None-Match answered ${etag.status} with ${etag.bodyBytes} bytes, not an empty 304`)

// A page of 24 cards on a small database: the render cost of the cards, apart from the size of the database.
const demo = await withServer({ dir: `${DIR}/demo`, port: 3122, fresh: true, env: { SEED_DEMO: 'true' } }, (server) => browseRuns(server, 'demo seed (200)'))

// --- Report -----------------------------------------------------------------------------------------------------------

const loss = (from: number, to: number) => ((from - to) / from) * 100
const pct = (v: number) => `${v.toFixed(1)}%`
const verdict = (ok: boolean) => (ok ? 'ok' : '**OVER**')
const cachedLoss = loss(empty.cached.rps, big.cached.rps)
// Like for like: the demo seed shows the same 24 cards as 100,000 listings do, so only the size of the database differs.
const dataLoss = loss(demo.raw.rps, big.raw.rps)

const table = [
	'| Measure | req/s | p50 ms | p97.5 ms | p99 ms | KB/response | Statuses |',
	'|---|---:|---:|---:|---:|---:|---|',
	...loads.map((l) => `| ${l.label} | ${l.rps.toFixed(0)} | ${l.p50} | ${l.p975} | ${l.p99} | ${l.kbPerResponse.toFixed(1)} | ${l.statuses} |`),
]
const budgets = [
	'| Budget (DESIGN.md §7) | Measured | Limit | Verdict |',
	'|---|---:|---:|---|',
	`| /browse req/s lost, empty db → 100k listings, through the page cache (normal path) | ${pct(cachedLoss)} | < ${BUDGET.browseLossPercent}% | ${verdict(cachedLoss < BUDGET.browseLossPercent)} |`,
	`| /browse req/s lost, demo seed (200) → 100k listings, uncached, same 24 cards (the database's share) | ${pct(dataLoss)} | < ${BUDGET.browseLossPercent}% | ${verdict(dataLoss < BUDGET.browseLossPercent)} |`,
	`| search p95, browseListings() over 100k listings (${timings.length} queries) | ${ms(search.p95)} ms | < ${BUDGET.searchP95Ms} ms | ${verdict(search.p95 < BUDGET.searchP95Ms)} |`,
]
const info = [
	'| Also measured (no budget) | Value |',
	'|---|---|',
	`| /browse req/s lost, empty db → 100k, uncached, brotli: the empty page has no cards to render or compress | ${pct(loss(empty.uncached.rps, big.uncached.rps))} |`,
	`| /browse req/s lost, empty db → 100k, uncached, uncompressed | ${pct(loss(empty.raw.rps, big.raw.rps))} |`,
	`| /browse req/s lost, demo seed → 100k, uncached, brotli | ${pct(loss(demo.uncached.rps, big.uncached.rps))} |`,
	`| search p50 / p99 / max, all ${search.n} queries | ${ms(search.p50)} / ${ms(search.p99)} / ${ms(search.max)} ms |`,
	...searchByClass.map((c) => `| search p50 / p95 / max, ${c.n} ${c.kind} queries | ${ms(c.p50)} / ${ms(c.p95)} / ${ms(c.max)} ms |`),
	`| repeat GET /browse with If-None-Match | ${etag.status}, ${etag.bodyBytes}-byte body; ${etag.rps.toFixed(0)} req/s, ${(etag.share * 100).toFixed(1)}% 304 under load |`,
	`| what /browse shows: empty / demo / 100k | ${[empty, demo, big].map((r) => r.fingerprint.split(' | ')[0]).join(' / ')} |`,
]

if (cachedLoss >= BUDGET.browseLossPercent) failures.push(`/browse through the page cache loses ${pct(cachedLoss)} on 100k listings`)
if (dataLoss >= BUDGET.browseLossPercent) failures.push(`/browse uncached loses ${pct(dataLoss)} from the demo seed to 100k listings`)
if (search.p95 >= BUDGET.searchP95Ms) failures.push(`search p95 ${ms(search.p95)} ms`)
const loadAfter = os.loadavg()[0]!
notes.push(
	`${CONNECTIONS} connections, ${WARMUP_SECONDS} s warm-up + ${SECONDS} s per run; load generator and server share the machine ` +
		`(${os.availableParallelism()} CPUs, ${os.cpus()[0]?.model ?? 'unknown CPU'}, Node ${process.version}); ${elapsed().trim()} in all.`,
	`Load average before / after: ${loadBefore.toFixed(2)} / ${loadAfter.toFixed(2)}${loadBefore > 0.5 ? ' -- something else was running: numbers are low and noisy' : ''}.`,
)

console.log(`\n${table.join('\n')}\n\n${budgets.join('\n')}\n\n${info.join('\n')}\n\n${notes.join('\n')}`)
if (failures.length) {
	console.error(`\nOver budget: ${failures.join('; ')}`)
	process.exit(1)
}
console.log('\nAll budgets met.')
