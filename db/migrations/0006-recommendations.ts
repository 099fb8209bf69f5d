import { sql, type Kysely } from 'kysely'

/**
 * Recommendations (issue 7 §6). Indexes measured with scripts/bench-recommendations.ts over 100,000 listings and
 * 1,000,000 actions (BENCHMARKS.md): each one turns a query of the engine from a scan into a range read.
 */
const statements = [
	// A user's history, newest first, read from the index alone; the same prefix as before, so nothing else loses.
	`DROP INDEX user_actions_user`,
	`CREATE INDEX user_actions_user ON user_actions(user_id, timestamp, listing_id, action_type)`,
	// Who else looked at a listing, most recent first (people who viewed what you did).
	`DROP INDEX user_actions_listing`,
	`CREATE INDEX user_actions_listing ON user_actions(listing_id, timestamp, user_id)`,
	// What was viewed in the last 7 days (trending).
	`CREATE INDEX user_actions_recent ON user_actions(timestamp, listing_id, action_type)`,
	`CREATE INDEX user_saves_listing ON user_saves(listing_id, user_id)`,
	`CREATE INDEX user_saves_recent ON user_saves(created_at, listing_id)`,
	// The newest listings in a town (near you), without sorting all of that town's listings.
	`CREATE INDEX listings_status_location_created ON listings(status, location, created_at)`,
	// The history a user's stored results were made from (counts and latest ids of views, saves and the preferences'
	// time): results are kept while it is still the same.
	`ALTER TABLE recommendation_results ADD COLUMN basis TEXT NOT NULL DEFAULT ''`,
	// One row per user and listing: two servers storing the same user's results at once can't both succeed.
	`CREATE UNIQUE INDEX recommendation_results_listing ON recommendation_results(user_id, listing_id)`,
	`CREATE INDEX recommendation_results_expires ON recommendation_results(expires_at)`,
]

export async function up(db: Kysely<unknown>) {
	for (const statement of statements) await sql.raw(statement).execute(db)
}
