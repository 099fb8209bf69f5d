import type { IncomingMessage } from 'node:http'
import type { Env } from '../app/env.server.ts'
import type { Refusal } from './request-guard.ts'

/** A DNS name or IPv4 address, or a bracketed IPv6 address, then an optional port: nothing else is a Host. */
const HOST_SYNTAX = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*\.?|\[[0-9a-f:.]+\])(?::(\d{1,5}))?$/i
/** A DNS name is at most 253 characters; with a port, 259. */
const MAX_HOST = 260

export const BAD_HOST: Refusal = { status: 400, message: 'Bad Host header' }
const OTHER_HOST: Refusal = { status: 400, message: 'Unknown Host: without PUBLIC_URL this server answers only to localhost' }

/** The names a development or test server answers to when PUBLIC_URL is unset: this machine, and HOST if it names one. */
function localNames(host: string) {
	const names = new Set(['localhost', '127.0.0.1', '[::1]'])
	if (host !== '0.0.0.0' && host !== '::') names.add(host.includes(':') ? `[${host.toLowerCase()}]` : host.toLowerCase())
	return names
}

/**
 * The origin of every absolute link Soko writes (reset and offer mails, texts, share links, `og:` tags), which the
 * request URL the routes see is built on. PUBLIC_URL when set (production requires it): the Host header is then only
 * checked for syntax. Unset (development, tests), the Host must name this machine (localhost, 127.0.0.1, [::1] or
 * HOST) on PORT or no port, so a request with `Host: evil.example` cannot make a reset link point there. A Host
 * outside these is refused with a 400 (`check`) before any route runs.
 */
export function createSiteOrigin(env: Pick<Env, 'PUBLIC_URL' | 'HOST' | 'PORT'>) {
	const publicOrigin = env.PUBLIC_URL ? new URL(env.PUBLIC_URL).origin : null
	const names = localNames(env.HOST)
	const fallback = `http://localhost:${env.PORT}`

	/** An HTTP/1.0 request may come without a Host: it gets the fallback. */
	function check(host: string | undefined): Refusal | null {
		if (host === undefined) return null
		const match = host.length <= MAX_HOST ? HOST_SYNTAX.exec(host) : null
		if (!match) return BAD_HOST
		if (publicOrigin) return null
		const port = match[1]
		const name = port === undefined ? host : host.slice(0, -port.length - 1)
		return names.has(name.toLowerCase()) && (port === undefined || Number(port) === env.PORT) ? null : OTHER_HOST
	}

	return {
		check: (req: IncomingMessage) => check(req.headers.host),
		origin(req: IncomingMessage) {
			if (publicOrigin) return publicOrigin
			const host = req.headers.host
			return host !== undefined && !check(host) ? `http://${host}` : fallback
		},
	}
}
