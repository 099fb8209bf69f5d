import { LOCALE_COOKIE } from '../i18n/locales.ts'

export const LITE_COOKIE = 'lite'
export const DISMISSED_BANNERS_COOKIE = 'dismissed_banners'
/** Names the version of the app's stylesheet a browser was last sent inline (app-stylesheet.server.ts). */
export const STYLESHEET_COOKIE = 'css'

/**
 * The cookies an anonymous visitor's page may depend on: Lite mode, dismissed banners, the language, the stylesheet's
 * version. The page cache keeps one copy per combination of them; any other cookie the app reads makes a page personal
 * (personal-reads.server.ts).
 */
export const SHARED_COOKIES: ReadonlySet<string> = new Set([LITE_COOKIE, DISMISSED_BANNERS_COOKIE, STYLESHEET_COOKIE, LOCALE_COOKIE])
