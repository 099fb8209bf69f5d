import { randomBytes } from 'node:crypto'
import type { Env } from '../../env.server.ts'
import { isDeviceId } from '#app/domain/trust/fraud/device-sign-ins.server.ts'
import { isSecure, readCookie, serializeCookie } from '../../utils/cookies.server.ts'

/**
 * Which device a sign-in comes from (fraud/device-sign-ins.server.ts): the pages keep a random id in its own cookie,
 * given at the first sign-in or registration; an API client may send its own in X-Device-Id. Not signed: a made-up id
 * only hides the sender's own device, which clearing the cookie does as well.
 */

export const DEVICE_COOKIE = 'soko_device'
export const DEVICE_HEADER = 'X-Device-Id'
const DEVICE_DAYS = 730

function cookieDevice(request: Request) {
	const value = readCookie(request, DEVICE_COOKIE)
	return isDeviceId(value) ? value : null
}

/** A form's sign-in: the browser's device id, or a new one and the cookie that keeps it (null when it has one). */
export function formDevice(request: Request, env: Env) {
	const known = cookieDevice(request)
	if (known) return { deviceId: known, cookie: null }
	const deviceId = randomBytes(24).toString('base64url')
	return { deviceId, cookie: serializeCookie(DEVICE_COOKIE, deviceId, { maxAge: DEVICE_DAYS * 86_400, secure: isSecure(env) }) }
}

/** An API sign-in: the client's X-Device-Id when it is a plain token, else the browser's cookie, else none (ignored, never refused). */
export function apiDevice(request: Request) {
	const header = request.headers.get(DEVICE_HEADER)?.trim()
	return isDeviceId(header) ? header : cookieDevice(request)
}

/** The Set-Cookie headers of a sign-in: the session's, and the device's when it is new. */
export function signInCookies(session: string, device: { cookie: string | null }): [string, string][] {
	return [['Set-Cookie', session], ...(device.cookie ? [['Set-Cookie', device.cookie] as [string, string]] : [])]
}
