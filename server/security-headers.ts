import { createHash } from 'node:crypto'
import type { ServerResponse } from 'node:http'

/**
 * Images are only ever our own: a photo given by address is fetched and stored when it is added; the one other source
 * is the origin of the photo bucket's public address (PHOTOS_PUBLIC_URL), when pages link photos there. Styles are
 * inlined for the first round trip, hence 'unsafe-inline' for styles. Scripts: our own files, and a page's own inline
 * scripts (React Router's hydration data) by hash, never 'unsafe-inline'.
 */
export type PolicyOptions = { photosOrigin?: string | undefined }

function policy(scriptSources: string[], { photosOrigin }: PolicyOptions) {
	return [
		"default-src 'self'",
		`script-src ${["'self'", ...scriptSources].join(' ')}`,
		"style-src 'self' 'unsafe-inline'",
		`img-src ${["'self'", 'data:', 'blob:', ...(photosOrigin ? [photosOrigin] : [])].join(' ')}`,
		"connect-src 'self'",
		"font-src 'self'",
		"object-src 'none'",
		"base-uri 'self'",
		"form-action 'self'",
		"frame-ancestors 'none'",
		"manifest-src 'self'",
		"worker-src 'self'",
	].join('; ')
}

const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g

/**
 * A page's policy: each of its inline scripts allowed by its SHA-256, computed from the page as sent. Hashes rather than
 * a nonce: they add nothing to the body (a nonce adds to every script tag), and a page the cache shares carries no
 * per-request secret a nonce would need; the body stays the same for the same content, so ETags still match.
 */
export function pagePolicy(html: string, options: PolicyOptions) {
	const hashes = new Set<string>()
	for (const [, script] of html.matchAll(INLINE_SCRIPT)) hashes.add(`'sha256-${createHash('sha256').update(script!).digest('base64')}'`)
	return policy([...hashes], options)
}

export function setSecurityHeaders(res: ServerResponse, { secure, ...options }: PolicyOptions & { secure: boolean }) {
	res.setHeader('Content-Security-Policy', policy([], options))
	res.setHeader('X-Content-Type-Options', 'nosniff')
	res.setHeader('X-Frame-Options', 'DENY')
	res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin')
	res.setHeader('Permissions-Policy', 'camera=(self), geolocation=(), microphone=()')
	if (secure) res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains')
}
