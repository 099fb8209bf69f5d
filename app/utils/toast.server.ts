import type { Env } from '../env.server.ts'
import { readCookie, serializeCookie, sign, unsign, isSecure } from './cookies.server.ts'

/** A 'warning' stays on screen until closed (a message from the admins, say); the others go after 5 s. */
export type Toast = { title: string; description?: string; variant?: 'success' | 'error' | 'warning' }

const NAME = 'toast'

/** A flash message carried by a cookie across a redirect, so it shows with or without JavaScript. */
export function toastCookie(toast: Toast, env: Env) {
	const value = Buffer.from(JSON.stringify(toast)).toString('base64url')
	return serializeCookie(NAME, sign(value, env), { maxAge: 60, secure: isSecure(env) })
}

export function readToast(request: Request, env: Env): { toast: Toast | null; clear: string | null } {
	const raw = readCookie(request, NAME)
	if (!raw) return { toast: null, clear: null }
	const clear = serializeCookie(NAME, '', { maxAge: 0, secure: isSecure(env) })
	const value = unsign(raw, env)
	if (!value) return { toast: null, clear }
	try {
		return { toast: JSON.parse(Buffer.from(value, 'base64url').toString()) as Toast, clear }
	} catch {
		return { toast: null, clear }
	}
}

/** A redirect that also shows a toast on the next page. */
export function redirectWithToast(url: string, toast: Toast, env: Env, headers: HeadersInit = {}) {
	const h = new Headers(headers)
	h.append('Set-Cookie', toastCookie(toast, env))
	h.set('Location', url)
	return new Response(null, { status: 302, headers: h })
}
