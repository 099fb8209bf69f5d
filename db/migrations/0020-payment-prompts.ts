import { sql, type Kysely } from 'kysely'
import { columnTypes, dialectOf, type ColumnTypes } from '../dialect.ts'
import { PAYMENT_STATUSES } from '../enums.ts'

/**
 * Payment prompts recorded before they are sent (issue 21 §2, §4b):
 * - payment_attempts.reference: ours, sent to Daraja as AccountReference (it comes back as a C2B confirmation's
 *   BillRefNumber), so a push whose answer never came can still be matched; checkout_request_id is unknown until then.
 * - payment_attempts.in_flight: 1 while the prompt may still be on the payer's phone. A partial unique index lets one
 *   listing (and one user's product) hold one such prompt, whichever instance is asked.
 * - unmatched_payments: a paid STK callback no attempt could be found for, kept for the admin's Payment Fixer.
 * SQLite can't drop a NOT NULL, so there the table is rebuilt (nothing references it); PostgreSQL alters it in place.
 */
const COLUMNS =
	'id, listing_id, user_id, checkout_request_id, merchant_request_id, phone, amount_cents, status, result_code, result_desc, mpesa_receipt, created_at, completed_at, product'

const indexes = [
	`CREATE INDEX payment_attempts_listing ON payment_attempts(listing_id, created_at)`,
	`CREATE INDEX payment_attempts_pending ON payment_attempts(status, created_at)`,
	`CREATE INDEX payment_attempts_user_product ON payment_attempts(user_id, product, created_at)`,
	`CREATE INDEX payment_attempts_phone ON payment_attempts(phone, created_at)`,
]

const inFlight = [
	`CREATE UNIQUE INDEX payment_attempts_prompt_listing ON payment_attempts(listing_id) WHERE in_flight = 1 AND listing_id IS NOT NULL`,
	`CREATE UNIQUE INDEX payment_attempts_prompt_product ON payment_attempts(user_id, product) WHERE in_flight = 1 AND product IS NOT NULL`,
]

const unmatched = (t: ColumnTypes) => `CREATE TABLE unmatched_payments (
	id ${t.id},
	checkout_request_id TEXT NOT NULL UNIQUE,
	mpesa_receipt TEXT,
	amount_cents ${t.money} NOT NULL,
	phone TEXT,
	paid_at TEXT NOT NULL,
	raw TEXT NOT NULL,
	received_at TEXT NOT NULL DEFAULT ${t.now}
)`

const sqlite = (t: ColumnTypes) => [
	`CREATE TABLE payment_attempts_new (
		id ${t.id},
		listing_id INTEGER REFERENCES listings(id) ON DELETE CASCADE,
		user_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
		checkout_request_id TEXT UNIQUE,
		merchant_request_id TEXT,
		phone TEXT NOT NULL,
		amount_cents ${t.money} NOT NULL,
		status TEXT NOT NULL DEFAULT 'PENDING' CHECK (status IN (${PAYMENT_STATUSES.map((s) => `'${s}'`).join(', ')})),
		result_code INTEGER,
		result_desc TEXT,
		mpesa_receipt TEXT,
		created_at TEXT NOT NULL DEFAULT ${t.now},
		completed_at TEXT,
		product TEXT CHECK (product IN ('EMAIL_ALERTS', 'BUYER_PLAN')),
		reference TEXT UNIQUE,
		in_flight INTEGER CHECK (in_flight = 1),
		CHECK ((listing_id IS NULL) <> (product IS NULL))
	)`,
	`INSERT INTO payment_attempts_new (${COLUMNS}) SELECT ${COLUMNS} FROM payment_attempts`,
	`DROP TABLE payment_attempts`,
	`ALTER TABLE payment_attempts_new RENAME TO payment_attempts`,
	...indexes,
	...inFlight,
	unmatched(t),
]

const postgres = (t: ColumnTypes) => [
	`ALTER TABLE payment_attempts ALTER COLUMN checkout_request_id DROP NOT NULL`,
	`ALTER TABLE payment_attempts ADD COLUMN reference TEXT UNIQUE`,
	`ALTER TABLE payment_attempts ADD COLUMN in_flight INTEGER CHECK (in_flight = 1)`,
	indexes[3]!,
	...inFlight,
	unmatched(t),
]

export async function up(db: Kysely<unknown>) {
	const dialect = dialectOf(db)
	const statements = dialect === 'postgres' ? postgres(columnTypes(dialect)) : sqlite(columnTypes(dialect))
	for (const statement of statements) await sql.raw(statement).execute(db)
}
