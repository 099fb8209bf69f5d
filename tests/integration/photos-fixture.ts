import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import type { AppContext } from '#app/context.ts'
import { createTestContext } from './context.ts'

/** A real JPEG of the given size, made in memory (as plain bytes, which a Blob takes). */
export async function jpeg({ width = 800, height = 600 } = {}) {
	return new Uint8Array(await sharp({ create: { width, height, channels: 3, background: '#2a7' } }).jpeg().toBuffer())
}

export function tempUploadsDir() {
	return fs.mkdtempSync(path.join(os.tmpdir(), 'soko-uploads-'))
}

/** A test context whose uploads go to a folder of their own, for removeUploads after the test. */
export async function createUploadsContext(): Promise<AppContext> {
	const base = await createTestContext()
	return { ...base, env: { ...base.env, UPLOADS_DIR: tempUploadsDir() } }
}

export function removeUploads(context: AppContext) {
	fs.rmSync(context.env.UPLOADS_DIR, { recursive: true, force: true })
}

export function multipart(path: string, fields: [string, string | Blob, string?][], { token }: { token?: string } = {}) {
	const form = new FormData()
	for (const [name, value, filename] of fields) {
		if (typeof value === 'string') form.append(name, value)
		else form.append(name, value, filename)
	}
	return new Request(`http://localhost${path}`, { method: 'POST', body: form, headers: token ? { authorization: `Bearer ${token}` } : {} })
}
