// `npm run bench:pages` (after `npm run build`): what an uncached page costs the server (render and brotli, server CPU per
// request) and the wire (brotli bytes on a first and on a repeat visit), for `/`, `/browse` and a listing, on the
// production build with the demo seed; then brotli levels 1-11 on those pages' HTML (CPU per page and bytes).
import fs from 'node:fs'
import { execFileSync } from 'node:child_process'
import { brotliCompressSync, constants } from 'node:zlib'
import { freePort } from './free-port.ts'
import { get, visitBytes } from './page-bytes.ts'
import { startThrowawayServer } from './throwaway-server.ts'

const REQUESTS = Number(process.env.BENCH_PAGES_REQUESTS ?? 500)
const ROUNDS = 5
const WARMUP = 30
const PRODUCTION = { NODE_ENV: 'production', SESSION_SECRET: 'bench-only-secret-not-for-use', MPESA_MODE: 'simulator' }
const KB = 1024

if (!fs.existsSync('build/server.js')) {
	console.error('No production build: run `npm run build` first.')
	process.exit(1)
}

const TICK_MS = 1000 / Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim())
function cpuMs(pid: number) {
	const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
	return (Number(fields[11]) + Number(fields[12])) * TICK_MS
}

/**
 * Server CPU per request over REQUESTS GETs, `parallel` at a time, each with a parameter the page ignores so it misses
 * the page cache: the median of ROUNDS rounds, so that a moment when another process had the cores (or a garbage
 * collection) does not decide the figure. One at a time, the server idles between requests and V8 spends some of
 * that idle on its own housekeeping, counted here; a busy server shares those costs over many requests.
 */
async function uncachedCpu(base: string, pid: number, page: string, headers: Record<string, string>, parallel = 1) {
	const sep = page.includes('?') ? '&' : '?'
	let n = 0
	const next = () => `${base}${page}${sep}_=${Date.now()}-${++n}`
	for (let i = 0; i < WARMUP; i++) await get(next(), headers)
	const perRound = REQUESTS / ROUNDS
	const rounds: number[] = []
	for (let round = 0; round < ROUNDS; round++) {
		const before = cpuMs(pid)
		await Promise.all(
			Array.from({ length: parallel }, async () => {
				for (let i = 0; i < perRound / parallel; i++) {
					const answer = await get(next(), headers)
					if (answer.status !== 200) throw new Error(`${page} answered ${answer.status}`)
				}
			}),
		)
		rounds.push((cpuMs(pid) - before) / perRound)
	}
	return rounds.sort((a, b) => a - b)[Math.floor(ROUNDS / 2)]!
}

/** Milliseconds of this process's CPU to compress `body` at `quality`, and the bytes. */
function brotliAt(body: Buffer, quality: number) {
	const options = { params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }
	const runs = quality >= 10 ? 8 : 60
	for (let i = 0; i < 3; i++) brotliCompressSync(body, options)
	let bytes = 0
	const times: number[] = []
	for (let i = 0; i < runs; i++) {
		const t0 = process.cpuUsage()
		bytes = brotliCompressSync(body, options).length
		const t = process.cpuUsage(t0)
		times.push((t.user + t.system) / 1000)
	}
	// The median run: a moment another process had the core does not count against a level.
	return { ms: times.sort((a, b) => a - b)[Math.floor(runs / 2)]!, bytes }
}

const port = Number(process.env.BENCH_PAGES_PORT ?? (await freePort()))
// The demo seed, made once (it takes a minute and more on a busy machine): the bench only reads.
const server = await startThrowawayServer({ dir: '.tmp/bench-pages', port, fresh: false, env: PRODUCTION })
const lines: string[] = []
try {
	const listings = (await (await fetch(`${server.url}/api/listings?status=PUBLISHED&limit=1`)).json()) as { id: number }[]
	const pages = ['/', '/browse', `/listings/${listings[0]!.id}`]
	const bodies: { label: string; body: Buffer }[] = []
	lines.push(
		`Uncached render, production build, demo seed, ${REQUESTS} requests per measure (median of ${ROUNDS} rounds), one at a time unless said (server CPU per request; brotli = with br minus without):`,
		'',
		'| Page | first visit, brotli | repeat visit, brotli | CPU ms/req, uncompressed (render) | CPU ms/req, brotli | of which brotli | CPU ms/req, brotli, 10 at a time | HTML raw (first / repeat) |',
		'|---|---:|---:|---:|---:|---:|---:|---:|',
	)
	for (const page of pages) {
		const url = `${server.url}${page}`
		const bytes = await visitBytes(url)
		if (bytes.encoding !== 'br') throw new Error(`${page} was not served with brotli`)
		const cookie: Record<string, string> = bytes.cookie ? { cookie: bytes.cookie } : {}
		const firstRaw = (await get(url, {})).body
		const repeatRaw = (await get(url, cookie)).body
		bodies.push({ label: `${page} first`, body: firstRaw }, { label: `${page} repeat`, body: repeatRaw })
		// What a returning visitor costs: the commoner case once the stylesheet is cached.
		const render = await uncachedCpu(server.url, server.pid, page, { accept: 'text/html', ...cookie })
		const brotli = await uncachedCpu(server.url, server.pid, page, { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br', ...cookie })
		const busy = await uncachedCpu(server.url, server.pid, page, { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br', ...cookie }, 10)
		lines.push(
			`| ${page} | ${(bytes.first / KB).toFixed(1)} KB | ${(bytes.repeat / KB).toFixed(1)} KB | ${render.toFixed(2)} | ${brotli.toFixed(2)} | ${(brotli - render).toFixed(2)} | ${busy.toFixed(2)} | ${(firstRaw.length / KB).toFixed(1)} / ${(repeatRaw.length / KB).toFixed(1)} KB |`,
		)
	}
	lines.push('', 'Brotli levels on these pages (this process, median of runs: CPU ms per page / bytes):', '')
	lines.push(`| Level | ${bodies.map((b) => b.label).join(' | ')} | sum of ms × KB |`, `|---:|${bodies.map(() => '---:|').join('')}---:|`)
	for (let quality = 1; quality <= 11; quality++) {
		const cells = bodies.map((b) => brotliAt(b.body, quality))
		const product = cells.reduce((sum, c) => sum + c.ms * (c.bytes / KB), 0)
		lines.push(`| ${quality} | ${cells.map((c) => `${c.ms.toFixed(2)} ms / ${c.bytes}`).join(' | ')} | ${product.toFixed(1)} |`)
	}
} finally {
	await server.stop()
}
console.log(lines.join('\n'))
