import type { Env } from '../env.server.ts'

/**
 * The site's public origin for links in mail, texts and shared pages: PUBLIC_URL, else the request's own, which the
 * server builds only from a Host on its allow-list (server/site-origin.ts).
 */
export function siteUrl(request: Request, env: Env) {
	return env.PUBLIC_URL?.replace(/\/+$/, '') ?? new URL(request.url).origin
}
