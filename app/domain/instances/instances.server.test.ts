import { afterAll, beforeAll, expect, test } from 'vitest'
import type { Database } from '#db/database.ts'
import { openTestDatabase } from '#tests/test-database.ts'
import { claimJobRun } from './job-runs.server.ts'
import { movePagesVersion, pagesVersion } from './shared-versions.server.ts'

let db: Database
beforeAll(async () => {
	db = await openTestDatabase()
})
afterAll(() => db.destroy())

const MINUTE = 60_000

test('of many instances claiming a due job at once, exactly one runs it; the next period is free again', async () => {
	const now = new Date('2026-11-23T10:00:00.000Z')
	const claims = await Promise.all(Array.from({ length: 10 }, () => claimJobRun(db, { name: 'expire-listings', everyMs: 15 * MINUTE, now })))
	expect(claims.filter(Boolean)).toHaveLength(1)
	expect(await claimJobRun(db, { name: 'expire-listings', everyMs: 15 * MINUTE, now: new Date(now.getTime() + 14 * MINUTE) })).toBe(false)
	// Another job has its own period.
	expect(await claimJobRun(db, { name: 'send-mail', everyMs: MINUTE, now })).toBe(true)
	const later = new Date(now.getTime() + 15 * MINUTE)
	const next = await Promise.all(Array.from({ length: 10 }, () => claimJobRun(db, { name: 'expire-listings', everyMs: 15 * MINUTE, now: later })))
	expect(next.filter(Boolean)).toHaveLength(1)
	const row = await db.selectFrom('job_runs').selectAll().where('name', '=', 'expire-listings').executeTakeFirstOrThrow()
	expect(row).toMatchObject({ runs: 2, last_started_at: later.toISOString(), next_run_at: new Date(later.getTime() + 15 * MINUTE).toISOString() })
})

test('the pages version starts at 0 and moves once per write, however many write at once', async () => {
	expect(await pagesVersion(db)).toBe(0)
	await Promise.all(Array.from({ length: 5 }, () => movePagesVersion(db)))
	expect(await pagesVersion(db)).toBe(5)
})
