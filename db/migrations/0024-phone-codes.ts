import { sql, type Kysely } from 'kysely'
import { columnTypes, dialectOf, type ColumnTypes } from '../dialect.ts'

/**
 * SMS codes that prove a phone is the person's (issue 25):
 * - phone_codes: one open code per account and purpose (`verify` the account's number, `change` to a new number,
 *   `reset` the password), for the number it was sent to. Only an HMAC of the code is kept (see code-hash.server.ts);
 *   `tries` counts wrong guesses (5 kill it), `used` marks it spent. A new code replaces the row (the unique key).
 * - users.pending_phone: a number the account claimed but must verify before it is theirs: a new number on the profile
 *   (the old stays until the code is entered), or a number another account holds unverified for over a day (squatting:
 *   the holder loses it only when this account verifies).
 * - users.phone_set_at: when users.phone was set, if not at registration: a number unverified for 24 hours since may be
 *   taken by the person who verifies it.
 */
const statements = (t: ColumnTypes) => [
	`ALTER TABLE users ADD COLUMN pending_phone TEXT`,
	`ALTER TABLE users ADD COLUMN phone_set_at TEXT`,
	`CREATE TABLE phone_codes (
		id ${t.id},
		user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
		purpose TEXT NOT NULL CHECK (purpose IN ('verify', 'change', 'reset')),
		phone TEXT NOT NULL,
		code_hash TEXT NOT NULL,
		salt TEXT NOT NULL,
		tries INTEGER NOT NULL DEFAULT 0,
		used INTEGER NOT NULL DEFAULT 0,
		expires_at TEXT NOT NULL,
		created_at TEXT NOT NULL DEFAULT ${t.now},
		UNIQUE (user_id, purpose)
	)`,
	`CREATE INDEX users_pending_phone ON users(pending_phone) WHERE pending_phone IS NOT NULL`,
]

export async function up(db: Kysely<unknown>) {
	for (const statement of statements(columnTypes(dialectOf(db)))) await sql.raw(statement).execute(db)
}
