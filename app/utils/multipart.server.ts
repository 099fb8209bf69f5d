export class BodyTooLargeError extends Error {}

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
	return new Response(Buffer.concat(chunks), { headers: { 'content-type': request.headers.get('content-type') ?? '' } }).formData()
}

/** The uploaded files of a field, skipping the empty part a browser sends when no file was chosen. */
export function filesOf(form: FormData, name: string) {
	return form.getAll(name).filter((v): v is File => typeof v !== 'string' && v.size > 0)
}
