import type { Database } from '#db/database.ts'
import type { Locale } from '#app/i18n/locales.ts'
import { isUniqueViolation } from '#db/errors.ts'
import type { ChatBus } from '../../chat/bus.server.ts'
import { DomainError } from '../../domain-error.ts'
import { announceSessionsEnded, deleteOtherSessions } from '../sessions.server.ts'
import { phoneIsTakeable } from './squatting.server.ts'
import { sendVerifyCode } from './verify-phone.server.ts'

export const SAME_NUMBER = 'This is already your phone number.'
export const NUMBER_TAKEN = 'An account with this phone number already exists'
export const NUMBER_CHANGED = 'Your phone number was changed.'
export const PHONE_CHANGE_FAILED = 'Could not change your phone number.'

/** The number waiting for its code, if any (the Profile tab says so and links to the code box). */
export async function pendingPhoneOf(db: Database, { userId }: { userId: number }) {
	const user = await db.selectFrom('users').select('pending_phone').where('id', '=', userId).executeTakeFirstOrThrow()
	return user.pending_phone
}

/**
 * A new number for the account (issue 25 §6). With verification on, it waits in pending_phone and gets a `change`
 * code; the old number stays until the code is entered (/verify-phone), which then replaces it and ends the other
 * devices' sessions. A number someone else holds is refused unless it may be taken from a squatter. With
 * PHONE_VERIFICATION=off the number is replaced at once, unverified, and the other sessions end now.
 */
export async function requestPhoneChange(
	db: Database,
	args: {
		userId: number
		phone: string
		clientAddress: string
		secret: string
		phoneVerification: 'required' | 'off'
		keepToken: string | null
		bus: ChatBus
		pageLocale?: Locale
	},
) {
	const { userId, phone } = args
	const user = await db.selectFrom('users').select(['phone']).where('id', '=', userId).executeTakeFirstOrThrow()
	if (user.phone === phone) throw new DomainError(SAME_NUMBER, 400)
	const required = args.phoneVerification === 'required'
	if (!(required && (await phoneIsTakeable(db, { phone })))) {
		const holder = await db.selectFrom('users').select('id').where('phone', '=', phone).executeTakeFirst()
		if (holder) throw new DomainError(NUMBER_TAKEN, 409)
	}
	if (required) {
		await db.updateTable('users').set({ pending_phone: phone }).where('id', '=', userId).execute()
		return sendVerifyCode(db, args)
	}
	try {
		await db.transaction().execute(async (trx) => {
			await trx.updateTable('users').set({ phone, phone_verified: 0, pending_phone: null, phone_set_at: new Date().toISOString() }).where('id', '=', userId).execute()
			await deleteOtherSessions(trx, { userId, keepToken: args.keepToken })
		})
	} catch (error) {
		if (isUniqueViolation(error)) throw new DomainError(NUMBER_TAKEN, 409)
		throw error
	}
	await announceSessionsEnded(args.bus, [userId])
	return { message: { text: NUMBER_CHANGED } }
}
