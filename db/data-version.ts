import { sql } from 'kysely'
import type { Database } from './database.ts'
import { dialectOf } from './dialect.ts'

/**
 * A value that changes whenever any data may have: what was computed under the same value still holds. SQLite: a
 * write on this connection moves total_changes(), a commit from any other connection moves data_version. PostgreSQL:
 * every commit, from any instance, writes to the WAL and moves its position.
 */
export async function dataVersion(db: Database) {
	const query =
		dialectOf(db) === 'postgres'
			? sql<{ version: string }>`SELECT pg_current_wal_insert_lsn()::text AS version`
			: sql<{ version: string }>`SELECT total_changes() || '/' || (SELECT data_version FROM pragma_data_version) AS version`
	const { rows } = await query.execute(db)
	return rows[0]!.version
}
