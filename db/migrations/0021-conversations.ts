import { sql, type Kysely } from 'kysely'
import { columnTypes, dialectOf, type ColumnTypes } from '../dialect.ts'

/** Copied here, not imported: a migration carries the data it needs (docs/architecture.md). */
const OFFER_EVENTS = ['made', 'countered', 'accepted', 'rejected', 'withdrawn', 'expired']
const REPORT_STATUSES = ['PENDING', 'REVIEWED', 'RESOLVED', 'DISMISSED']
const list = (values: readonly string[]) => values.map((v) => `'${v}'`).join(', ')

/**
 * Buyers and sellers talk inside Soko (issue 24 §1, §2):
 * - conversations: one per buyer and listing (UNIQUE), with the listing's seller copied so each side's inbox is one
 *   index (party, last_message_at). last_message_id names the newest message (the inbox shows it without searching);
 *   buyer_unread and seller_unread count what each side has not read, so the inbox and the header count read no
 *   messages; *_read_id is the newest message each side has seen. blocked_by: the side that blocked; the other may
 *   no longer write.
 * - conversation_messages: what was written (kind MESSAGE) or an offer's move (kind OFFER: the offer, the event and
 *   the amount then), in order of id; warning is the code of the scam check a message failed (shown to the receiver).
 *   The partial index finds a sender's warned messages for the fraud signals.
 * - conversation_reports: a party reports a conversation to the moderation queue; one open report per reporter
 *   (the partial unique index, repeated word for word by the upsert).
 * - cases_management.related_conversation_id: a fraud case a conversation is attached to (admins may read it then).
 * - seller_profiles.talk_in_soko_only: the seller's "Talk in Soko only" (Contact offers Message, not the number).
 */
const statements = (t: ColumnTypes) => [
	`CREATE TABLE conversations (
		id ${t.id},
		listing_id INTEGER NOT NULL REFERENCES listings(id) ON DELETE CASCADE,
		buyer_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
		seller_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
		created_at TEXT NOT NULL DEFAULT ${t.now},
		last_message_at TEXT NOT NULL DEFAULT ${t.now},
		last_message_id INTEGER,
		buyer_unread INTEGER NOT NULL DEFAULT 0,
		seller_unread INTEGER NOT NULL DEFAULT 0,
		buyer_read_id INTEGER NOT NULL DEFAULT 0,
		seller_read_id INTEGER NOT NULL DEFAULT 0,
		blocked_by INTEGER REFERENCES users(id) ON DELETE SET NULL,
		blocked_at TEXT,
		UNIQUE (listing_id, buyer_id),
		CHECK (buyer_id <> seller_id)
	)`,
	`CREATE INDEX conversations_buyer_inbox ON conversations(buyer_id, last_message_at)`,
	`CREATE INDEX conversations_seller_inbox ON conversations(seller_id, last_message_at)`,
	`CREATE TABLE conversation_messages (
		id ${t.id},
		conversation_id INTEGER NOT NULL REFERENCES conversations(id) ON DELETE CASCADE,
		sender_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
		kind TEXT NOT NULL CHECK (kind IN ('MESSAGE', 'OFFER')),
		body TEXT NOT NULL DEFAULT '',
		offer_id INTEGER REFERENCES offers(id) ON DELETE SET NULL,
		offer_event TEXT CHECK (offer_event IN (${list(OFFER_EVENTS)})),
		amount_cents ${t.money},
		warning TEXT,
		created_at TEXT NOT NULL DEFAULT ${t.now},
		CHECK ((kind = 'OFFER') = (offer_event IS NOT NULL))
	)`,
	`CREATE INDEX conversation_messages_thread ON conversation_messages(conversation_id, id)`,
	`CREATE INDEX conversation_messages_warned ON conversation_messages(sender_id, created_at) WHERE warning IS NOT NULL`,
	`CREATE TABLE conversation_reports (
		id ${t.id},
		conversation_id INTEGER NOT NULL REFERENCES conversations(id) ON DELETE CASCADE,
		reporter_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
		reason TEXT NOT NULL,
		status TEXT NOT NULL DEFAULT 'PENDING' CHECK (status IN (${list(REPORT_STATUSES)})),
		resolved_by INTEGER REFERENCES users(id) ON DELETE SET NULL,
		resolved_at TEXT,
		created_at TEXT NOT NULL DEFAULT ${t.now},
		updated_at TEXT
	)`,
	`CREATE UNIQUE INDEX conversation_reports_open ON conversation_reports(conversation_id, reporter_id) WHERE status IN ('PENDING', 'REVIEWED')`,
	`CREATE INDEX conversation_reports_queue ON conversation_reports(status, created_at)`,
	`ALTER TABLE cases_management ADD COLUMN related_conversation_id INTEGER REFERENCES conversations(id) ON DELETE SET NULL`,
	`CREATE INDEX cases_management_conversation ON cases_management(related_conversation_id) WHERE related_conversation_id IS NOT NULL`,
	`ALTER TABLE seller_profiles ADD COLUMN talk_in_soko_only INTEGER NOT NULL DEFAULT 0`,
]

export async function up(db: Kysely<unknown>) {
	for (const statement of statements(columnTypes(dialectOf(db)))) await sql.raw(statement).execute(db)
}
