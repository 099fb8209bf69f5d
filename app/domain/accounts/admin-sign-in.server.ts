import type { Database } from '#db/database.ts'
import { DomainError } from '../domain-error.ts'
import type { Words } from '#app/i18n/words.ts'
import { AuthError, startSession, verifyLogin } from './users.server.ts'

export const ADMIN_LOGIN_FAILED = 'Login Failed - Invalid credentials'
export const ADMIN_ONLY = 'Access Denied - Admin privileges required'

/** Why /admin-login said no; a wait before the next try comes as words, to be said in the page's language. */
export class AdminLoginError extends DomainError {
	constructor(
		message: string | Words,
		override readonly status: 401 | 403 | 429,
	) {
		super(message, status)
	}
}

/**
 * The /admin-login door: phone + password of an ADMIN. The role is checked before any session is created, so a
 * buyer or seller with the right password gets no session here. Shares the login throttle with /login.
 */
export async function loginAdmin(db: Database, input: { phone: string; password: string; clientAddress: string; deviceId?: string | null }) {
	let user: Awaited<ReturnType<typeof verifyLogin>>
	try {
		user = await verifyLogin(db, input)
	} catch (error) {
		if (error instanceof AuthError && error.status === 429) throw new AdminLoginError(error.words, 429)
		if (error instanceof AuthError) throw new AdminLoginError(ADMIN_LOGIN_FAILED, 401)
		throw error
	}
	if (!user.is_active) throw new AdminLoginError(ADMIN_LOGIN_FAILED, 401)
	if (user.role !== 'ADMIN') throw new AdminLoginError(ADMIN_ONLY, 403)
	return startSession(db, user, input)
}
