// Writes .br and .gz beside every compressible file of the client build, so the server never compresses assets per request.
import fs from 'node:fs'
import path from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

const root = path.resolve('build/client')
const COMPRESSIBLE = /\.(js|css|svg|webmanifest|json|txt|html)$/

function walk(dir) {
	for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
		const full = path.join(dir, entry.name)
		if (entry.isDirectory()) walk(full)
		else if (COMPRESSIBLE.test(entry.name)) {
			const body = fs.readFileSync(full)
			if (body.length < 512) continue
			fs.writeFileSync(`${full}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }))
			fs.writeFileSync(`${full}.gz`, gzipSync(body, { level: 9 }))
		}
	}
}
walk(root)
