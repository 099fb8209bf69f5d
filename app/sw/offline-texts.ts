import { HTML_LANG, type Locale } from '../i18n/locales.ts'

/**
 * The offline page's few words in each language. The service worker has no dictionary (and must stay small), so they
 * live here rather than in app/i18n/sw/.
 */
const TEXTS: Record<Locale, { title: string; heading: string; kept: string; none: string; noneSignedIn: string; retry: string }> = {
	en: {
		title: 'Offline',
		heading: 'You are offline',
		kept: 'These pages are saved on this phone and open without a connection:',
		none: 'Pages you open while online are saved on this phone, so you can read them later without a connection.',
		// Nothing is kept while someone is signed in (public-only.ts): phones are shared.
		noneSignedIn: 'While you are signed in, the pages you open are not saved on this phone, so that your account stays private. Connect to the internet to continue.',
		retry: 'Try again',
	},
	sw: {
		title: 'Hauko mtandaoni',
		heading: 'Hauko mtandaoni',
		kept: 'Kurasa hizi zimehifadhiwa kwenye simu hii na zinafunguka bila mtandao:',
		none: 'Kurasa unazofungua ukiwa mtandaoni huhifadhiwa kwenye simu hii, ili uzisome baadaye bila mtandao.',
		noneSignedIn: 'Ukiwa umeingia, kurasa unazofungua hazihifadhiwi kwenye simu hii, ili akaunti yako ibaki ya faragha. Unganisha mtandao ili uendelee.',
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

/** The offline page's words and its `<html lang>`; signed in, no promise that the pages opened are kept. */
export function offlineTexts(cookie: string | null | undefined, navigatorLanguage: string | undefined, signedIn = false) {
	const locale = offlineLocale(cookie, navigatorLanguage)
	const { noneSignedIn, ...words } = TEXTS[locale]
	return { lang: HTML_LANG[locale], ...words, none: signedIn ? noneSignedIn : words.none }
}
