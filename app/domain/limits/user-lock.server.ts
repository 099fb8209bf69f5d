import type { Database } from '#db/database.ts'
import { dialectOf } from '#db/dialect.ts'

/**
 * Holds one user's row until the transaction ends, so that a limit they must stay within (count, then insert) is
 * checked by one of their requests at a time, on every instance: PostgreSQL's READ COMMITTED lets two transactions
 * count the same rows and both insert. SQLite needs nothing: one connection runs one transaction at a time.
 */
export async function lockUser(trx: Database, { userId }: { userId: number }) {
	if (dialectOf(trx) !== 'postgres') return
	await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute()
}
