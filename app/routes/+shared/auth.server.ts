import { pageUrl } from '#app/utils/data-request.ts'
import { redirect } from 'react-router'
import type { AppContext } from '#app/context.ts'
import { readCookie, serializeCookie, isSecure } from '../../utils/cookies.server.ts'
import { markPersonal } from '../../utils/personal-reads.server.ts'
import { getSessionUser, SESSION_DAYS, type SessionUser } from '#app/domain/accounts/sessions.server.ts'
import type { Env } from '../../env.server.ts'

/**
 * The session cookie's name. Served over HTTPS (production) it carries the `__Host-` prefix, so no subdomain or plain
 * HTTP answer can plant or overwrite it; browsers refuse the prefix without Secure, so plain HTTP (development, tests)
 * keeps the bare name. A production browser still holding the bare name from before is simply signed out.
 */
export const SESSION_COOKIES = { secure: '__Host-session', plain: '__session' } as const

export function sessionCookieName(env: Env) {
	return isSecure(env) ? SESSION_COOKIES.secure : SESSION_COOKIES.plain
}

/** The Bearer token of the API, else the session cookie of the pages: the same session either way. */
export function getSessionToken(request: Request, env: Env) {
	const auth = request.headers.get('authorization')
	if (auth?.startsWith('Bearer ')) {
		markPersonal()
		return auth.slice(7).trim() || null
	}
	return readCookie(request, sessionCookieName(env))
}
export type { SessionUser }

const userByRequest = new WeakMap<Request, Promise<SessionUser | null>>()

export function getUser(request: Request, context: AppContext): Promise<SessionUser | null> {
	let found = userByRequest.get(request)
	if (!found) {
		const token = getSessionToken(request, context.env)
		found = token
			? getSessionUser(context.db, { token }).then((u) => (u ? { id: u.id, phone: u.phone, email: u.email, role: u.role, locale: u.locale } : null))
			: Promise.resolve(null)
		userByRequest.set(request, found)
	}
	return found
}

/** For pages: a visitor who isn't logged in goes to the login page and comes back here after. */
export async function requireUser(request: Request, context: AppContext) {
	const user = await getUser(request, context)
	if (!user) {
		const url = pageUrl(request.url)
		throw redirect(`/login?${new URLSearchParams({ redirectTo: url.pathname + url.search })}`)
	}
	return user
}

export async function requireAnonymous(request: Request, context: AppContext) {
	if (await getUser(request, context)) throw redirect('/')
}

export function sessionCookie(token: string, env: Env) {
	return serializeCookie(sessionCookieName(env), token, { maxAge: SESSION_DAYS * 86_400, secure: isSecure(env) })
}

export function clearSessionCookie(env: Env) {
	return serializeCookie(sessionCookieName(env), '', { maxAge: 0, secure: isSecure(env) })
}
