import { sql, type Kysely } from 'kysely'
import { columnTypes, dialectOf, type ColumnTypes } from '../dialect.ts'
import { PAYMENT_STATUSES } from '../enums.ts'

const paymentStatus = `CHECK (status IN (${PAYMENT_STATUSES.map((s) => `'${s}'`).join(', ')}))`

const statements = (t: ColumnTypes) => [
	// One row per STK push: the callback and the status query find it by CheckoutRequestID, so retries are idempotent.
	`CREATE TABLE payment_attempts (
		id ${t.id},
		listing_id INTEGER NOT NULL REFERENCES listings(id) ON DELETE CASCADE,
		user_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
		checkout_request_id TEXT NOT NULL UNIQUE,
		merchant_request_id TEXT,
		phone TEXT NOT NULL,
		amount_cents ${t.money} NOT NULL,
		status TEXT NOT NULL DEFAULT 'PENDING' ${paymentStatus},
		result_code INTEGER,
		result_desc TEXT,
		mpesa_receipt TEXT,
		created_at TEXT NOT NULL DEFAULT ${t.now},
		completed_at TEXT
	)`,
	`CREATE INDEX payment_attempts_listing ON payment_attempts(listing_id, created_at)`,
	`CREATE INDEX payment_attempts_pending ON payment_attempts(status, created_at)`,
	// Photos uploaded but not yet on a listing; the sweep job deletes the files of those never used.
	`CREATE TABLE uploads (
		public_id TEXT PRIMARY KEY,
		user_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
		bytes INTEGER NOT NULL,
		width INTEGER NOT NULL,
		height INTEGER NOT NULL,
		created_at TEXT NOT NULL DEFAULT ${t.now}
	)`,
	`CREATE INDEX uploads_created ON uploads(created_at)`,
	`CREATE INDEX listing_photos_cloudinary ON listing_photos(cloudinary_id)`,
]

export async function up(db: Kysely<unknown>) {
	for (const statement of statements(columnTypes(dialectOf(db)))) await sql.raw(statement).execute(db)
}
