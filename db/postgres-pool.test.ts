import net from 'node:net'
import pg from 'pg'
import { expect, inject, test, vi } from 'vitest'
import { freePort } from '../scripts/free-port.ts'
import { openTestDatabaseAt } from '#tests/test-database.ts'
import { DatabaseUnavailable, isDatabaseUnavailable } from './availability.ts'
import { createPostgresPool } from './postgres-pool.ts'

test('what counts as the database being unavailable, and what is a fault of the query', () => {
	const withCode = (message: string, code: string) => Object.assign(new Error(message), { code })
	for (const error of [
		withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
		withCode('terminating connection due to administrator command', '57P01'),
		withCode('the database system is shutting down', '57P03'),
		withCode('sorry, too many clients already', '53300'),
		withCode('server closed the connection', '08006'),
		new Error('Connection terminated unexpectedly'),
		new Error('timeout exceeded when trying to connect'),
		new DatabaseUnavailable('busy'),
	]) {
		expect(isDatabaseUnavailable(error), error.message).toBe(true)
	}
	for (const error of [withCode('duplicate key value violates unique constraint', '23505'), withCode('syntax error', '42601'), new Error('boom'), 'text']) {
		expect(isDatabaseUnavailable(error), String(error)).toBe(false)
	}
})

test('while the server is unreachable, a connect fails as "away", the next ones at once, and one a second tries again', async () => {
	const port = await freePort()
	const pool = createPostgresPool({ url: `postgres://soko@127.0.0.1:${port}/soko`, poolSize: 2, types: pg.types })
	// The pool's clock stands still until the test moves it (pg's own timers stay real).
	vi.useFakeTimers({ toFake: ['Date'] })
	// Something answers on the port once the first try has failed: it counts the tries, and hangs up on each.
	let tries = 0
	const listener = net.createServer((socket) => {
		tries++
		socket.destroy()
	})
	try {
		await expect(pool.connect()).rejects.toMatchObject({ name: 'DatabaseUnavailable', reason: 'away' })
		await new Promise<void>((resolve) => listener.listen(port, '127.0.0.1', resolve))
		await expect(pool.connect()).rejects.toMatchObject({ name: 'DatabaseUnavailable', reason: 'away' })
		expect(tries).toBe(0)
		vi.setSystemTime(Date.now() + 999)
		await expect(pool.connect()).rejects.toMatchObject({ name: 'DatabaseUnavailable', reason: 'away' })
		expect(tries).toBe(0)
		vi.setSystemTime(Date.now() + 2)
		await expect(pool.connect()).rejects.toMatchObject({ name: 'DatabaseUnavailable', reason: 'away' })
		expect(tries).toBe(1)
	} finally {
		vi.useRealTimers()
		listener.close()
		await pool.end()
	}
})

test.skipIf(!inject('postgresServer'))('a connection the server ends while it is lent out fails its query, and nothing else', async () => {
	const { db, url } = await openTestDatabaseAt()
	const pool = createPostgresPool({ url: url!, poolSize: 2, types: pg.types })
	const admin = new pg.Client({ connectionString: url! })
	await admin.connect()
	try {
		const client = await pool.connect()
		const { rows } = await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid', [])
		const ended = new Promise((resolve) => (client as unknown as pg.PoolClient).once('end', resolve))
		await admin.query('SELECT pg_terminate_backend($1)', [rows[0]!.pid])
		// The server's goodbye arrives between two queries: with no one listening, it would end the process.
		await ended
		await expect(client.query('SELECT 1', [])).rejects.toThrow()
		client.release()
		const again = await pool.connect()
		expect((await again.query<{ one: number }>('SELECT 1 AS one', [])).rows).toEqual([{ one: 1 }])
		again.release()
	} finally {
		await admin.end()
		await pool.end()
		await db.destroy()
	}
})
