import { sql, type Kysely } from 'kysely'
import { columnTypes, dialectOf, type ColumnTypes } from '../dialect.ts'

const statements = (t: ColumnTypes) => [
	// A negotiation: the seller may answer an offer with a counter amount (their words go in seller_response).
	`ALTER TABLE offers ADD COLUMN counter_amount_cents ${t.money} CHECK (counter_amount_cents IS NULL OR counter_amount_cents >= 100)`,
	// Who moved last says whose turn it is while the offer is open: the seller's after an offer, the buyer's after a counter.
	`ALTER TABLE offers ADD COLUMN last_move_by TEXT NOT NULL DEFAULT 'BUYER' CHECK (last_move_by IN ('BUYER', 'SELLER'))`,
	// One open offer per buyer per listing: a new one replaces the old in the same transaction, and a race is refused.
	`CREATE UNIQUE INDEX offers_one_open ON offers(listing_id, buyer_id) WHERE status = 'PENDING'`,
	`CREATE INDEX offers_buyer ON offers(buyer_id, created_at)`,
	`CREATE INDEX offers_open_expiry ON offers(expires_at) WHERE status = 'PENDING'`,
]

export async function up(db: Kysely<unknown>) {
	for (const statement of statements(columnTypes(dialectOf(db)))) await sql.raw(statement).execute(db)
}
