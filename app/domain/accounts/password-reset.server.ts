import { createHash, randomBytes } from 'node:crypto'
import type { Database } from '#db/database.ts'
import { serverT } from '#app/i18n/messages.server.ts'
import type { Translate } from '#app/i18n/translate.ts'
import { DomainError } from '../domain-error.ts'
import { queueMail } from '../notify/mail.server.ts'
import { hashPassword } from './passwords.server.ts'
import { RATE_LIMITS, requireWithinRateLimit } from '../limits/rate-limits.server.ts'
import { announceSessionsEnded } from './sessions.server.ts'
import type { ChatBus } from '../chat/bus.server.ts'

const TOKEN_TTL_MS = 60 * 60_000

export const RESET_REQUESTED =
	'If an account exists for that email, we have sent it a link to reset the password. The link works once, for one hour.'
export const RESET_DONE = 'Your password has been reset. You can now log in with your new password.'
export const RESET_LINK_EXPIRED = 'This reset link is invalid, expired or already used. Please request a new password reset.'

/** Only the hash is stored: a leaked database holds no usable links (and no list of who asked for one). */
function sha256(value: string) {
	return createHash('sha256').update(value).digest('hex')
}

/** The reset email, in the account's language. */
function resetMail(link: string, t: Translate) {
	return {
		subject: t('Reset your Soko password'),
		body: [
			t('Hello,'),
			'',
			t('Someone (hopefully you) asked to reset the password of your Soko account. Open this link to choose a new one:'),
			'',
			link,
			'',
			t('The link works once, for one hour.'),
			'',
			t("If you didn't ask for this, ignore this email: your password stays as it is."),
			'',
			'Soko',
		].join('\n'),
	}
}

/**
 * Mails a one-hour, single-use reset link when the email has an account. The answer, the status and the throttles are
 * the same either way, so nobody learns from it who has an account here.
 */
export async function requestPasswordReset(db: Database, { email, clientAddress, origin }: { email: string; clientAddress: string; origin: string }) {
	await requireWithinRateLimit(db, { rule: RATE_LIMITS.passwordResetPerAddress, subject: clientAddress })
	await requireWithinRateLimit(db, { rule: RATE_LIMITS.passwordResetPerEmail, subject: sha256(email) })
	const token = randomBytes(32).toString('base64url')
	const hashed = sha256(token)
	const user = await db.selectFrom('users').select(['id', 'email', 'locale']).where('email', '=', email).executeTakeFirst()
	if (!user) return { message: RESET_REQUESTED }
	const expiresAt = new Date(Date.now() + TOKEN_TTL_MS).toISOString()
	await db.transaction().execute(async (trx) => {
		await trx.insertInto('password_reset_tokens').values({ user_id: user.id, token: hashed, expires_at: expiresAt }).execute()
		const link = `${origin}/reset-password?${new URLSearchParams({ token })}`
		await queueMail(trx, { to: user.email, ...resetMail(link, serverT(user.locale ?? 'en')) })
	})
	return { message: RESET_REQUESTED }
}

/**
 * Sets a new password with a reset link's token, ends every session of the account (closing its chat sockets) and
 * voids its other links.
 * The conditional UPDATE claims the token: of two resets racing with one token, only one gets a row back.
 */
export async function resetPassword(db: Database, { token, newPassword, bus }: { token: string; newPassword: string; bus: ChatBus }) {
	const hashed = sha256(token)
	const now = new Date().toISOString()
	// Looked up first so that a wrong token costs no password hashing, and the costly hash runs outside the transaction.
	const open = await db
		.selectFrom('password_reset_tokens')
		.select('id')
		.where('token', '=', hashed)
		.where('used', '=', 0)
		.where('expires_at', '>', now)
		.executeTakeFirst()
	if (!open) throw new DomainError(RESET_LINK_EXPIRED, 400)
	const passwordHash = await hashPassword(newPassword)
	const resetUserId = await db.transaction().execute(async (trx) => {
		const claimed = await trx
			.updateTable('password_reset_tokens')
			.set({ used: 1 })
			.where('id', '=', open.id)
			.where('used', '=', 0)
			.where('expires_at', '>', now)
			.returning('user_id')
			.executeTakeFirst()
		if (!claimed) return null
		await trx.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', claimed.user_id).execute()
		await trx.deleteFrom('sessions').where('user_id', '=', claimed.user_id).execute()
		await trx.updateTable('password_reset_tokens').set({ used: 1 }).where('user_id', '=', claimed.user_id).where('used', '=', 0).execute()
		return claimed.user_id
	})
	if (resetUserId === null) throw new DomainError(RESET_LINK_EXPIRED, 400)
	await announceSessionsEnded(bus, [resetUserId])
	return { message: RESET_DONE }
}
