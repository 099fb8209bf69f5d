import { createHmac, timingSafeEqual } from 'node:crypto'
import type { Env } from '#app/env.server.ts'
import { secretOf } from '#app/utils/cookies.server.ts'

function signature(env: Env, purpose: string, value: string, length: number) {
	return createHmac('sha256', secretOf(env)).update(`${purpose}:${value}`).digest('base64url').slice(0, length)
}

function same(a: string, b: string) {
	return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b))
}

/** Where a site link in a message points: PUBLIC_URL, else this server on localhost (development). */
export function messageOrigin(env: Env) {
	return env.PUBLIC_URL?.replace(/\/+$/, '') ?? `http://localhost:${env.PORT}`
}

// Short enough for an SMS ("/go/2n9c-Xk3q7Z"), long enough that guessing another buyer's click is hopeless.
const CLICK_SIGNATURE = 6

/** The link a message gives for one match: opening it records the click and lands on the listing. */
export function clickPath(env: Env, matchId: number) {
	const code = matchId.toString(36)
	return `/go/${code}-${signature(env, 'alert-click', code, CLICK_SIGNATURE)}`
}

/** The match a click link names, or null when it was not one of ours. */
export function matchOfClick(env: Env, token: string) {
	const m = /^([0-9a-z]{1,10})-([\w-]+)$/.exec(token)
	if (!m || !same(m[2]!, signature(env, 'alert-click', m[1]!, CLICK_SIGNATURE))) return null
	return parseInt(m[1]!, 36)
}

/** The one-click unsubscribe link of a buyer's alert messages (no sign-in needed, RFC 8058). */
export function unsubscribePath(env: Env, buyerId: number) {
	return `/alerts/unsubscribe?t=${buyerId}.${signature(env, 'alert-unsubscribe', String(buyerId), 22)}`
}

/** The buyer an unsubscribe token names, or null when it was not one of ours. */
export function buyerOfUnsubscribe(env: Env, token: string) {
	const m = /^(\d{1,10})\.([\w-]+)$/.exec(token)
	if (!m || !same(m[2]!, signature(env, 'alert-unsubscribe', m[1]!, 22))) return null
	return Number(m[1])
}
