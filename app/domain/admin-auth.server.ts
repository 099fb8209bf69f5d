import type { Database } from '#db/database.ts'
import { verifyPassword } from './passwords.server.ts'
import { createSession } from './sessions.server.ts'
import { clearLoginFailures, loginWaitMinutes, recordLoginFailure } from './login-throttle.server.ts'

export const ADMIN_LOGIN_FAILED = 'Login Failed - Invalid credentials'
export const ADMIN_ONLY = 'Access Denied - Admin privileges required'

export class AdminLoginError extends Error {
	constructor(
		message: string,
		readonly status: 401 | 403 | 429,
	) {
		super(message)
	}
}

/**
 * The /admin-login door: phone + password of an ADMIN. The role is checked before any session is created, so a
 * buyer or seller with the right password gets no session here. Shares the login throttle with /login.
 */
export async function loginAdmin(db: Database, input: { phone: string; password: string; clientAddress: string }) {
	const keys = [`phone:${input.phone}`, `ip:${input.clientAddress}`]
	const wait = await loginWaitMinutes(db, { keys })
	if (wait > 0) {
		throw new AdminLoginError(`Too many failed login attempts. Please wait ${wait} minute${wait === 1 ? '' : 's'} and try again.`, 429)
	}
	const user = await db
		.selectFrom('users')
		.select(['id', 'phone', 'role', 'email', 'password_hash', 'is_active'])
		.where('phone', '=', input.phone)
		.executeTakeFirst()
	if (!user || !(await verifyPassword(input.password, user.password_hash)) || !user.is_active) {
		await recordLoginFailure(db, { keys })
		throw new AdminLoginError(ADMIN_LOGIN_FAILED, 401)
	}
	await clearLoginFailures(db, { keys: [keys[0]!] })
	if (user.role !== 'ADMIN') throw new AdminLoginError(ADMIN_ONLY, 403)
	await db.updateTable('users').set({ last_login: new Date().toISOString() }).where('id', '=', user.id).execute()
	const { token } = await createSession(db, { userId: user.id })
	return { token, user: { id: user.id, phone: user.phone, role: user.role, email: user.email } }
}
