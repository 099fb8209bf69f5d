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

/**
 * Reads a form (multipart or urlencoded) of at most `maxBytes`, refusing a bigger body before it is all in
 * memory — a phone on 2G shouldn't be able to tie up the server with a 500 MB upload, and neither should anyone.
 */
export async function readFormData(request: Request, { maxBytes }: { maxBytes: number }) {
	const declared = Number(request.headers.get('content-length') ?? 0)
	if (declared > maxBytes) throw new BodyTooLargeError()
	const reader = request.body?.getReader()
	const chunks: Uint8Array[] = []
	let size = 0
	if (reader) {
		for (;;) {
			const { done, value } = await reader.read()
			if (done) break
			size += value.byteLength
			if (size > maxBytes) {
				await reader.cancel()
				throw new BodyTooLargeError()
			}
			chunks.push(value)
		}
	}
	return readForm(new Response(Buffer.concat(chunks), { headers: { 'content-type': request.headers.get('content-type') ?? '' } }))
}

/** The uploaded files of a field, skipping the empty part a browser sends when no file was chosen. */
export function filesOf(form: FormData, name: string) {
	return form.getAll(name).filter((v): v is File => typeof v !== 'string' && v.size > 0)
}
