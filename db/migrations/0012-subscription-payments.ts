import { sql, type Kysely } from 'kysely'
import { columnTypes, dialectOf, type ColumnTypes } from '../dialect.ts'
import { PAYMENT_STATUSES } from '../enums.ts'

/**
 * Subscriptions paid by STK push (issue 10): a payment attempt pays either a listing's fee (listing_id) or a month of
 * a product (product, for the attempt's user_id), never both. SQLite can't drop a NOT NULL, so there the table is
 * rebuilt (nothing references it); PostgreSQL alters it in place.
 */
const PRODUCT = `CHECK (product IN ('EMAIL_ALERTS', 'BUYER_PLAN'))`
const ONE_TARGET = `CHECK ((listing_id IS NULL) <> (product IS NULL))`
const COLUMNS =
	'id, listing_id, user_id, checkout_request_id, merchant_request_id, phone, amount_cents, status, result_code, result_desc, mpesa_receipt, created_at, completed_at'

const indexes = [
	`CREATE INDEX payment_attempts_listing ON payment_attempts(listing_id, created_at)`,
	`CREATE INDEX payment_attempts_pending ON payment_attempts(status, created_at)`,
	// The "a prompt is already on your phone" check for a user's product.
	`CREATE INDEX payment_attempts_user_product ON payment_attempts(user_id, product, created_at)`,
]

const sqlite = (t: ColumnTypes) => [
	`CREATE TABLE payment_attempts_new (
		id ${t.id},
		listing_id INTEGER REFERENCES listings(id) ON DELETE CASCADE,
		user_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
		checkout_request_id TEXT NOT NULL UNIQUE,
		merchant_request_id TEXT,
		phone TEXT NOT NULL,
		amount_cents ${t.money} NOT NULL,
		status TEXT NOT NULL DEFAULT 'PENDING' CHECK (status IN (${PAYMENT_STATUSES.map((s) => `'${s}'`).join(', ')})),
		result_code INTEGER,
		result_desc TEXT,
		mpesa_receipt TEXT,
		created_at TEXT NOT NULL DEFAULT ${t.now},
		completed_at TEXT,
		product TEXT ${PRODUCT},
		${ONE_TARGET}
	)`,
	`INSERT INTO payment_attempts_new (${COLUMNS}) SELECT ${COLUMNS} FROM payment_attempts`,
	`DROP TABLE payment_attempts`,
	`ALTER TABLE payment_attempts_new RENAME TO payment_attempts`,
	...indexes,
]

const postgres = [
	`ALTER TABLE payment_attempts ADD COLUMN product TEXT ${PRODUCT}`,
	`ALTER TABLE payment_attempts ALTER COLUMN listing_id DROP NOT NULL`,
	`ALTER TABLE payment_attempts ADD CONSTRAINT payment_attempts_one_target ${ONE_TARGET}`,
	indexes[2]!,
]

export async function up(db: Kysely<unknown>) {
	const dialect = dialectOf(db)
	const statements = dialect === 'postgres' ? postgres : sqlite(columnTypes(dialect))
	for (const statement of statements) await sql.raw(statement).execute(db)
}
