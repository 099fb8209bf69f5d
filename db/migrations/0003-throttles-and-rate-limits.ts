import { sql, type Kysely } from 'kysely'

const statements = [
	// Login attempts are counted before the password is checked, and a key may be held back until `blocked_until`,
	// so parallel guesses are throttled as serial ones are. What was here counted failures afterwards: start afresh.
	`DROP TABLE login_throttle`,
	`CREATE TABLE login_throttle (
		key TEXT PRIMARY KEY,
		attempts INTEGER NOT NULL DEFAULT 0,
		last_attempt_at TEXT NOT NULL,
		blocked_until TEXT NOT NULL DEFAULT ''
	)`,
	// Fixed-window counters (registrations per address, photos per user, ...): one row per key and window kind.
	`CREATE TABLE rate_limits (
		key TEXT PRIMARY KEY,
		hits INTEGER NOT NULL DEFAULT 0,
		window_started_at TEXT NOT NULL
	)`,
	`CREATE INDEX rate_limits_window ON rate_limits(window_started_at)`,
]

export async function up(db: Kysely<unknown>) {
	for (const statement of statements) await sql.raw(statement).execute(db)
}
