import type { Env } from '../env.server.ts'
import { readCookie, serializeCookie } from './cookies.server.ts'
import { DISMISSED_BANNERS_COOKIE, LITE_COOKIE } from './shared-cookies.ts'

/** Lite mode: the browser asks to save data, or the user switched it on. Pages then ship no JavaScript. */
export function isLite(request: Request) {
	return request.headers.get('save-data') === 'on' || readCookie(request, LITE_COOKIE) === '1'
}

export function liteCookie(on: boolean, env: Env) {
	return serializeCookie(LITE_COOKIE, on ? '1' : '0', { maxAge: 365 * 86_400, httpOnly: false, secure: env.NODE_ENV === 'production' })
}

export function dismissedBanners(request: Request) {
	return (readCookie(request, DISMISSED_BANNERS_COOKIE) ?? '')
		.split('.')
		.map(Number)
		.filter((n) => Number.isInteger(n) && n > 0)
}

export function dismissedBannersCookie(ids: number[], env: Env) {
	return serializeCookie(DISMISSED_BANNERS_COOKIE, [...new Set(ids)].slice(-50).join('.'), {
		maxAge: 365 * 86_400,
		httpOnly: false,
		secure: env.NODE_ENV === 'production',
	})
}
