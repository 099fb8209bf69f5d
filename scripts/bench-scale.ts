// `npm run bench:scale` (after `npm run build`): Soko as the catalogue grows (issue 27). For each size (10,000, 100,000
// and 1,000,000 listings; BENCH_SCALE_SIZES to choose), a database made by scripts/seed-scale.ts, measured on SQLite and
// on PostgreSQL (copied there by db/copy.ts; BENCH_SCALE_POSTGRES=0 skips it): search p95 (browseResults, the query
// list of scripts/bench.ts), an uncached /browse and a listing page through the production server (its CPU per request
// beside the demo seed's), recommendations made afresh, alert matching and fraud signals of a new listing, the
// database's size, seeding time and the server's memory; on PostgreSQL, the size of an instance's search index and
// how long it took to make. Databases are made once into .tmp/bench-scale/ and copied for each run (runs write).
// Prints one Markdown table, for BENCHMARKS.md.
import fs from 'node:fs'
import { spawnSync } from 'node:child_process'
import pg from 'pg'
import { sql } from 'kysely'
import { browseResults } from '#app/domain/search/browse-results.server.ts'
import { parseBrowseQuery, type BrowseQuery } from '#app/domain/search/browse-query.ts'
import { instantMatchesFor } from '#app/domain/alerts/matching.server.ts'
import { assessListingNow } from '#app/domain/trust/fraud/assess.server.ts'
import { NO_FILTERS } from '#app/domain/recommendations/filters.ts'
import { apiRecommendations, rankedRecommendations } from '#app/domain/recommendations/recommendations.server.ts'
import { keepSearchIndexesIn, searchesAsOfNow, searchIndexReady } from '#app/domain/search/local-index/local-index.server.ts'
import { copyDatabase } from '#db/copy.ts'
import { openMigratedDatabase, type Database } from '#db/database.ts'
import { createRandom } from '#server/seed/random.ts'
import { startThrowawayPostgres } from '../tests/postgres/throwaway-postgres.ts'
import { buildOnce, copyForRun, machineLine, percentile, processCpuMs, stopwatch } from './bench-kit.ts'
import { freePort } from './free-port.ts'
import { searchQueries } from './search-queries.ts'
import { startThrowawayServer } from './throwaway-server.ts'

const DIR = '.tmp/bench-scale'
const UPLOADS = `${DIR}/uploads`
/** PostgreSQL's search index (app/domain/search/local-index/): made by this process, opened by the server it starts. */
const SEARCH_INDEX = `${DIR}/search-index`
const SIZES = (process.env.BENCH_SCALE_SIZES ?? '10000,100000,1000000').split(',').map(Number)
const POSTGRES = process.env.BENCH_SCALE_POSTGRES !== '0'
const GOALS = { searchP95Ms: 10, browseCpuLossPercent: 15, fraudP95Ms: 50 }
const SEARCHES = 200
const PAGE_REQUESTS = 300
const SAMPLE = 100
const WARM_UP = 10
const PRODUCTION = { NODE_ENV: 'production', SESSION_SECRET: 'bench-only-secret-not-for-use', MPESA_MODE: 'simulator', UPLOADS_DIR: UPLOADS }

if (!fs.existsSync('build/server.js')) {
	console.error('No production build: run `npm run build` first.')
	process.exit(1)
}
const lap = stopwatch()
keepSearchIndexesIn(SEARCH_INDEX)
const p = (values: number[], at: number) => percentile([...values].sort((a, b) => a - b), at)

async function timed(work: () => Promise<unknown>) {
	const t = performance.now()
	await work()
	return performance.now() - t
}

/** A process's resident memory now and at its peak, in MB. */
function memoryMb(pid: number) {
	const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
	const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0)
	return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 }
}

/** One database measured: its name, a connection, what the server needs to reach it, and its size in bytes. */
type Measured = { name: 'SQLite' | 'PostgreSQL'; db: Database; serverEnv: Record<string, string>; size: () => Promise<number> }
type Row = Record<string, string>

// --- The databases, made once per size -----------------------------------------------------------------------------

/** The base database of a size, and how long seed-scale took to make it (kept beside it). */
async function baseOf(size: number) {
	const file = `${DIR}/${size}.db`
	const timing = `${file}.seconds`
	await buildOnce(file, (part) => {
		lap(`seeding ${size.toLocaleString('en')} listings…`)
		const t = performance.now()
		const seeded = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/seed-scale.ts', '--listings', String(size), part, UPLOADS], { stdio: 'inherit' })
		if (seeded.status !== 0) throw new Error('seed-scale failed')
		fs.writeFileSync(timing, String((performance.now() - t) / 1000))
	})
	return { file, seedSeconds: Number(fs.readFileSync(timing, 'utf8')) }
}

// --- Measures on the domain, in this process --------------------------------------------------------------------------

async function searchP95(db: Database) {
	const queries = searchQueries(SEARCHES).map(({ q }) => parseBrowseQuery(new URLSearchParams(q)))
	// As a request to /browse runs it: on PostgreSQL, one read of the change log serves the request's searches.
	const search = (query: BrowseQuery) => searchesAsOfNow(() => browseResults(db, query))
	for (const query of queries) await search(query)
	// Best of two passes per query: its own cost, without moments another process had the CPU.
	const best: number[] = []
	for (const query of queries) best.push(Math.min(await timed(() => search(query)), await timed(() => search(query))))
	return { p50: p(best, 50), p95: p(best, 95) }
}

async function recommendationsP95(db: Database) {
	const buyers = await db.selectFrom('users').select(['id', 'role']).where('email', 'like', 'bench.buyer%').orderBy('id').limit(SAMPLE).execute()
	const first = await timed(() => apiRecommendations(db, { user: buyers[0]!, filters: NO_FILTERS }))
	const cold: number[] = []
	// Made afresh (what Refresh does) and read with their listings, as bench-recommendations' cold case.
	for (const user of buyers) cold.push(await timed(async () => rankedRecommendations(db, { userId: user.id, refresh: true }).then(() => apiRecommendations(db, { user, filters: NO_FILTERS }))))
	return { first, p95: p(cold, 95) }
}

async function alertMatchingP95(db: Database) {
	const random = createRandom(5)
	const newest = await db
		.selectFrom('listings')
		.select(['id', 'seller_id', 'title', 'description', 'category', 'subcategory', 'price_cents', 'condition', 'town'])
		.orderBy('id', 'desc')
		.limit(1000)
		.execute()
	const sample = Array.from({ length: WARM_UP + SAMPLE }, () => random.pick(newest))
	const timings: number[] = []
	for (const listing of sample) timings.push(await timed(() => instantMatchesFor(db, { listing })))
	return p(timings.slice(WARM_UP), 95)
}

/** New listings as createListing leaves them (PENDING_APPROVAL, two photos with their hashes, the CREATE log); one in five copies another seller's photo. */
async function fraudP95(db: Database) {
	const random = createRandom(9)
	const model = await db.selectFrom('listings').selectAll().orderBy('id', 'desc').limit(500).execute()
	const photos = await db.selectFrom('listing_photos').select(['phash']).where('phash', 'is not', null).orderBy('id', 'desc').limit(500).execute()
	const timings: number[] = []
	for (let i = 0; i < WARM_UP + SAMPLE; i++) {
		const like = random.pick(model)
		const at = new Date().toISOString()
		const { id } = await db
			.insertInto('listings')
			.values({
				seller_id: like.seller_id, title: like.title, description: like.description, category: like.category, subcategory: like.subcategory,
				price_cents: like.price_cents, location: like.location, town: like.town, condition: like.condition, reason: like.reason,
				status: 'PENDING_APPROVAL', created_at: at, updated_at: at,
			})
			.returning('id')
			.executeTakeFirstOrThrow()
		const hashes = [i % 5 === 0 ? random.pick(photos).phash! : hexHash(random), hexHash(random)]
		await db
			.insertInto('listing_photos')
			.values(hashes.map((phash, position) => ({ listing_id: id, cloudinary_id: hexHash(random) + hexHash(random).slice(0, 8), position, is_primary: position === 0 ? 1 : 0, phash, created_at: at })))
			.execute()
		await db.insertInto('moderation_logs').values({ admin_id: like.seller_id, target_type: 'listing', target_id: id, action: 'CREATE', to_status: 'PENDING_APPROVAL', created_at: at }).execute()
		timings.push(await timed(() => assessListingNow(db, { listingId: id })))
	}
	return p(timings.slice(WARM_UP), 95)
}
const hexHash = (random: ReturnType<typeof createRandom>) => Array.from({ length: 16 }, () => '0123456789abcdef'[random.int(0, 15)]).join('')

// --- Measures through the production server ---------------------------------------------------------------------------

/** Until the server's own work after starting (jobs, demo photos) is done: under 2% of a core for a second. */
async function idle(pid: number) {
	for (const deadline = Date.now() + 180_000; Date.now() < deadline; ) {
		const before = processCpuMs(pid)
		await new Promise((resolve) => setTimeout(resolve, 1000))
		if (processCpuMs(pid) - before <= 20) return
	}
	throw new Error('the server did not settle within 3 minutes')
}

/** Server CPU per request and wall-clock p95 of `paths` asked one after another (uncompressed, every one uncached). */
async function serve(url: string, pid: number, paths: string[]) {
	for (const path of paths.slice(0, 20)) await (await fetch(url + path, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer()
	await idle(pid)
	const cpu0 = processCpuMs(pid)
	const timings: number[] = []
	for (const path of paths) {
		timings.push(
			await timed(async () => {
				const response = await fetch(url + path, { headers: { 'accept-encoding': 'identity' } })
				await response.arrayBuffer()
				if (response.status !== 200) throw new Error(`${path}: ${response.status}`)
			}),
		)
	}
	return { cpuMs: (processCpuMs(pid) - cpu0) / paths.length, p95: p(timings, 95) }
}

const browsePaths = (tag: string) => Array.from({ length: PAGE_REQUESTS }, (_, i) => `/browse?_=${tag}${i}`)

async function measureServer({ dir, env, listingIds }: { dir: string; env: Record<string, string>; listingIds: number[] }) {
	const server = await startThrowawayServer({ dir, port: await freePort(), fresh: false, env: { ...PRODUCTION, SEED_DEMO: 'false', ...env } })
	try {
		const random = createRandom(3)
		const browse = await serve(server.url, server.pid, browsePaths('b'))
		const listing = await serve(server.url, server.pid, Array.from({ length: PAGE_REQUESTS }, (_, i) => `/listings/${random.pick(listingIds)}?_=${i}`))
		return { browse, listing, memory: memoryMb(server.pid) }
	} finally {
		await server.stop()
	}
}

/** The demo seed's /browse, the same page of 24 cards from 200 listings: what the goal compares with. */
async function demoBrowse(env: Record<string, string>) {
	const dir = `${DIR}/demo`
	const server = await startThrowawayServer({ dir, port: await freePort(), fresh: !env.DATABASE_URL, env: { ...PRODUCTION, SEED_DEMO: 'true', ...env } })
	try {
		return await serve(server.url, server.pid, browsePaths('d'))
	} finally {
		await server.stop()
	}
}

async function measureAll(target: Measured, listingIds: number[], dir: string) {
	const search = await searchP95(target.db)
	lap(`${target.name}: search p95 ${search.p95.toFixed(2)} ms`)
	const recommendations = await recommendationsP95(target.db)
	const alerts = await alertMatchingP95(target.db)
	const fraud = await fraudP95(target.db)
	lap(`${target.name}: recommendations p95 ${recommendations.p95.toFixed(1)} ms, alerts p95 ${alerts.toFixed(2)} ms, fraud p95 ${fraud.toFixed(2)} ms`)
	const size = await target.size()
	const served = await measureServer({ dir, env: target.serverEnv, listingIds })
	lap(`${target.name}: /browse ${served.browse.cpuMs.toFixed(2)} ms CPU, listing ${served.listing.cpuMs.toFixed(2)} ms CPU, RSS ${served.memory.rss.toFixed(0)} MB`)
	return { search, recommendations, alerts, fraud, size, ...served }
}

// --- The run ----------------------------------------------------------------------------------------------------------

fs.mkdirSync(DIR, { recursive: true })
console.log(machineLine())
const demo = { SQLite: await demoBrowse({}), PostgreSQL: undefined as Awaited<ReturnType<typeof demoBrowse>> | undefined }
lap(`demo seed /browse on SQLite: ${demo.SQLite.cpuMs.toFixed(2)} ms CPU per request`)

const results: { size: number; database: string; seedSeconds: number; measured: Awaited<ReturnType<typeof measureAll>>; searchIndex?: { seconds: number; bytes: number } }[] = []
for (const size of SIZES) {
	const base = await baseOf(size)
	lap(`${size.toLocaleString('en')} listings: ${base.file}, seeded in ${base.seedSeconds.toFixed(0)} s`)
	const runDir = `${DIR}/run`
	fs.mkdirSync(runDir, { recursive: true })
	copyForRun(base.file, `${runDir}/soko.db`)
	const db = await openMigratedDatabase(`${runDir}/soko.db`)
	const listingIds = (await db.selectFrom('listings').select('id').where('status', '=', 'PUBLISHED').orderBy('id', 'desc').limit(5000).execute()).map((l) => l.id)
	try {
		const measured = await measureAll({ name: 'SQLite', db, serverEnv: {}, size: async () => fs.statSync(base.file).size }, listingIds, runDir)
		results.push({ size, database: 'SQLite', seedSeconds: base.seedSeconds, measured })
	} finally {
		await db.destroy()
	}

	if (!POSTGRES) continue
	// A quarter of this machine's memory or so, as a server holding a million listings would have (the default, 128 MB,
	// holds a tenth of them: every search then copied pages in from the OS).
	const postgres = startThrowawayPostgres({ port: await freePort(), sharedBuffers: '4GB' })
	try {
		const admin = new pg.Client({ connectionString: `${postgres.url}/postgres` })
		await admin.connect()
		await admin.query('CREATE DATABASE soko')
		await admin.query('CREATE DATABASE demo')
		// One after the other: migrating the SQLite file blocks this process, and a connection waiting meanwhile times out.
		const source = await openMigratedDatabase(base.file)
		const target = await openMigratedDatabase(`${postgres.url}/soko`)
		try {
			const copied = await copyDatabase({ source, target })
			// What autovacuum does to a live database (the visibility map: index-only scans; hint bits): not to measure its first pass.
			await sql`VACUUM ANALYZE`.execute(target)
			lap(`copied into PostgreSQL: ${copied.rows} rows in ${copied.seconds.toFixed(0)} s`)
			fs.rmSync(SEARCH_INDEX, { recursive: true, force: true })
			const indexing = performance.now()
			await searchIndexReady(target)
			const searchIndex = { seconds: (performance.now() - indexing) / 1000, bytes: fs.readdirSync(SEARCH_INDEX).reduce((sum, name) => sum + fs.statSync(`${SEARCH_INDEX}/${name}`).size, 0) }
			lap(`search index made in ${searchIndex.seconds.toFixed(0)} s: ${(searchIndex.bytes / 2 ** 20).toFixed(0)} MB`)
			demo.PostgreSQL ??= await demoBrowse({ DATABASE_URL: `${postgres.url}/demo` })
			const databaseSize = async () => Number((await admin.query<{ n: string }>(`SELECT pg_database_size('soko') AS n`)).rows[0]!.n)
			const serverEnv = { DATABASE_URL: `${postgres.url}/soko`, SEARCH_INDEX_DIR: SEARCH_INDEX }
			const measured = await measureAll({ name: 'PostgreSQL', db: target, serverEnv, size: databaseSize }, listingIds, `${DIR}/run-pg`)
			results.push({ size, database: 'PostgreSQL', seedSeconds: base.seedSeconds + copied.seconds, measured, searchIndex })
		} finally {
			await Promise.all([source.destroy(), target.destroy(), admin.end()])
		}
	} finally {
		postgres.stop()
	}
}

// --- The table --------------------------------------------------------------------------------------------------------

const ms = (v: number) => v.toFixed(2)
const rows: Row[] = results.map(({ size, database, seedSeconds, measured: m, searchIndex }) => {
	const baseline = demo[database as 'SQLite' | 'PostgreSQL']
	const loss = baseline ? `${(((m.browse.cpuMs - baseline.cpuMs) / baseline.cpuMs) * 100).toFixed(0)}%` : 'n/a'
	return {
		listings: size.toLocaleString('en'),
		database,
		'search p95 ms': ms(m.search.p95),
		'/browse CPU ms/req (vs demo)': `${ms(m.browse.cpuMs)} (${loss})`,
		'/browse p95 ms': ms(m.browse.p95),
		'listing page CPU ms/req': ms(m.listing.cpuMs),
		'listing page p95 ms': ms(m.listing.p95),
		'recommendations p95 ms': ms(m.recommendations.p95),
		'alert matching p95 ms': ms(m.alerts),
		'fraud signals p95 ms': ms(m.fraud),
		'database MB': (m.size / 2 ** 20).toFixed(0),
		'seeding s': seedSeconds.toFixed(0),
		'search index MB / made in s': searchIndex ? `${(searchIndex.bytes / 2 ** 20).toFixed(0)} / ${searchIndex.seconds.toFixed(0)}` : 'in the database',
		'server RSS / peak MB': `${m.memory.rss.toFixed(0)} / ${m.memory.peak.toFixed(0)}`,
	}
})
const headers = Object.keys(rows[0] ?? {})
console.log(`\n| ${headers.join(' | ')} |\n|${headers.map(() => '---').join('|')}|\n${rows.map((r) => `| ${headers.map((h) => r[h]).join(' | ')} |`).join('\n')}`)
console.log(`\ndemo seed /browse CPU ms/req: SQLite ${ms(demo.SQLite.cpuMs)}${demo.PostgreSQL ? `, PostgreSQL ${ms(demo.PostgreSQL.cpuMs)}` : ''}`)
const misses = results.flatMap(({ size, database, measured: m }) => [
	...(m.search.p95 >= GOALS.searchP95Ms ? [`search p95 ${ms(m.search.p95)} ms at ${size} on ${database}`] : []),
	...(m.fraud >= GOALS.fraudP95Ms ? [`fraud p95 ${ms(m.fraud)} ms at ${size} on ${database}`] : []),
])
if (misses.length) {
	console.error(`\nGoals missed: ${misses.join('; ')}`)
	process.exit(1)
}
console.log('\nGoals met (search p95, fraud signals p95).')
