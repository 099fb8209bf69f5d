import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, expect, test } from 'vitest'
import { BodyTooLargeError, filesOf, sweepAbandonedForms, withFormData } from './multipart.server.ts'

const MB = 1024 * 1024
let uploadsDir: string
beforeEach(async () => {
	uploadsDir = await fs.mkdtemp(path.join(os.tmpdir(), 'multipart-test-'))
})
afterEach(async () => {
	await fs.rm(uploadsDir, { recursive: true, force: true })
})

/** What waits on the uploads disk: each posted form's folder and the sizes of its files. */
async function onDisk() {
	const incoming = path.join(uploadsDir, '.incoming')
	const found: Record<string, number[]> = {}
	for (const dir of await fs.readdir(incoming).catch(() => [])) {
		const files = await fs.readdir(path.join(incoming, dir))
		found[dir.replace(/-[^-]*$/, '-*')] = await Promise.all(files.map(async (f) => (await fs.stat(path.join(incoming, dir, f))).size))
	}
	return found
}

function bytes(size: number, fill: number) {
	return new Uint8Array(size).fill(fill)
}

/** A form as a browser posts it: multipart, with its length. */
async function post(form: FormData) {
	const encoded = new Response(form)
	return new Request('http://soko.test/sell/new', { method: 'POST', body: await encoded.arrayBuffer(), headers: { 'content-type': encoded.headers.get('content-type')! } })
}

/** The same body sent in chunks without a length, as a phone's chunked upload arrives. */
async function streamed(form: FormData) {
	const encoded = new Response(form)
	const body = new Uint8Array(await encoded.arrayBuffer())
	let sent = 0
	const stream = new ReadableStream<Uint8Array>({
		pull(controller) {
			if (sent >= body.length) return controller.close()
			controller.enqueue(body.subarray(sent, (sent += 256 * 1024)))
		},
	})
	return new Request('http://soko.test/sell/new', { method: 'POST', body: stream, headers: { 'content-type': encoded.headers.get('content-type')! }, duplex: 'half' } as RequestInit)
}

function sellForm() {
	const form = new FormData()
	form.append('title', 'Sofa ya viti vitatu — safi 👍')
	form.append('photoFiles', new Blob([bytes(3 * MB, 1)], { type: 'image/jpeg' }), 'picha ya sebule.jpg')
	form.append('photoFiles', new Blob([bytes(2 * MB, 2)], { type: 'image/png' }), 'ñame.png')
	form.append('photoFiles', new Blob([]), '')
	form.append('photos', 'a1b2c3')
	return form
}

test('fields in memory, files on disk while the form is used, in the order posted; nothing left after', async () => {
	for (const request of [await post(sellForm()), await streamed(sellForm())]) {
		const seen = await withFormData(request, { maxBytes: 6 * MB, uploadsDir }, async (form) => {
			const files = filesOf(form, 'photoFiles')
			return {
				title: form.get('title'),
				photos: form.getAll('photos'),
				files: await Promise.all(files.map(async (f) => ({ name: f.name, type: f.type, size: f.size, first: new Uint8Array(await f.arrayBuffer())[0] }))),
				disk: await onDisk(),
			}
		})
		expect(seen).toEqual({
			title: 'Sofa ya viti vitatu — safi 👍',
			photos: ['a1b2c3'],
			files: [
				{ name: 'picha ya sebule.jpg', type: 'image/jpeg', size: 3 * MB, first: 1 },
				{ name: 'ñame.png', type: 'image/png', size: 2 * MB, first: 2 },
			],
			// The empty file a browser sends when none was chosen is on disk too, and skipped by filesOf.
			disk: { 'form-*': expect.arrayContaining([3 * MB, 2 * MB, 0]) },
		})
		expect(await onDisk()).toEqual({})
	}
})

test('the files are removed when the work on the form fails too', async () => {
	await expect(withFormData(await post(sellForm()), { maxBytes: 6 * MB, uploadsDir }, async () => Promise.reject(new Error('the database went away')))).rejects.toThrow('the database went away')
	expect(await onDisk()).toEqual({})
})

test('a body over the limit is refused, announced or not, before the form is used, and leaves nothing', async () => {
	const never = async () => expect.unreachable('the form is not used')
	await expect(withFormData(await post(sellForm()), { maxBytes: 4 * MB, uploadsDir }, never)).rejects.toBeInstanceOf(BodyTooLargeError)
	await expect(withFormData(await streamed(sellForm()), { maxBytes: 4 * MB, uploadsDir }, never)).rejects.toBeInstanceOf(BodyTooLargeError)
	expect(await onDisk()).toEqual({})
})

test('a body that is not a form, or a form cut short, is a 400 and leaves nothing', async () => {
	const never = async () => expect.unreachable('the form is not used')
	const json = new Request('http://soko.test/sell/new', { method: 'POST', body: '{"title":"x"}', headers: { 'content-type': 'application/json' } })
	const encoded = new Response(sellForm())
	const half = (await encoded.arrayBuffer()).slice(0, 4 * MB)
	const cut = new Request('http://soko.test/sell/new', { method: 'POST', body: half, headers: { 'content-type': encoded.headers.get('content-type')! } })
	for (const request of [json, cut]) {
		const refusal = await withFormData(request, { maxBytes: 6 * MB, uploadsDir }, never).catch((error: unknown) => error)
		expect(refusal).toBeInstanceOf(Response)
		expect((refusal as Response).status).toBe(400)
	}
	expect(await onDisk()).toEqual({})
})

test('an urlencoded form is read too', async () => {
	const request = new Request('http://soko.test/sell/new', { method: 'POST', body: new URLSearchParams({ title: 'Kiti cha ofisi', intent: 'draft' }) })
	expect(await withFormData(request, { maxBytes: MB, uploadsDir }, async (form) => [form.get('title'), form.get('intent')])).toEqual(['Kiti cha ofisi', 'draft'])
})

test('the sweep deletes only what a request killed mid-way left a day ago, not a slow upload arriving now', async () => {
	const incoming = path.join(uploadsDir, '.incoming')
	expect(await sweepAbandonedForms({ uploadsDir })).toBe(0)
	for (const name of ['form-killed', 'form-arriving']) {
		await fs.mkdir(path.join(incoming, name), { recursive: true })
		await fs.writeFile(path.join(incoming, name, '0'), 'half a photo')
	}
	const twoDaysAgo = new Date(Date.now() - 48 * 3_600_000)
	await fs.utimes(path.join(incoming, 'form-killed'), twoDaysAgo, twoDaysAgo)
	expect(await sweepAbandonedForms({ uploadsDir })).toBe(1)
	expect(await fs.readdir(incoming)).toEqual(['form-arriving'])
})
