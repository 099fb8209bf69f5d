import { createHash, randomBytes } from 'node:crypto'
import type { Database } from '#db/database.ts'
import type { UserRole } from '#db/enums.ts'
import type { Locale } from '#app/i18n/locales.ts'
import { recordSignIn } from '../trust/fraud/device-sign-ins.server.ts'
import type { ChatBus } from '../chat/bus.server.ts'

export const SESSION_DAYS = 30

/** Who is signed in, as a request sees them: what the pages, the API and the domain's admin actions need. */
export type SessionUser = { id: number; phone: string; email: string; role: UserRole; locale: Locale | null }

function idOf(token: string) {
	return createHash('sha256').update(token).digest('hex')
}

/**
 * A random token for the client; only its hash is stored, so a leaked database holds no usable sessions. Every sign-in
 * (pages, API, admin) comes through here, so this is where the device it came from is recorded, when one is known.
 */
export async function createSession(db: Database, { userId, deviceId }: { userId: number; deviceId?: string | null }) {
	const token = randomBytes(32).toString('base64url')
	const expiresAt = new Date(Date.now() + SESSION_DAYS * 86_400_000).toISOString()
	await db.insertInto('sessions').values({ id: idOf(token), user_id: userId, expires_at: expiresAt }).execute()
	await recordSignIn(db, { userId, deviceId })
	return { token, expiresAt }
}

export async function getSessionUser(db: Database, { token }: { token: string }) {
	return db
		.selectFrom('sessions')
		.innerJoin('users', 'users.id', 'sessions.user_id')
		.select(['users.id', 'users.phone', 'users.email', 'users.role', 'users.is_active', 'users.locale'])
		.where('sessions.id', '=', idOf(token))
		.where('sessions.expires_at', '>', new Date().toISOString())
		.where('users.is_active', '=', 1)
		.executeTakeFirst()
}

/** Ends one session (logout): the token stops working everywhere and the chat sockets opened with it close. */
export async function deleteSession(db: Database, { token, bus }: { token: string; bus: ChatBus }) {
	const ended = await db.deleteFrom('sessions').where('id', '=', idOf(token)).returning('user_id').executeTakeFirst()
	if (ended) await announceSessionsEnded(bus, [ended.user_id])
}

/**
 * Tells every instance that sessions of these users ended: each closes the chat sockets whose session is gone (a
 * socket outlived its session before: a signed-out admin still read and answered conversations). Called after the
 * sessions are deleted; the sessions themselves are already ended if the bus can't be reached.
 */
export async function announceSessionsEnded(bus: ChatBus, userIds: number[]) {
	if (userIds.length === 0) return
	try {
		await bus.publish({ sessionsEndedFor: userIds })
	} catch (error) {
		console.error('Could not tell the chat sockets that sessions ended:', error)
	}
}

/** Ends every session of the user but the one with `keepToken` (a phone change ends the other devices' sessions). */
export async function deleteOtherSessions(db: Database, { userId, keepToken }: { userId: number; keepToken: string | null }) {
	let query = db.deleteFrom('sessions').where('user_id', '=', userId)
	if (keepToken) query = query.where('id', '!=', idOf(keepToken))
	await query.execute()
}

export async function deleteExpiredSessions(db: Database) {
	await db.deleteFrom('sessions').where('expires_at', '<=', new Date().toISOString()).execute()
}
