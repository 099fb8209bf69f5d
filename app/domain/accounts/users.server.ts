import type { Database } from '#db/database.ts'
import type { UserRole } from '#db/enums.ts'
import { hashPassword, NO_ACCOUNT_HASH, verifyPassword } from './passwords.server.ts'
import { createSession } from './sessions.server.ts'
import { isUniqueViolation } from '#db/errors.ts'
import { DomainError } from '../domain-error.ts'
import type { Words } from '#app/i18n/words.ts'
import { claimLoginAttempt, loginSucceeded } from '../limits/login-throttle.server.ts'
import { describeWait, hitRateLimit, RATE_LIMITS } from '../limits/rate-limits.server.ts'
import { takeUnseenWarnings } from '../admin/warnings.server.ts'

/** `name` is the display name shown on listings and seller pages; null when none was given. */
export type PublicUser = { id: number; phone: string; role: UserRole; email: string; name: string | null }

export class AuthError extends DomainError {
	constructor(
		message: string | Words,
		override readonly status: 400 | 401 | 409 | 429,
		readonly field?: 'phone' | 'email' | 'password',
	) {
		super(message, status)
	}
}

function toPublic(user: PublicUser): PublicUser {
	return { id: user.id, phone: user.phone, role: user.role, email: user.email, name: user.name }
}

async function takenField(db: Database, { phone, email }: { phone: string; email: string }) {
	const taken = await db
		.selectFrom('users')
		.select(['phone'])
		.where((eb) => eb.or([eb('phone', '=', phone), eb('email', '=', email)]))
		.executeTakeFirst()
	if (!taken) return null
	return taken.phone === phone
		? new AuthError('An account with this phone number already exists', 409, 'phone')
		: new AuthError('An account with this email already exists', 409, 'email')
}

/**
 * A new BUYER or SELLER, signed in at once. Checked first for a friendly message; the unique constraints settle a
 * race between two registrations of one phone or email (409, never a 500). The name is kept as the seller profile's
 * display name whatever the role, so a buyer who later sells is shown by it too.
 */
export async function registerUser(
	db: Database,
	{
		clientAddress,
		deviceId,
		...input
	}: { email: string; password: string; phone: string; role: 'BUYER' | 'SELLER'; name?: string; clientAddress: string; deviceId?: string | null },
) {
	const limit = await hitRateLimit(db, { rule: RATE_LIMITS.registerPerAddress, subject: clientAddress })
	if (!limit.allowed) {
		throw new AuthError({ text: 'Too many new accounts from your network. Please wait {wait} and try again.', vars: { wait: describeWait(limit.retryAfterSeconds) } }, 429)
	}
	const taken = await takenField(db, input)
	if (taken) throw taken
	const password_hash = await hashPassword(input.password)
	let user: PublicUser
	try {
		user = await db.transaction().execute(async (trx) => {
			const created = await trx
				.insertInto('users')
				.values({ email: input.email, phone: input.phone, role: input.role, password_hash })
				.returning(['id', 'phone', 'role', 'email'])
				.executeTakeFirstOrThrow()
			const name = input.name ?? null
			if (input.role === 'SELLER' || name) await trx.insertInto('seller_profiles').values({ user_id: created.id, display_name: name }).execute()
			if (input.role === 'BUYER') await trx.insertInto('buyer_profiles').values({ user_id: created.id }).execute()
			return { ...created, name }
		})
	} catch (error) {
		if (isUniqueViolation(error)) throw (await takenField(db, input)) ?? new AuthError('An account with this phone number already exists', 409, 'phone')
		throw error
	}
	const { token } = await createSession(db, { userId: user.id, deviceId })
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
		.select(['users.id', 'users.phone', 'users.role', 'users.email', 'users.password_hash', 'users.is_active', 'seller_profiles.display_name as name'])
		.where('users.phone', '=', input.phone)
		.executeTakeFirst()
	const matches = await verifyPassword(input.password, user?.password_hash ?? NO_ACCOUNT_HASH)
	if (!user || !matches) throw new AuthError('Invalid phone number or password', 401)
	await loginSucceeded(db, input)
	return user
}

/** Starts a session for an account that just proved its password, on the device it gave (if any). */
export async function startSession(db: Database, user: PublicUser, { deviceId }: { deviceId?: string | null } = {}) {
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
		.values({ phone, password_hash, role: 'ADMIN', email: `admin+${phone}@soko.co.ke`, is_verified: 1 })
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
