import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { inject } from 'vitest'
import { openDatabase, openMigratedDatabase, type Database } from '#db/database.ts'
import { TEMPLATE } from './postgres/throwaway-postgres.ts'

/**
 * A new, migrated, empty database for a test: in memory on SQLite, or a fresh PostgreSQL database copied from the
 * migrated template when the test runs in the `postgres` project (vitest.config.ts).
 */
export async function openTestDatabase(): Promise<Database> {
	const server = inject('postgresServer')
	if (!server) return openMigratedDatabase(':memory:')
	const name = `test_${randomBytes(8).toString('hex')}`
	const admin = new pg.Client({ connectionString: `${server}/postgres` })
	await admin.connect()
	try {
		await admin.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE}`)
	} finally {
		await admin.end()
	}
	return openDatabase(`${server}/${name}`, { poolSize: 4 })
}
