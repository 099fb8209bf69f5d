import { sql, type Kysely } from 'kysely'
import { columnTypes, dialectOf, type ColumnTypes } from '../dialect.ts'
import { NOTIFICATION_KINDS } from '../enums.ts'

/**
 * Being told what happened (issue 24 §1b):
 * - notifications: one row per thing a person is told (a listing approved, an offer countered, a new message), what it
 *   is about (listing, offer, conversation: whichever apply), the words' parameters as JSON, how it was also sent
 *   (`channel`: SMS, EMAIL or NULL for the list only) and when it was read. `once_key` makes a notice that must be given
 *   once (a listing about to expire, for this expiry) unique whichever instance writes it. conversation_id has no
 *   foreign key: the conversations table is built beside this one (0021) and deleting a conversation is its job.
 * - users.notify_channel: the person's choice of SMS or EMAIL; NULL until they choose (see notifications/channel.ts).
 */
const statements = (t: ColumnTypes) => [
	`ALTER TABLE users ADD COLUMN notify_channel TEXT CHECK (notify_channel IN ('SMS', 'EMAIL'))`,
	`CREATE TABLE notifications (
		id ${t.id},
		user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
		kind TEXT NOT NULL CHECK (kind IN (${NOTIFICATION_KINDS.map((k) => `'${k}'`).join(', ')})),
		listing_id INTEGER REFERENCES listings(id) ON DELETE CASCADE,
		offer_id INTEGER REFERENCES offers(id) ON DELETE CASCADE,
		conversation_id INTEGER,
		params TEXT NOT NULL DEFAULT '{}',
		channel TEXT CHECK (channel IN ('SMS', 'EMAIL')),
		once_key TEXT UNIQUE,
		created_at TEXT NOT NULL DEFAULT ${t.now},
		read_at TEXT
	)`,
	`CREATE INDEX notifications_user ON notifications(user_id, id)`,
	`CREATE INDEX notifications_unread ON notifications(user_id) WHERE read_at IS NULL`,
]

export async function up(db: Kysely<unknown>) {
	for (const statement of statements(columnTypes(dialectOf(db)))) await sql.raw(statement).execute(db)
}
