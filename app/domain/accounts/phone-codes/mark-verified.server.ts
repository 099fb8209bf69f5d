import type { Database } from '#db/database.ts'
import { publishWaitingListings } from '../../listings/publish-waiting.server.ts'

export type PhoneVerifiedEnv = Parameters<typeof publishWaitingListings>[1]['env']

/**
 * The single place where users.phone_verified becomes 1 (issue 25): after a code sent to the account's number was
 * entered (verification, a phone change). Pass the transaction that made the number theirs: the
 * listings that waited for this number (approved, fee paid) go live in it.
 */
export async function markPhoneVerified(trx: Database, { userId, env }: { userId: number; env: PhoneVerifiedEnv }) {
	await trx.updateTable('users').set({ phone_verified: 1 }).where('id', '=', userId).execute()
	await publishWaitingListings(trx, { sellerId: userId, env })
}
