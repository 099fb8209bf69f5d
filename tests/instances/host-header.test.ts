import fs from 'node:fs'
import http from 'node:http'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { spawnSync } from 'node:child_process'
import Sqlite from 'better-sqlite3'
import { openDatabase } from '#db/database.ts'
import { createListing, createUser } from '#tests/integration/factories.ts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startThrowawayServer, type ThrowawayServer } from '../../scripts/throwaway-server.ts'
import { freePort } from '../../scripts/free-port.ts'

/*
 * Issue 21 §2b: links in mail and shared pages never take their origin from the Host header. The compiled build, as
 * shipped: one server in production (PUBLIC_URL required), one in test mode without PUBLIC_URL (the Host allow-list).
 */
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'soko-host-'))
const PRODUCTION = { NODE_ENV: 'production', SESSION_SECRET: 'host-header-test-secret', MPESA_MODE: 'simulator' }
const EVIL = 'evil.example'
let production: ThrowawayServer
let development: ThrowawayServer

beforeAll(async () => {
	;[production, development] = await Promise.all([
		startThrowawayServer({ dir: path.join(workDir, 'production'), port: await freePort(), env: { ...PRODUCTION, SEED_DEMO: 'false' } }),
		startThrowawayServer({ dir: path.join(workDir, 'development'), port: await freePort(), env: { SEED_DEMO: 'false' } }),
	])
})

afterAll(async () => {
	await Promise.all([production?.stop(), development?.stop()])
	fs.rmSync(workDir, { recursive: true, force: true })
})

/** A request with a Host of our choosing (fetch always sends the URL's own). */
function send(server: ThrowawayServer, { method = 'GET', path: target, host, body }: { method?: string; path: string; host: string; body?: unknown }) {
	const { port } = new URL(server.url)
	const payload = body === undefined ? undefined : JSON.stringify(body)
	return new Promise<{ status: number; type: string; text: string }>((resolve, reject) => {
		const req = http.request({ host: '127.0.0.1', port, method, path: target, headers: { host, ...(payload ? { 'content-type': 'application/json' } : {}) } }, (res) => {
			let text = ''
			res.on('data', (chunk: Buffer) => (text += chunk))
			res.on('end', () => resolve({ status: res.statusCode!, type: String(res.headers['content-type']), text }))
		})
		req.on('error', reject)
		req.end(payload)
	})
}

/** Bytes as an attacker sends them: Node's own client refuses to send some of these Host values. */
function raw(server: ThrowawayServer, host: string) {
	const { port } = new URL(server.url)
	return new Promise<string>((resolve) => {
		const socket = net.connect(Number(port), '127.0.0.1', () => socket.end(`GET /api/listings HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`))
		let answer = ''
		socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')))
		socket.on('close', () => resolve(answer))
		socket.on('error', () => resolve(answer))
	})
}

async function register(server: ThrowawayServer, email: string) {
	const res = await fetch(`${server.url}/api/auth/register`, {
		method: 'POST',
		headers: { 'content-type': 'application/json' },
		body: JSON.stringify({ email, password: 'pass1234', phone: `07${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`, role: 'BUYER', name: 'Wanjiru' }),
	})
	expect(res.status).toBe(201)
}

function resetMails(server: ThrowawayServer, email: string) {
	const file = path.join(workDir, server === production ? 'production' : 'development', 'soko.db')
	const db = new Sqlite(file, { readonly: true })
	try {
		return db.prepare('SELECT body FROM mail_outbox WHERE to_address = ?').all(email) as { body: string }[]
	} finally {
		db.close()
	}
}

describe('the reset mail of a request with Host: evil.example', () => {
	test('in production links to PUBLIC_URL', async () => {
		await register(production, 'amina@example.com')
		const res = await send(production, { method: 'POST', path: '/api/auth/forgot-password', host: EVIL, body: { email: 'amina@example.com' } })
		expect(res.status).toBe(200)
		const [mail] = resetMails(production, 'amina@example.com')
		expect(mail!.body).toContain(`${production.url}/reset-password?token=`)
		expect(mail!.body).not.toContain(EVIL)
	})

	test('without PUBLIC_URL is refused with a 400 and sends nothing; localhost gets its link', async () => {
		await register(development, 'baraka@example.com')
		const refused = await send(development, { method: 'POST', path: '/api/auth/forgot-password', host: EVIL, body: { email: 'baraka@example.com' } })
		expect(refused).toMatchObject({ status: 400, type: 'application/json' })
		expect(JSON.parse(refused.text).message).toContain('PUBLIC_URL')
		const page = await send(development, { method: 'POST', path: '/forgot-password', host: `${EVIL}:${new URL(development.url).port}`, body: {} })
		expect(page.status).toBe(400)
		expect(resetMails(development, 'baraka@example.com')).toEqual([])
		const local = `localhost:${new URL(development.url).port}`
		expect((await send(development, { method: 'POST', path: '/api/auth/forgot-password', host: local, body: { email: 'baraka@example.com' } })).status).toBe(200)
		expect(resetMails(development, 'baraka@example.com')[0]!.body).toContain(`http://${local}/reset-password?token=`)
	})
})

test('a listing page asked for with Host: evil.example shares PUBLIC_URL in its og: tags', async () => {
	const db = openDatabase(path.join(workDir, 'production', 'soko.db'))
	const { id } = await createListing(db, { sellerId: (await createUser(db)).id })
	await db.destroy()
	const page = await send(production, { path: `/listings/${id}`, host: EVIL })
	expect(page.status).toBe(200)
	expect(page.text).toContain(`<meta property="og:url" content="${production.url}/listings/${id}"/>`)
	expect(page.text).not.toContain(EVIL)
})

test('a request target naming another host neither crashes the server nor lends that host to links', async () => {
	await register(development, 'chebet@example.com')
	const local = `localhost:${new URL(development.url).port}`
	for (const target of [`//${EVIL}/api/auth/forgot-password`, `http://${EVIL}/api/auth/forgot-password`, '//[::1/api/auth/forgot-password', 'http://[::1/']) {
		const res = await send(development, { method: 'POST', path: target, host: local, body: { email: 'chebet@example.com' } })
		expect(Math.floor(res.status / 100), target).toBe(4)
	}
	expect(resetMails(development, 'chebet@example.com')).toEqual([])
	expect((await fetch(`${development.url}/healthz`)).status).toBe(200)
})

test('malformed Host values are a 400, never a 500, and the servers keep serving', async () => {
	for (const host of ['', 'a b', '[::1', 'x'.repeat(300), `localhost/reset`, 'évil.example', 'localhost:3000@evil.example']) {
		for (const server of [production, development]) expect(await raw(server, host), JSON.stringify(host)).toMatch(/^HTTP\/1\.1 400 /)
	}
	for (const server of [production, development]) expect((await fetch(`${server.url}/healthz`)).status).toBe(200)
})

test('production refuses to start without PUBLIC_URL, in one line naming it', () => {
	const run = spawnSync(process.execPath, ['build/server.js'], {
		env: { ...process.env, ...PRODUCTION, PUBLIC_URL: '', HOST: '127.0.0.1', PORT: '1', DATABASE_PATH: path.join(workDir, 'refused.db') },
		encoding: 'utf8',
		timeout: 30_000,
	})
	expect(run.status).toBe(1)
	expect(run.stderr.trim()).toMatch(/^Invalid setting PUBLIC_URL: required when NODE_ENV=production[^\n]*$/)
})
