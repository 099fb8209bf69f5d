import http from 'node:http'
import net, { type AddressInfo } from 'node:net'
import sharp from 'sharp'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { TOO_LARGE_MESSAGE } from './photos.server.ts'
import { fetchRemotePhoto, NOT_PUBLIC_MESSAGE, NOT_WEB_MESSAGE, TOO_SLOW_MESSAGE, UNFETCHABLE_MESSAGE } from './remote-photo.server.ts'

let server: http.Server
let port: number
let photo: Buffer
const seen: string[] = []

/** Tests stand in for a photo host on this machine: only they may fetch from loopback. */
const loopbackAllowed = { isAllowedAddress: (address: string) => address === '127.0.0.1' || address === '::1' }

beforeAll(async () => {
	photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c60' } }).jpeg().toBuffer()
	server = http.createServer((req, res) => {
		const url = new URL(req.url ?? '/', 'http://x')
		seen.push(url.pathname)
		const hops = /^\/hops\/(\d+)$/.exec(url.pathname)
		if (url.pathname === '/photo.jpg') return res.writeHead(200, { 'content-type': 'image/jpeg' }).end(photo)
		if (hops) return res.writeHead(302, { location: Number(hops[1]) > 1 ? `/hops/${Number(hops[1]) - 1}` : '/photo.jpg' }).end()
		if (url.pathname === '/to') return res.writeHead(301, { location: url.searchParams.get('location')! }).end()
		if (url.pathname === '/endless') {
			// 11 MB without a length: the fetch must stop reading past 10 MB.
			res.writeHead(200, { 'content-type': 'image/jpeg' })
			const chunk = Buffer.alloc(1024 * 1024, 1)
			let sent = 0
			const more = () => {
				while (sent < 11 && res.write(chunk)) sent++
				if (sent >= 11) res.end()
				else res.once('drain', () => (sent++, more()))
			}
			return more()
		}
		if (url.pathname === '/declared-big') return res.writeHead(200, { 'content-length': String(20 * 1024 * 1024) }).write('x')
		if (url.pathname === '/silent') return
		res.writeHead(404).end('Not found')
	})
	await new Promise<void>((resolve) => server.listen(0, '::', resolve))
	port = (server.address() as AddressInfo).port
})
afterAll(async () => {
	server.closeAllConnections()
	await new Promise((resolve) => server.close(resolve))
})
beforeEach(() => {
	seen.length = 0
})

describe('with loopback allowed (a photo host in the test)', () => {
	test('fetches the photo, following up to 3 redirects', async () => {
		expect(await fetchRemotePhoto(`http://127.0.0.1:${port}/photo.jpg`, loopbackAllowed)).toEqual(photo)
		expect(await fetchRemotePhoto(`http://[::1]:${port}/hops/3`, loopbackAllowed)).toEqual(photo)
		expect(seen).toEqual(['/photo.jpg', '/hops/3', '/hops/2', '/hops/1', '/photo.jpg'])
	})

	test('connects to the address that was checked: the host name is not looked up a second time', async () => {
		// photos.invalid resolves nowhere for real; only the checked lookup knows it, so a second lookup would fail.
		const resolveHost = async (host: string) => (host === 'photos.invalid' ? [{ address: '127.0.0.1', family: 4 }] : [])
		expect(await fetchRemotePhoto(`http://photos.invalid:${port}/photo.jpg`, { ...loopbackAllowed, resolveHost })).toEqual(photo)
		// And a name that resolves to a refused address is refused, even when another of its addresses is allowed.
		const mixed = async () => [{ address: '127.0.0.1', family: 4 }, { address: '10.1.2.3', family: 4 }]
		await expect(fetchRemotePhoto(`http://photos.invalid:${port}/photo.jpg`, { ...loopbackAllowed, resolveHost: mixed })).rejects.toThrow(NOT_PUBLIC_MESSAGE)
		expect(seen).toEqual(['/photo.jpg'])
	})

	test('a fourth redirect is refused, and not followed', async () => {
		await expect(fetchRemotePhoto(`http://127.0.0.1:${port}/hops/4`, loopbackAllowed)).rejects.toMatchObject({ status: 400, message: UNFETCHABLE_MESSAGE })
		expect(seen).toEqual(['/hops/4', '/hops/3', '/hops/2', '/hops/1'])
	})

	test('every redirect is checked like the first address: scheme and resolved address', async () => {
		const onlyV4Loopback = { isAllowedAddress: (address: string) => address === '127.0.0.1' }
		const to = (location: string) => `http://127.0.0.1:${port}/to?location=${encodeURIComponent(location)}`
		await expect(fetchRemotePhoto(to(`http://[::1]:${port}/photo.jpg`), onlyV4Loopback)).rejects.toThrow(NOT_PUBLIC_MESSAGE)
		await expect(fetchRemotePhoto(to('file:///etc/passwd'), onlyV4Loopback)).rejects.toThrow(NOT_WEB_MESSAGE)
		await expect(fetchRemotePhoto(to('http://10.0.0.1/photo.jpg'), loopbackAllowed)).rejects.toThrow(NOT_PUBLIC_MESSAGE)
		expect(seen).toEqual(['/to', '/to', '/to'])
	})

	test('more than 10 MB is refused with the size message, whether announced or not', async () => {
		await expect(fetchRemotePhoto(`http://127.0.0.1:${port}/declared-big`, loopbackAllowed)).rejects.toMatchObject({ status: 400, message: TOO_LARGE_MESSAGE })
		await expect(fetchRemotePhoto(`http://127.0.0.1:${port}/endless`, loopbackAllowed)).rejects.toMatchObject({ status: 400, message: TOO_LARGE_MESSAGE })
	})

	test('a server that does not answer in time, an error status or a closed port are refused with a message', async () => {
		const started = Date.now()
		await expect(fetchRemotePhoto(`http://127.0.0.1:${port}/silent`, { ...loopbackAllowed, timeoutMs: 300 })).rejects.toThrow(TOO_SLOW_MESSAGE)
		expect(Date.now() - started).toBeLessThan(2000)
		await expect(fetchRemotePhoto(`http://127.0.0.1:${port}/missing.jpg`, loopbackAllowed)).rejects.toThrow(UNFETCHABLE_MESSAGE)
		await expect(fetchRemotePhoto('http://127.0.0.1:1/photo.jpg', loopbackAllowed)).rejects.toThrow(UNFETCHABLE_MESSAGE)
		await expect(fetchRemotePhoto('https://no-such-host.invalid/photo.jpg', loopbackAllowed)).rejects.toThrow(UNFETCHABLE_MESSAGE)
	})
})

/** A photo host speaking raw HTTP, to send what a well-behaved server never does: half a photo, then nothing. */
async function rawPhotoHost(answer: (socket: net.Socket, half: Buffer) => void) {
	const sockets = new Set<net.Socket>()
	const host = net.createServer((socket) => {
		sockets.add(socket)
		socket.once('data', () => answer(socket, photo.subarray(0, photo.length >> 1)))
	})
	await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve))
	return {
		url: `http://127.0.0.1:${(host.address() as AddressInfo).port}/photo.jpg`,
		close: () => {
			for (const socket of sockets) socket.destroy()
			host.close()
		},
	}
}

describe('a download cut short is refused, never returned as if complete', () => {
	test('a body ended only by the connection closing, stalled past the time limit', async () => {
		const host = await rawPhotoHost((socket, half) => socket.write(Buffer.concat([Buffer.from('HTTP/1.1 200 OK\r\nContent-Type: image/jpeg\r\nConnection: close\r\n\r\n'), half])))
		try {
			await expect(fetchRemotePhoto(host.url, { ...loopbackAllowed, timeoutMs: 300 })).rejects.toMatchObject({ status: 400, message: TOO_SLOW_MESSAGE })
		} finally {
			host.close()
		}
	})

	test('a body shorter than its Content-Length, whether the server stalls or hangs up', async () => {
		const head = `HTTP/1.1 200 OK\r\nContent-Type: image/jpeg\r\nContent-Length: ${photo.length}\r\n\r\n`
		const stalls = await rawPhotoHost((socket, half) => socket.write(Buffer.concat([Buffer.from(head), half])))
		const hangsUp = await rawPhotoHost((socket, half) => socket.end(Buffer.concat([Buffer.from(head), half])))
		try {
			await expect(fetchRemotePhoto(stalls.url, { ...loopbackAllowed, timeoutMs: 300 })).rejects.toMatchObject({ status: 400, message: TOO_SLOW_MESSAGE })
			await expect(fetchRemotePhoto(hangsUp.url, loopbackAllowed)).rejects.toMatchObject({ status: 400, message: UNFETCHABLE_MESSAGE })
		} finally {
			stalls.close()
			hangsUp.close()
		}
	})

	test('the same whole photo ended by the connection closing is taken', async () => {
		const host = await rawPhotoHost((socket) => socket.end(Buffer.concat([Buffer.from('HTTP/1.1 200 OK\r\nContent-Type: image/jpeg\r\nConnection: close\r\n\r\n'), photo])))
		try {
			expect(await fetchRemotePhoto(host.url, loopbackAllowed)).toEqual(photo)
		} finally {
			host.close()
		}
	})
})

describe('with the default check', () => {
	test('loopback, private, link-local and metadata addresses, and names resolving to them, are refused before any request', async () => {
		const refused = [
			`http://127.0.0.1:${port}/photo.jpg`,
			`http://[::1]:${port}/photo.jpg`,
			`http://localhost:${port}/photo.jpg`,
			`http://2130706433:${port}/photo.jpg`,
			`http://[::ffff:127.0.0.1]:${port}/photo.jpg`,
			`https://127.0.0.1:${port}/photo.jpg`,
			'http://10.0.0.1/photo.jpg',
			'http://192.168.1.1/photo.jpg',
			'http://169.254.169.254/latest/meta-data/',
			'http://100.64.0.1/photo.jpg',
		]
		for (const address of refused) {
			await expect(fetchRemotePhoto(address), address).rejects.toMatchObject({ status: 400, message: NOT_PUBLIC_MESSAGE })
		}
		expect(seen).toEqual([])
	})

	test('only http and https', async () => {
		for (const address of ['ftp://example.com/photo.jpg', 'file:///etc/passwd', 'data:image/jpeg;base64,AAAA', 'gopher://example.com/']) {
			await expect(fetchRemotePhoto(address), address).rejects.toMatchObject({ status: 400, message: NOT_WEB_MESSAGE })
		}
		await expect(fetchRemotePhoto('not an address')).rejects.toThrow(UNFETCHABLE_MESSAGE)
	})
})
