import type { Database } from '#db/database.ts'
import type { Locale } from '#app/i18n/locales.ts'
import type { ChatBus } from '../../chat/bus.server.ts'
import { DomainError } from '../../domain-error.ts'
import { hashPassword } from '../passwords.server.ts'
import { RESET_DONE } from '../password-reset.server.ts'
import { announceSessionsEnded } from '../sessions.server.ts'
import { spendCodeSms } from './code-limits.server.ts'
import { issueCode } from './issue-code.server.ts'
import { useCode } from './use-code.server.ts'
import { PHONE_RESET_REQUESTED } from './phone-reset-messages.ts'

export const PHONE_RESET_REFUSED = 'This code is wrong or has expired. Check the SMS, or ask for a new code.'

/** The account whose verified number this is: the only one a reset by phone may open (see requestPhoneReset). */
function accountVerifiedBy(db: Database, phone: string) {
	return db.selectFrom('users').select(['id', 'locale']).where('phone', '=', phone).where('phone_verified', '=', 1).executeTakeFirst()
}

/**
 * Texts a reset code when the number is an account's verified number. Never to a number not yet verified: one typed
 * wrong at sign-up belongs to a stranger, whom its code would hand the account (that person claims the number by
 * verifying it on an account of their own: squatting.server.ts); the account's owner resets by email. The limits are
 * spent, and the answer and status are the same either way, so nobody learns from it whose number has an account here.
 */
export async function requestPhoneReset(
	db: Database,
	{ phone, clientAddress, secret, pageLocale = null }: { phone: string; clientAddress: string; secret: string; pageLocale?: Locale | null },
) {
	await spendCodeSms(db, { phone, purpose: 'reset', clientAddress })
	const user = await accountVerifiedBy(db, phone)
	if (user) await issueCode(db, { userId: user.id, phone, purpose: 'reset', locale: user.locale ?? pageLocale, secret })
	return { message: PHONE_RESET_REQUESTED }
}

/**
 * A new password with the code texted to the account's verified number: every session ends (their chat sockets
 * close) and the emailed links die. Any refusal reads the same (no tries left said), so a guess can't tell a number
 * with an account from one without; the 5 tries still bind.
 */
export async function resetPasswordByPhone(db: Database, { phone, code, password, secret, bus }: { phone: string; code: string; password: string; secret: string; bus: ChatBus }) {
	const user = await accountVerifiedBy(db, phone)
	if (!user) throw new DomainError(PHONE_RESET_REFUSED, 400)
	try {
		await useCode(db, { userId: user.id, purpose: 'reset', phone, code, secret })
	} catch (error) {
		if (error instanceof DomainError) throw new DomainError(PHONE_RESET_REFUSED, 400)
		throw error
	}
	const passwordHash = await hashPassword(password)
	await db.transaction().execute(async (trx) => {
		await trx.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', user.id).execute()
		await trx.deleteFrom('sessions').where('user_id', '=', user.id).execute()
		await trx.updateTable('password_reset_tokens').set({ used: 1 }).where('user_id', '=', user.id).where('used', '=', 0).execute()
	})
	await announceSessionsEnded(bus, [user.id])
	return { message: RESET_DONE }
}
