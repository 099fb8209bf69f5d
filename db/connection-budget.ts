import { sql } from 'kysely'
import type { Database } from './database.ts'
import { dialectOf } from './dialect.ts'

/** Each instance holds up to its pool's connections plus one of its own: the chat bus's LISTEN. */
const DEDICATED_CONNECTIONS = 1

/**
 * How many instances of this pool size the PostgreSQL server has room for (max_connections less the slots it keeps for
 * superusers), as one line for the start-up log; a warning when fewer than two fit, since a second instance would then
 * wait for connections or answer 503. Nothing to say on SQLite.
 */
export async function connectionBudget(db: Database, poolSize: number): Promise<{ warn: boolean; line: string } | null> {
	if (dialectOf(db) !== 'postgres') return null
	const setting = async (name: 'max_connections' | 'superuser_reserved_connections') =>
		Number((await sql<{ value: string }>`SELECT current_setting(${name}) AS value`.execute(db)).rows[0]!.value)
	const max = await setting('max_connections')
	const room = max - (await setting('superuser_reserved_connections'))
	const perInstance = poolSize + DEDICATED_CONNECTIONS
	const fit = Math.floor(room / perInstance)
	const line =
		`PostgreSQL max_connections=${max} leaves room for ${fit} instance(s) of ${perInstance} connections each ` +
		`(DATABASE_POOL_SIZE=${poolSize} + ${DEDICATED_CONNECTIONS} for chat)` +
		(fit < 2 ? ': more instances will wait for connections and answer 503; lower DATABASE_POOL_SIZE or raise max_connections' : '')
	return { warn: fit < 2, line }
}
