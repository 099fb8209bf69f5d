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
import { isReleasedPhone } from '#app/utils/released-phone.ts'
import { isUniqueViolation } from '#db/errors.ts'
import { PHONE_TAKEN } from './users.server.ts'
import { NEW_PHONE_NEEDED } from './password-reset-messages.ts'

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

/** Another account that took the same number meanwhile: the unique phone refuses it (409), never a 500. */
async function inPhoneRace<T>(work: () => Promise<T>) {
	try {
		return await work()
	} catch (error) {
		if (isUniqueViolation(error)) throw new DomainError(PHONE_TAKEN, 409)
		throw error
	}
}

/** The open reset link of this token and whether its account has lost its number (so needs a new one to sign in), or null. */
export async function openResetLink(db: Database, { token }: { token: string }) {
	const open = await db
		.selectFrom('password_reset_tokens')
		.innerJoin('users', 'users.id', 'password_reset_tokens.user_id')
		.select(['password_reset_tokens.id', 'users.phone'])
		.where('password_reset_tokens.token', '=', sha256(token))
		.where('password_reset_tokens.used', '=', 0)
		.where('password_reset_tokens.expires_at', '>', new Date().toISOString())
		.executeTakeFirst()
	return open ? { id: open.id, needsPhone: isReleasedPhone(open.phone) } : null
}

/**
 * Sets a new password with a reset link's token, ends every session of the account (closing its chat sockets) and
 * voids its other links. An account whose unverified number was claimed by its owner (squatting.server.ts) can sign in
 * again only with a number: it names a new one here (`newPhone`, verified by SMS once they sign in), never one another
 * account holds.
 * The conditional UPDATE claims the token: of two resets racing with one token, only one gets a row back.
 */
export async function resetPassword(db: Database, { token, newPassword, newPhone, bus }: { token: string; newPassword: string; newPhone?: string; bus: ChatBus }) {
	const now = new Date().toISOString()
	// Looked up first so that a wrong token costs no password hashing, and the costly hash runs outside the transaction.
	const open = await openResetLink(db, { token })
	if (!open) throw new DomainError(RESET_LINK_EXPIRED, 400)
	if (open.needsPhone && !newPhone) throw new DomainError(NEW_PHONE_NEEDED, 400)
	const phone = open.needsPhone ? newPhone : undefined
	if (phone && (await db.selectFrom('users').select('id').where('phone', '=', phone).executeTakeFirst())) throw new DomainError(PHONE_TAKEN, 409)
	const passwordHash = await hashPassword(newPassword)
	const resetUserId = await inPhoneRace(() => db.transaction().execute(async (trx) => {
		const claimed = await trx
			.updateTable('password_reset_tokens')
			.set({ used: 1 })
			.where('id', '=', open.id)
			.where('used', '=', 0)
			.where('expires_at', '>', now)
			.returning('user_id')
			.executeTakeFirst()
		if (!claimed) return null
		await trx
			.updateTable('users')
			.set({ password_hash: passwordHash, ...(phone ? { phone, pending_phone: null, phone_verified: 0, phone_set_at: now } : {}) })
			.where('id', '=', claimed.user_id)
			.execute()
		await trx.deleteFrom('sessions').where('user_id', '=', claimed.user_id).execute()
		await trx.updateTable('password_reset_tokens').set({ used: 1 }).where('user_id', '=', claimed.user_id).where('used', '=', 0).execute()
		return claimed.user_id
	}))
	if (resetUserId === null) throw new DomainError(RESET_LINK_EXPIRED, 400)
	await announceSessionsEnded(bus, [resetUserId])
	return { message: RESET_DONE }
}
