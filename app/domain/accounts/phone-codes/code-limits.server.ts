import type { Database } from '#db/database.ts'
import type { PhoneCodePurpose } from '#db/enums.ts'
import { describeWait, hitEveryLimit, RATE_LIMITS, RateLimitError } from '../../limits/rate-limits.server.ts'

/**
 * Spends one code SMS for `phone` asked from `clientAddress`, or throws a 429 RateLimitError saying how long to wait.
 * Atomic counters (rate_limits): of two requests at once for one number, one gets the minute and the other is told to
 * wait, so one SMS goes. The minute is per purpose (a code to verify, then one to reset a password, are two needs); the
 * day's five per number and the address's ten bound the cost whatever the purpose. A request a later limit refuses
 * gives back what the earlier ones took: no SMS went, so no minute to wait and none of the day's five spent.
 */
export async function spendCodeSms(db: Database, { phone, purpose, clientAddress }: { phone: string; purpose: PhoneCodePurpose; clientAddress: string }) {
	const refused = await hitEveryLimit(db, [
		{ rule: RATE_LIMITS.phoneCodeCooldown, subject: `${purpose}:${phone}`, refusal: 'A code was sent less than a minute ago. Please wait {wait} before asking for a new one.' },
		{ rule: RATE_LIMITS.phoneCodesPerPhone, subject: phone, refusal: 'This number has had 5 codes today. Please try again in {wait}.' },
		{ rule: RATE_LIMITS.phoneCodesPerAddress, subject: clientAddress, refusal: 'Too many codes asked for from your network. Please wait {wait} and try again.' },
	])
	if (refused) throw new RateLimitError(refused.retryAfterSeconds, { text: refused.refusal, vars: { wait: describeWait(refused.retryAfterSeconds) } })
}
