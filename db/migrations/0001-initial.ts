import { sql, type Kysely } from 'kysely'
import { columnTypes, dialectOf, type ColumnTypes } from '../dialect.ts'
import * as E from '../enums.ts'

/** `CHECK (col IN (...))` for one enumeration of db/enums.ts. */
function oneOf(column: string, values: readonly string[]) {
	return `CHECK (${column} IN (${values.map((v) => `'${v}'`).join(', ')}))`
}

const statements = (t: ColumnTypes) => [
	`CREATE TABLE users (
		id ${t.id},
		email ${t.caseless} NOT NULL UNIQUE,
		password_hash TEXT NOT NULL,
		phone TEXT NOT NULL UNIQUE,
		role TEXT NOT NULL DEFAULT 'BUYER' ${oneOf('role', E.USER_ROLES)},
		registered_at TEXT NOT NULL DEFAULT ${t.now},
		is_verified INTEGER NOT NULL DEFAULT 0,
		is_active INTEGER NOT NULL DEFAULT 1,
		mpesa_code TEXT,
		email_verified INTEGER NOT NULL DEFAULT 0,
		phone_verified INTEGER NOT NULL DEFAULT 0,
		email_verification_token TEXT,
		email_verification_sent_at TEXT,
		last_login TEXT
	)`,
	`CREATE TABLE sessions (
		id TEXT PRIMARY KEY,
		user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
		created_at TEXT NOT NULL DEFAULT ${t.now},
		expires_at TEXT NOT NULL
	)`,
	`CREATE INDEX sessions_user ON sessions(user_id)`,
	`CREATE TABLE login_throttle (
		key TEXT PRIMARY KEY,
		failures INTEGER NOT NULL DEFAULT 0,
		last_failure_at TEXT NOT NULL
	)`,
	`CREATE TABLE password_reset_tokens (
		id ${t.id},
		user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
		token TEXT NOT NULL UNIQUE,
		expires_at TEXT NOT NULL,
		used INTEGER NOT NULL DEFAULT 0,
		created_at TEXT NOT NULL DEFAULT ${t.now}
	)`,
	`CREATE TABLE seller_profiles (
		user_id INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
		display_name TEXT,
		rating ${t.real} CHECK (rating IS NULL OR rating BETWEEN 0 AND 5),
		total_listings INTEGER NOT NULL DEFAULT 0,
		last_active TEXT
	)`,
	`CREATE TABLE listings (
		id ${t.id},
		seller_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
		title TEXT NOT NULL,
		description TEXT NOT NULL,
		category TEXT NOT NULL,
		price_cents ${t.money} NOT NULL CHECK (price_cents >= 0),
		location TEXT NOT NULL,
		condition TEXT NOT NULL ${oneOf('condition', E.ITEM_CONDITIONS)},
		reason TEXT NOT NULL DEFAULT '',
		status TEXT NOT NULL DEFAULT 'DRAFT' ${oneOf('status', E.LISTING_STATUSES)},
		created_at TEXT NOT NULL DEFAULT ${t.now},
		updated_at TEXT NOT NULL DEFAULT ${t.now},
		expires_at TEXT,
		sold_at TEXT,
		admin_notes TEXT,
		payment_status TEXT NOT NULL DEFAULT 'PENDING' ${oneOf('payment_status', E.PAYMENT_STATUSES)},
		payment_transaction_id TEXT,
		checkout_request_id TEXT UNIQUE,
		payment_amount_cents ${t.money},
		payment_phone TEXT,
		payment_date TEXT,
		approval_date TEXT,
		published_date TEXT,
		rejection_reason TEXT,
		gps_coordinates TEXT,
		photo_metadata TEXT,
		seller_trust_score ${t.real} NOT NULL DEFAULT 0,
		email_verified INTEGER NOT NULL DEFAULT 0,
		phone_verified INTEGER NOT NULL DEFAULT 0,
		is_featured INTEGER NOT NULL DEFAULT 0,
		featured_at TEXT,
		featured_by INTEGER REFERENCES users(id) ON DELETE SET NULL,
		featured_expires_at TEXT
	)`,
	`CREATE INDEX listings_status_created ON listings(status, created_at)`,
	`CREATE INDEX listings_status_category_created ON listings(status, category, created_at)`,
	`CREATE INDEX listings_status_price ON listings(status, price_cents)`,
	`CREATE INDEX listings_status_category_price ON listings(status, category, price_cents)`,
	`CREATE INDEX listings_status_location ON listings(status, ${t.caselessKey('location')})`,
	`CREATE INDEX listings_featured ON listings(status, is_featured, featured_at)`,
	`CREATE INDEX listings_seller ON listings(seller_id, created_at)`,
	`CREATE INDEX listings_expires ON listings(status, expires_at)`,
	`CREATE TABLE listing_photos (
		id ${t.id},
		listing_id INTEGER NOT NULL REFERENCES listings(id) ON DELETE CASCADE,
		cloudinary_id TEXT NOT NULL,
		is_primary INTEGER NOT NULL DEFAULT 0,
		position INTEGER NOT NULL DEFAULT 0,
		created_at TEXT NOT NULL DEFAULT ${t.now}
	)`,
	`CREATE INDEX listing_photos_listing ON listing_photos(listing_id, position)`,
	`CREATE TABLE transactions (
		id ${t.id},
		listing_id INTEGER REFERENCES listings(id) ON DELETE SET NULL,
		amount_cents ${t.money} NOT NULL,
		mpesa_receipt TEXT UNIQUE,
		phone TEXT,
		timestamp TEXT NOT NULL DEFAULT ${t.now}
	)`,
	`CREATE INDEX transactions_listing ON transactions(listing_id)`,
	`CREATE TABLE alerts (
		id ${t.id},
		buyer_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
		name TEXT NOT NULL DEFAULT '',
		search_query TEXT,
		keywords TEXT NOT NULL DEFAULT '[]',
		categories TEXT NOT NULL DEFAULT '[]',
		min_price_cents ${t.money},
		max_price_cents ${t.money},
		location TEXT,
		location_radius INTEGER NOT NULL DEFAULT 50,
		conditions TEXT NOT NULL DEFAULT '[]',
		frequency TEXT NOT NULL DEFAULT 'INSTANT' ${oneOf('frequency', E.ALERT_FREQUENCIES)},
		is_active INTEGER NOT NULL DEFAULT 1,
		matches_count INTEGER NOT NULL DEFAULT 0,
		last_matched TEXT,
		created_at TEXT NOT NULL DEFAULT ${t.now},
		updated_at TEXT NOT NULL DEFAULT ${t.now}
	)`,
	`CREATE INDEX alerts_buyer ON alerts(buyer_id)`,
	`CREATE TABLE user_preferences (
		user_id INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
		preferred_categories TEXT NOT NULL DEFAULT '[]',
		preferred_locations TEXT NOT NULL DEFAULT '[]',
		preferred_conditions TEXT NOT NULL DEFAULT '[]',
		price_range_min_cents ${t.money},
		price_range_max_cents ${t.money},
		updated_at TEXT NOT NULL DEFAULT ${t.now}
	)`,
	`CREATE TABLE banners (
		id ${t.id},
		title TEXT NOT NULL,
		content TEXT NOT NULL,
		type TEXT NOT NULL DEFAULT 'ANNOUNCEMENT' ${oneOf('type', E.BANNER_TYPES)},
		status TEXT NOT NULL DEFAULT 'DRAFT' ${oneOf('status', E.BANNER_STATUSES)},
		start_date TEXT NOT NULL,
		end_date TEXT NOT NULL,
		target_pages TEXT NOT NULL DEFAULT '[]',
		created_by INTEGER REFERENCES users(id) ON DELETE SET NULL,
		created_at TEXT NOT NULL DEFAULT ${t.now},
		updated_at TEXT NOT NULL DEFAULT ${t.now}
	)`,
	`CREATE INDEX banners_active ON banners(status, start_date, end_date)`,
	`CREATE TABLE user_actions (
		id ${t.id},
		user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
		listing_id INTEGER REFERENCES listings(id) ON DELETE CASCADE,
		action_type TEXT NOT NULL ${oneOf('action_type', E.USER_ACTIONS)},
		action_metadata TEXT,
		timestamp TEXT NOT NULL DEFAULT ${t.now}
	)`,
	`CREATE INDEX user_actions_user ON user_actions(user_id, timestamp)`,
	`CREATE INDEX user_actions_listing ON user_actions(listing_id)`,
	`CREATE TABLE user_saves (
		user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
		listing_id INTEGER NOT NULL REFERENCES listings(id) ON DELETE CASCADE,
		created_at TEXT NOT NULL DEFAULT ${t.now},
		PRIMARY KEY (user_id, listing_id)
	)`,
	`CREATE TABLE recommendation_results (
		id ${t.id},
		user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
		listing_id INTEGER NOT NULL REFERENCES listings(id) ON DELETE CASCADE,
		recommendation_type TEXT NOT NULL ${oneOf('recommendation_type', E.RECOMMENDATION_TYPES)},
		score ${t.real} NOT NULL CHECK (score BETWEEN 0 AND 1),
		reasons TEXT NOT NULL DEFAULT '[]',
		generated_at TEXT NOT NULL DEFAULT ${t.now},
		expires_at TEXT
	)`,
	`CREATE INDEX recommendation_results_user ON recommendation_results(user_id, score)`,
	`CREATE TABLE buyer_profiles (
		user_id INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
		loyalty_points INTEGER NOT NULL DEFAULT 0,
		trust_score ${t.real} NOT NULL DEFAULT 5.0,
		successful_purchases INTEGER NOT NULL DEFAULT 0,
		total_spent_cents ${t.money} NOT NULL DEFAULT 0,
		preferred_categories TEXT NOT NULL DEFAULT '[]',
		preferred_locations TEXT NOT NULL DEFAULT '[]',
		max_budget_cents ${t.money},
		communication_preference TEXT NOT NULL DEFAULT 'EMAIL' ${oneOf('communication_preference', E.ALERT_CHANNELS)}
	)`,
	`CREATE TABLE alert_matches (
		id ${t.id},
		alert_id INTEGER NOT NULL REFERENCES alerts(id) ON DELETE CASCADE,
		listing_id INTEGER NOT NULL REFERENCES listings(id) ON DELETE CASCADE,
		match_score ${t.real} NOT NULL DEFAULT 0,
		sent_at TEXT,
		viewed_at TEXT,
		clicked_at TEXT,
		UNIQUE (alert_id, listing_id)
	)`,
	`CREATE TABLE contact_channels (
		id ${t.id},
		listing_id INTEGER NOT NULL REFERENCES listings(id) ON DELETE CASCADE,
		buyer_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
		seller_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
		channel_type TEXT NOT NULL,
		anonymous_identifier TEXT NOT NULL UNIQUE,
		is_active INTEGER NOT NULL DEFAULT 1,
		expires_at TEXT,
		created_at TEXT NOT NULL DEFAULT ${t.now}
	)`,
	`CREATE TABLE fraud_detections (
		id ${t.id},
		user_id INTEGER REFERENCES users(id) ON DELETE CASCADE,
		listing_id INTEGER REFERENCES listings(id) ON DELETE CASCADE,
		detection_type TEXT NOT NULL,
		risk_score ${t.real} NOT NULL DEFAULT 0,
		details TEXT,
		status TEXT NOT NULL DEFAULT 'PENDING' ${oneOf('status', E.FLAG_STATUSES)},
		reviewed_at TEXT,
		admin_notes TEXT,
		created_at TEXT NOT NULL DEFAULT ${t.now}
	)`,
	`CREATE TABLE alert_subscriptions (
		id ${t.id},
		buyer_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
		plan TEXT NOT NULL DEFAULT 'BASIC' ${oneOf('plan', E.SUBSCRIPTION_PLANS)},
		status TEXT NOT NULL DEFAULT 'ACTIVE' ${oneOf('status', E.SUBSCRIPTION_STATUSES)},
		amount_cents ${t.money} NOT NULL DEFAULT 0,
		mpesa_receipt TEXT,
		expires_at TEXT,
		auto_renew INTEGER NOT NULL DEFAULT 0,
		alerts_sent_today INTEGER NOT NULL DEFAULT 0,
		last_alert_sent TEXT,
		created_at TEXT NOT NULL DEFAULT ${t.now}
	)`,
	`CREATE INDEX alert_subscriptions_buyer ON alert_subscriptions(buyer_id, status)`,
	`CREATE TABLE reviews (
		id ${t.id},
		listing_id INTEGER NOT NULL REFERENCES listings(id) ON DELETE CASCADE,
		buyer_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
		rating INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 5),
		comment TEXT NOT NULL DEFAULT '',
		created_at TEXT NOT NULL DEFAULT ${t.now},
		UNIQUE (listing_id, buyer_id)
	)`,
	`CREATE INDEX reviews_listing ON reviews(listing_id)`,
	`CREATE TABLE flags (
		id ${t.id},
		listing_id INTEGER NOT NULL REFERENCES listings(id) ON DELETE CASCADE,
		user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
		reason TEXT NOT NULL ${oneOf('reason', E.REPORT_REASONS)},
		description TEXT NOT NULL DEFAULT '',
		status TEXT NOT NULL DEFAULT 'PENDING' ${oneOf('status', E.FLAG_STATUSES)},
		resolved_by INTEGER REFERENCES users(id) ON DELETE SET NULL,
		resolved_at TEXT,
		created_at TEXT NOT NULL DEFAULT ${t.now}
	)`,
	`CREATE TABLE admin_chats (
		id ${t.id},
		user_id INTEGER REFERENCES users(id) ON DELETE CASCADE,
		admin_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
		subject TEXT NOT NULL DEFAULT '',
		status TEXT NOT NULL DEFAULT 'OPEN' ${oneOf('status', E.CASE_STATUSES)},
		created_at TEXT NOT NULL DEFAULT ${t.now}
	)`,
	`CREATE TABLE chat_messages (
		id ${t.id},
		chat_id INTEGER NOT NULL REFERENCES admin_chats(id) ON DELETE CASCADE,
		sender_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
		message TEXT NOT NULL,
		is_admin INTEGER NOT NULL DEFAULT 0,
		created_at TEXT NOT NULL DEFAULT ${t.now}
	)`,
	`CREATE TABLE offers (
		id ${t.id},
		listing_id INTEGER NOT NULL REFERENCES listings(id) ON DELETE CASCADE,
		buyer_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
		amount_cents ${t.money} NOT NULL CHECK (amount_cents >= 100),
		message TEXT NOT NULL DEFAULT '',
		status TEXT NOT NULL DEFAULT 'PENDING' ${oneOf('status', E.OFFER_STATUSES)},
		created_at TEXT NOT NULL DEFAULT ${t.now},
		expires_at TEXT,
		seller_response TEXT,
		responded_at TEXT
	)`,
	`CREATE INDEX offers_listing ON offers(listing_id)`,
	`CREATE TABLE trust_scores (
		user_id INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
		score ${t.real} NOT NULL DEFAULT 100,
		level TEXT NOT NULL DEFAULT 'UNVERIFIED' ${oneOf('level', E.TRUST_LEVELS)},
		factors TEXT NOT NULL DEFAULT '{}',
		updated_at TEXT NOT NULL DEFAULT ${t.now}
	)`,
	`CREATE TABLE admin_alerts (
		id ${t.id},
		title TEXT NOT NULL CHECK (length(title) <= 255),
		message TEXT NOT NULL,
		severity TEXT NOT NULL DEFAULT 'INFO' ${oneOf('severity', E.ALERT_TYPES)},
		channel TEXT NOT NULL DEFAULT 'DASHBOARD' ${oneOf('channel', E.ALERT_CHANNELS)},
		is_read INTEGER NOT NULL DEFAULT 0,
		is_resolved INTEGER NOT NULL DEFAULT 0,
		created_at TEXT NOT NULL DEFAULT ${t.now}
	)`,
	`CREATE TABLE moderation_logs (
		id ${t.id},
		admin_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
		target_type TEXT NOT NULL CHECK (length(target_type) <= 50),
		target_id INTEGER NOT NULL,
		action TEXT NOT NULL,
		from_status TEXT,
		to_status TEXT,
		reason TEXT,
		created_at TEXT NOT NULL DEFAULT ${t.now}
	)`,
	`CREATE INDEX moderation_logs_target ON moderation_logs(target_type, target_id)`,
	`CREATE TABLE fraud_alerts (
		id ${t.id},
		user_id INTEGER REFERENCES users(id) ON DELETE CASCADE,
		listing_id INTEGER REFERENCES listings(id) ON DELETE CASCADE,
		risk_level TEXT NOT NULL ${oneOf('risk_level', E.FRAUD_RISKS)},
		risk_score ${t.real} NOT NULL CHECK (risk_score BETWEEN 0 AND 100),
		indicators TEXT NOT NULL DEFAULT '[]',
		metadata TEXT NOT NULL DEFAULT '{}',
		is_reviewed INTEGER NOT NULL DEFAULT 0,
		created_at TEXT NOT NULL DEFAULT ${t.now}
	)`,
	`CREATE TABLE system_metrics (
		id ${t.id},
		metric_name TEXT NOT NULL CHECK (length(metric_name) <= 100),
		value ${t.real} NOT NULL,
		health TEXT ${oneOf('health', E.SYSTEM_HEALTH)},
		recorded_at TEXT NOT NULL DEFAULT ${t.now}
	)`,
	`CREATE TABLE admin_reports (
		id ${t.id},
		title TEXT NOT NULL CHECK (length(title) <= 255),
		type TEXT NOT NULL ${oneOf('type', E.REPORT_TYPES)},
		status TEXT NOT NULL DEFAULT 'PENDING' ${oneOf('status', E.REPORT_STATUSES)},
		config TEXT NOT NULL DEFAULT '{}',
		file_path TEXT CHECK (file_path IS NULL OR length(file_path) <= 500),
		created_by INTEGER REFERENCES users(id) ON DELETE SET NULL,
		created_at TEXT NOT NULL DEFAULT ${t.now}
	)`,
	`CREATE TABLE automated_workflows (
		id ${t.id},
		title TEXT NOT NULL CHECK (length(title) <= 255),
		trigger_conditions TEXT NOT NULL DEFAULT '{}',
		actions TEXT NOT NULL DEFAULT '[]',
		config TEXT NOT NULL DEFAULT '{}',
		status TEXT NOT NULL DEFAULT 'PENDING' ${oneOf('status', E.WORKFLOW_STATUSES)},
		created_at TEXT NOT NULL DEFAULT ${t.now}
	)`,
	`CREATE TABLE cases_management (
		id ${t.id},
		title TEXT NOT NULL CHECK (length(title) <= 255),
		description TEXT NOT NULL DEFAULT '',
		priority TEXT NOT NULL DEFAULT 'MEDIUM' ${oneOf('priority', E.CASE_PRIORITIES)},
		status TEXT NOT NULL DEFAULT 'OPEN' ${oneOf('status', E.CASE_STATUSES)},
		assigned_to INTEGER REFERENCES users(id) ON DELETE SET NULL,
		related_listing_id INTEGER REFERENCES listings(id) ON DELETE SET NULL,
		related_user_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
		evidence TEXT NOT NULL DEFAULT '[]',
		resolution TEXT,
		created_at TEXT NOT NULL DEFAULT ${t.now}
	)`,
	`CREATE TABLE analytics_events (
		id ${t.id},
		event_type TEXT NOT NULL CHECK (length(event_type) <= 100),
		user_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
		session_id TEXT,
		properties TEXT NOT NULL DEFAULT '{}',
		ip_address TEXT CHECK (ip_address IS NULL OR length(ip_address) <= 45),
		created_at TEXT NOT NULL DEFAULT ${t.now}
	)`,
	`CREATE TABLE contact_messages (
		id ${t.id},
		name TEXT NOT NULL,
		email TEXT NOT NULL,
		phone TEXT,
		subject TEXT NOT NULL,
		message TEXT NOT NULL,
		created_at TEXT NOT NULL DEFAULT ${t.now}
	)`,
	`CREATE TABLE issue_reports (
		id ${t.id},
		user_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
		type TEXT NOT NULL ${oneOf('type', E.ISSUE_TYPES)},
		urgency TEXT NOT NULL ${oneOf('urgency', E.ISSUE_URGENCIES)},
		subject TEXT NOT NULL,
		description TEXT NOT NULL,
		evidence TEXT,
		contact TEXT,
		created_at TEXT NOT NULL DEFAULT ${t.now}
	)`,
	`CREATE TABLE mail_outbox (
		id ${t.id},
		to_address TEXT NOT NULL,
		subject TEXT NOT NULL,
		body TEXT NOT NULL,
		created_at TEXT NOT NULL DEFAULT ${t.now},
		sent_at TEXT
	)`,
]

/** SQLite's full-text index of listings (PostgreSQL's arrives with the search words, in 0007). */
const sqliteSearch = [
	`CREATE VIRTUAL TABLE listings_fts USING fts5(title, description, content='listings', content_rowid='id', tokenize='unicode61 remove_diacritics 2')`,
	`CREATE TRIGGER listings_fts_insert AFTER INSERT ON listings BEGIN
		INSERT INTO listings_fts(rowid, title, description) VALUES (new.id, new.title, new.description);
	END`,
	`CREATE TRIGGER listings_fts_delete AFTER DELETE ON listings BEGIN
		INSERT INTO listings_fts(listings_fts, rowid, title, description) VALUES ('delete', old.id, old.title, old.description);
	END`,
	`CREATE TRIGGER listings_fts_update AFTER UPDATE OF title, description ON listings BEGIN
		INSERT INTO listings_fts(listings_fts, rowid, title, description) VALUES ('delete', old.id, old.title, old.description);
		INSERT INTO listings_fts(rowid, title, description) VALUES (new.id, new.title, new.description);
	END`,
]

export async function up(db: Kysely<unknown>) {
	const dialect = dialectOf(db)
	if (dialect === 'postgres') await sql`CREATE EXTENSION IF NOT EXISTS citext`.execute(db)
	for (const statement of statements(columnTypes(dialect))) await sql.raw(statement).execute(db)
	if (dialect === 'sqlite') for (const statement of sqliteSearch) await sql.raw(statement).execute(db)
}
