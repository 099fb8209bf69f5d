import type { Database } from '#db/database.ts'
import type { UserRole } from '#db/enums.ts'
import { hashPassword, verifyPassword } from './passwords.server.ts'
import { createSession } from './sessions.server.ts'
import { clearLoginFailures, loginWaitMinutes, recordLoginFailure } from './login-throttle.server.ts'

export type PublicUser = { id: number; phone: string; role: UserRole; email: string }

export class AuthError extends Error {
	constructor(
		message: string,
		readonly status: 400 | 401 | 409 | 429,
		readonly field?: 'phone' | 'email' | 'password',
	) {
		super(message)
	}
}

function toPublic(user: PublicUser): PublicUser {
	return { id: user.id, phone: user.phone, role: user.role, email: user.email }
}

export async function registerUser(
	db: Database,
	input: { email: string; password: string; phone: string; role: 'BUYER' | 'SELLER' },
) {
	const taken = await db
		.selectFrom('users')
		.select(['phone', 'email'])
		.where((eb) => eb.or([eb('phone', '=', input.phone), eb('email', '=', input.email)]))
		.executeTakeFirst()
	if (taken?.phone === input.phone) throw new AuthError('An account with this phone number already exists', 409, 'phone')
	if (taken) throw new AuthError('An account with this email already exists', 409, 'email')
	const user = await db
		.insertInto('users')
		.values({ email: input.email, phone: input.phone, role: input.role, password_hash: await hashPassword(input.password) })
		.returning(['id', 'phone', 'role', 'email'])
		.executeTakeFirstOrThrow()
	if (input.role === 'SELLER') await db.insertInto('seller_profiles').values({ user_id: user.id }).execute()
	else await db.insertInto('buyer_profiles').values({ user_id: user.id }).execute()
	const { token } = await createSession(db, { userId: user.id })
	return { token, user: toPublic(user) }
}

/** Phone + password; repeated failures from one phone or one address are slowed down. */
export async function loginUser(db: Database, input: { phone: string; password: string; clientAddress: string }) {
	const keys = [`phone:${input.phone}`, `ip:${input.clientAddress}`]
	const wait = await loginWaitMinutes(db, { keys })
	if (wait > 0) {
		throw new AuthError(
			`Too many failed login attempts. Please wait ${wait} minute${wait === 1 ? '' : 's'} and try again.`,
			429,
		)
	}
	const user = await db
		.selectFrom('users')
		.select(['id', 'phone', 'role', 'email', 'password_hash', 'is_active'])
		.where('phone', '=', input.phone)
		.executeTakeFirst()
	if (!user || !(await verifyPassword(input.password, user.password_hash))) {
		await recordLoginFailure(db, { keys })
		throw new AuthError('Invalid phone number or password', 401)
	}
	if (!user.is_active) throw new AuthError('This account has been suspended. Please contact support.', 401)
	await clearLoginFailures(db, { keys: [keys[0]!] })
	await db.updateTable('users').set({ last_login: new Date().toISOString() }).where('id', '=', user.id).execute()
	const { token } = await createSession(db, { userId: user.id })
	return { token, user: toPublic(user) }
}

/** Creates the admin from ADMIN_PHONE / ADMIN_PASSWORD, or makes that account an admin with that password. */
export async function ensureAdmin(db: Database, { phone, password }: { phone: string; password: string }) {
	const password_hash = await hashPassword(password)
	await db
		.insertInto('users')
		.values({ phone, password_hash, role: 'ADMIN', email: `admin+${phone}@soko.co.ke`, is_verified: 1 })
		.onConflict((oc) => oc.column('phone').doUpdateSet({ role: 'ADMIN', password_hash }))
		.execute()
}
