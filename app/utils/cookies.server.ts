import { createHmac, timingSafeEqual } from 'node:crypto'
import type { Env } from '../env.server.ts'

/** A cookie's value; a badly encoded one (`%ZZ`) is as good as none, never an error on every page. */
export function readCookie(request: Request, name: string) {
	const header = request.headers.get('cookie') ?? ''
	for (const part of header.split(';')) {
		const eq = part.indexOf('=')
		if (eq > 0 && part.slice(0, eq).trim() === name) {
			try {
				return decodeURIComponent(part.slice(eq + 1).trim())
			} catch {
				return null
			}
		}
	}
	return null
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
