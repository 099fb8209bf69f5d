import type { Database } from '#db/database.ts'
import type { PhoneCodePurpose } from '#db/enums.ts'
import { DomainError } from '../../domain-error.ts'
import { codeMatches } from './code-hash.server.ts'

export const MAX_CODE_TRIES = 5
export const CODE_EXPIRED = 'This code has expired or was already used. Please ask for a new code.'
export const CODE_DEAD = 'Too many wrong tries: this code no longer works. Please ask for a new code.'

/**
 * Spends the open code of this account and purpose if `code` is it, else throws a 400 saying what to do. Every guess
 * claims a try first with a conditional UPDATE, so guesses sent in parallel get 5 in all; the right code is then
 * claimed once (of two racing with it, one wins). Nothing else is written by a wrong guess.
 */
export async function useCode(
	db: Database,
	{ userId, purpose, phone, code, secret }: { userId: number; purpose: PhoneCodePurpose; phone: string; code: string; secret: string },
) {
	const now = new Date().toISOString()
	const open = await db
		.selectFrom('phone_codes')
		.select(['id', 'code_hash', 'salt', 'tries'])
		.where('user_id', '=', userId)
		.where('purpose', '=', purpose)
		.where('phone', '=', phone)
		.where('used', '=', 0)
		.where('expires_at', '>', now)
		.executeTakeFirst()
	if (!open) throw new DomainError(CODE_EXPIRED, 400)
	const tried = await db
		.updateTable('phone_codes')
		.set((eb) => ({ tries: eb('tries', '+', 1) }))
		.where('id', '=', open.id)
		.where('tries', '<', MAX_CODE_TRIES)
		.where('used', '=', 0)
		.returning('tries')
		.executeTakeFirst()
	if (!tried) throw new DomainError(CODE_DEAD, 400)
	if (!codeMatches(code, open, secret)) {
		const left = MAX_CODE_TRIES - tried.tries
		if (left === 0) throw new DomainError(CODE_DEAD, 400)
		throw new DomainError({ text: 'Wrong code. Tries left: {count}.', vars: { count: left } }, 400)
	}
	const spent = await db.updateTable('phone_codes').set({ used: 1 }).where('id', '=', open.id).where('used', '=', 0).returning('id').executeTakeFirst()
	if (!spent) throw new DomainError(CODE_EXPIRED, 400)
}
