/**
 * Soko speaks English and Swahili (issue 13 §3). Which one a visitor gets: their switch (the `lang` cookie), else their
 * account's preference, else the browser's Accept-Language, else English. Pure: the server, the page cache and the
 * client all read it.
 */
import { cookieValue } from '../utils/cookie-header.ts'

export const LOCALES = ['en', 'sw'] as const
export type Locale = (typeof LOCALES)[number]

export const DEFAULT_LOCALE: Locale = 'en'
export const LOCALE_COOKIE = 'lang'

/** `<html lang>` and Intl: Kenyan English and Kenyan Swahili. */
export const HTML_LANG: Record<Locale, string> = { en: 'en-KE', sw: 'sw-KE' }

/** Each language named in itself, as the switch shows it. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', sw: 'Kiswahili' }

export function isLocale(value: unknown): value is Locale {
	return typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
}

/** The `lang` cookie's locale, if it holds one. */
export function cookieLocale(cookieHeader: string): Locale | null {
	const value = cookieValue(cookieHeader, LOCALE_COOKIE)
	return isLocale(value) ? value : null
}

/** The first language of Accept-Language (by q, then order) that Soko speaks: `sw-KE,sw;q=0.9,en;q=0.8` is Swahili. */
export function acceptLanguageLocale(header: string): Locale | null {
	const ranked = header
		.split(',')
		.map((part, order) => {
			const [tag = '', ...params] = part.trim().split(';')
			const q = Number(params.find((p) => p.trim().startsWith('q='))?.trim().slice(2) ?? '1')
			return { language: tag.trim().toLowerCase().split('-')[0] ?? '', q: Number.isFinite(q) ? q : 0, order }
		})
		.filter((r) => r.q > 0)
		.sort((a, b) => b.q - a.q || a.order - b.order)
	return ranked.map((r) => r.language).find(isLocale) ?? null
}

/** The locale of a visitor with no account preference (or before it is read): the cookie, else the browser's. */
export function negotiateLocale({ cookie, acceptLanguage }: { cookie: string; acceptLanguage: string }): Locale {
	return cookieLocale(cookie) ?? acceptLanguageLocale(acceptLanguage) ?? DEFAULT_LOCALE
}
