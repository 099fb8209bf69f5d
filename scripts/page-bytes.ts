// A page's bytes as they cross the wire: for `npm run budget` and `npm run bench:pages`.
import http from 'node:http'

type Answer = { status: number; bytes: number; body: Buffer; encoding: string | undefined; setCookie: string[] }

/** One GET, its body as it crossed the wire (not decompressed). */
export function get(url: string, headers: Record<string, string>) {
	return new Promise<Answer>((resolve, reject) => {
		http
			.get(url, { headers }, (res) => {
				const chunks: Buffer[] = []
				res.on('data', (chunk: Buffer) => chunks.push(chunk))
				res.on('end', () => {
					const body = Buffer.concat(chunks)
					resolve({ status: res.statusCode ?? 0, bytes: body.length, body, encoding: res.headers['content-encoding'], setCookie: res.headers['set-cookie'] ?? [] })
				})
			})
			.on('error', reject)
	})
}

/** The cookies a first visit leaves (the stylesheet's), as a Cookie header for the repeat visit. */
export function cookiesOf(answer: Answer) {
	return answer.setCookie.map((c) => c.split(';')[0]!).join('; ')
}

/**
 * Brotli bytes of a page on a first visit (no cookies) and on a repeat visit (with the cookies the first one set), in
 * the language of `acceptLanguage` (the browser's; none: English).
 */
export async function visitBytes(url: string, acceptLanguage?: string) {
	const language: Record<string, string> = acceptLanguage ? { 'accept-language': acceptLanguage } : {}
	const first = await get(url, { 'accept-encoding': 'br', ...language })
	const cookie = cookiesOf(first)
	const repeat = cookie ? await get(url, { 'accept-encoding': 'br', cookie, ...language }) : first
	return { first: first.bytes, repeat: repeat.bytes, cookie, encoding: first.encoding }
}

/**
 * A page's brotli bytes once the page cache serves it: its second serve starts a one-off recompression at the top level
 * in the background, which later serves send. Asked until the size settles.
 */
export async function sharedBytes(url: string, headers: Record<string, string>) {
	const ask = async () => (await get(url, { ...headers, 'accept-encoding': 'br' })).bytes
	let bytes = await ask()
	for (let i = 0; i < 20; i++) {
		await new Promise((resolve) => setTimeout(resolve, 100))
		const again = await ask()
		if (again === bytes && i > 1) break
		bytes = again
	}
	return bytes
}
