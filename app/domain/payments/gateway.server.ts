import { createHmac, timingSafeEqual } from 'node:crypto'
import type { Env } from '#app/env.server.ts'
import { secretOf } from '#app/utils/cookies.server.ts'
import { DARAJA_BASE_URLS, createDarajaClient, type DarajaClient } from './daraja-client.server.ts'
import { createMpesaSimulator, type CallbackHandler } from './simulator.server.ts'

/** What the payment rules need from M-PESA: the real Daraja client or the simulator, chosen by MPESA_MODE. */
export type MpesaGateway = DarajaClient

function callbackToken(env: Env) {
	return createHmac('sha256', secretOf(env)).update('mpesa-callback').digest('hex').slice(0, 32)
}

/**
 * The callback URL's path. Its last segment is derived from SESSION_SECRET, so only Safaricom (who got it in the
 * STK push) can reach the handler: a stranger can't post a fake "paid" callback.
 */
export function callbackPath(env: Env) {
	return `/api/payments/mpesa-callback/${callbackToken(env)}`
}

/**
 * Where Safaricom confirms (and may ask to validate) payments customers make to our shortcode, behind the same token.
 * Daraja refuses to register C2B URLs containing words such as "mpesa" or "safaricom": these paths avoid them.
 */
export function c2bPaths(env: Env) {
	return {
		confirmation: `/api/payments/c2b/confirmation/${callbackToken(env)}`,
		validation: `/api/payments/c2b/validation/${callbackToken(env)}`,
	}
}

export function isCallbackToken(env: Env, token: string) {
	const expected = Buffer.from(callbackToken(env))
	const given = Buffer.from(token)
	return expected.length === given.length && timingSafeEqual(expected, given)
}

// One gateway per parsed settings object, i.e. one per server process: the Daraja client's token cache and the
// simulator's pending payments must outlive a request. Tests get their own because each parses its own env.
const gateways = new WeakMap<Env, MpesaGateway>()

export function getMpesaGateway({ env, onCallback }: { env: Env; onCallback: CallbackHandler }): MpesaGateway {
	let gateway = gateways.get(env)
	if (!gateway) {
		gateway = createGateway({ env, onCallback })
		gateways.set(env, gateway)
	}
	return gateway
}

function createGateway({ env, onCallback }: { env: Env; onCallback: CallbackHandler }): MpesaGateway {
	if (env.MPESA_MODE === 'simulator') return createMpesaSimulator({ delayMs: env.MPESA_SIM_DELAY_MS, onCallback })
	const { MPESA_CONSUMER_KEY, MPESA_CONSUMER_SECRET, MPESA_SHORTCODE, MPESA_PASSKEY, PUBLIC_URL } = env
	// parseEnv already refuses to start without these outside simulator mode; this keeps the types honest.
	if (!MPESA_CONSUMER_KEY || !MPESA_CONSUMER_SECRET || !MPESA_SHORTCODE || !MPESA_PASSKEY || !PUBLIC_URL) {
		throw new Error(`MPESA_MODE=${env.MPESA_MODE} needs MPESA_CONSUMER_KEY, MPESA_CONSUMER_SECRET, MPESA_SHORTCODE, MPESA_PASSKEY and PUBLIC_URL`)
	}
	return createDarajaClient({
		baseUrl: env.MPESA_DARAJA_URL ?? DARAJA_BASE_URLS[env.MPESA_MODE],
		consumerKey: MPESA_CONSUMER_KEY,
		consumerSecret: MPESA_CONSUMER_SECRET,
		shortcode: MPESA_SHORTCODE,
		passkey: MPESA_PASSKEY,
		callbackUrl: `${PUBLIC_URL.replace(/\/+$/, '')}${callbackPath(env)}`,
	})
}
