import { sql, type Kysely } from 'kysely'
import { columnTypes, dialectOf, type ColumnTypes } from '../dialect.ts'

/**
 * Measuring fraud better (issue 12):
 * - sign_ins, per device ("many accounts signed in from one device"): one row per session started with a
 *   known device (the soko_device cookie of the pages, an API client's X-Device-Id). device_id is the SHA-256 of that
 *   value, never the value itself. The fraud facts ask two things, each one index range: this user's devices lately
 *   (user_id, created_at), and how many accounts each of them saw (device_id, created_at). Rows go after 30 days.
 * - uploads_unhashed: photos stored before 0015 are hashed by a job (fraud/photo-hash-backfill.server.ts) that asks
 *   every 15 minutes for uploads whose phash is still null; once they are done this index is empty and the question
 *   free (listing_photos' nulls are found by its phash index).
 * - moderation_logs.fraud_risk: the detector's level for the listing when the move was logged (null: not assessed),
 *   so the analytics can say how often admins removed what it flagged even once the listing is deleted (its
 *   fraud_alerts row goes with it).
 */
const statements = (t: ColumnTypes) => [
	`CREATE TABLE sign_ins (
		id ${t.id},
		user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
		device_id TEXT NOT NULL,
		created_at TEXT NOT NULL DEFAULT ${t.now}
	)`,
	`CREATE INDEX sign_ins_device ON sign_ins(device_id, created_at)`,
	`CREATE INDEX sign_ins_user ON sign_ins(user_id, created_at)`,
	`CREATE INDEX uploads_unhashed ON uploads(created_at) WHERE phash IS NULL`,
	`ALTER TABLE moderation_logs ADD COLUMN fraud_risk TEXT`,
]

export async function up(db: Kysely<unknown>) {
	for (const statement of statements(columnTypes(dialectOf(db)))) await sql.raw(statement).execute(db)
}
