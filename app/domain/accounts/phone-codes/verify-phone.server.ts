import type { Database } from '#db/database.ts'
import type { Locale } from '#app/i18n/locales.ts'
import { isUniqueViolation } from '#db/errors.ts'
import type { ChatBus } from '../../chat/bus.server.ts'
import { DomainError } from '../../domain-error.ts'
import { announceSessionsEnded, deleteOtherSessions } from '../sessions.server.ts'
import { spendCodeSms } from './code-limits.server.ts'
import { issueCode } from './issue-code.server.ts'
import { markPhoneVerified, type PhoneVerifiedEnv } from './mark-verified.server.ts'
import { isReleasedPhone } from '#app/utils/released-phone.ts'
import { NUMBER_VERIFIED_ELSEWHERE, takePendingPhone } from './squatting.server.ts'
import { useCode } from './use-code.server.ts'

export const CODE_SENT = 'We have sent a 6-digit code by SMS to {phone}. It works for 10 minutes.'
export const PHONE_VERIFIED = 'Your phone number is verified.'
export const ALREADY_VERIFIED = 'Your phone number is already verified.'
export const NO_NUMBER = 'Your account has no phone number to verify. Please contact Soko support.'
export const VERIFICATION_OFF = 'Phone numbers are not verified on this site: there is no code to send.'

type Holder = { phone: string; pending_phone: string | null; phone_verified: 0 | 1 }

/**
 * The number an account is proving and the code's purpose: its pending number (`change` when it has one of its own,
 * `verify` for a number taken from a squatter), else its own number; null when there is nothing to prove.
 */
export function numberToProve(user: Holder) {
	if (user.pending_phone) return { phone: user.pending_phone, purpose: isReleasedPhone(user.phone) ? ('verify' as const) : ('change' as const) }
	if (user.phone_verified || isReleasedPhone(user.phone)) return null
	return { phone: user.phone, purpose: 'verify' as const }
}

async function accountOf(db: Database, userId: number) {
	return db.selectFrom('users').select(['phone', 'pending_phone', 'phone_verified', 'locale']).where('id', '=', userId).executeTakeFirstOrThrow()
}

/** What the /verify-phone page shows: the number being proved (null when there is none) and whether all is verified. */
export async function verificationOf(db: Database, { userId }: { userId: number }) {
	const user = await accountOf(db, userId)
	return { phone: numberToProve(user)?.phone ?? null, verified: user.phone_verified === 1 && !user.pending_phone }
}

/**
 * Sends a new code to the number the account is proving (limits: code-limits.server.ts), in the account's language, else
 * the page's (a new account has chosen none yet). 409 when all is verified, or when the site verifies no phones
 * (PHONE_VERIFICATION=off: no SMS is sent for a code nothing asks for).
 */
export async function sendVerifyCode(
	db: Database,
	{
		userId,
		clientAddress,
		secret,
		pageLocale = null,
		phoneVerification,
	}: { userId: number; clientAddress: string; secret: string; pageLocale?: Locale | null; phoneVerification: 'required' | 'off' },
) {
	if (phoneVerification === 'off') throw new DomainError(VERIFICATION_OFF, 409)
	const user = await accountOf(db, userId)
	const proving = numberToProve(user)
	if (!proving) throw new DomainError(user.phone_verified ? ALREADY_VERIFIED : NO_NUMBER, user.phone_verified ? 409 : 400)
	await spendCodeSms(db, { ...proving, clientAddress })
	await issueCode(db, { userId, ...proving, locale: user.locale ?? pageLocale, secret })
	return { message: { text: CODE_SENT, vars: { phone: proving.phone } } }
}

/**
 * Checks the code for the number being proved; right, that number is the account's and verified. A new number (a
 * change, or a squatter's) replaces the old one only now, and then every other session of the account ends (the
 * sockets opened with them close); `keepToken` is the session that entered the code. An account with nothing left to
 * prove is answered as verified: a retry after a lost answer must not look like a failure.
 */
export async function verifyPhoneCode(
	db: Database,
	{ userId, code, secret, keepToken, bus, env }: { userId: number; code: string; secret: string; keepToken: string | null; bus: ChatBus; env: PhoneVerifiedEnv },
) {
	const user = await accountOf(db, userId)
	const proving = numberToProve(user)
	if (!proving) {
		if (user.phone_verified) return { message: ALREADY_VERIFIED }
		throw new DomainError(NO_NUMBER, 400)
	}
	await useCode(db, { userId, purpose: proving.purpose, phone: proving.phone, code, secret })
	try {
		await db.transaction().execute(async (trx) => {
			if (user.pending_phone) {
				await takePendingPhone(trx, { userId, phone: user.pending_phone })
				await deleteOtherSessions(trx, { userId, keepToken })
			}
			await markPhoneVerified(trx, { userId, env })
		})
	} catch (error) {
		if (isUniqueViolation(error)) throw new DomainError(NUMBER_VERIFIED_ELSEWHERE, 409)
		throw error
	}
	if (user.pending_phone) await announceSessionsEnded(bus, [userId])
	return { message: PHONE_VERIFIED }
}
