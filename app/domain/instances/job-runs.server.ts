import { sql } from 'kysely'
import type { Database } from '#db/database.ts'

/**
 * Claims this period's run of a job for the calling instance: true for exactly one of the instances that ask while
 * the job is due, then false for everyone until `everyMs` has passed. One conditional update decides, so two
 * instances (or two processes on one SQLite file) can't both win.
 */
export async function claimJobRun(db: Database, { name, everyMs, now = new Date() }: { name: string; everyMs: number; now?: Date }) {
	const at = now.toISOString()
	await db
		.insertInto('job_runs')
		.values({ name, next_run_at: at })
		.onConflict((oc) => oc.column('name').doNothing())
		.execute()
	const claimed = await db
		.updateTable('job_runs')
		.set({ next_run_at: new Date(now.getTime() + everyMs).toISOString(), last_started_at: at, runs: sql`runs + 1` })
		.where('name', '=', name)
		.where('next_run_at', '<=', at)
		.executeTakeFirst()
	return Number(claimed.numUpdatedRows) === 1
}
