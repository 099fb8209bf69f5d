import http from 'node:http'
import type { AddressInfo } from 'node:net'
import sharp from 'sharp'

/**
 * A fake photo host on this machine, for "add photo by URL": `/photo.jpg` is a real 640x480 JPEG (with EXIF, which the
 * stored copy must drop), `/notes.txt` is not a photo, anything else is a 404. It listens on
 * every loopback address (127.0.0.1 and ::1) and records each request, so a test can tell that none reached it.
 */
export async function startPhotoHost() {
	const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#3a6' } })
		.jpeg()
		.withExif({ IFD0: { Make: 'Tecno', Model: 'Spark 10' } })
		.toBuffer()
	const requests: string[] = []
	const server = http.createServer((req, res) => {
		requests.push(req.url ?? '')
		if (req.url === '/photo.jpg') return res.writeHead(200, { 'content-type': 'image/jpeg' }).end(photo)
		if (req.url === '/notes.txt') return res.writeHead(200, { 'content-type': 'text/plain' }).end('not a photo')
		res.writeHead(404).end('Not found')
	})
	await new Promise<void>((resolve) => server.listen(0, '::', resolve))
	const { port } = server.address() as AddressInfo
	return {
		port,
		url: `http://127.0.0.1:${port}`,
		photo,
		requests,
		close: () => {
			server.closeAllConnections()
			return new Promise((resolve) => server.close(resolve))
		},
	}
}
