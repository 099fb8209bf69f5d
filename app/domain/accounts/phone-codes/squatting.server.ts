import type { Database } from '#db/database.ts'
import { serverT } from '#app/i18n/messages.server.ts'
import type { Translate } from '#app/i18n/translate.ts'
import { DomainError } from '../../domain-error.ts'
import { queueMail } from '../../notify/mail.server.ts'
import { releasedPhone } from '#app/utils/released-phone.ts'

/** How long an account may hold a number without verifying it before the person who verifies it may take it. */
export const SQUAT_AFTER_MS = 24 * 60 * 60_000

export const NUMBER_VERIFIED_ELSEWHERE = 'This phone number has been verified by another account.'

/**
 * Squatting (issue 25 §5): a number held unverified for 24 hours since it was set may be claimed by someone else. The
 * claim waits in the claimant's `pending_phone` and costs the holder nothing until the claimant enters the code sent to
 * the number: only then is the holder's number released (takePendingPhone). A verified number is never takeable.
 * True when `phone` is free, or held so.
 */
export async function phoneIsTakeable(db: Database, { phone, now = new Date() }: { phone: string; now?: Date }) {
	const holder = await db.selectFrom('users').select(['phone_verified', 'registered_at', 'phone_set_at']).where('phone', '=', phone).executeTakeFirst()
	if (!holder) return true
	return holder.phone_verified === 0 && Date.parse(holder.phone_set_at ?? holder.registered_at) <= now.getTime() - SQUAT_AFTER_MS
}

function releasedMail(phone: string, t: Translate) {
	return {
		subject: t('Your phone number was removed from your Soko account'),
		body: [
			t('Hello,'),
			'',
			t('The phone number {phone} was on your Soko account but was never verified. Someone has now proved by SMS that the number is theirs, so it was removed from your account.', { phone }),
			'',
			t('Your listings and messages are kept. To use your account again, ask for a password reset by email (Forgot password, then your email) and choose a number of your own on the page it links to.'),
			'',
			'Soko',
		].join('\n'),
	}
}

/**
 * Makes `userId`'s pending number theirs: the account holding it unverified loses it (its phone becomes the released
 * marker) and is told by email in its language. Inside the caller's transaction; a holder that verified the number
 * meanwhile keeps it (409). Of two claimants verifying at once, the unique phone lets one win.
 */
export async function takePendingPhone(trx: Database, { userId, phone }: { userId: number; phone: string }) {
	const holder = await trx.selectFrom('users').select(['id', 'email', 'locale', 'phone_verified']).where('phone', '=', phone).executeTakeFirst()
	if (holder && holder.id !== userId) {
		if (holder.phone_verified) throw new DomainError(NUMBER_VERIFIED_ELSEWHERE, 409)
		const released = await trx
			.updateTable('users')
			.set({ phone: releasedPhone(holder.id), phone_set_at: new Date().toISOString() })
			.where('id', '=', holder.id)
			.where('phone_verified', '=', 0)
			.executeTakeFirst()
		if (Number(released.numUpdatedRows) !== 1) throw new DomainError(NUMBER_VERIFIED_ELSEWHERE, 409)
		await queueMail(trx, { to: holder.email, ...releasedMail(phone, serverT(holder.locale ?? 'en')) })
	}
	await trx.updateTable('users').set({ phone, pending_phone: null, phone_set_at: new Date().toISOString() }).where('id', '=', userId).execute()
}
