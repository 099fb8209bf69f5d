// `npm run stress:gc` (after `npm run build`): the production server under garbage-collection stress while anonymous
// pages, searches, sign-ins and photo uploads flow. Node 24 with better-sqlite3 12 aborted when GC ran a statement's
// finalizer (issue 22); this is the run that catches that. A status other than the expected one, a request without an
// answer, the server's exit, or a stop that does not end with code 0 fails it (exit code 1, one FAIL line).
// GC_STRESS_SECONDS (60) sets how long traffic flows; GC_STRESS_NODE=/path/to/node runs the server on another Node.
import crypto from 'node:crypto'
import fs from 'node:fs'
import { execFileSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'
import { percentile, stopwatch } from './bench-kit.ts'
import { freePort } from './free-port.ts'
import { startThrowawayServer, type ServerExit } from './throwaway-server.ts'
import { SESSION_COOKIES } from '../app/routes/+shared/auth.server.ts'

const SECONDS = Number(process.env.GC_STRESS_SECONDS ?? 60)
const NODE = process.env.GC_STRESS_NODE ?? process.execPath
const DIR = '.tmp/gc-stress'
/**
 * A 1 MB young generation: V8 then collects by itself every few hundred KB allocated, wherever the allocation is,
 * including inside built-ins that run with no JavaScript context entered. That is where better-sqlite3 12 aborted
 * (Node's cleanup-hook removal needs a context); a gc() called from JavaScript always has one, and alone did not catch it
 * (docs/decisions/005-node-lines.md).
 */
const SMALL_YOUNG_GENERATION = ['--max-semi-space-size=1']
/** A full collection every 5 ms besides (scripts/gc-every-few-ms.mjs): every finalizer runs among live requests. */
const FORCED_GC = ['--expose-gc', '--import', fileURLToPath(new URL('./gc-every-few-ms.mjs', import.meta.url))]
const PRODUCTION = { NODE_ENV: 'production', SESSION_SECRET: 'gc-stress-only-secret-not-for-use', MPESA_MODE: 'simulator', SEED_DEMO: 'true' }
/** The demo seller and buyer (server/seed.ts), and the admin the throwaway server creates. */
const ACCOUNTS = [
	{ phone: '0712345678', password: 'soko1234' },
	{ phone: '0722345678', password: 'soko1234' },
	{ phone: '0700000001', password: 'admin-e2e-pass' },
]
const SEARCH_WORDS = ['phone', 'sofa', 'bike', 'laptop', 'shoes', 'samsung', 'table', 'guitar']
const CATEGORIES = ['electronics', 'home-garden', 'clothing', 'sports-outdoors', 'automotive']
/** A seller may upload 30 photos a minute: a new seller takes over before that. */
const UPLOADS_PER_SELLER = 25

class Failure extends Error {}

if (!Number.isFinite(SECONDS) || SECONDS <= 0) throw new Error(`GC_STRESS_SECONDS must be a number of seconds, not ${process.env.GC_STRESS_SECONDS}`)
if (!fs.existsSync('build/server/index.js')) {
	console.error('No production build: run `npm run build` first.')
	process.exit(1)
}

const nodeVersion = execFileSync(NODE, ['--version'], { encoding: 'utf8' }).trim()
const describeExit = (e: ServerExit) => (e.signal ? `signal ${e.signal}` : `code ${e.code}`)

function failRun(line: string): never {
	console.error(`\nFAIL on Node ${nodeVersion}: ${line}`)
	process.exit(1)
}

/** Starts the server; one that dies on the way (an abort while seeding) fails the run. */
async function start(stage: string, options: { fresh: boolean; nodeArgs: string[] }) {
	try {
		return await startThrowawayServer({ dir: DIR, port: await freePort(), env: PRODUCTION, node: NODE, ...options })
	} catch (error) {
		failRun(`the server did not start (${stage}): ${(error as Error).message}`)
	}
}

console.log(`GC stress: the server on Node ${nodeVersion} (${NODE}), a 1 MB young generation and a full GC every 5 ms, traffic for ${SECONDS} s`)
const lap = stopwatch()
// The demo seed is written by a first start without the forced full GCs: under them, seeding alone took minutes.
const seeding = await start('seeding the demo data', { fresh: true, nodeArgs: SMALL_YOUNG_GENERATION })
await seeding.stop()
const seeded = await seeding.exited
if (seeded.code !== 0) failRun(`after seeding, told to stop (SIGTERM), the server ended with ${describeExit(seeded)} instead of code 0`)
lap('demo data seeded (1 MB young generation)')
const server = await start('under forced GC', { fresh: false, nodeArgs: [...SMALL_YOUNG_GENERATION, ...FORCED_GC] })
lap('server up under forced GC')

const started = performance.now()
const seconds = () => ((performance.now() - started) / 1000).toFixed(1)
let exit: ServerExit | undefined
let failure: string | undefined
void server.exited.then((e) => (exit = e))
const deadline = Date.now() + SECONDS * 1000
const running = () => Date.now() < deadline && !failure && !exit

/** Milliseconds of each answered request, by kind, in the order the kinds first answered. */
const timings = new Map<string, number[]>()

async function call(kind: string, path: string, expected: number, init: RequestInit = {}) {
	const method = init.method ?? 'GET'
	const sent = performance.now()
	let res: Response
	try {
		res = await fetch(`${server.url}${path}`, { redirect: 'manual', ...init })
	} catch (error) {
		throw new Failure(`${kind}: ${method} ${path} got no answer (${(error as Error).cause ?? (error as Error).message})`)
	}
	const body = await res.text()
	if (res.status !== expected) throw new Failure(`${kind}: ${method} ${path} answered ${res.status}, expected ${expected}: ${body.slice(0, 200)}`)
	if (!timings.has(kind)) timings.set(kind, [])
	timings.get(kind)!.push(performance.now() - sent)
	return body
}

const post = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
	method: 'POST',
	headers: { 'content-type': 'application/json', ...headers },
	body: JSON.stringify(body),
})

/** A 640x480 JPEG of soft blotches in random colours: every photo differs, so none looks like another seller's copy. */
function randomPhoto() {
	const [width, height, channels] = [4, 3, 3] as const
	return sharp(crypto.randomBytes(width * height * channels), { raw: { width, height, channels } })
		.resize(640, 480, { kernel: 'cubic' })
		.jpeg({ quality: 80 })
		.toBuffer()
}

async function upload(auth: Record<string, string>) {
	const form = new FormData()
	form.append('image', new Blob([new Uint8Array(await randomPhoto())], { type: 'image/jpeg' }), 'IMG_0001.jpg')
	return (JSON.parse(await call('photo upload', '/api/upload-image', 201, { method: 'POST', headers: auth, body: form })) as { public_id: string }).public_id
}

async function anonymousPages() {
	const listings = JSON.parse(await call('page', '/api/listings?limit=20', 200)) as { id: number }[]
	const paths = ['/', '/browse', '/browse?q=phone', ...listings.slice(0, 5).map((l) => `/listings/${l.id}`), '/categories']
	for (let n = 0; running(); n++) await call('page', paths[n % paths.length]!, 200)
}

async function searches() {
	for (let n = 0; running(); n++) {
		await call('search', `/browse?q=${SEARCH_WORDS[n % SEARCH_WORDS.length]}`, 200)
		await call('search', `/api/listings?category=${CATEGORIES[n % CATEGORIES.length]}&limit=20&offset=${n % 7}`, 200)
	}
}

/** Each demo account in turn signs in through the API, then loads a page with that session (never cached). */
async function signIns() {
	for (let n = 0; running(); n++) {
		const { token } = JSON.parse(await call('sign-in', '/api/auth/login', 200, post(ACCOUNTS[n % ACCOUNTS.length]))) as { token: string }
		await call('signed-in page', '/browse', 200, { headers: { cookie: `${SESSION_COOKIES.secure}=${token}` } })
	}
}

/** New sellers, one after another: each signs up, lists an item with two photos, then adds and removes photos. */
async function photoUploads() {
	for (let seller = 1; running(); seller++) {
		// Sign-ups are limited per address: each seller comes from its own (TRUST_PROXY is on in the throwaway server).
		const from = { 'x-forwarded-for': `10.22.${seller >> 8}.${seller & 255}` }
		const account = { phone: `07${String(31_000_000 + seller)}`, email: `gc-stress-${seller}@example.com`, password: 'gc-stress-pass', role: 'SELLER' }
		const { token } = JSON.parse(await call('sign-up, new listing', '/api/auth/register', 201, post(account, from))) as { token: string }
		const auth = { authorization: `Bearer ${token}` }
		const photos = [await upload(auth), await upload(auth)]
		const listing = { title: `Stress test item ${seller}`, description: `Item ${seller} of the forced garbage collection run, kept indoors and used with care.`, category: 'electronics', price: String(1000 + seller), location: 'Nairobi', condition: 'GOOD', reason: 'Moving house and cannot take it along.', photos }
		const { id } = JSON.parse(await call('sign-up, new listing', '/api/listings', 201, post(listing, auth))) as { id: number }
		for (let n = photos.length; n < UPLOADS_PER_SELLER && running(); n++) {
			const added = JSON.parse(await call('photo add/remove', `/api/listings/${id}/photos`, 201, post({ cloudinary_id: await upload(auth) }, auth))) as { id: number }
			await call('photo add/remove', `/api/listings/${id}/photos/${added.id}`, 200, { method: 'DELETE', headers: auth })
		}
	}
}

/** Runs a loop until the time is up; its first failure stops every loop. */
const loop = (body: () => Promise<void>) => body().catch((error: unknown) => void (failure ??= error instanceof Failure ? error.message : String(error)))

/** Resident memory of the server at its peak (VmHWM), in MB. */
const peakMb = () => Number(/VmHWM:\s+(\d+)/.exec(fs.readFileSync(`/proc/${server.pid}/status`, 'utf8'))?.[1] ?? 0) / 1024

await Promise.all([loop(anonymousPages), loop(anonymousPages), loop(searches), loop(signIns), loop(photoUploads)])
// A request that lost its connection usually means the server died: give its exit a moment to be seen.
if (failure && !exit) await Promise.race([server.exited, new Promise((resolve) => setTimeout(resolve, 2000))])
if (!failure && !exit) await loop(async () => void (await call('health', '/healthz', 200)))
const elapsed = seconds()
const diedDuringRun = exit
const peak = diedDuringRun ? 0 : peakMb()
await server.stop()
// SIGTERM lets the server finish, close the database and exit 0: an abort in a finalizer at exit shows here.
const stopped = await server.exited

console.log(`\n| kind | requests | per second | p50 ms | p95 ms | max ms |\n|---|---:|---:|---:|---:|---:|`)
for (const [kind, times] of timings) {
	const sorted = [...times].sort((a, b) => a - b)
	console.log(`| ${kind} | ${sorted.length} | ${(sorted.length / Number(elapsed)).toFixed(1)} | ${percentile(sorted, 50).toFixed(0)} | ${percentile(sorted, 95).toFixed(0)} | ${sorted.at(-1)!.toFixed(0)} |`)
}
if (diedDuringRun) failRun(`the server exited (${describeExit(diedDuringRun)}) ${elapsed} s into the run under GC stress.${failure ? ` First failed request: ${failure}` : ''}`)
if (failure) failRun(`after ${elapsed} s under GC stress, ${failure}`)
if (stopped.code !== 0) failRun(`told to stop (SIGTERM) after ${elapsed} s under GC stress, the server ended with ${describeExit(stopped)} instead of code 0`)
console.log(`\nThe server stayed up for ${elapsed} s on Node ${nodeVersion} under GC stress, answered every request as expected and stopped cleanly (peak resident memory ${peak.toFixed(0)} MB).`)
