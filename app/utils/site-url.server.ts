import type { Env } from '../env.server.ts'

/** The site's public origin for links in mail and messages: PUBLIC_URL behind a proxy, else the request's own. */
export function siteUrl(request: Request, env: Env) {
	return env.PUBLIC_URL?.replace(/\/+$/, '') ?? new URL(request.url).origin
}
