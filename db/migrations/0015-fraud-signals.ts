import { sql, type Kysely } from 'kysely'

/**
 * Fraud signals on real data (issue 12 §1):
 * - uploads.phash: the perceptual hash of the stored original (app/domain/trust/fraud/perceptual-hash.server.ts), computed
 *   once when the photo is stored; listing_photos.phash is copied from it when the photo joins a listing, so finding
 *   other sellers' copies is one indexed query. Candidates are found by two 16-bit bands of the hash, its first and its
 *   last 4 hex digits (the plain index serves the first as a range, the expression index the last): a copy a few bits
 *   off nearly always keeps one of them whole.
 * - fraud_alerts holds one current assessment per listing (a unique index: re-assessing updates it in place) rather
 *   than new columns on listings: the admin's list reads this table anyway, and listings, read by every public page,
 *   stay as they are. assessed_at is when it was last computed (the sweep re-assesses listings changed since);
 *   alerted_level is the highest level an admin_alerts row was raised for, so each level is announced once.
 *   Older duplicate rows of one listing, if any, give way to the newest.
 */
const statements = [
	`ALTER TABLE uploads ADD COLUMN phash TEXT`,
	`ALTER TABLE listing_photos ADD COLUMN phash TEXT`,
	`CREATE INDEX listing_photos_phash ON listing_photos(phash)`,
	`CREATE INDEX listing_photos_phash_tail ON listing_photos((substr(phash, 13, 4)))`,
	`ALTER TABLE fraud_alerts ADD COLUMN assessed_at TEXT`,
	`ALTER TABLE fraud_alerts ADD COLUMN alerted_level TEXT`,
	`UPDATE fraud_alerts SET assessed_at = created_at`,
	`DELETE FROM fraud_alerts WHERE listing_id IS NOT NULL AND id NOT IN (SELECT max(id) FROM fraud_alerts WHERE listing_id IS NOT NULL GROUP BY listing_id)`,
	`CREATE UNIQUE INDEX fraud_alerts_listing ON fraud_alerts(listing_id)`,
	`CREATE INDEX fraud_alerts_queue ON fraud_alerts(is_reviewed, risk_score)`,
]

export async function up(db: Kysely<unknown>) {
	for (const statement of statements) await sql.raw(statement).execute(db)
}
