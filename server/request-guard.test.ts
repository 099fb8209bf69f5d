import http, { type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { describe, expect, test } from 'vitest'
import { answerClientError, checkMethod, checkRequest, checkTarget, DRAIN_LIMIT, sendRefusal, TOO_LARGE, urlOf } from './request-guard.ts'
import net from 'node:net'

function request(method: string, url: string, headers: Record<string, string> = {}) {
	return { method, url, headers: { host: 'soko.test:3000', ...headers } } as unknown as IncomingMessage
}

const SESSION = { cookie: '__session=abc' }

describe('checkRequest', () => {
	test('reads are never refused', () => {
		expect(checkRequest(request('GET', '/admin', { origin: 'http://evil.test', ...SESSION }), {})).toBeNull()
	})

	test('a state-changing request from another origin is refused, whatever the route', () => {
		for (const url of ['/logout', '/lite', '/banners/dismiss', '/admin', '/api/listings/1/approve']) {
			for (const origin of ['http://evil.test', 'http://soko.test:4000', 'http://shop.soko.test:3000', 'null']) {
				expect(checkRequest(request('POST', url, { origin, ...SESSION }), {})).toEqual({ status: 403, message: 'Cross-site request refused' })
			}
		}
		expect(checkRequest(request('POST', '/logout', { 'sec-fetch-site': 'same-site', ...SESSION }), {})).toMatchObject({ status: 403 })
	})

	test('the same origin, PUBLIC_URL behind a proxy, and clients that send no Origin go through', () => {
		expect(checkRequest(request('POST', '/logout', { origin: 'http://soko.test:3000', ...SESSION }), {})).toBeNull()
		expect(checkRequest(request('POST', '/logout', { origin: 'https://soko.co.ke', ...SESSION }), { publicUrl: 'https://soko.co.ke' })).toBeNull()
		expect(checkRequest(request('POST', '/api/auth/login', { 'content-type': 'application/json' }), {})).toBeNull()
	})

	test('the API takes a session cookie only from this site’s own scripts: same origin and JSON (or X-Requested-With)', () => {
		const same = { origin: 'http://soko.test:3000', ...SESSION }
		const refused = { status: 403, message: expect.stringContaining('Bearer') }
		expect(checkRequest(request('POST', '/api/listings/1/approve', { ...same, 'content-type': 'text/plain' }), {})).toEqual(refused)
		expect(checkRequest(request('POST', '/api/listings/1/approve', { ...same, 'content-type': 'application/x-www-form-urlencoded' }), {})).toEqual(refused)
		expect(checkRequest(request('POST', '/api/listings/1/approve', { ...SESSION, 'content-type': 'application/json' }), {})).toEqual(refused)
		expect(checkRequest(request('POST', '/api/listings/1/approve', { ...same, 'content-type': 'application/json' }), {})).toBeNull()
		expect(checkRequest(request('POST', '/api/upload-image', { ...same, 'content-type': 'multipart/form-data; boundary=x', 'x-requested-with': 'fetch' }), {})).toBeNull()
		expect(checkRequest(request('POST', '/api/listings/1/approve', { ...SESSION, authorization: 'Bearer t', 'content-type': 'text/plain' }), {})).toBeNull()
		// The API's path as the router matches it, however it is spelt.
		for (const path of ['/API/recommendations/save/2', '/%61pi/recommendations/save/2', '/./api/recommendations/save/2', '/x/../api/recommendations/save/2', '/Api']) {
			expect(checkRequest(request('POST', path, { ...same, 'content-type': 'application/x-www-form-urlencoded' }), {}), path).toEqual(refused)
		}
		expect(checkRequest(request('POST', '/apiary', { ...same, 'content-type': 'application/x-www-form-urlencoded' }), {})).toBeNull()
		// The session cookie as the app reads it: spelt with spaces, or under its HTTPS name.
		for (const cookie of ['__session =abc', ' __session = abc', 'lite=1;;__session=abc', '__Host-session=abc']) {
			expect(checkRequest(request('POST', '/api/listings/1/approve', { ...same, cookie, 'content-type': 'text/plain' }), {}), cookie).toEqual(refused)
		}
	})

	test('a body declared larger than its limit is refused before it is read', () => {
		expect(checkRequest(request('POST', '/api/listings', { 'content-type': 'application/json', 'content-length': String(1024 * 1024 + 1) }), {})).toMatchObject({ status: 413 })
		expect(checkRequest(request('POST', '/sell/new', { 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(5 * 1024 * 1024) }), {})).toBeNull()
		expect(checkRequest(request('POST', '/sell/new', { 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(200 * 1024 * 1024) }), {})).toMatchObject({ status: 413 })
		// Photos go only where photos are taken: a multipart login is held to any body's limit.
		const multipart = (megabytes: number) => ({ 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(megabytes * 1024 * 1024) })
		for (const path of ['/listings/12/edit', '/api/upload-image', '/API/upload-image']) expect(checkRequest(request('POST', path, multipart(5)), {}), path).toBeNull()
		for (const path of ['/api/auth/login', '/forgot-password', '/api/listings/12/photos', '/sell/new/x']) expect(checkRequest(request('POST', path, multipart(2)), {}), path).toMatchObject({ status: 413 })
	})
})

describe('sendRefusal of a body too large', () => {
	/** A server that refuses by the declared length, as server.ts does, and a client that sends all of `bytes`. */
	async function post(bytes: number) {
		const server = http.createServer((req, res) => {
			const refusal = checkRequest(req, {})
			if (refusal) return sendRefusal(req, res, refusal)
			res.end('read')
		})
		await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
		const { port } = server.address() as AddressInfo
		try {
			return await new Promise<{ status: number; body: string } | { error: string }>((resolve) => {
				const req = http.request({ port, host: '127.0.0.1', path: '/api/listings', method: 'POST', headers: { 'content-type': 'application/json', 'content-length': bytes } })
				req.on('response', (res) => {
					let body = ''
					res.on('data', (chunk: Buffer) => (body += chunk))
					res.on('end', () => resolve({ status: res.statusCode!, body }))
				})
				req.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }))
				const chunk = Buffer.alloc(64 * 1024, 'x')
				for (let sent = 0; sent < bytes; sent += chunk.length) req.write(chunk.subarray(0, Math.min(chunk.length, bytes - sent)))
				req.end()
			})
		} finally {
			server.close()
		}
	}

	test('a client still sending gets the 413 and its JSON message, not a broken pipe', async () => {
		expect(await post(3 * 1024 * 1024)).toEqual({ status: 413, body: JSON.stringify({ message: TOO_LARGE.message }) })
	})

	test('past the drain limit the line is cut: nothing more is read', async () => {
		expect(await post(DRAIN_LIMIT + 4 * 1024 * 1024)).toHaveProperty('error')
	})
})

describe('methods Soko does not serve', () => {
	/** A server that checks the method first, as server.ts does; anything that passes would be a page. */
	async function call(method: string, path: string) {
		const server = http.createServer((req, res) => {
			const refusal = checkMethod(req)
			if (refusal) return sendRefusal(req, res, refusal)
			res.end('page')
		})
		await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
		const { port } = server.address() as AddressInfo
		try {
			return await new Promise<{ status: number; allow?: string; type?: string; body: string }>((resolve, reject) => {
				const req = http.request({ port, host: '127.0.0.1', path, method }, (res) => {
					let body = ''
					res.on('data', (chunk: Buffer) => (body += chunk))
					res.on('end', () => resolve({ status: res.statusCode!, allow: res.headers.allow, type: res.headers['content-type'], body }))
				})
				req.on('error', reject)
				req.end()
			})
		} finally {
			server.close()
		}
	}

	test('TRACE is 405 with Allow, in JSON on the API and plain text on pages', async () => {
		const allow = 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS'
		expect(await call('TRACE', '/api/listings')).toEqual({ status: 405, allow, type: 'application/json', body: JSON.stringify({ message: 'Method TRACE is not allowed' }) })
		expect(await call('TRACE', '/')).toEqual({ status: 405, allow, type: 'text/plain; charset=utf-8', body: 'Method TRACE is not allowed' })
	})

	test('methods of other protocols are 501 without Allow; the served ones go through', async () => {
		for (const method of ['PROPFIND', 'PURGE', 'MKCOL', 'LINK']) {
			expect(await call(method, '/api/listings')).toEqual({ status: 501, type: 'application/json', body: JSON.stringify({ message: `Method ${method} is not supported` }) })
		}
		for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']) expect((await call(method, '/')).body).toBe('page')
	})
})

describe('request targets', () => {
	test('only a path is served; absolute and other targets are a 400', () => {
		for (const url of ['/', '/browse?q=tv', '//evil.example/x', '/[::1']) expect(checkTarget(request('GET', url))).toBeNull()
		for (const url of ['http://evil.example/browse', 'http://[::1/', '*', 'evil.example:443', '']) {
			expect(checkTarget(request('GET', url)), url).toMatchObject({ status: 400 })
		}
	})

	test('a path never changes the origin it is joined to, and never throws', () => {
		for (const url of ['//evil.example/api/auth/forgot-password', '/\\evil.example/x', '//[::1/', '/%2F%2Fevil.example']) {
			expect(urlOf(request('GET', url), 'http://localhost:3000').origin, url).toBe('http://localhost:3000')
		}
		expect(urlOf(request('GET', '//evil.example/x?a=1')).pathname).toBe('//evil.example/x')
	})
})

describe('what the parser refuses', () => {
	/** A server answering as server.ts does, and the raw answer to `bytes` sent on a bare socket. */
	async function rawAnswer(bytes: string) {
		const server = http.createServer((_req, res) => res.end('read')).on('clientError', answerClientError)
		await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
		const { port } = server.address() as AddressInfo
		try {
			return await new Promise<string>((resolve) => {
				let answer = ''
				const socket = net.connect(port, '127.0.0.1', () => socket.write(bytes))
				socket.on('data', (chunk: Buffer) => (answer += chunk)).on('close', () => resolve(answer)).on('error', () => resolve(answer))
			})
		} finally {
			server.close()
		}
	}

	test('headers over 16 KB are a 431 and a malformed request a 400, both JSON {message}', async () => {
		const huge = await rawAnswer(`GET /api/listings HTTP/1.1\r\nHost: soko.test\r\nAuthorization: Bearer ${'x'.repeat(20_000)}\r\n\r\n`)
		expect(huge).toMatch(/^HTTP\/1\.1 431 /)
		expect(huge).toContain('Content-Type: application/json')
		expect(JSON.parse(huge.split('\r\n\r\n')[1]!)).toEqual({ message: 'Request headers too large: at most 16 KB' })
		const malformed = await rawAnswer('GET /api/listings HTTP/1.1\r\nHost soko.test\r\n\r\n')
		expect(malformed).toMatch(/^HTTP\/1\.1 400 /)
		expect(JSON.parse(malformed.split('\r\n\r\n')[1]!)).toEqual({ message: 'Bad request: not a request this server can read' })
	})
})
