import type { Database } from '#db/database.ts'

/**
 * The single place where users.phone_verified becomes 1 (issue 25): after a code sent to the account's number was
 * entered (verification, a phone change, a reset by phone). Pass the transaction that made the number theirs.
 */
export async function markPhoneVerified(trx: Database, { userId }: { userId: number }) {
	await trx.updateTable('users').set({ phone_verified: 1 }).where('id', '=', userId).execute()
}
