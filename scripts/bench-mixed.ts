// Part of `npm run bench` (after `npm run build`), issue 9: a mixed workload (pages, signed-in actions, listings sold
// and paid) for a fixed number of operations at a fixed concurrency on SQLite, on PostgreSQL, and on two instances
// sharing one PostgreSQL; every write answered 2xx is then looked for in the database. Then crash safety: a write-only
// workload, the app killed (SIGKILL) in the middle, restarted on the same database, every answered write looked for.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import pg from 'pg'
import sharp from 'sharp'
import { startThrowawayPostgres } from '../tests/postgres/throwaway-postgres.ts'
import { startThrowawayServer, type ThrowawayServer } from './throwaway-server.ts'
import { freePort } from './free-port.ts'
import { parseEnv } from '#app/env.server.ts'
import { callbackPath } from '#app/domain/payments/gateway.server.ts'

const COUNT = Number(process.env.BENCH_MIXED_COUNT ?? 3000)
const CONCURRENCY = Number(process.env.BENCH_MIXED_CONCURRENCY ?? 16)
const CRASH_COUNT = Number(process.env.BENCH_CRASH_COUNT ?? 600)
const DIR = '.tmp/bench-mixed'
const BUYERS = 40
const SELLERS = 20
const SESSION_SECRET = 'bench-only-secret-not-for-use'
/** Where Safaricom posts STK callbacks to a server with that secret: the bench and the test post there as Safaricom. */
const CALLBACK_PATH = callbackPath(parseEnv({ SESSION_SECRET }))
const FEE_KES = 15
const SEARCH_WORDS = ['simu', 'sofa', 'tv', 'phone', 'bed']
// Pages as a browser asks for them.
const PAGE_HEADERS = { 'accept-encoding': 'gzip, deflate, br', accept: 'text/html' }
// React picks its development build unless NODE_ENV=production. The bench delivers every M-PESA callback itself
// (to the other instance when there are two): the simulator of the instance that started a payment must stay silent.
const PRODUCTION = { NODE_ENV: 'production', SESSION_SECRET, MPESA_MODE: 'simulator', MPESA_SIM_DELAY_MS: '3600000' }

if (!fs.existsSync('build/server.js')) {
	console.error('No production build: run `npm run build` first.')
	process.exit(1)
}

// --- Workload --------------------------------------------------------------------------------------------------------

/** Shares of the mix, in percent: 80 anonymous pages, 15 signed-in, 5 listings created and paid. */
const MIX = {
	'page /': 20,
	'page /browse': 20,
	'page /browse?q=': 20,
	'page /listings/:id': 20,
	save: 5,
	offer: 5,
	'GET /api/recommendations/saved': 2.5,
	'GET /api/recommendations': 2.5,
	sell: 5,
} as const
type Op = keyof typeof MIX
/** What one request was, as reported: a sell operation is several requests (photos, listing, payment, callback). */
type Kind = Exclude<Op, 'sell'> | 'upload photo' | 'create listing' | 'pay: initiate' | 'pay: callback'

type Sample = { kind: Kind; status: number; ms: number }
type User = { id: number; token: string; address: string; phone: string; photos: string[] }
type Writes = { listings: Set<number>; offers: Set<number>; saves: Set<string>; paid: Set<number> }
/** CPU seconds spent by the app processes and by this process (the client), beside the wall clock. */
type Run = { samples: Sample[]; writes: Writes; errors: Map<string, number>; seconds: number; serverCpu: number; clientCpu: number }

/** A fixed, seeded sequence of operations in the shares of `mix`. */
function plan<K extends string>(mix: Record<K, number>, count: number, seed = 7): K[] {
	let state = seed
	const entries = Object.entries(mix) as [K, number][]
	const total = entries.reduce((s, [, w]) => s + w, 0)
	return Array.from({ length: count }, () => {
		state = (state * 1_103_515_245 + 12_345) % 2 ** 31
		let pick = (state / 2 ** 31) * total
		for (const [kind, weight] of entries) if ((pick -= weight) < 0) return kind
		return entries.at(-1)![0]
	})
}

/** People do one thing at a time: an operation takes a free user and gives them back. */
class UserPool {
	private waiting: ((user: User) => void)[] = []
	constructor(private free: User[]) {}
	take() {
		const user = this.free.shift()
		return user ? Promise.resolve(user) : new Promise<User>((resolve) => this.waiting.push(resolve))
	}
	give(user: User) {
		const next = this.waiting.shift()
		if (next) next(user)
		else this.free.push(user)
	}
}

/** A client's view of the site: one or more instances, requests alternated between them. */
class Client {
	private turn = 0
	readonly samples: Sample[] = []
	readonly errors = new Map<string, number>()
	constructor(readonly urls: string[]) {}

	next() {
		return this.urls[this.turn++ % this.urls.length]!
	}
	/** The instance that did not answer `url` (itself when there is one). */
	other(url: string) {
		return this.urls.find((u) => u !== url) ?? url
	}

	/** One request, timed and recorded; the body read whole. `null` on an error (4xx, 5xx, no answer). */
	async send(kind: Kind, url: string, init: RequestInit = {}): Promise<{ status: number; body: unknown } | null> {
		const t0 = performance.now()
		let status = 0
		try {
			const res = await fetch(url, { ...init, redirect: 'manual' })
			const text = await res.text()
			status = res.status
			this.samples.push({ kind, status, ms: performance.now() - t0 })
			if (status >= 400) this.count(`${kind} ${status}: ${text.slice(0, 120)}`)
			const json = status < 300 && res.headers.get('content-type')?.includes('json')
			return status < 400 ? { status, body: json ? (JSON.parse(text) as unknown) : null } : null
		} catch (error) {
			this.samples.push({ kind, status, ms: performance.now() - t0 })
			this.count(`${kind} network: ${(error as Error).cause ?? (error as Error).message}`)
			return null
		}
	}

	private count(message: string) {
		this.errors.set(message, (this.errors.get(message) ?? 0) + 1)
	}
}

function api(user: Pick<User, 'token' | 'address'> | null, body?: unknown): RequestInit {
	const headers: Record<string, string> = {}
	// TRUST_PROXY=1: each user its own address, as phones behind a carrier are, so per-address limits see people.
	if (user) Object.assign(headers, { authorization: `Bearer ${user.token}`, 'x-forwarded-for': user.address })
	if (body instanceof FormData) return { method: 'POST', headers, body }
	if (body !== undefined) return { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) }
	return { headers }
}

const pick = <T>(items: readonly T[], n: number) => items[n % items.length]!

async function jpeg(colour: string) {
	return sharp({ create: { width: 800, height: 600, channels: 3, background: colour } }).jpeg().toBuffer()
}
const COLOURS = ['#2a7', '#c33', '#36c', '#ea3', '#939', '#3aa']
const IMAGES = await Promise.all(COLOURS.map(jpeg))

async function upload(client: Client, user: User, n: number) {
	const form = new FormData()
	form.append('image', new Blob([new Uint8Array(pick(IMAGES, n))], { type: 'image/jpeg' }), `IMG_${n}.jpg`)
	const answer = await client.send('upload photo', `${client.next()}/api/upload-image`, api(user, form))
	return (answer?.body as { public_id?: string } | null)?.public_id ?? null
}

/** A seller lists something with two photos (new uploads when `fresh`, else their earlier ones) and pays the fee. */
async function sell(client: Client, seller: User, n: number, writes: Writes, { fresh, pay }: { fresh: boolean; pay: boolean }) {
	const photos = fresh ? [await upload(client, seller, n), await upload(client, seller, n + 1)] : seller.photos
	if (photos.some((p) => !p)) return
	const created = await client.send(
		'create listing',
		`${client.next()}/api/listings`,
		api(seller, {
			title: `Bench item ${n} Samsung TV`,
			description: 'Listed by the mixed-workload bench.',
			category: 'electronics',
			price: String(1000 + n),
			location: 'Nairobi',
			condition: 'GOOD',
			reason: 'Upgrading.',
			photos,
		}),
	)
	const id = (created?.body as { id?: number } | null)?.id
	if (!id) return
	writes.listings.add(id)
	if (pay) await payFor(client, seller, id, writes)
}

async function payFor(client: Client, seller: User, listingId: number, writes: Writes) {
	const at = client.next()
	// Each seller pays from their own phone. With one phone for all, two instances' simulators can make the same
	// CheckoutRequestID (its second, three random digits, the phone) and the second insert fails: see BENCHMARKS.md.
	const started = await client.send('pay: initiate', `${at}/api/payments/mpesa-initiate`, api(seller, { listing_id: listingId, phone: seller.phone }))
	const checkout = (started?.body as { checkoutRequestId?: string } | null)?.checkoutRequestId
	if (!checkout) return
	const callback = {
		Body: {
			stkCallback: {
				CheckoutRequestID: checkout,
				ResultCode: 0,
				ResultDesc: 'The service request is processed successfully.',
				CallbackMetadata: {
					Item: [
						{ Name: 'Amount', Value: FEE_KES },
						{ Name: 'MpesaReceiptNumber', Value: `BN${listingId}X${Date.now().toString(36)}`.toUpperCase() },
						{ Name: 'TransactionDate', Value: 20261123101500 },
						{ Name: 'PhoneNumber', Value: Number(`254${seller.phone.slice(1)}`) },
					],
				},
			},
		},
	}
	// Daraja calls back whichever instance its load balancer picks: here, the one that did not start the payment.
	const answered = await client.send('pay: callback', `${client.other(at)}${CALLBACK_PATH}`, api(null, callback))
	if (answered) writes.paid.add(listingId)
}

async function offer(client: Client, buyer: User, listingId: number, n: number, writes: Writes) {
	const body = { listing_id: listingId, amount: String(500 + (n % 40) * 250), message: 'Bench offer: can you deliver?' }
	const answer = await client.send('offer', `${client.next()}/api/offers`, api(buyer, body))
	const id = (answer?.body as { offer?: { id?: number } } | null)?.offer?.id
	if (id) writes.offers.add(id)
}

async function save(client: Client, buyer: User, listingId: number, writes: Writes) {
	const answer = await client.send('save', `${client.next()}/api/recommendations/save/${listingId}`, api(buyer, { saved: true }))
	if (answer) writes.saves.add(`${buyer.id}:${listingId}`)
}

type World = { client: Client; buyers: UserPool; sellers: UserPool; published: number[]; writes: Writes }

async function operate(world: World, op: Op, n: number) {
	const { client, published, writes } = world
	const listing = pick(published, n * 7919)
	if (op.startsWith('page ')) {
		const page = { 'page /': '/', 'page /browse': '/browse', 'page /browse?q=': `/browse?q=${pick(SEARCH_WORDS, n)}`, 'page /listings/:id': `/listings/${listing}` }[op as 'page /']
		await client.send(op as Kind, `${client.next()}${page}`, { headers: PAGE_HEADERS })
		return
	}
	const pool = op === 'sell' ? world.sellers : world.buyers
	const user = await pool.take()
	try {
		if (op === 'sell') await sell(client, user, n, writes, { fresh: n % 3 === 0, pay: true })
		else if (op === 'save') await save(client, user, listing, writes)
		else if (op === 'offer') await offer(client, user, listing, n, writes)
		else await client.send(op as Kind, `${client.next()}${op.slice(4)}`, api(user))
	} finally {
		pool.give(user)
	}
}

/** `ops` through `CONCURRENCY` workers; `stopAt` (an index) calls `onStop` once and dispatches nothing after it. */
async function runPool<T>(ops: T[], work: (op: T, n: number) => Promise<void>, { stopAt = Infinity, onStop = async () => {} } = {}) {
	let next = 0
	let stopping: Promise<void> | null = null
	const worker = async () => {
		while (next < ops.length) {
			const n = next++
			if (n >= stopAt) {
				stopping ??= onStop()
				return
			}
			await work(ops[n]!, n)
		}
	}
	await Promise.all(Array.from({ length: CONCURRENCY }, worker))
	await stopping
}

// On a machine shared with other work, CPU time per request moves much less than req/s or latency.
const TICK_SECONDS = 1 / Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim())
function processCpu(pid: number) {
	const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
	return (Number(fields[11]) + Number(fields[12])) * TICK_SECONDS
}
const clientCpu = () => {
	const { user, system } = process.cpuUsage()
	return (user + system) / 1e6
}
const serversCpu = (servers: ThrowawayServer[]) => servers.reduce((sum, server) => sum + processCpu(server.pid), 0)

// --- Setting up ------------------------------------------------------------------------------------------------------

/** Reads the database directly: `?` placeholders, on either dialect. */
type Reader = { rows: (sql: string, params?: number[]) => Promise<Record<string, unknown>[]>; close: () => Promise<void> }

function sqliteReader(file: string): Reader {
	const db = new SQLite(file, { readonly: true, fileMustExist: true })
	return { rows: async (sql, params = []) => db.prepare(sql).all(...params) as Record<string, unknown>[], close: async () => void db.close() }
}

async function postgresReader(url: string): Promise<Reader> {
	const client = new pg.Client({ connectionString: url })
	await client.connect()
	return {
		rows: async (sql, params = []) => {
			let i = 0
			return (await client.query(sql.replace(/\?/g, () => `$${++i}`), params)).rows as Record<string, unknown>[]
		},
		close: () => client.end(),
	}
}

type Backend = 'sqlite' | 'postgres'
type Site = { servers: ThrowawayServer[]; reader: () => Promise<Reader>; restart: (i: number) => Promise<ThrowawayServer>; stop: () => Promise<void> }

/**
 * A fresh database with the demo data, and `instances` app processes on it sharing one photos folder. The first
 * seeds (SEED_DEMO) and is up, so seeded, before the others start.
 */
async function startSite(name: string, backend: Backend, instances: number, { durable = false } = {}): Promise<Site> {
	const dir = path.resolve(DIR, name)
	fs.rmSync(dir, { recursive: true, force: true })
	const postgres = backend === 'postgres' ? startThrowawayPostgres({ port: await freePort(), durable }) : null
	const servers: ThrowawayServer[] = []
	const stop = async () => {
		for (const server of servers) await server.stop()
		postgres?.stop()
	}
	try {
		if (postgres) await createDatabase(postgres.url)
		const env = (seed: boolean) => ({
			...PRODUCTION,
			SEED_DEMO: String(seed),
			UPLOADS_DIR: `${dir}/uploads`,
			...(postgres ? { DATABASE_URL: `${postgres.url}/soko` } : {}),
		})
		// SQLite: one file, in the first instance's folder (there is only ever one SQLite instance here).
		const start = async (i: number, seed: boolean) =>
			startThrowawayServer({ dir: `${dir}/${i}`, port: await freePort(), fresh: false, env: { ...env(seed), DATABASE_PATH: `${dir}/0/soko.db` } })
		for (let i = 0; i < instances; i++) servers.push(await start(i, i === 0))
		return {
			servers,
			reader: () => (postgres ? postgresReader(`${postgres.url}/soko`) : Promise.resolve(sqliteReader(`${dir}/0/soko.db`))),
			restart: async (i) => (servers[i] = await start(i, false)),
			stop,
		}
	} catch (error) {
		await stop()
		throw error
	}
}

async function createDatabase(url: string) {
	const admin = new pg.Client({ connectionString: `${url}/postgres` })
	await admin.connect()
	await admin.query('CREATE DATABASE soko')
	await admin.end()
}

/** Buyers and sellers registered before the clock starts; each seller with two photos of their own. */
async function people(client: Client, tag: string): Promise<{ buyers: User[]; sellers: User[] }> {
	const register = async (role: 'BUYER' | 'SELLER', i: number): Promise<User> => {
		const n = (role === 'SELLER' ? 500 : 0) + i
		const address = `10.9.${Math.floor(n / 250)}.${(n % 250) + 1}`
		const body = { email: `bench-${tag}-${role.toLowerCase()}${i}@example.com`, phone: `0799${String(n).padStart(6, '0')}`, password: 'bench-pass-1234', role, name: `Bench ${role} ${i}` }
		const res = await fetch(`${client.urls[0]}/api/auth/register`, { ...api(null, body), headers: { 'content-type': 'application/json', 'x-forwarded-for': address } })
		if (res.status !== 201) throw new Error(`register ${role} ${i}: ${res.status} ${await res.text()}`)
		const { token, user } = (await res.json()) as { token: string; user: { id: number } }
		return { id: user.id, token, address, phone: body.phone, photos: [] }
	}
	const buyers = await Promise.all(Array.from({ length: BUYERS }, (_, i) => register('BUYER', i)))
	const sellers = await Promise.all(Array.from({ length: SELLERS }, (_, i) => register('SELLER', i)))
	for (const [i, seller] of sellers.entries()) {
		const photos = [await upload(client, seller, i), await upload(client, seller, i + 1)]
		if (photos.some((p) => !p)) throw new Error(`seller ${i}: photo upload failed: ${[...client.errors.keys()].join('; ')}`)
		seller.photos = photos as string[]
	}
	client.samples.length = 0
	return { buyers, sellers }
}

async function publishedIds(reader: Reader) {
	const rows = await reader.rows(`SELECT id FROM listings WHERE status = 'PUBLISHED' ORDER BY id`)
	return rows.map((r) => Number(r.id))
}

// --- Checking writes -------------------------------------------------------------------------------------------------

type WriteCheck = { what: string; answered: number; present: number; missing: number; unanswered: number }

const marks = (n: number) => Array.from({ length: n }, () => '?').join(', ')

async function idsIn(reader: Reader, sql: string, ids: number[]) {
	if (!ids.length) return new Set<string>()
	const rows = await reader.rows(sql.replace('(…)', `(${marks(ids.length)})`), ids)
	return new Set(rows.map((r) => Object.values(r).map(String).join(':')))
}

function compare(what: string, answered: Set<string>, present: Set<string>): WriteCheck {
	const missing = [...answered].filter((k) => !present.has(k)).length
	const unanswered = [...present].filter((k) => !answered.has(k)).length
	return { what, answered: answered.size, present: present.size, missing, unanswered }
}

/** Every write answered 2xx, looked for in the database; also rows by the bench's users that no 2xx answered. */
async function checkWrites(reader: Reader, writes: Writes, users: { buyers: User[]; sellers: User[] }, { payments = true } = {}) {
	const asText = (s: Set<number>) => new Set([...s].map(String))
	const sellerIds = users.sellers.map((u) => u.id)
	const buyerIds = users.buyers.map((u) => u.id)
	const checks = [
		compare('listings', asText(writes.listings), await idsIn(reader, 'SELECT id FROM listings WHERE seller_id IN (…)', sellerIds)),
		compare('offers', asText(writes.offers), await idsIn(reader, 'SELECT id FROM offers WHERE buyer_id IN (…)', buyerIds)),
		compare('saves', writes.saves, await idsIn(reader, 'SELECT user_id, listing_id FROM user_saves WHERE user_id IN (…)', buyerIds)),
	]
	if (payments) {
		const listed = [...writes.listings]
		const settled = await idsIn(reader, `SELECT listing_id FROM payment_attempts WHERE status = 'COMPLETED' AND listing_id IN (…)`, listed)
		checks.push(compare('payments settled', asText(writes.paid), settled))
		const money = await reader.rows(`SELECT listing_id FROM transactions WHERE listing_id IN (${marks(listed.length)})`, listed)
		checks.push({ what: 'transactions (one per payment)', answered: writes.paid.size, present: money.length, missing: Math.max(0, writes.paid.size - money.length), unanswered: Math.max(0, money.length - writes.paid.size) })
	}
	return checks
}

// --- Reporting -------------------------------------------------------------------------------------------------------

const percentile = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : NaN)
const isError = (s: Sample) => s.status === 0 || s.status >= 400

function latency(samples: Sample[]) {
	const sorted = samples.map((s) => s.ms).sort((a, b) => a - b)
	return { n: samples.length, p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99), errors: samples.filter(isError).length }
}

const f = (v: number) => (v < 10 ? v.toFixed(1) : v.toFixed(0))
const failures: string[] = []
const overall: string[] = []
/** Per kind, per setup: "p50 / p95 / p99" and the errors, printed as one table with a column per setup. */
const perKind = new Map<Kind, Map<string, string>>()
const setups: string[] = []
const KINDS: Kind[] = ['page /', 'page /browse', 'page /browse?q=', 'page /listings/:id', 'save', 'offer', 'GET /api/recommendations/saved', 'GET /api/recommendations', 'upload photo', 'create listing', 'pay: initiate', 'pay: callback']
const writeRows: string[] = []
const crashRows: string[] = []
const errorLines: string[] = []

function report(setup: string, run: Run, checks: WriteCheck[], load: [number, number]) {
	const all = latency(run.samples)
	const rps = all.n / run.seconds
	const cpuPerRequest = (run.serverCpu * 1000) / all.n
	const clientShare = (run.clientCpu / run.seconds) * 100
	overall.push(`| ${setup} | ${all.n} | ${run.seconds.toFixed(1)} | ${rps.toFixed(0)} | ${f(all.p50)} | ${f(all.p95)} | ${f(all.p99)} | ${all.errors} | ${cpuPerRequest.toFixed(1)} | ${clientShare.toFixed(0)}% | ${load[0].toFixed(2)} / ${load[1].toFixed(2)} |`)
	console.log(`${setup}: ${all.n} requests in ${run.seconds.toFixed(1)} s, ${rps.toFixed(0)} req/s, p50 ${f(all.p50)} ms, p95 ${f(all.p95)} ms, p99 ${f(all.p99)} ms, ${all.errors} errors; app CPU ${cpuPerRequest.toFixed(1)} ms/request, client ${clientShare.toFixed(0)}% of a core`)
	setups.push(setup)
	for (const kind of KINDS) {
		const k = latency(run.samples.filter((s) => s.kind === kind))
		if (!perKind.has(kind)) perKind.set(kind, new Map())
		perKind.get(kind)!.set(setup, `${f(k.p50)} / ${f(k.p95)} / ${f(k.p99)}${k.errors ? ` (${k.errors} errors)` : ''}`).set('n', String(k.n))
		console.log(`    ${kind.padEnd(32)} ${String(k.n).padStart(5)}  p50 ${f(k.p50).padStart(5)}  p95 ${f(k.p95).padStart(5)}  p99 ${f(k.p99).padStart(5)} ms  ${k.errors} errors`)
	}
	for (const [message, n] of run.errors) errorLines.push(`${setup}: ${n}× ${message}`)
	if (all.errors) failures.push(`${setup}: ${all.errors} errors (${[...run.errors.keys()].slice(0, 3).join('; ')})`)
	for (const c of checks) {
		writeRows.push(`| ${setup} | ${c.what} | ${c.answered} | ${c.present} | ${c.missing} | ${c.unanswered} |`)
		console.log(`    writes: ${c.what}: answered 2xx ${c.answered}, in the database ${c.present}, missing ${c.missing}, present without a 2xx ${c.unanswered}`)
		if (c.missing || c.unanswered) failures.push(`${setup}: ${c.what}: ${c.missing} answered but missing, ${c.unanswered} present without a 2xx answer`)
	}
}

// --- The runs --------------------------------------------------------------------------------------------------------

const emptyWrites = (): Writes => ({ listings: new Set(), offers: new Set(), saves: new Set(), paid: new Set() })

async function mixed(setup: string, backend: Backend, instances: number) {
	console.log(`\n${setup}: starting…`)
	const site = await startSite(setup.replace(/\W+/g, '-'), backend, instances)
	try {
		const client = new Client(site.servers.map((s) => s.url))
		const users = await people(client, setup.replace(/\W+/g, ''))
		const reader = await site.reader()
		try {
			const writes = emptyWrites()
			const world: World = { client, buyers: new UserPool([...users.buyers]), sellers: new UserPool([...users.sellers]), published: await publishedIds(reader), writes }
			const load0 = os.loadavg()[0]!
			const [t0, server0, client0] = [performance.now(), serversCpu(site.servers), clientCpu()]
			await runPool(plan(MIX, COUNT), (op, n) => operate(world, op, n))
			const run = {
				samples: client.samples,
				writes,
				errors: client.errors,
				seconds: (performance.now() - t0) / 1000,
				serverCpu: serversCpu(site.servers) - server0,
				clientCpu: clientCpu() - client0,
			}
			report(setup, run, await checkWrites(reader, writes, users), [load0, os.loadavg()[0]!])
		} finally {
			await reader.close()
		}
	} finally {
		await site.stop()
	}
}

const WRITE_MIX = { create: 1, offer: 1, save: 1 }

/** Write-only load on one instance, killed with SIGKILL halfway; restarted; every write answered before is looked for. */
async function crash(setup: string, backend: Backend) {
	console.log(`\n${setup}: starting…`)
	const site = await startSite(setup.replace(/\W+/g, '-'), backend, 1, { durable: true })
	try {
		const client = new Client([site.servers[0]!.url])
		const users = await people(client, setup.replace(/\W+/g, ''))
		const before = await site.reader()
		const published = await publishedIds(before)
		await before.close()
		const writes = emptyWrites()
		const buyers = new UserPool([...users.buyers])
		const sellers = new UserPool([...users.sellers])
		const work = async (op: keyof typeof WRITE_MIX, n: number) => {
			const pool = op === 'create' ? sellers : buyers
			const user = await pool.take()
			try {
				const listing = pick(published, n * 7919)
				if (op === 'create') await sell(client, user, n, writes, { fresh: false, pay: false })
				else if (op === 'offer') await offer(client, user, listing, n, writes)
				else await save(client, user, listing, writes)
			} finally {
				pool.give(user)
			}
		}
		await runPool(plan(WRITE_MIX, CRASH_COUNT, 11), work, { stopAt: Math.floor(CRASH_COUNT / 2), onStop: () => site.servers[0]!.crash() })
		// The kill cuts off what is in flight (no answer); an HTTP error before it is a failure like any other.
		const refused = client.samples.filter((s) => s.status === 0).length
		const refusals = client.samples.filter((s) => s.status >= 400).length
		if (refusals) failures.push(`${setup}: ${refusals} HTTP errors before the kill (${[...client.errors.keys()].slice(0, 3).join('; ')})`)
		await site.restart(0)
		const reader = await site.reader()
		try {
			const checks = await checkWrites(reader, writes, users, { payments: false })
			const answered = checks.reduce((s, c) => s + c.answered, 0)
			const present = checks.reduce((s, c) => s + c.present, 0)
			const missing = checks.reduce((s, c) => s + c.missing, 0)
			const detail = checks.map((c) => `${c.what} ${c.answered}/${c.present}`).join(', ')
			crashRows.push(`| ${setup} | ${answered} | ${present} | ${missing} | ${present - answered + missing} | ${refused} | ${detail} |`)
			console.log(`${setup}: answered 2xx before the kill ${answered}, present after restart ${present}, missing ${missing}; in flight at the kill (no answer) ${refused}; ${detail}`)
			if (missing) failures.push(`${setup}: ${missing} writes answered 2xx before the kill are missing after restart`)
		} finally {
			await reader.close()
		}
	} finally {
		await site.stop()
	}
}

const loadBefore = os.loadavg()
const started = performance.now()
await mixed('SQLite, 1 instance', 'sqlite', 1)
await mixed('PostgreSQL, 1 instance', 'postgres', 1)
await mixed('PostgreSQL, 2 instances', 'postgres', 2)
await crash('crash: SQLite', 'sqlite')
await crash('crash: PostgreSQL (fsync on)', 'postgres')
const loadAfter = os.loadavg()

console.log(`
${COUNT} operations per setup (80% pages, 15% signed-in, 5% listing + 2 photos + payment), ${CONCURRENCY} at a time; ${os.availableParallelism()} CPUs (${os.cpus()[0]?.model ?? 'unknown CPU'}), Node ${process.version}; ${((performance.now() - started) / 1000).toFixed(0)} s in all.
Load average (1/5/15 min) before: ${loadBefore.map((l) => l.toFixed(2)).join(' / ')}; after: ${loadAfter.map((l) => l.toFixed(2)).join(' / ')}.

| Setup | Requests | Seconds | req/s | p50 ms | p95 ms | p99 ms | Errors | App CPU ms/request | Client CPU | Load (1 min) start / end |
|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|
${overall.join('\n')}

| Kind | Requests | ${setups.map((s) => `${s}: p50 / p95 / p99 ms`).join(' | ')} |
|---|---:|${setups.map(() => '---:').join('|')}|
${[...perKind].map(([kind, bySetup]) => `| ${kind} | ${bySetup.get('n')} | ${setups.map((s) => bySetup.get(s) ?? '-').join(' | ')} |`).join('\n')}

| Setup | Writes | Answered 2xx | In the database | Missing | Present without a 2xx |
|---|---|---:|---:|---:|---:|
${writeRows.join('\n')}

| Crash run | Writes answered 2xx before the kill | Present after restart | Missing | Present without a 2xx (in flight) | Requests cut off | Listings / offers / saves (answered/present) |
|---|---:|---:|---:|---:|---:|---|
${crashRows.join('\n')}
`)
if (errorLines.length) console.log(`Errors:\n${errorLines.join('\n')}`)
if (failures.length) {
	for (const failure of failures) console.error(`FAIL ${failure}`)
	process.exit(1)
}
console.log('Zero errors and zero lost writes.')
