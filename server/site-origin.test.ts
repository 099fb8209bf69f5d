import http, { type IncomingMessage } from 'node:http'
import net, { type AddressInfo } from 'node:net'
import { describe, expect, test } from 'vitest'
import { parseEnv } from '#app/env.server.ts'
import { createSiteOrigin } from './site-origin.ts'
import { checkMethod, sendRefusal } from './request-guard.ts'

function request(host: string | undefined) {
	return { headers: host === undefined ? {} : { host } } as unknown as IncomingMessage
}

const dev = createSiteOrigin(parseEnv({ NODE_ENV: 'development', PORT: '3000' }))
const behindProxy = createSiteOrigin(parseEnv({ PORT: '3000', PUBLIC_URL: 'https://soko.example/' }))

const MALFORMED = ['', ' ', 'a b', '[::1', '::1', 'x'.repeat(300), 'localhost:3000/path', 'localhost/reset', 'localhost:99999x', 'évil.example', 'localhost:3000@evil.example', 'user@localhost', 'localhost\tx', 'localhost:', '-bad.example', 'a..b']

describe('without PUBLIC_URL (development, tests): the Host allow-list', () => {
	test('this machine on PORT, or with no port, is the origin of links', () => {
		for (const host of ['localhost:3000', 'LOCALHOST:3000', '127.0.0.1:3000', '[::1]:3000', 'localhost', '127.0.0.1']) {
			expect(dev.check(request(host))).toBeNull()
			expect(dev.origin(request(host))).toBe(`http://${host}`)
		}
		expect(dev.origin(request(undefined))).toBe('http://localhost:3000')
		const named = createSiteOrigin(parseEnv({ HOST: 'soko.lan', PORT: '8080' }))
		expect(named.origin(request('soko.lan:8080'))).toBe('http://soko.lan:8080')
	})

	test('any other host or port is a 400, and never the origin of a link', () => {
		for (const host of ['evil.example', 'evil.example:3000', 'localhost:4000', '127.0.0.2:3000', 'localhost.evil.example:3000', '0.0.0.0:3000']) {
			expect(dev.check(request(host))).toEqual({ status: 400, message: expect.stringContaining('PUBLIC_URL') })
			expect(dev.origin(request(host))).toBe('http://localhost:3000')
		}
	})

	test('a malformed Host is a 400', () => {
		for (const host of MALFORMED) expect(dev.check(request(host)), JSON.stringify(host)).toEqual({ status: 400, message: 'Bad Host header' })
	})
})

describe('with PUBLIC_URL', () => {
	test('links always start with PUBLIC_URL, whatever the Host says', () => {
		for (const host of ['evil.example', 'localhost:3000', '10.0.0.7:3000', undefined]) {
			expect(behindProxy.check(request(host))).toBeNull()
			expect(behindProxy.origin(request(host))).toBe('https://soko.example')
		}
	})

	test('a malformed Host is still a 400', () => {
		for (const host of MALFORMED) expect(behindProxy.check(request(host)), JSON.stringify(host)).toMatchObject({ status: 400 })
	})
})

describe('on the wire', () => {
	/** Raw requests, as an attacker sends them, to a server that checks as server.ts does, else builds the request URL. */
	async function raw(lines: string[]) {
		const server = http.createServer((req, res) => {
			const refusal = checkMethod(req) ?? dev.check(req)
			if (refusal) return sendRefusal(req, res, refusal)
			res.end(new URL(req.url ?? '/', dev.origin(req)).href)
		})
		await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
		const { port } = server.address() as AddressInfo
		try {
			return await new Promise<string>((resolve) => {
				const socket = net.connect(port, '127.0.0.1', () => socket.end([...lines, 'Connection: close', '', ''].join('\r\n')))
				let answer = ''
				socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')))
				socket.on('close', () => resolve(answer))
			})
		} finally {
			server.close()
		}
	}

	test('every malformed or foreign Host is answered 400 (JSON on the API), never 500', async () => {
		for (const host of [...MALFORMED, 'evil.example']) {
			const answer = await raw(['POST /api/auth/forgot-password HTTP/1.1', `Host: ${host}`, 'Content-Length: 0'])
			expect(answer, JSON.stringify(host)).toMatch(/^HTTP\/1\.1 400 /)
		}
		const answer = await raw(['GET /api/listings HTTP/1.1', 'Host: evil.example'])
		expect(answer).toContain('application/json')
		expect(answer).toContain('{"message":"Unknown Host')
	})

	test('an allowed Host reaches the app with its own origin', async () => {
		expect(await raw(['GET /browse HTTP/1.1', 'Host: localhost:3000'])).toMatch(/^HTTP\/1\.1 200 [\s\S]*http:\/\/localhost:3000\/browse$/)
	})
})
