// What the benches on both databases share: a SQLite base database copied (db/copy.ts) into a throwaway PostgreSQL,
// measured there, and the server gone afterwards.
import pg from 'pg'
import { startThrowawayPostgres } from '../tests/postgres/throwaway-postgres.ts'
import { copyDatabase } from '#db/copy.ts'
import { openMigratedDatabase, type Database } from '#db/database.ts'
import { freePort } from './free-port.ts'

/** Copies `baseDb` into a new PostgreSQL 15 of its own and answers what `measure` answers on it. */
export async function onThrowawayPostgres<T>({ baseDb, lap, measure }: { baseDb: string; lap: (label: string) => void; measure: (db: Database) => Promise<T> }) {
	lap('copying into a throwaway PostgreSQL…')
	const postgres = startThrowawayPostgres({ port: await freePort() })
	try {
		const admin = new pg.Client({ connectionString: `${postgres.url}/postgres` })
		await admin.connect()
		await admin.query('CREATE DATABASE soko')
		await admin.end()
		const [source, target] = await Promise.all([openMigratedDatabase(baseDb), openMigratedDatabase(`${postgres.url}/soko`)])
		try {
			const copied = await copyDatabase({ source, target })
			lap(`copied ${copied.rows} rows in ${copied.seconds.toFixed(0)} s`)
			return await measure(target)
		} finally {
			await Promise.all([source.destroy(), target.destroy()])
		}
	} finally {
		postgres.stop()
	}
}
