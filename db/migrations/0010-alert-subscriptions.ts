import { sql, type Kysely } from 'kysely'
import { columnTypes, dialectOf, type ColumnTypes } from '../dialect.ts'

/**
 * Email-alert subscriptions paid by M-PESA receipt (issue 10 §1).
 * - A receipt buys one subscription, whoever enters it: the UNIQUE index settles two people racing with the same one.
 * - c2b_payments: the C2B confirmations Safaricom sent us, so outside the simulator a receipt is only taken when
 *   Safaricom said it was paid (trans_id is M-PESA's receipt number; a repeated confirmation is kept once).
 */
const statements = (t: ColumnTypes) => [
	`CREATE UNIQUE INDEX alert_subscriptions_receipt ON alert_subscriptions(mpesa_receipt)`,
	`CREATE TABLE c2b_payments (
		id ${t.id},
		trans_id TEXT NOT NULL UNIQUE,
		amount_cents ${t.money} NOT NULL,
		msisdn TEXT,
		bill_ref TEXT,
		trans_time TEXT,
		received_at TEXT NOT NULL DEFAULT ${t.now},
		raw TEXT NOT NULL
	)`,
]

export async function up(db: Kysely<unknown>) {
	for (const statement of statements(columnTypes(dialectOf(db)))) await sql.raw(statement).execute(db)
}
