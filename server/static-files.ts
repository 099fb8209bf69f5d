import fs from 'node:fs'
import path from 'node:path'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { preferredEncoding } from './compression.ts'

const TYPES: Record<string, string> = {
	'.js': 'text/javascript; charset=utf-8',
	'.css': 'text/css; charset=utf-8',
	'.svg': 'image/svg+xml',
	'.png': 'image/png',
	'.ico': 'image/x-icon',
	'.webmanifest': 'application/manifest+json',
	'.json': 'application/json',
	'.txt': 'text/plain; charset=utf-8',
	'.woff2': 'font/woff2',
	'.webp': 'image/webp',
	'.jpg': 'image/jpeg',
}

/** Streams a file; one that vanished (a redeploy replacing build/) answers 404 instead of taking the server down. */
export function sendFile(req: IncomingMessage, res: ServerResponse, file: string) {
	let size: number
	try {
		size = fs.statSync(file).size
	} catch {
		res.removeHeader('Content-Encoding')
		res.statusCode = 404
		res.end('Not found')
		return
	}
	res.setHeader('Content-Length', size)
	if (req.method === 'HEAD') return res.end()
	fs.createReadStream(file)
		.on('error', () => res.destroy())
		.pipe(res)
}

const MAX_IN_MEMORY_BYTES = 1024 * 1024

type StaticFile = { file: string; type: string; etag: string; br: boolean; gz: boolean; immutable: boolean }

/** Indexes build/client once at start-up; hashed files under /assets/ are immutable, the rest revalidate hourly. */
export function createStaticFiles(root: string) {
	const files = new Map<string, StaticFile>()
	function walk(dir: string) {
		if (!fs.existsSync(dir)) return
		for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
			const full = path.join(dir, entry.name)
			if (entry.isDirectory()) walk(full)
			else if (!/\.(br|gz)$/.test(entry.name)) {
				const urlPath = '/' + path.relative(root, full).split(path.sep).join('/')
				const stat = fs.statSync(full)
				files.set(urlPath, {
					file: full,
					type: TYPES[path.extname(full)] ?? 'application/octet-stream',
					etag: `"${stat.size.toString(36)}-${stat.mtimeMs.toString(36)}"`,
					br: fs.existsSync(full + '.br'),
					gz: fs.existsSync(full + '.gz'),
					immutable: urlPath.startsWith('/assets/'),
				})
			}
		}
	}
	walk(root)

	/**
	 * The app's own files are small and few: kept in memory once read, they are served without file reads, which wait
	 * for libuv's threads whenever photo processing holds them.
	 */
	const contents = new Map<string, Buffer | null>()
	function inMemory(file: string) {
		if (!contents.has(file)) {
			let body: Buffer | null = null
			try {
				if (fs.statSync(file).size <= MAX_IN_MEMORY_BYTES) body = fs.readFileSync(file)
			} catch {
				// Gone (a redeploy replacing build/): sendFile answers 404.
			}
			contents.set(file, body)
		}
		return contents.get(file)
	}

	/** Serves the file if there is one for this path; returns whether it did. */
	return function serveStatic(req: IncomingMessage, res: ServerResponse, pathname: string) {
		const found = files.get(pathname)
		if (!found || (req.method !== 'GET' && req.method !== 'HEAD')) return false
		res.setHeader('Content-Type', found.type)
		// The service worker must be re-checked on every visit, or a fix to it waits a day to arrive.
		const revalidate = pathname === '/sw.js' ? 'no-cache' : 'public, max-age=3600'
		res.setHeader('Cache-Control', found.immutable ? 'public, max-age=31536000, immutable' : revalidate)
		res.setHeader('ETag', found.etag)
		res.setHeader('Vary', 'Accept-Encoding')
		if (req.headers['if-none-match'] === found.etag) {
			res.statusCode = 304
			res.end()
			return true
		}
		const encoding = preferredEncoding(req)
		let file = found.file
		if (encoding === 'br' && found.br) file += '.br'
		else if (encoding !== 'identity' && found.gz) file += '.gz'
		if (file !== found.file) res.setHeader('Content-Encoding', file.endsWith('.br') ? 'br' : 'gzip')
		const body = inMemory(file)
		if (!body) {
			sendFile(req, res, file)
			return true
		}
		res.setHeader('Content-Length', body.length)
		res.end(req.method === 'HEAD' ? undefined : body)
		return true
	}
}
