import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { openMigratedDatabase } from '#db/database.ts'
import { startThrowawayPostgres, TEMPLATE } from './throwaway-postgres.ts'
import { freePort } from '../../scripts/free-port.ts'

/** Vitest's global setup for the `postgres` project: one server for the run, the template migrated once. */
export default async function setup(project: TestProject) {
	const server = startThrowawayPostgres({ port: await freePort() })
	try {
		const admin = new pg.Client({ connectionString: `${server.url}/postgres` })
		await admin.connect()
		await admin.query(`CREATE DATABASE ${TEMPLATE}`)
		await admin.end()
		await (await openMigratedDatabase(`${server.url}/${TEMPLATE}`, { poolSize: 1 })).destroy()
	} catch (error) {
		server.stop()
		throw error
	}
	project.provide('postgresServer', server.url)
	// Each test database's search index (app/domain/search/local-index/), gone with the run.
	const searchIndexDir = fs.mkdtempSync(path.join(os.tmpdir(), 'soko-test-search-'))
	project.provide('searchIndexDir', searchIndexDir)
	return () => {
		server.stop()
		fs.rmSync(searchIndexDir, { recursive: true, force: true })
	}
}

declare module 'vitest' {
	export interface ProvidedContext {
		postgresServer: string
		searchIndexDir: string
	}
}
