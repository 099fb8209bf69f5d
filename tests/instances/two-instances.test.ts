import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type pg from 'pg'
import { afterAll, beforeAll, expect, test } from 'vitest'
import type { ThrowawayServer } from '../../scripts/throwaway-server.ts'
import type { startThrowawayPostgres } from '../postgres/throwaway-postgres.ts'
import { api, sellerWithListing, startSharedPostgres, startTwoInstances, talkAcrossInstances, verifyPhone } from './instance-fixtures.ts'
import { parseEnv } from '#app/env.server.ts'
import { SESSION_COOKIES } from '#app/routes/+shared/auth.server.ts'
import { callbackPath } from '#app/domain/payments/gateway.server.ts'
import { connectChat } from '#tests/chat-client.ts'
import { SESSION_ENDED } from '../../server/chat-socket.ts'

/*
 * Issue 9 §2: two app processes (the compiled build, as shipped) on one PostgreSQL database and one photos folder
 * behave like one. Both start at the same moment on an empty database.
 */
const SESSION_SECRET = 'two-instances-test-secret'
/** Where Safaricom posts STK callbacks to a server with that secret: the bench and the test post there as Safaricom. */
const CALLBACK_PATH = callbackPath(parseEnv({ SESSION_SECRET }))
const ADMIN = { phone: '0700000001', password: 'admin-instances-pass' }
const FEE_KES = 15

let postgres: ReturnType<typeof startThrowawayPostgres>
let database: pg.Client
let a: ThrowawayServer
let b: ThrowawayServer
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'soko-instances-'))

beforeAll(async () => {
	;({ postgres, database } = await startSharedPostgres())
	const env = {
		NODE_ENV: 'production',
		SESSION_SECRET,
		MPESA_MODE: 'simulator',
		// The simulator of the instance that starts a payment must not answer it: the test delivers the callback elsewhere.
		MPESA_SIM_DELAY_MS: '3600000',
		DATABASE_URL: `${postgres.url}/soko`,
		DATABASE_POOL_SIZE: '5',
		UPLOADS_DIR: path.join(workDir, 'uploads'),
		SEED_DEMO: 'false',
		ADMIN_PHONE: ADMIN.phone,
		ADMIN_PASSWORD: ADMIN.password,
	}
	;[a, b] = await startTwoInstances({ workDir, env })
})

afterAll(async () => {
	await Promise.all([a?.stop(), b?.stop()])
	await database?.end()
	postgres?.stop()
	fs.rmSync(workDir, { recursive: true, force: true })
})

test('both instances started at once: one admin, every job ran once', async () => {
	const admins = await database.query(`SELECT count(*)::int AS n FROM users WHERE role = 'ADMIN'`)
	expect(admins.rows[0].n).toBe(1)
	await expect
		.poll(async () => (await database.query('SELECT count(*)::int AS n FROM job_runs')).rows[0].n, { timeout: 10_000 })
		.toBeGreaterThanOrEqual(10)
	const runs = await database.query('SELECT name, runs FROM job_runs ORDER BY name')
	for (const row of runs.rows as { name: string; runs: number }[]) expect(row, row.name).toEqual({ name: row.name, runs: 1 })
})

test('a listing made on one instance, paid by a callback that reaches the other, is on both browse pages at once', async () => {
	const title = 'Tecno Spark 20 across instances'
	const { token, photos, id } = await sellerWithListing(a, {
		seller: { email: 'seller@example.com', phone: '0712000111', name: 'Two Instances Shop' },
		title,
		description: 'A phone listed on one instance and sold on another.',
		database,
		verifyOn: b,
	})
	// Photos are in the shared folder: the other instance serves them (and makes their sizes once).
	const thumb = await fetch(`${b.url}/photos/${photos[0]}/thumb.webp`)
	expect([thumb.status, thumb.headers.get('content-type')]).toEqual([200, 'image/webp'])

	// Anonymous browse pages, now cached on both instances.
	for (const server of [a, b]) expect(await (await fetch(`${server.url}/browse`)).text()).not.toContain(title)

	const pay = await api(a, '/api/payments/mpesa-initiate', { token, body: { listing_id: id, phone: '0711222333' } })
	expect(pay.status).toBe(200)
	const { rows: attempts } = await database.query('SELECT checkout_request_id, merchant_request_id FROM payment_attempts WHERE listing_id = $1', [id])
	expect(attempts).toHaveLength(1)
	const callback = {
		Body: {
			stkCallback: {
				MerchantRequestID: attempts[0].merchant_request_id,
				CheckoutRequestID: attempts[0].checkout_request_id,
				ResultCode: 0,
				ResultDesc: 'The service request is processed successfully.',
				CallbackMetadata: {
					Item: [
						{ Name: 'Amount', Value: FEE_KES },
						{ Name: 'MpesaReceiptNumber', Value: 'SKL4H7Q2XA' },
						{ Name: 'TransactionDate', Value: 20261123101500 },
						{ Name: 'PhoneNumber', Value: 254711222333 },
					],
				},
			},
		},
	}
	// Safaricom retries: the same callback, to the instance that did not start the payment, three times at once.
	const answers = await Promise.all(Array.from({ length: 3 }, () => api<{ ResultCode: number }>(b, CALLBACK_PATH, { body: callback })))
	expect(answers.map((r) => r.body.ResultCode)).toEqual([0, 0, 0])
	const { rows: settled } = await database.query(`SELECT status FROM payment_attempts WHERE listing_id = $1`, [id])
	expect(settled).toEqual([{ status: 'COMPLETED' }])
	const { rows: transactions } = await database.query('SELECT count(*)::int AS n FROM transactions WHERE listing_id = $1', [id])
	expect(transactions[0].n).toBe(1)

	const admin = await api<{ token: string }>(b, '/api/auth/login', { body: ADMIN })
	const approved = await api<{ status: string }>(b, `/api/listings/${id}/approve`, { token: admin.body.token, body: {} })
	expect(approved.status).toBe(200)
	await expect.poll(async () => (await database.query('SELECT status FROM listings WHERE id = $1', [id])).rows[0].status).toBe('PUBLISHED')

	// Each instance's cached /browse was made before the change: neither serves it now.
	for (const server of [a, b]) expect(await (await fetch(`${server.url}/browse`)).text()).toContain(title)
	expect(await (await fetch(`${a.url}/browse?q=simu`)).text()).toContain(title)
})

test('each instance searches its own index, and finds what the other just changed: a new price, a new title', async () => {
	const title = 'Tecno Spark 20 across instances'
	const { rows } = await database.query<{ id: number }>('SELECT id FROM listings WHERE title = $1', [title])
	const { id } = rows[0]!
	// No shared disk: each instance made its own index file, in its own folder.
	for (const name of ['a', 'b']) expect(fs.readdirSync(path.join(workDir, name, 'search-index')).filter((f) => f.endsWith('.db'))).toHaveLength(1)
	const page = async (server: ThrowawayServer, query: string) => (await fetch(`${server.url}/browse?${query}`)).text()
	// Found: the one result (a search that finds nothing shows similar items, which may be it).
	const found = async (server: ThrowawayServer, query: string) => {
		const results = await page(server, query)
		return results.includes('1 item found') && results.includes(title)
	}
	expect([await found(a, 'q=tecno+spark&maxPrice=9000'), await found(b, 'q=tecno+spark&maxPrice=9000')]).toEqual([false, false])

	// An admin's edit stays published (a seller's goes back for review).
	const admin = await api<{ token: string }>(a, '/api/auth/login', { body: ADMIN })
	const cheaper = await api<{ status: string }>(a, `/api/listings/${id}`, { method: 'PATCH', token: admin.body.token, body: { price: 8500 } })
	expect([cheaper.status, cheaper.body.status]).toEqual([200, 'PUBLISHED'])
	expect(await found(b, 'q=tecno+spark&maxPrice=9000&sort=price-low')).toBe(true)

	const renamed = await api<{ status: string }>(b, `/api/listings/${id}`, { method: 'PATCH', token: admin.body.token, body: { title: 'Infinix Hot 40 across instances' } })
	expect([renamed.status, renamed.body.status]).toEqual([200, 'PUBLISHED'])
	expect(await page(a, 'q=infinix+hot')).toContain('1 item found')
	expect(await page(a, 'q=tecno+spark')).not.toContain('1 item found')
})

test('a chat message crosses: a guest on one instance and the admin on the other talk in real time', async () => {
	const admin = await api<{ token: string }>(b, '/api/auth/login', { body: ADMIN })
	await talkAcrossInstances({ guestOn: a, supportOn: b, adminToken: admin.body.token, database })
})

test('an admin who logs out on one instance: the chat socket open on the other closes', async () => {
	const admin = await api<{ token: string }>(a, '/api/auth/login', { body: ADMIN })
	const cookie = `${SESSION_COOKIES.secure}=${admin.body.token}`
	const support = await connectChat(`${b.url.replace('http', 'ws')}/ws/chat`, { cookie })
	try {
		const closed = new Promise<number>((resolve) => support.ws.once('close', resolve))
		const logout = await fetch(`${a.url}/logout`, { method: 'POST', headers: { cookie }, redirect: 'manual' })
		expect(logout.status).toBe(302)
		expect(await closed).toBe(SESSION_ENDED)
	} finally {
		await support.close()
	}
})

test('a buyer’s message written on one instance arrives live on the seller’s thread open on the other, and not on a stranger’s', async () => {
	const { rows } = await database.query<{ id: number }>(`SELECT id FROM listings WHERE status = 'PUBLISHED' ORDER BY id LIMIT 1`)
	const listingId = rows[0]!.id
	const seller = await api<{ token: string }>(b, '/api/auth/login', { body: { phone: '0712000111', password: 'secret123' } })
	const register = (phone: string, server: { url: string }) =>
		api<{ token: string }>(server, '/api/auth/register', { body: { email: `${phone}@example.com`, phone, name: `Buyer ${phone}`, password: 'secret123', role: 'BUYER' } })
	const buyer = await register('0722000222', a)
	await verifyPhone(b, { token: buyer.body.token, phone: '0722000222', database })
	const stranger = await register('0722000333', b)
	const started = await api<{ id: number }>(a, '/api/conversations', { token: buyer.body.token, body: { listingId, message: 'Is it still available?' } })
	expect(started.status).toBe(201)
	const conversationId = started.body.id
	const watch = async (token: string) => {
		const socket = await connectChat(`${b.url.replace('http', 'ws')}/ws/chat`, { cookie: `${SESSION_COOKIES.secure}=${token}` })
		socket.send({ type: 'watch', conversationId })
		// Frames are handled in order: once a later one is answered, the watch is in place.
		socket.send({ type: 'chat', message: '' })
		await socket.next((f) => f.type === 'error')
		return socket
	}
	const [sellerSocket, strangerSocket] = [await watch(seller.body.token), await watch(stranger.body.token)]
	try {
		const sentAt = Date.now()
		const posted = await api(a, `/api/conversations/${conversationId}/messages`, { token: buyer.body.token, body: { message: 'Can I come at 5 in Thika?' } })
		expect(posted.status).toBe(201)
		const frame = await sellerSocket.next((f) => f.type === 'conversation', 1_000)
		expect(Date.now() - sentAt).toBeLessThan(1_000)
		expect(frame).toMatchObject({ type: 'conversation', conversationId, message: { message: 'Can I come at 5 in Thika?' } })
		await new Promise((r) => setTimeout(r, 200))
		expect(strangerSocket.frames.some((f) => f.type === 'conversation')).toBe(false)
	} finally {
		await Promise.all([sellerSocket.close(), strangerSocket.close()])
	}
})
