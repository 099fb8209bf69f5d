import { sql, type Kysely } from 'kysely'
import { columnTypes, dialectOf, type ColumnTypes } from '../dialect.ts'

/**
 * Alerts delivered (issue 10 §2-§3).
 * - alert_subscriptions.product: the KSH 500 email-alert subscription of /alerts (EMAIL_ALERTS) and the buyer
 *   dashboard's PREMIUM plan (BUYER_PLAN) are two things a buyer may pay for; BASIC is having no BUYER_PLAN row.
 * - alert_matches.buyer_id: a listing reaches a buyer once, however many of their alerts find it; the UNIQUE index
 *   makes two instances matching at once agree. sent_at stays NULL until the email or SMS carrying it is queued.
 * - alert_terms: each active buyer alert under the words (or, with no keywords, the categories) a listing must
 *   carry for it to match, so a new listing looks up the few alerts it may match instead of reading them all.
 * - listings.alerts_checked_at: when instant alerts were matched against a newly published listing; the job that
 *   matches takes each listing by a conditional update, so across instances each is matched once. Listings
 *   published before this migration count as checked.
 * - mail_outbox.html/headers: alert emails show photos and carry List-Unsubscribe; sms_outbox: SMS_MODE=outbox keeps
 *   texts for admins to read, africastalking records what the gateway answered.
 */
const statements = (t: ColumnTypes) => [
	`ALTER TABLE alert_subscriptions ADD COLUMN product TEXT NOT NULL DEFAULT 'EMAIL_ALERTS' CHECK (product IN ('EMAIL_ALERTS', 'BUYER_PLAN'))`,
	`ALTER TABLE alert_matches ADD COLUMN buyer_id INTEGER REFERENCES users(id) ON DELETE CASCADE`,
	`ALTER TABLE alert_matches ADD COLUMN channel TEXT`,
	`UPDATE alert_matches SET buyer_id = (SELECT alerts.buyer_id FROM alerts WHERE alerts.id = alert_matches.alert_id)`,
	`CREATE UNIQUE INDEX alert_matches_buyer_listing ON alert_matches(buyer_id, listing_id)`,
	`CREATE INDEX alert_matches_buyer_sent ON alert_matches(buyer_id, sent_at)`,
	// The digest asks which of a page of listings each buyer already got; a deleted listing's matches go with it.
	`CREATE INDEX alert_matches_listing ON alert_matches(listing_id)`,
	`CREATE TABLE alert_terms (
		term TEXT NOT NULL,
		alert_id INTEGER NOT NULL REFERENCES alerts(id) ON DELETE CASCADE,
		PRIMARY KEY (term, alert_id)
	)`,
	`CREATE INDEX alert_terms_alert ON alert_terms(alert_id)`,
	`ALTER TABLE listings ADD COLUMN alerts_checked_at TEXT`,
	`UPDATE listings SET alerts_checked_at = ${t.now}`,
	`CREATE INDEX listings_alerts_unchecked ON listings(published_date) WHERE alerts_checked_at IS NULL`,
	`ALTER TABLE mail_outbox ADD COLUMN html TEXT`,
	`ALTER TABLE mail_outbox ADD COLUMN headers TEXT`,
	`CREATE TABLE sms_outbox (
		id ${t.id},
		to_phone TEXT NOT NULL,
		body TEXT NOT NULL,
		created_at TEXT NOT NULL DEFAULT ${t.now},
		sent_at TEXT,
		provider_message_id TEXT,
		error TEXT
	)`,
]

export async function up(db: Kysely<unknown>) {
	for (const statement of statements(columnTypes(dialectOf(db)))) await sql.raw(statement).execute(db)
}
