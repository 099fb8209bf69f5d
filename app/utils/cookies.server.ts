import { createHmac, timingSafeEqual } from 'node:crypto'
import type { Env } from '../env.server.ts'
import { decodeCookie, parseCookieHeader } from './cookie-header.ts'
import { markPersonal } from './personal-reads.server.ts'
import { SHARED_COOKIES } from './shared-cookies.ts'

/** A cookie's value (cookie-header.ts). One found outside SHARED_COOKIES makes the page personal: never stored for others. */
export function readCookie(request: Request, name: string) {
	const cookies = parseCookieHeader(request.headers.get('cookie') ?? '')
	if (!cookies.has(name)) return null
	if (!SHARED_COOKIES.has(name)) markPersonal()
	return decodeCookie(cookies.get(name))
}

export function serializeCookie(
	name: string,
	value: string,
	{ maxAge, httpOnly = true, secure }: { maxAge?: number; httpOnly?: boolean; secure: boolean },
) {
	const parts = [`${name}=${encodeURIComponent(value)}`, 'Path=/', 'SameSite=Lax']
	if (maxAge !== undefined) parts.push(`Max-Age=${maxAge}`)
	if (httpOnly) parts.push('HttpOnly')
	if (secure) parts.push('Secure')
	return parts.join('; ')
}

const DEV_SECRET = 'soko-development-secret-not-for-production'

/** What signs cookies, callback paths and links in messages; a development server needs no SESSION_SECRET. */
export function secretOf(env: Env) {
	return env.SESSION_SECRET ?? DEV_SECRET
}

/** `value.signature`, so a cookie the server wrote can't be forged by the client. */
export function sign(value: string, env: Env) {
	return `${value}.${createHmac('sha256', secretOf(env)).update(value).digest('base64url')}`
}

export function unsign(signed: string, env: Env) {
	const dot = signed.lastIndexOf('.')
	if (dot < 0) return null
	const value = signed.slice(0, dot)
	const expected = Buffer.from(sign(value, env).slice(dot + 1))
	const given = Buffer.from(signed.slice(dot + 1))
	return expected.length === given.length && timingSafeEqual(expected, given) ? value : null
}

export function isSecure(env: Env) {
	return env.NODE_ENV === 'production'
}
