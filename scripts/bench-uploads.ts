// Part of `npm run bench` (after `npm run build`): what uploads cost everyone else. A production server on 127.0.0.1
// on a throwaway database: (1) the server's peak resident memory while 10 sellers post the no-JavaScript sell form at
// once, each with 5 files of ~10 MB (~50 MB a post); (2) `/browse` as an anonymous visitor gets it, paced, when quiet
// and during 16 parallel API uploads of a large phone photo (~8 MB, 4000x3000): its p95, and any connection errors.
// The posts are sent from a child process, so that pushing hundreds of MB does not slow the process that times probes.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'
import { percentile } from './bench-kit.ts'
import { startThrowawayServer, type ThrowawayServer } from './throwaway-server.ts'
import { SESSION_COOKIES } from '../app/routes/+shared/auth.server.ts'

const DIR = '.tmp/bench-uploads'
const PORT = 3206
const SELL_POSTS = 10
const FILES_PER_POST = 5
/** Just under the 10 MB a photo may weigh: 5 of them make the ~50 MB post of the issue. */
const FILE_BYTES = 10 * 1024 * 1024 - 64 * 1024
const PHOTO_UPLOADS = 16
const PROBE_RATE = 50
const QUIET_SECONDS = 5
const GOAL_P95_MS = 300
const PASSWORD = 'bench-pass-1234'
const PRODUCTION = { NODE_ENV: 'production', SESSION_SECRET: 'bench-only-secret-not-for-use', MPESA_MODE: 'simulator', SEED_DEMO: 'true' }

type Burst = { statuses: Record<string, number>; seconds: number }
type BurstInput = { kind: 'sell' | 'photo'; url: string; tokens: string[]; file: string; count: number }

const count = (values: string[]) => values.reduce<Record<string, number>>((acc, v) => ((acc[v] = (acc[v] ?? 0) + 1), acc), {})
const describe = (statuses: Record<string, number>) => Object.entries(statuses).map(([code, n]) => `${code}×${n}`).join(' ')

/** The no-JS sell form as a browser posts it: the fields, then the chosen files (not photos: parsing is measured). */
async function sellForm(file: string) {
	const form = new FormData()
	const fields = { title: 'Bench sofa', description: 'A sofa posted by the upload bench.', category: 'home-garden', price: '12000', location: 'Nairobi', condition: 'USED', reason: 'Moving house', intent: 'create' }
	for (const [name, value] of Object.entries(fields)) form.append(name, value)
	const bytes = fs.readFileSync(file)
	for (let i = 0; i < FILES_PER_POST; i++) form.append('photoFiles', new Blob([bytes], { type: 'image/jpeg' }), `IMG_000${i}.jpg`)
	return form
}

function photoForm(file: string) {
	const form = new FormData()
	form.append('image', new Blob([fs.readFileSync(file)], { type: 'image/jpeg' }), 'IMG_0001.jpg')
	return form
}

/** The burst, in the child process: every post at once, one user each. */
async function burst({ kind, url, tokens, file, count: total }: BurstInput): Promise<Burst> {
	const encoded = new Response(kind === 'sell' ? await sellForm(file) : photoForm(file))
	const type = encoded.headers.get('content-type')!
	const body = new Uint8Array(await encoded.arrayBuffer())
	const started = performance.now()
	const statuses = await Promise.all(
		Array.from({ length: total }, async (_, i) => {
			const auth: Record<string, string> = kind === 'sell' ? { cookie: `${SESSION_COOKIES.secure}=${tokens[i % tokens.length]}` } : { authorization: `Bearer ${tokens[i % tokens.length]}` }
			try {
				const res = await fetch(`${url}${kind === 'sell' ? '/sell/new' : '/api/upload-image'}`, { method: 'POST', body, headers: { ...auth, 'content-type': type }, redirect: 'manual' })
				await res.arrayBuffer()
				return String(res.status)
			} catch (error) {
				return `error (${(error as Error).cause ?? (error as Error).message})`
			}
		}),
	)
	return { statuses: count(statuses), seconds: (performance.now() - started) / 1000 }
}

if (process.argv[2] === '--burst') {
	process.stdout.write(JSON.stringify(await burst(JSON.parse(process.argv[3]!) as BurstInput)))
	process.exit(0)
}

/* autocannon ships no types: the part of its API used here. */
type CannonResult = { latency: { p50: number; p99: number; max: number; p97_5: number }; requests: { total: number }; statusCodeStats: Record<string, { count: number }>; errors: number; timeouts: number; resets?: number }
type CannonOptions = { url: string; connections: number; overallRate?: number; duration: number; timeout?: number; headers?: Record<string, string> }
type Cannon = { stop: () => void; on: (event: 'response', listener: (client: unknown, status: number, bytes: number, ms: number) => void) => void }
const autocannon = createRequire(import.meta.url)('autocannon') as (options: CannonOptions, done: (error: Error | null, result: CannonResult) => void) => Cannon

/** Paced anonymous GETs of /browse until `stop()`, every latency kept (autocannon reports no p95). */
function probe(url: string) {
	const latencies: number[] = []
	let cannon: Cannon
	const result = new Promise<CannonResult>((resolve, reject) => {
		cannon = autocannon({ url: `${url}/browse`, connections: 4, overallRate: PROBE_RATE, duration: 600, timeout: 10, headers: { 'accept-encoding': 'br' } }, (error, r) => (error ? reject(error) : resolve(r)))
		cannon.on('response', (_client, _status, _bytes, ms) => latencies.push(ms))
	})
	return {
		stop: async () => {
			cannon.stop()
			const r = await result
			const sorted = latencies.sort((a, b) => a - b)
			const statuses = { ...Object.fromEntries(Object.entries(r.statusCodeStats).map(([code, s]) => [code, s.count])), ...(r.errors ? { errors: r.errors } : {}), ...(r.timeouts ? { timeouts: r.timeouts } : {}) }
			return { requests: sorted.length, p50: percentile(sorted, 50), p95: percentile(sorted, 95), max: sorted.at(-1) ?? NaN, statuses: describe(statuses), errors: r.errors + r.timeouts }
		},
	}
}

function runBurst(input: BurstInput) {
	const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), '--burst', JSON.stringify(input)], { stdio: ['ignore', 'pipe', 'inherit'] })
	let output = ''
	child.stdout.on('data', (chunk: Buffer) => (output += chunk))
	return new Promise<Burst>((resolve) => child.on('exit', () => resolve(JSON.parse(output) as Burst)))
}

let phones = 0
async function register(server: ThrowawayServer) {
	phones++
	const res = await fetch(`${server.url}/api/auth/register`, {
		method: 'POST',
		headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${phones}` },
		body: JSON.stringify({ phone: `07${String(30_000_000 + phones).slice(-8)}`, email: `upload${phones}@example.com`, password: PASSWORD, role: 'SELLER' }),
	})
	if (res.status !== 201) throw new Error(`register answered ${res.status}: ${await res.text()}`)
	return ((await res.json()) as { token: string }).token
}

/** Resident memory of a process now and at its peak (VmRSS, VmHWM), in MB. */
function memoryOf(pid: number) {
	const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
	const mb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024
	return { rss: mb('VmRSS'), peak: mb('VmHWM') }
}

/** A 12-megapixel JPEG as large as a good phone camera makes (~8 MB): fine noise over gradients, quality 92. */
async function largePhoto(file: string) {
	const [width, height] = [4000, 3000]
	const noise = await sharp({ create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } } }).png().toBuffer()
	const gradient = Buffer.from(
		`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#7a4"/><stop offset="1" stop-color="#258"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`,
	)
	const jpeg = await sharp(gradient).composite([{ input: noise, blend: 'overlay' }]).jpeg({ quality: 92 }).toBuffer()
	fs.writeFileSync(file, jpeg)
	return jpeg.length
}

if (!fs.existsSync('build/server/index.js')) {
	console.error('No production build: run `npm run build` first.')
	process.exit(1)
}

const server = await startThrowawayServer({ dir: DIR, port: PORT, env: PRODUCTION })
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'soko-bench-uploads-'))
try {
	const filler = path.join(work, 'filler.bin')
	fs.writeFileSync(filler, Buffer.alloc(FILE_BYTES, 0x5a))
	const photo = path.join(work, 'photo.jpg')
	const photoBytes = await largePhoto(photo)
	const sellers = await Promise.all(Array.from({ length: Math.max(SELL_POSTS, PHOTO_UPLOADS) }, () => register(server)))

	// (1) Memory: the server is warm (started, seeded, sign-ups answered); its peak so far is the baseline.
	const before = memoryOf(server.pid)
	const sell = await runBurst({ kind: 'sell', url: server.url, tokens: sellers.slice(0, SELL_POSTS), file: filler, count: SELL_POSTS })
	const after = memoryOf(server.pid)

	// (2) /browse while large photos arrive.
	await fetch(`${server.url}/browse`)
	const quietProbe = probe(server.url)
	await new Promise((resolve) => setTimeout(resolve, QUIET_SECONDS * 1000))
	const quiet = await quietProbe.stop()
	const busyProbe = probe(server.url)
	const photos = await runBurst({ kind: 'photo', url: server.url, tokens: sellers.slice(0, PHOTO_UPLOADS), file: photo, count: PHOTO_UPLOADS })
	const busy = await busyProbe.stop()

	const mb = (value: number) => `${value.toFixed(0)} MB`
	console.log(`\n## Uploads (${os.availableParallelism()} CPUs, ${os.cpus()[0]?.model ?? 'unknown CPU'}, Node ${process.version}, load ${os.loadavg()[0]!.toFixed(1)})\n`)
	console.log(`${SELL_POSTS} no-JS sell posts at once, ${FILES_PER_POST} files of ${(FILE_BYTES / 1024 / 1024).toFixed(2)} MB each: ${describe(sell.statuses)} in ${sell.seconds.toFixed(1)} s.`)
	console.log(`Server resident memory: ${mb(before.rss)} before (peak so far ${mb(before.peak)}), peak during the posts **${mb(after.peak)}** (+${mb(after.peak - before.peak)}).`)
	console.log(`\n${PHOTO_UPLOADS} parallel API uploads of a ${(photoBytes / 1024 / 1024).toFixed(2)} MB 4000x3000 JPEG: ${describe(photos.statuses)} in ${photos.seconds.toFixed(1)} s.`)
	console.log(`Probe: anonymous GET /browse (Accept-Encoding: br), 4 connections, ${PROBE_RATE} requests/s.\n`)
	console.log('| /browse | requests | p50 ms | p95 ms | max ms | statuses |\n|---|---:|---:|---:|---:|---|')
	for (const [name, p] of [['quiet', quiet], ['during the uploads', busy]] as const) console.log(`| ${name} | ${p.requests} | ${p.p50.toFixed(0)} | ${p.p95.toFixed(0)} | ${p.max.toFixed(0)} | ${p.statuses} |`)
	const uploadErrors = Object.keys(photos.statuses).filter((s) => s.startsWith('error')).length
	if (busy.p95 >= GOAL_P95_MS || busy.errors || uploadErrors) {
		console.error(`\nGoal missed: /browse p95 ${busy.p95.toFixed(0)} ms during the uploads (goal < ${GOAL_P95_MS} ms), ${busy.errors} probe errors, upload errors: ${uploadErrors}.`)
		process.exitCode = 1
	} else console.log(`\n/browse p95 during the uploads within ${GOAL_P95_MS} ms, no connection errors.`)
} finally {
	await server.stop()
	fs.rmSync(work, { recursive: true, force: true })
}
