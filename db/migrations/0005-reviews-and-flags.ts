import { sql, type Kysely } from 'kysely'

const statements = [
	// A buyer's second review of a listing updates the first (an upsert on UNIQUE (listing_id, buyer_id)); when it
	// last changed is shown with it, and tells the API a new review (201) from an update (200).
	`ALTER TABLE reviews ADD COLUMN updated_at TEXT`,
	`ALTER TABLE flags ADD COLUMN updated_at TEXT`,
	// One open report per user per listing: a second while it is open updates it (an upsert on this index); once an
	// admin has resolved or dismissed it, the user may report the listing again. Also serves the admin's list of open
	// reports by listing. The predicate is repeated word for word by the upsert (flags.server.ts) and must stay equal.
	`CREATE UNIQUE INDEX flags_open_per_user ON flags(listing_id, user_id) WHERE status IN ('PENDING', 'REVIEWED')`,
]

export async function up(db: Kysely<unknown>) {
	for (const statement of statements) await sql.raw(statement).execute(db)
}
