import { randomUUID } from 'node:crypto'
import type { Locale } from '#app/i18n/locales.ts'
import type { Database } from '#db/database.ts'
import type { UserRole } from '#db/enums.ts'
import { hashPassword, NO_ACCOUNT_HASH, verifyPassword } from './passwords.server.ts'
import { createSession } from './sessions.server.ts'
import { isUniqueViolation } from '#db/errors.ts'
import { DomainError } from '../domain-error.ts'
import type { Words } from '#app/i18n/words.ts'
import { claimLoginAttempt, loginSucceeded } from '../limits/login-throttle.server.ts'
import { describeWait, hitRateLimit, RATE_LIMITS, RateLimitError } from '../limits/rate-limits.server.ts'
import { takeUnseenWarnings } from '../admin/warnings.server.ts'
import { phoneIsTakeable } from './phone-codes/squatting.server.ts'
import { releasedPhone } from '#app/utils/released-phone.ts'
import { sendVerifyCode } from './phone-codes/verify-phone.server.ts'

/** `name` is the display name shown on listings and seller pages; null when none was given. */
export type PublicUser = { id: number; phone: string; role: UserRole; email: string; name: string | null; phoneVerified: boolean }

/** An account row as the queries read it. */
type UserRow = Omit<PublicUser, 'phoneVerified'> & { phone_verified: 0 | 1 }

export class AuthError extends DomainError {
	constructor(
		message: string | Words,
		override readonly status: 400 | 401 | 409 | 429,
		readonly field?: 'phone' | 'email' | 'password',
	) {
		super(message, status)
	}
}

function toPublic(user: UserRow): PublicUser {
	return { id: user.id, phone: user.phone, role: user.role, email: user.email, name: user.name, phoneVerified: user.phone_verified === 1 }
}

export const PHONE_TAKEN = 'An account with this phone number already exists'

/**
 * Why this phone or email can't have a new account, or null. A phone held unverified for over a day may be claimed
 * when verification is on (squatting.server.ts): `claim` then says the number must wait in pending_phone.
 */
async function refusal(db: Database, { phone, email, squatting }: { phone: string; email: string; squatting: boolean }) {
	const emailTaken = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst()
	if (emailTaken) return new AuthError('An account with this email already exists', 409, 'email')
	const phoneTaken = await db.selectFrom('users').select('id').where('phone', '=', phone).executeTakeFirst()
	if (phoneTaken && !(squatting && (await phoneIsTakeable(db, { phone })))) return new AuthError(PHONE_TAKEN, 409, 'phone')
	return null
}

/** The first code for a new account. A refused SMS (limits) leaves the account made: the verify page offers another. */
async function sendFirstCode(db: Database, args: { userId: number; clientAddress: string; secret: string; pageLocale: Locale; phoneVerification: 'required' }) {
	try {
		await sendVerifyCode(db, args)
	} catch (error) {
		if (!(error instanceof RateLimitError)) throw error
	}
}

/**
 * A new BUYER or SELLER, signed in at once. Checked first for a friendly message; the unique constraints settle a
 * race between two registrations of one phone or email (409, never a 500). The name is kept as the seller profile's
 * display name whatever the role, so a buyer who later sells is shown by it too. With PHONE_VERIFICATION=required a
 * code goes to the phone; a number another account squats on is kept pending (the account holds the released marker)
 * until this person enters that code.
 */
export async function registerUser(
	db: Database,
	{
		clientAddress,
		deviceId,
		phoneVerification,
		secret,
		pageLocale,
		...input
	}: {
		email: string
		password: string
		phone: string
		role: 'BUYER' | 'SELLER'
		name?: string
		clientAddress: string
		deviceId?: string | null
		phoneVerification: 'required' | 'off'
		secret: string
		/** The language of the page signed up on: the code's SMS is in it. */
		pageLocale: Locale
	},
) {
	const limit = await hitRateLimit(db, { rule: RATE_LIMITS.registerPerAddress, subject: clientAddress })
	if (!limit.allowed) {
		throw new AuthError({ text: 'Too many new accounts from your network. Please wait {wait} and try again.', vars: { wait: describeWait(limit.retryAfterSeconds) } }, 429)
	}
	const squatting = phoneVerification === 'required'
	const refused = await refusal(db, { ...input, squatting })
	if (refused) throw refused
	const password_hash = await hashPassword(input.password)
	let user: UserRow
	try {
		user = await db.transaction().execute(async (trx) => {
			// Looked at again inside the transaction: a registration of this number that won a race holds it, unverified but new.
			const claimed = await trx.selectFrom('users').select('id').where('phone', '=', input.phone).executeTakeFirst()
			if (claimed && !(squatting && (await phoneIsTakeable(trx, { phone: input.phone })))) throw new AuthError(PHONE_TAKEN, 409, 'phone')
			const created = await trx
				.insertInto('users')
				.values({
					email: input.email,
					phone: claimed ? releasedPhone(`new-${randomUUID()}`) : input.phone,
					pending_phone: claimed ? input.phone : null,
					role: input.role,
					password_hash,
				})
				.returning(['id', 'phone', 'role', 'email', 'phone_verified'])
				.executeTakeFirstOrThrow()
			if (claimed) await trx.updateTable('users').set({ phone: releasedPhone(created.id) }).where('id', '=', created.id).execute()
			const name = input.name ?? null
			if (input.role === 'SELLER' || name) await trx.insertInto('seller_profiles').values({ user_id: created.id, display_name: name }).execute()
			if (input.role === 'BUYER') await trx.insertInto('buyer_profiles').values({ user_id: created.id }).execute()
			// The number the person typed, even while it waits to be verified away from a squatter.
			return { ...created, phone: input.phone, name }
		})
	} catch (error) {
		if (isUniqueViolation(error)) throw (await refusal(db, { ...input, squatting: false })) ?? new AuthError(PHONE_TAKEN, 409, 'phone')
		throw error
	}
	const { token } = await createSession(db, { userId: user.id, deviceId })
	if (phoneVerification === 'required') await sendFirstCode(db, { userId: user.id, clientAddress, secret, pageLocale, phoneVerification })
	return { token, user: toPublic(user) }
}

/**
 * The account behind a phone and password, or an AuthError: 429 while this phone or address must wait (counted
 * before the password is checked), 401 for a wrong pair. Shared by /login, /admin-login and the API.
 */
export async function verifyLogin(db: Database, input: { phone: string; password: string; clientAddress: string }) {
	const refusal = await claimLoginAttempt(db, input)
	if (refusal) throw new AuthError(refusal, 429)
	const user = await db
		.selectFrom('users')
		.leftJoin('seller_profiles', 'seller_profiles.user_id', 'users.id')
		.select(['users.id', 'users.phone', 'users.role', 'users.email', 'users.password_hash', 'users.is_active', 'users.phone_verified', 'seller_profiles.display_name as name'])
		.where('users.phone', '=', input.phone)
		.executeTakeFirst()
	const matches = await verifyPassword(input.password, user?.password_hash ?? NO_ACCOUNT_HASH)
	if (!user || !matches) throw new AuthError('Invalid phone number or password', 401)
	await loginSucceeded(db, input)
	return user
}

/** The account as the API's answers carry it (register, login, verify-phone). */
export async function publicUser(db: Database, { userId }: { userId: number }) {
	const user = await db
		.selectFrom('users')
		.leftJoin('seller_profiles', 'seller_profiles.user_id', 'users.id')
		.select(['users.id', 'users.phone', 'users.role', 'users.email', 'users.phone_verified', 'seller_profiles.display_name as name'])
		.where('users.id', '=', userId)
		.executeTakeFirstOrThrow()
	return toPublic(user)
}

/** Starts a session for an account that just proved its password, on the device it gave (if any). */
export async function startSession(db: Database, user: UserRow, { deviceId }: { deviceId?: string | null } = {}) {
	await db.updateTable('users').set({ last_login: new Date().toISOString() }).where('id', '=', user.id).execute()
	const { token } = await createSession(db, { userId: user.id, deviceId })
	return { token, user: toPublic(user) }
}

/** Phone + password; a suspended account is told so. The warnings admins sent since the last sign-in come along, once. */
export async function loginUser(db: Database, input: { phone: string; password: string; clientAddress: string; deviceId?: string | null }) {
	const user = await verifyLogin(db, input)
	if (!user.is_active) throw new AuthError('This account has been suspended. Please contact support.', 401)
	const session = await startSession(db, user, input)
	return { ...session, warnings: await takeUnseenWarnings(db, { userId: user.id }) }
}

export class AdminSetupError extends Error {}

/**
 * Creates the admin from ADMIN_PHONE / ADMIN_PASSWORD, or sets that admin's password. An existing buyer or seller
 * with that phone is made the admin only when ADMIN_PROMOTE is on (else whoever registered the number first would
 * become the admin), and then every session it had is ended.
 */
export async function ensureAdmin(db: Database, { phone, password, promote }: { phone: string; password: string; promote: boolean }) {
	const password_hash = await hashPassword(password)
	// Several app instances starting at once all get here: one creates the admin, the others find it.
	const created = await db
		.insertInto('users')
		.values({ phone, password_hash, role: 'ADMIN', email: `admin+${phone}@soko.co.ke`, is_verified: 1, phone_verified: 1 })
		.onConflict((oc) => oc.doNothing())
		.executeTakeFirst()
	if (Number(created.numInsertedOrUpdatedRows) === 1) return
	const existing = await db.selectFrom('users').select(['id', 'role']).where('phone', '=', phone).executeTakeFirstOrThrow()
	if (existing.role !== 'ADMIN' && !promote) {
		throw new AdminSetupError(
			`Refusing to start: ADMIN_PHONE ${phone} belongs to an existing ${existing.role} account. Set ADMIN_PROMOTE=1 to make that account the admin (its sessions are ended), or choose another ADMIN_PHONE.`,
		)
	}
	await db.transaction().execute(async (trx) => {
		await trx.updateTable('users').set({ role: 'ADMIN', password_hash, is_active: 1 }).where('id', '=', existing.id).execute()
		if (existing.role !== 'ADMIN') await trx.deleteFrom('sessions').where('user_id', '=', existing.id).execute()
	})
}
