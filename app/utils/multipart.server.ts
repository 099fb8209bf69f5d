import fs from 'node:fs'
import { mkdir, mkdtemp, readdir, rm, stat } from 'node:fs/promises'
import path from 'node:path'
import { Readable, Transform } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { ReadableStream as NodeReadableStream } from 'node:stream/web'
import Busboy from '@fastify/busboy'

export class BodyTooLargeError extends Error {}

/** What a page answers to a body that isn't the form it expects (JSON, a broken multipart): a 400, not a crash. */
function badForm() {
	return new Response('Bad request: send the form as a browser would (urlencoded or multipart form data)', { status: 400 })
}

/** The posted form of a page's action; a body that can't be read as one is a 400. */
export async function readForm(request: Request | Response) {
	try {
		return await request.formData()
	} catch {
		throw badForm()
	}
}

/** A text field's value past this is cut (a listing's longest field is 1,000 characters): text is kept in memory. */
const FIELD_BYTES = 1024 * 1024

/** The request's body as a Node stream, refused with BodyTooLargeError once more than `maxBytes` have come. */
function limitedBody(request: Request, maxBytes: number) {
	let size = 0
	const limit = new Transform({
		transform(chunk: Buffer, _encoding, done) {
			size += chunk.length
			done(size > maxBytes ? new BodyTooLargeError() : null, chunk)
		},
	})
	return { body: request.body ? Readable.fromWeb(request.body as NodeReadableStream) : Readable.from([]), limit }
}

/**
 * Parses a form as it arrives, one part at a time: text fields into memory, each file straight to its own file in
 * `dir` (a File backed by it, read only when used), so a 100 MB post never sits in memory whole. Entries keep the
 * order they were posted in.
 */
async function parseForm(request: Request, { maxBytes, dir }: { maxBytes: number; dir: string }) {
	let parser: ReturnType<typeof Busboy>
	try {
		parser = Busboy({ headers: { 'content-type': request.headers.get('content-type') ?? '' }, limits: { fieldSize: FIELD_BYTES } })
	} catch {
		throw badForm()
	}
	const entries: Promise<[string, string | File]>[] = []
	const receiving = new Set<Readable>()
	parser.on('field', (name: string, value: string) => entries.push(Promise.resolve([name, value])))
	parser.on('file', (name: string, stream: Readable, filename: string, _encoding: string, mimeType: string) => {
		const file = path.join(dir, String(entries.length))
		receiving.add(stream)
		const written = pipeline(stream, fs.createWriteStream(file)).finally(() => receiving.delete(stream))
		const entry = written.then(async (): Promise<[string, File]> => [name, new File([await fs.openAsBlob(file)], filename, { type: mimeType })])
		// A failed write is the form's failure, seen when the entries are awaited; never an unhandled rejection.
		entry.catch(() => {})
		entries.push(entry)
	})
	const { body, limit } = limitedBody(request, maxBytes)
	try {
		await pipeline(body, limit, parser)
		const form = new FormData()
		for (const [name, value] of await Promise.all(entries)) form.append(name, value)
		return form
	} catch (error) {
		for (const stream of receiving) stream.destroy()
		if (error instanceof BodyTooLargeError) throw error
		throw badForm()
	}
}

/**
 * Where posted files wait while their request runs: on the photos' own disk (UPLOADS_DIR), not in the system's
 * temporary folder, which is often memory (tmpfs) and would hold the very bytes streaming was meant to keep out of it.
 */
function incomingDir(uploadsDir: string) {
	return path.join(uploadsDir, '.incoming')
}

/**
 * Reads a form (multipart or urlencoded) of at most `maxBytes` and hands it to `use`; a bigger body is refused
 * (BodyTooLargeError) as soon as it is seen to be, and one that isn't a form is a 400. Posted files wait on disk, not
 * in memory, and are deleted once `use` is done, however it ends: a phone on 2G shouldn't be able to tie up the server
 * with a 500 MB upload, nor ten phones fill its memory with 100 MB each.
 */
export async function withFormData<T>(
	request: Request,
	{ maxBytes, uploadsDir }: { maxBytes: number; uploadsDir: string },
	use: (form: FormData) => Promise<T>,
): Promise<T> {
	const declared = Number(request.headers.get('content-length') ?? 0)
	if (declared > maxBytes) throw new BodyTooLargeError()
	await mkdir(incomingDir(uploadsDir), { recursive: true })
	const dir = await mkdtemp(path.join(incomingDir(uploadsDir), 'form-'))
	try {
		return await use(await parseForm(request, { maxBytes, dir }))
	} finally {
		await rm(dir, { recursive: true, force: true })
	}
}

/**
 * Deletes what a request's files left behind when its server was killed mid-way (a finished request leaves nothing).
 * Only folders untouched for `olderThanHours`: another instance sharing the disk may be receiving a slow upload now.
 */
export async function sweepAbandonedForms({ uploadsDir, olderThanHours = 24 }: { uploadsDir: string; olderThanHours?: number }) {
	const cutoff = Date.now() - olderThanHours * 3_600_000
	const names = await readdir(incomingDir(uploadsDir)).catch(() => [])
	let swept = 0
	for (const name of names) {
		const dir = path.join(incomingDir(uploadsDir), name)
		const { mtimeMs } = await stat(dir)
		if (mtimeMs >= cutoff) continue
		await rm(dir, { recursive: true, force: true })
		swept++
	}
	return swept
}

/** The uploaded files of a field, skipping the empty part a browser sends when no file was chosen. */
export function filesOf(form: FormData, name: string) {
	return form.getAll(name).filter((v): v is File => typeof v !== 'string' && v.size > 0)
}
