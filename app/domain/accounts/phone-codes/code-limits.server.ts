import type { Database } from '#db/database.ts'
import type { PhoneCodePurpose } from '#db/enums.ts'
import { describeWait, hitRateLimit, RATE_LIMITS, RateLimitError, refundRateLimit } from '../../limits/rate-limits.server.ts'

/**
 * Spends one code SMS for `phone` asked from `clientAddress`, or throws a 429 RateLimitError saying how long to wait.
 * Atomic counters (rate_limits): of two requests at once for one number, one gets the minute and the other is told to
 * wait, so one SMS goes. The minute is per purpose (a code to verify, then one to reset a password, are two needs); the
 * day's five per number and the address's ten bound the cost whatever the purpose. A request refused by a later limit
 * gives back the day's SMS it took.
 */
export async function spendCodeSms(db: Database, { phone, purpose, clientAddress }: { phone: string; purpose: PhoneCodePurpose; clientAddress: string }) {
	const cooldown = await hitRateLimit(db, { rule: RATE_LIMITS.phoneCodeCooldown, subject: `${purpose}:${phone}` })
	if (!cooldown.allowed) {
		throw new RateLimitError(cooldown.retryAfterSeconds, {
			text: 'A code was sent less than a minute ago. Please wait {wait} before asking for a new one.',
			vars: { wait: describeWait(cooldown.retryAfterSeconds) },
		})
	}
	const day = await hitRateLimit(db, { rule: RATE_LIMITS.phoneCodesPerPhone, subject: phone })
	if (!day.allowed) {
		throw new RateLimitError(day.retryAfterSeconds, {
			text: 'This number has had 5 codes today. Please try again in {wait}.',
			vars: { wait: describeWait(day.retryAfterSeconds) },
		})
	}
	const address = await hitRateLimit(db, { rule: RATE_LIMITS.phoneCodesPerAddress, subject: clientAddress })
	if (!address.allowed) {
		await refundRateLimit(db, { rule: RATE_LIMITS.phoneCodesPerPhone, subject: phone })
		throw new RateLimitError(address.retryAfterSeconds, {
			text: 'Too many codes asked for from your network. Please wait {wait} and try again.',
			vars: { wait: describeWait(address.retryAfterSeconds) },
		})
	}
}
