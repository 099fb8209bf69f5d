/**
 * What a post queued offline answers its fetcher: the page action's reply `data` (a Save's `{ saved, queued: true }`, a
 * message's `{ intent, message, key, queued: true }`; a signed-out visitor's Save: `{ saved: false, toast }`), in the turbo-stream encoding React Router's fetchers decode
 * (`{ data }`; tested against React Router's own decoder). 503, the server was not reached: React Router then skips
 * reloading the page's data after the action (it would fail offline), and X-Remix-Response has it read the reply as
 * the action's data, not an error.
 */
export function queuedReply(data: Record<string, unknown>) {
	// The stream is a list of values; an object names each key's index and its value's index.
	const values: unknown[] = []
	const encode = (value: unknown): number => {
		const at = values.length
		if (value === null || typeof value !== 'object') {
			values.push(value)
			return at
		}
		const fields: Record<string, number> = {}
		values.push(fields)
		for (const [name, field] of Object.entries(value)) {
			const key = values.length
			values.push(name)
			fields[`_${key}`] = encode(field)
		}
		return at
	}
	encode({ data })
	return new Response(`${JSON.stringify(values)}\n`, {
		status: 503,
		headers: { 'content-type': 'text/x-script', 'x-remix-response': 'yes' },
	})
}

/**
 * An answer that did not come from Soko: a proxy, load balancer or captive portal saying the server is out of reach
 * (a 5xx page in HTML). Soko's own answers to a fetcher are React Router's turbo-stream, whatever their status. Such a
 * post has not landed: it waits in the queue like one made offline, where React Router would show its error page.
 */
export function notFromSoko(answer: Response) {
	return answer.status >= 500 && !answer.headers.get('content-type')?.startsWith('text/x-script')
}
