import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { inject } from 'vitest'
import { openDatabase, openMigratedDatabase, type Database } from '#db/database.ts'
import { keepSearchIndexesIn } from '#app/domain/search/local-index/local-index.server.ts'
import { TEMPLATE } from './postgres/throwaway-postgres.ts'

/**
 * A new, migrated, empty database for a test: in memory on SQLite, or a fresh PostgreSQL database copied from the
 * migrated template when the test runs in the `postgres` project (vitest.config.ts).
 */
export async function openTestDatabase(): Promise<Database> {
	return (await openTestDatabaseAt()).db
}

/** The same, with the PostgreSQL address of the database (null on SQLite): for what needs a connection of its own. */
export async function openTestDatabaseAt(): Promise<{ db: Database; url: string | null }> {
	const server = inject('postgresServer')
	if (!server) return { db: await openMigratedDatabase(':memory:'), url: null }
	keepSearchIndexesIn(inject('searchIndexDir'))
	const name = `test_${randomBytes(8).toString('hex')}`
	const admin = new pg.Client({ connectionString: `${server}/postgres` })
	await admin.connect()
	try {
		await admin.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE}`)
	} finally {
		await admin.end()
	}
	const url = `${server}/${name}`
	return { db: openDatabase(url, { poolSize: 4 }), url }
}
