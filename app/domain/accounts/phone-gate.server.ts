import type { Database } from '#db/database.ts'
import type { Env } from '#app/env.server.ts'
import { DomainError } from '../domain-error.ts'
import { PHONE_NOT_VERIFIED_MESSAGE } from './phone-gate-words.ts'

export { PHONE_NOT_VERIFIED_MESSAGE }

/** The one setting the gate reads: `off` on a site with no SMS gateway yet, where nothing is gated. */
export type PhoneGate = Pick<Env, 'PHONE_VERIFICATION'>

/** True when this person must verify their phone before putting a listing live, offering or messaging. */
export function mustVerifyPhone(env: PhoneGate, user: { phone_verified: 0 | 1 }): boolean {
	return env.PHONE_VERIFICATION === 'required' && user.phone_verified !== 1
}

/** mustVerifyPhone for a user known by id, read from the database (inside the caller's transaction when given one). */
export async function mustVerifyPhoneOf(db: Database, env: PhoneGate, { userId }: { userId: number }) {
	if (env.PHONE_VERIFICATION === 'off') return false
	const user = await db.selectFrom('users').select('phone_verified').where('id', '=', userId).executeTakeFirst()
	return user !== undefined && mustVerifyPhone(env, user)
}

/** The phone a signed-in person must still verify (shown by the code box), or null: verified, gate off, or signed out. */
export async function phoneToVerify(db: Database, env: PhoneGate, viewer: { id: number } | null) {
	if (!viewer || env.PHONE_VERIFICATION === 'off') return null
	const user = await db.selectFrom('users').select(['phone', 'phone_verified']).where('id', '=', viewer.id).executeTakeFirst()
	return user && mustVerifyPhone(env, user) ? { phone: user.phone } : null
}

/** Refuses (403, with the words) an offer or a message from a person who must verify their phone first. */
export async function requireVerifiedPhone(db: Database, env: PhoneGate, { userId }: { userId: number }) {
	if (await mustVerifyPhoneOf(db, env, { userId })) throw new DomainError(PHONE_NOT_VERIFIED_MESSAGE, 403)
}
