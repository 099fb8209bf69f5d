import type { Env } from '#app/env.server.ts'

/**
 * How phones are verified on this site, for the start-up log and the admin dashboard: `off` (PHONE_VERIFICATION=off:
 * no codes, nothing gated), `unreachable` (codes are required but SMS_MODE=outbox keeps them in /admin/messages, so
 * nobody receives one), or `sms` (codes go out through Africa's Talking).
 */
export function phoneVerificationMode(env: Pick<Env, 'PHONE_VERIFICATION' | 'SMS_MODE'>) {
	if (env.PHONE_VERIFICATION === 'off') return 'off' as const
	return env.SMS_MODE === 'outbox' ? ('unreachable' as const) : ('sms' as const)
}

export const PHONE_VERIFICATION_LOG = {
	off: 'Phone verification is off (PHONE_VERIFICATION=off): no SMS codes are sent and no phone is asked to be verified.',
	unreachable: 'Phone verification is required but SMS_MODE=outbox: the codes wait in /admin/messages and nobody receives them.',
	sms: "Phone verification is required (PHONE_VERIFICATION=required): codes are sent by SMS through Africa's Talking.",
} as const
