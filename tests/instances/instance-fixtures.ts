import path from 'node:path'
import pg from 'pg'
import sharp from 'sharp'
import { expect } from 'vitest'
import { connectChat, messageWith } from '#tests/chat-client.ts'
import { startThrowawayPostgres } from '../postgres/throwaway-postgres.ts'
import { startThrowawayServer } from '../../scripts/throwaway-server.ts'
import { freePort } from '../../scripts/free-port.ts'
import { SESSION_COOKIES } from '#app/routes/+shared/auth.server.ts'

/** A throwaway PostgreSQL with an empty `soko` database for the instances to share, and the test's own connection to it. */
export async function startSharedPostgres(options: { durable?: boolean; maxConnections?: number } = {}) {
	const postgres = startThrowawayPostgres({ port: await freePort(), ...options })
	const admin = new pg.Client({ connectionString: `${postgres.url}/postgres` })
	await admin.connect()
	await admin.query('CREATE DATABASE soko')
	await admin.end()
	const url = `${postgres.url}/soko`
	const database = new pg.Client({ connectionString: url })
	await database.connect()
	return { postgres, url, database }
}

/**
 * Two app processes started at the same moment with the same settings, each in a folder of its own under `workDir`
 * (its search index in `search-index` there: instances share no disk).
 */
export async function startTwoInstances({ workDir, env }: { workDir: string; env: Record<string, string> }) {
	const start = async (name: string) =>
		startThrowawayServer({ dir: path.join(workDir, name), port: await freePort(), env: { SEARCH_INDEX_DIR: path.join(workDir, name, 'search-index'), ...env } })
	return Promise.all([start('a'), start('b')])
}

/** No answer may take long, whatever the database is doing: the pool waits at most 5 s for a connection. */
const ANSWER_WITHIN_MS = 8_000

type RequestOptions = { token?: string; body?: unknown; method?: string; headers?: Record<string, string> }

/** One request to an instance: its status, headers, text and how long it took. */
export async function request(server: { url: string }, pathname: string, { token, body, method = body ? 'POST' : 'GET', headers = {} }: RequestOptions = {}) {
	const started = Date.now()
	const res = await fetch(`${server.url}${pathname}`, {
		method,
		headers: {
			...headers,
			...(token ? { authorization: `Bearer ${token}` } : {}),
			...(body && !(body instanceof FormData) ? { 'content-type': 'application/json' } : {}),
		},
		body: body instanceof FormData ? body : body ? JSON.stringify(body) : undefined,
		signal: AbortSignal.timeout(ANSWER_WITHIN_MS),
	})
	return { status: res.status, headers: res.headers, text: await res.text(), ms: Date.now() - started }
}

/** The same for the JSON API, its answer parsed. */
export async function api<T>(server: { url: string }, pathname: string, options: RequestOptions = {}) {
	const res = await request(server, pathname, options)
	return { ...res, body: JSON.parse(res.text) as T }
}

/**
 * Enters on `server` the code texted to an account's phone, read from the shared database's SMS outbox: codes live in
 * the database, so the instance that checks one need not be the one that sent it.
 */
export async function verifyPhone(server: { url: string }, { token, phone, database }: { token: string; phone: string; database: pg.Client }) {
	const { rows } = await database.query<{ body: string }>('SELECT body FROM sms_outbox WHERE to_phone = $1 ORDER BY id DESC LIMIT 1', [`+254${phone.slice(1)}`])
	const code = /\b(\d{6})\b/.exec(rows[0]?.body ?? '')?.[1]
	expect(code, `no code texted to ${phone}`).toBeTruthy()
	const verified = await api<{ user: { phoneVerified: boolean } }>(server, '/api/auth/verify-phone', { token, body: { code } })
	expect([verified.status, verified.body.user.phoneVerified]).toEqual([200, true])
}

/** A new seller, their phone verified on `verifyOn`, with a new listing (two photos, waiting for approval), made on `server`. */
export async function sellerWithListing(
	server: { url: string },
	{ seller, title, description, database, verifyOn = server }: { seller: { email: string; phone: string; name: string }; title: string; description: string; database: pg.Client; verifyOn?: { url: string } },
) {
	const registered = await api<{ token: string }>(server, '/api/auth/register', { body: { ...seller, password: 'secret123', role: 'SELLER' } })
	expect(registered.status).toBe(201)
	const token = registered.body.token
	await verifyPhone(verifyOn, { token, phone: seller.phone, database })
	const photos: string[] = []
	for (const colour of ['#2a7', '#c33']) {
		const upload = await api<{ public_id: string }>(server, '/api/upload-image', { token, body: await photoForm(colour) })
		expect(upload.status).toBe(201)
		photos.push(upload.body.public_id)
	}
	const created = await api<{ id: number }>(server, '/api/listings', {
		token,
		body: { title, description, category: 'electronics', price: '15000', location: 'Nairobi', condition: 'GOOD', reason: 'Upgraded.', photos },
	})
	expect(created.status).toBe(201)
	return { token, photos, id: created.body.id }
}

/** An 800x600 photo of one colour, as the upload form sends it. */
export async function photoForm(colour: string) {
	const data = await sharp({ create: { width: 800, height: 600, channels: 3, background: colour } }).jpeg().toBuffer()
	const form = new FormData()
	form.append('image', new Blob([new Uint8Array(data)], { type: 'image/jpeg' }), 'photo.jpg')
	return form
}

const CHAT_JOINED = 'A person from Soko support has joined the chat.'
const chatUrl = (server: { url: string }) => `${server.url.replace('http', 'ws')}/ws/chat`

/**
 * A guest on one instance asks for a person; the admin, on the other, joins and answers; each hears the other in real
 * time, which needs both instances' LISTEN (the chat bus).
 */
export async function talkAcrossInstances({ guestOn, supportOn, adminToken, database }: { guestOn: { url: string }; supportOn: { url: string }; adminToken: string; database: pg.Client }) {
	const guest = await connectChat(chatUrl(guestOn))
	const support = await connectChat(chatUrl(supportOn), { cookie: `${SESSION_COOKIES.secure}=${adminToken}` })
	try {
		guest.send({ type: 'join', userId: null, userName: 'Guest' })
		await guest.next((f) => f.type === 'history')
		guest.send({ type: 'chat', message: 'talk to a person' })
		// Handed over: waiting until a person opens it (then "has joined" arrives live).
		await guest.next((f) => f.type === 'message' && f.message.isBot && f.agent === 'waiting')
		const { rows } = await database.query(`SELECT id FROM admin_chats WHERE handed_over_at IS NOT NULL ORDER BY id DESC LIMIT 1`)

		support.send({ type: 'join', chatId: rows[0].id })
		// The guest's words, the bot's handover, and the note that a person joined (written as the admin opens it).
		await support.next((f) => f.type === 'history' && f.messages.length === 3)
		support.send({ type: 'chat', message: 'Habari! Support on the other instance.' })
		await guest.next(messageWith(CHAT_JOINED))
		const reply = await guest.next(messageWith('Support on the other instance'))
		expect(reply).toMatchObject({ agent: 'person', message: { isAdmin: true } })

		guest.send({ type: 'chat', message: 'Asante, from the guest’s instance' })
		await support.next(messageWith('Asante, from the guest’s instance'))
	} finally {
		await Promise.all([guest.close(), support.close()])
	}
}
