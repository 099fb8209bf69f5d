import { HTML_LANG, type Locale } from '../i18n/locales.ts'

/**
 * The offline page's few words in each language. The service worker has no dictionary (and must stay small), so they
 * live here rather than in app/i18n/sw/.
 */
const TEXTS: Record<Locale, { title: string; heading: string; kept: string; none: string; retry: string }> = {
	en: {
		title: 'Offline',
		heading: 'You are offline',
		kept: 'These pages are saved on this phone and open without a connection:',
		none: 'Pages you open while online are saved on this phone, so you can read them later without a connection.',
		retry: 'Try again',
	},
	sw: {
		title: 'Hauko mtandaoni',
		heading: 'Hauko mtandaoni',
		kept: 'Kurasa hizi zimehifadhiwa kwenye simu hii na zinafunguka bila mtandao:',
		none: 'Kurasa unazofungua ukiwa mtandaoni huhifadhiwa kwenye simu hii, ili uzisome baadaye bila mtandao.',
		retry: 'Jaribu tena',
	},
}

/**
 * The offline page's language: the switch's choice (the `lang` cookie, where the browser lets the worker read it), else
 * the phone's language, else English.
 */
export function offlineLocale(cookie: string | null | undefined, navigatorLanguage: string | undefined): Locale {
	if (cookie === 'sw' || cookie === 'en') return cookie
	return navigatorLanguage?.toLowerCase().startsWith('sw') ? 'sw' : 'en'
}

/** The offline page's words and its `<html lang>`. */
export function offlineTexts(cookie: string | null | undefined, navigatorLanguage: string | undefined) {
	const locale = offlineLocale(cookie, navigatorLanguage)
	return { lang: HTML_LANG[locale], ...TEXTS[locale] }
}
