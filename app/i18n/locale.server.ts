import type { Env } from '#app/env.server.ts'
import { serializeCookie } from '#app/utils/cookies.server.ts'
import { acceptLanguageLocale, cookieLocale, DEFAULT_LOCALE, LOCALE_COOKIE, type Locale } from './locales.ts'

/** The page's language: the switch's cookie, else the signed-in account's choice, else the browser's, else English. */
export function requestLocale(request: Request, user?: { locale: Locale | null } | null): Locale {
	return (
		cookieLocale(request.headers.get('cookie') ?? '') ??
		user?.locale ??
		acceptLanguageLocale(request.headers.get('accept-language') ?? '') ??
		DEFAULT_LOCALE
	)
}

/**
 * The switch's choice, for a year. Not HttpOnly: the service worker reads it (cookieStore, which never sees HttpOnly
 * cookies) to write its offline page in that language; a language is no secret.
 */
export function localeCookie(locale: Locale, env: Env) {
	return serializeCookie(LOCALE_COOKIE, locale, { maxAge: 365 * 86_400, httpOnly: false, secure: env.NODE_ENV === 'production' })
}
