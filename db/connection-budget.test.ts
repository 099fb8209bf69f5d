import { expect, test } from 'vitest'
import { openTestDatabase } from '#tests/test-database.ts'
import { dialectOf } from './dialect.ts'
import { connectionBudget } from './connection-budget.ts'

test('start-up says how many instances of this pool size PostgreSQL has room for, and warns below two', async () => {
	const db = await openTestDatabase()
	try {
		if (dialectOf(db) === 'sqlite') return void expect(await connectionBudget(db, 10)).toBeNull()
		// The test server: max_connections=400, 3 kept for superusers.
		expect(await connectionBudget(db, 10)).toEqual({
			warn: false,
			line: 'PostgreSQL max_connections=400 leaves room for 36 instance(s) of 11 connections each (DATABASE_POOL_SIZE=10 + 1 for chat)',
		})
		const tight = await connectionBudget(db, 200)
		expect(tight?.warn).toBe(true)
		expect(tight?.line).toMatch(/^PostgreSQL max_connections=400 leaves room for 1 instance\(s\) of 201 connections each .*: more instances will wait for connections and answer 503/)
	} finally {
		await db.destroy()
	}
})
