import type { IncomingMessage, ServerResponse } from 'node:http'
import { outageAnswer } from '../app/utils/outage.server.ts'

/** Answers a request the database could not serve: 503, Retry-After, a page in the visitor's language or JSON. */
export function sendOutage(req: IncomingMessage, res: ServerResponse) {
	if (res.headersSent) return res.end()
	const { status, headers, body } = outageAnswer({
		pathname: new URL(req.url ?? '/', 'http://x').pathname,
		cookie: String(req.headers.cookie ?? ''),
		acceptLanguage: String(req.headers['accept-language'] ?? ''),
	})
	res.writeHead(status, headers)
	res.end(req.method === 'HEAD' ? undefined : body)
}
