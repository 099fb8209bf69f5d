import type { Env } from '../env.server.ts'
import { readCookie, serializeCookie } from './cookies.server.ts'
import { DISMISSED_BANNERS_COOKIE, LITE_COOKIE } from './shared-cookies.ts'
import { liteMode } from './lite-mode.ts'

/** Lite mode (lite-mode.ts): chosen, chosen by the line, or off. */
export function liteModeOf(request: Request) {
	return liteMode({ cookie: readCookie(request, LITE_COOKIE), ect: request.headers.get('ect'), saveData: request.headers.get('save-data') })
}

/** Pages then ship no JavaScript. */
export function isLite(request: Request) {
	return liteModeOf(request) !== 'off'
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
