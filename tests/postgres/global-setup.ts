import net from 'node:net'
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { openMigratedDatabase } from '#db/database.ts'
import { startThrowawayPostgres, TEMPLATE } from './throwaway-postgres.ts'

function freePort() {
	return new Promise<number>((resolve, reject) => {
		const server = net.createServer().listen(0, '127.0.0.1', () => {
			const { port } = server.address() as net.AddressInfo
			server.close(() => resolve(port))
		})
		server.on('error', reject)
	})
}

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
	return () => server.stop()
}

declare module 'vitest' {
	export interface ProvidedContext {
		postgresServer: string
	}
}
