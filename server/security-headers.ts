import type { ServerResponse } from 'node:http'

/**
 * React Router inlines its hydration data as a script, hence 'unsafe-inline' for scripts; styles are inlined for the
 * first round trip. Images are only ever our own: a photo given by address is fetched and stored when it is added.
 */
const CSP = [
	"default-src 'self'",
	"script-src 'self' 'unsafe-inline'",
	"style-src 'self' 'unsafe-inline'",
	"img-src 'self' data: blob:",
	"connect-src 'self'",
	"font-src 'self'",
	"object-src 'none'",
	"base-uri 'self'",
	"form-action 'self'",
	"frame-ancestors 'none'",
	"manifest-src 'self'",
	"worker-src 'self'",
].join('; ')

export function setSecurityHeaders(res: ServerResponse, { secure }: { secure: boolean }) {
	res.setHeader('Content-Security-Policy', CSP)
	res.setHeader('X-Content-Type-Options', 'nosniff')
	res.setHeader('X-Frame-Options', 'DENY')
	res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin')
	res.setHeader('Permissions-Policy', 'camera=(self), geolocation=(), microphone=()')
	if (secure) res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains')
}
