import { sql, type Kysely } from 'kysely'

/**
 * Many app instances on one database (issue 9 §2): what they must agree on lives in the database.
 * - job_runs: each background job runs once per period, by whichever instance claims it first (a conditional
 *   update on next_run_at); `runs` counts the runs, so a double run shows.
 * - shared_versions: a number every instance reads before answering from its page cache; a write moves it, so a
 *   page cached on one instance is not served after a change made through another.
 */
const statements = [
	`CREATE TABLE job_runs (
		name TEXT PRIMARY KEY,
		next_run_at TEXT NOT NULL,
		last_started_at TEXT,
		runs INTEGER NOT NULL DEFAULT 0
	)`,
	`CREATE TABLE shared_versions (
		name TEXT PRIMARY KEY,
		version INTEGER NOT NULL DEFAULT 0
	)`,
]

export async function up(db: Kysely<unknown>) {
	for (const statement of statements) await sql.raw(statement).execute(db)
}
