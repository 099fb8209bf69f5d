import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { startThrowawayServer, type ThrowawayServer } from '../../scripts/throwaway-server.ts'
import type { startThrowawayPostgres } from '../postgres/throwaway-postgres.ts'
import { freePort } from '../../scripts/free-port.ts'
import { api, request, sellerWithListing, startSharedPostgres, talkAcrossInstances } from './instance-fixtures.ts'
import { SESSION_COOKIES } from '#app/routes/+shared/auth.server.ts'

/*
 * Issue 21 §3 and §4: PostgreSQL restarted (fast, then as a crash) under two app processes (the compiled build), and
 * then left with no connection to spare. The instances stay up, answer 503 with Retry-After meanwhile, serve again on
 * their own once it is back, lose no write they answered, and settle once a payment whose callback fell in the outage.
 */
const ADMIN = { phone: '0700000001', password: 'admin-outage-pass' }
const POOL_SIZE = 4
/** Room for both instances (2 × (4 + 1)) and the test's own connections, as in a tight production setup. */
const MAX_CONNECTIONS = 20
const OUTAGE_MS = 5_000
const AWAY = 'We’ll be right back'
const AWAY_SW = 'Tutarudi hivi punde'

let postgres: ReturnType<typeof startThrowawayPostgres>
let database: pg.Client
let a: ThrowawayServer
let b: ThrowawayServer
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'soko-outage-'))

/** Every write the instances answered 2xx (each a new account), and every status a write got. */
const answeredWrites: string[] = []
const writeStatuses = new Set<number>()
let writing = true
let writer: Promise<void>
/** A signed-in visitor: their pages are rendered (never the anonymous cache), so the app itself meets the outage. */
let adminToken: string

/**
 * Daraja, played on 127.0.0.1: it takes STK pushes and never delivers their callbacks (as when ours could not be
 * recorded); its status query says "being processed" until the customer has paid, then "paid".
 */
const daraja = { pushes: 0, customerPaid: false }
const darajaServer = http.createServer((req, res) => {
	const answer = (status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
	req.resume().on('end', () => {
		if (req.url?.startsWith('/oauth/v1/generate')) return answer(200, { access_token: 'stand-in-token', expires_in: '3599' })
		if (req.url === '/mpesa/stkpush/v1/processrequest') {
			daraja.pushes++
			return answer(200, { MerchantRequestID: `m-${daraja.pushes}`, CheckoutRequestID: `ws_CO_outage_${daraja.pushes}`, ResponseCode: '0', ResponseDescription: 'Success. Request accepted for processing', CustomerMessage: 'Success. Request accepted for processing' })
		}
		if (req.url === '/mpesa/stkpushquery/v1/query') {
			if (!daraja.customerPaid) return answer(500, { errorCode: '500.001.1001', errorMessage: 'The transaction is being processed' })
			return answer(200, { ResponseCode: '0', ResultCode: '0', ResultDesc: 'The service request is processed successfully.' })
		}
		answer(404, { errorMessage: 'not here' })
	})
})

async function connectDatabase() {
	const client = new pg.Client({ connectionString: `${postgres.url}/soko` })
	client.on('error', () => {})
	await client.connect()
	return client
}

beforeAll(async () => {
	// Durable: what a commit promises must survive the crash, as it would in production.
	;({ postgres, database } = await startSharedPostgres({ durable: true, maxConnections: MAX_CONNECTIONS }))
	database.on('error', () => {})
	await new Promise<void>((resolve) => darajaServer.listen(0, '127.0.0.1', resolve))
	const [portA, portB] = [await freePort(), await freePort()]
	const env = {
		NODE_ENV: 'production',
		PUBLIC_URL: `http://127.0.0.1:${portA}`,
		SESSION_SECRET: 'database-outage-test-secret',
		MPESA_MODE: 'sandbox',
		MPESA_DARAJA_URL: `http://127.0.0.1:${(darajaServer.address() as { port: number }).port}`,
		MPESA_CONSUMER_KEY: 'stand-in-key',
		MPESA_CONSUMER_SECRET: 'stand-in-secret',
		MPESA_SHORTCODE: '174379',
		MPESA_PASSKEY: 'stand-in-passkey',
		// Asks M-PESA about a prompt 2 s old, every second (a minute and 30 s by default).
		MPESA_QUERY_AFTER_MS: '2000',
		DATABASE_URL: `${postgres.url}/soko`,
		DATABASE_POOL_SIZE: String(POOL_SIZE),
		UPLOADS_DIR: path.join(workDir, 'uploads'),
		SEED_DEMO: 'false',
		ADMIN_PHONE: ADMIN.phone,
		ADMIN_PASSWORD: ADMIN.password,
	}
	;[a, b] = await Promise.all([
		startThrowawayServer({ dir: path.join(workDir, 'a'), port: portA, env }),
		startThrowawayServer({ dir: path.join(workDir, 'b'), port: portB, env }),
	])
	adminToken = (await api<{ token: string }>(a, '/api/auth/login', { body: ADMIN })).body.token
	writer = writeAllAlong()
})

afterAll(async () => {
	writing = false
	await writer
	await Promise.all([a?.stop(), b?.stop()])
	await database?.end()
	darajaServer.close()
	postgres?.stop()
	fs.rmSync(workDir, { recursive: true, force: true })
})

/** A new account every 150 ms, alternately on each instance, from the start to the end of the file. */
async function writeAllAlong() {
	for (let i = 0; writing; i++) {
		const phone = `0722${String(i).padStart(6, '0')}`
		const server = i % 2 ? b : a
		try {
			const res = await request(server, '/api/auth/register', {
				body: { email: `writer${i}@example.com`, phone, password: 'secret123', role: 'BUYER', name: `Writer ${i}` },
				headers: { 'x-forwarded-for': `10.9.${i >> 8}.${i & 255}` },
			})
			writeStatuses.add(res.status)
			if (res.status === 201) answeredWrites.push(phone)
		} catch (error) {
			writeStatuses.add(-1)
			console.error('A write got no answer:', error)
		}
		await new Promise((resolve) => setTimeout(resolve, 150))
	}
}

function alive(server: ThrowawayServer) {
	try {
		process.kill(server.pid, 0)
		return true
	} catch {
		return false
	}
}

/** While the database is away: both processes up, every kind of request a quick 503 with Retry-After. */
async function expectOutageAnswers() {
	for (const server of [a, b]) {
		expect(alive(server)).toBe(true)
		const page = await request(server, '/browse')
		expect([page.status, page.headers.get('retry-after'), page.text]).toEqual([503, '5', expect.stringContaining(AWAY)])
		const swahili = await request(server, '/', { headers: { 'accept-language': 'sw-KE,sw;q=0.9' } })
		expect([swahili.status, swahili.text]).toEqual([503, expect.stringContaining(AWAY_SW)])
		const signedIn = await request(server, '/browse', { headers: { cookie: `${SESSION_COOKIES.secure}=${adminToken}; lang=sw` } })
		expect([signedIn.status, signedIn.headers.get('retry-after'), signedIn.text]).toEqual([503, '5', expect.stringContaining(AWAY_SW)])
		// A navigation in the app (its data request) is sent to load the page whole: the page above.
		const navigation = await request(server, '/browse.data?category=electronics', { headers: { cookie: `${SESSION_COOKIES.secure}=${adminToken}` } })
		expect([navigation.status, navigation.text]).toEqual([202, expect.stringContaining('"/browse?category=electronics"')])
		// A resource route (a report's download) answers as a page does, not with React Router's 500.
		const download = await request(server, '/admin/reports/1/download', { headers: { cookie: `${SESSION_COOKIES.secure}=${adminToken}` } })
		expect([download.status, download.headers.get('retry-after')]).toEqual([503, '5'])
		const listings = await api<{ message: string }>(server, '/api/listings')
		expect([listings.status, listings.headers.get('retry-after'), listings.headers.get('content-type')]).toEqual([503, '5', 'application/json'])
		expect(listings.body.message).toBe('Soko is briefly unavailable. Please try again in a few seconds.')
		const health = await request(server, '/healthz')
		expect(health.status).toBe(503)
		for (const answer of [page, swahili, signedIn, listings, health]) expect(answer.ms).toBeLessThan(2_000)
	}
}

/** Seconds from the database's return until both instances answer /healthz again. */
async function secondsToRecover() {
	const back = Date.now()
	for (const server of [a, b]) {
		await expect.poll(async () => (await request(server, '/healthz')).status, { timeout: 15_000, interval: 100 }).toBe(200)
	}
	return (Date.now() - back) / 1000
}

/** Both instances LISTEN again (the listener's last statement is its LISTEN). */
async function bothListening() {
	await expect
		.poll(async () => (await database.query(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE query = 'LISTEN soko_chat'`)).rows[0].n, { timeout: 15_000 })
		.toBe(2)
}

async function reconnectDatabase() {
	await database.end().catch(() => {})
	database = await connectDatabase()
}

test('a fast restart under two instances: 503s meanwhile, then pages, writes, chat and the pending payment work again', async () => {
	const title = 'Infinix Hot 40 paid through an outage'
	const { token, id } = await sellerWithListing(a, {
		seller: { email: 'outage-seller@example.com', phone: '0712000222', name: 'Outage Shop' },
		title,
		description: 'Its payment callback came while the database was down.',
		database,
	})
	expect((await api(b, `/api/listings/${id}/approve`, { token: adminToken, body: {} })).status).toBe(200)
	expect((await api(a, '/api/payments/mpesa-initiate', { token, body: { listing_id: id, phone: '0711222444' } })).status).toBe(200)

	const halted = Date.now()
	postgres.halt('fast')
	// The customer pays while the database is away; the callback never comes.
	daraja.customerPaid = true
	await expectOutageAnswers()
	await new Promise((resolve) => setTimeout(resolve, Math.max(0, halted + OUTAGE_MS - Date.now())))
	expect([alive(a), alive(b)]).toEqual([true, true])
	postgres.resume()
	expect(await secondsToRecover()).toBeLessThan(5)
	await reconnectDatabase()

	// Pages and writes again, on both.
	for (const server of [a, b]) expect((await request(server, '/')).status).toBe(200)
	const after = await api<{ token: string }>(b, '/api/auth/register', {
		body: { email: 'after-outage@example.com', phone: '0712000333', password: 'secret123', role: 'BUYER', name: 'After The Outage' },
	})
	expect(after.status).toBe(201)

	// The callback never came: the status query settles the payment, once, and the listing goes live. One prompt only.
	await expect
		.poll(async () => (await api<{ paymentStatus: string }>(b, `/api/payments/status/${id}`, { token })).body.paymentStatus, { timeout: 20_000 })
		.toBe('COMPLETED')
	const status = await api<{ transactionId: string | null }>(a, `/api/payments/status/${id}`, { token })
	// Settled by the query, which carries no receipt (a callback would have brought one).
	expect(status.body.transactionId).toBeNull()
	// Nothing is left that could pay twice: no attempt of this listing still pending or on a phone.
	await expect
		.poll(async () => {
			const { rows } = await database.query(
				`SELECT count(*)::int AS n FROM payment_attempts WHERE listing_id = $1 AND (status = 'PENDING' OR in_flight = 1)`,
				[id],
			)
			return rows[0].n
		}, { timeout: 20_000 })
		.toBe(0)
	const { rows } = await database.query('SELECT count(*)::int AS n FROM transactions WHERE listing_id = $1', [id])
	expect([rows[0].n, daraja.pushes]).toEqual([1, 1])
	expect((await database.query('SELECT status FROM listings WHERE id = $1', [id])).rows[0].status).toBe('PUBLISHED')
	expect(await (await fetch(`${b.url}/browse`)).text()).toContain(title)

	// Chat crosses instances again: both LISTEN once more.
	await bothListening()
	await talkAcrossInstances({ guestOn: a, supportOn: b, adminToken, database })
})

test('a crash of the database (immediate stop): the same 503s, the same recovery', async () => {
	postgres.halt('immediate')
	await expectOutageAnswers()
	postgres.resume()
	expect(await secondsToRecover()).toBeLessThan(5)
	await reconnectDatabase()
	const after = await api(a, '/api/auth/register', {
		body: { email: 'after-crash@example.com', phone: '0712000444', password: 'secret123', role: 'BUYER', name: 'After The Crash' },
	})
	expect(after.status).toBe(201)
	await bothListening()
})

const FILLER = 'soko-test-filler'

/**
 * Takes every connection the server has left, ending the instances' own, until none of theirs is left. A terminated
 * backend frees its slot only as it exits (just after it leaves pg_stat_activity): each round waits for the ones it
 * ended to be gone before filling again, so no slot frees after this returns for an instance to take.
 */
async function occupyEveryConnection() {
	const held: pg.Client[] = []
	const ownPid = (await database.query('SELECT pg_backend_pid() AS pid')).rows[0].pid as number
	for (let round = 0; round < 20; round++) {
		for (;;) {
			const client = new pg.Client({ connectionString: `${postgres.url}/postgres`, application_name: FILLER })
			client.on('error', () => {})
			try {
				await client.connect()
			} catch (error) {
				if ((error as { code?: string }).code === '53300') break
				throw error
			}
			held.push(client)
		}
		// Any other client, a connection still starting included (its name and database are not known yet).
		const ended = await database.query<{ pid: number }>(
			`SELECT pid, pg_terminate_backend(pid) FROM pg_stat_activity WHERE backend_type = 'client backend' AND application_name IS DISTINCT FROM $1 AND pid <> $2`,
			[FILLER, ownPid],
		)
		if (ended.rows.length === 0) return held
		const pids = ended.rows.map((row) => row.pid)
		await expect
			.poll(async () => (await database.query('SELECT count(*)::int AS left FROM pg_stat_activity WHERE pid = ANY($1::int[])', [pids])).rows[0].left, { timeout: 10_000, interval: 50 })
			.toBe(0)
	}
	throw new Error('the instances kept their connections')
}

test('no connection to spare: a request waits its turn, then answers 503 with Retry-After, never 500', async () => {
	const held = await occupyEveryConnection()
	try {
		// A connection ended while it was starting reads as an outage for a second: past it, only "too many clients" is left.
		await new Promise((resolve) => setTimeout(resolve, 1_200))
		const [listings, page] = await Promise.all([
			api<{ message: string }>(a, '/api/listings'),
			request(b, '/browse', { headers: { cookie: 'lang=sw' } }),
		])
		expect([listings.status, listings.headers.get('retry-after'), listings.body.message]).toEqual([503, '5', 'Soko is briefly unavailable. Please try again in a few seconds.'])
		expect([page.status, page.text]).toEqual([503, expect.stringContaining(AWAY_SW)])
		// It waited for a connection (5 s) before giving up, and no longer.
		expect(listings.ms).toBeGreaterThan(4_000)

		// Connections freed while a request waits: it gets one and is served.
		const waiting = request(b, '/api/listings')
		await new Promise((resolve) => setTimeout(resolve, 1_000))
		const stillWaiting = Symbol('still waiting')
		expect(await Promise.race([waiting, Promise.resolve(stillWaiting)])).toBe(stillWaiting)
		await Promise.all(held.splice(0, 6).map((client) => client.end()))
		expect((await waiting).status).toBe(200)
	} finally {
		await Promise.all(held.map((client) => client.end()))
	}
})

test('no write answered 2xx was lost, and no request got a 500 or no answer', async () => {
	await expect.poll(() => answeredWrites.length, { timeout: 20_000 }).toBeGreaterThan(10)
	writing = false
	await writer
	const { rows } = await database.query('SELECT phone FROM users WHERE phone = ANY($1::text[])', [answeredWrites])
	expect(rows.map((r: { phone: string }) => r.phone).sort()).toEqual([...answeredWrites].sort())
	expect([...writeStatuses].sort()).toEqual([201, 503])
})
