import { readCookie, serializeCookie } from './cookies.server.ts'
import { isLite } from './preferences.server.ts'
import { STYLESHEET_COOKIE } from './shared-cookies.ts'
// Long enough to span a buyer's visits; short enough that a phone whose small HTTP cache lost the file soon inlines again.
const MAX_AGE_S = 30 * 86_400

/**
 * The app's one stylesheet for a page's <head>. A first visit gets it inline (the page paints from its first round
 * trip), a low-priority prefetch of the immutable file (not in Lite mode: it saves data) and a cookie naming the
 * file; later pages link the file, which the browser has by then, and so no longer carry 4 KB of CSS each.
 */
export function appStylesheet({ css, href }: { css: string; href: string }) {
	const version = href.slice(href.lastIndexOf('/') + 1)
	const link = `<link rel="stylesheet" href="${href}"/>`
	const inline = `<style>${css}</style>`
	// No `as`: HTML allows it on preload and modulepreload only.
	const prefetch = `<link rel="prefetch" href="${href}"/>`
	return function stylesheetFor(request: Request, { secure }: { secure: boolean }) {
		if (readCookie(request, STYLESHEET_COOKIE) === version) return { head: link, cookie: null }
		return {
			head: isLite(request) ? inline : `${inline}${prefetch}`,
			cookie: serializeCookie(STYLESHEET_COOKIE, version, { maxAge: MAX_AGE_S, secure }),
		}
	}
}
