import { sql, type Kysely } from 'kysely'

/**
 * Chat support (issue 11 §4): one conversation per signed-in user or per browser (guest_key, the random value of a
 * signed cookie), kept across restarts.
 * - admin_chats: user_name is how the user appears (their phone, or Guest); bot_misses counts the bot's answers in a
 *   row that said it did not know (two hand over); handed_over_at is when a person was asked for, which puts the
 *   conversation in the admin Support inbox; last_message_at orders the inbox; admin_read_id is the newest message
 *   an admin has seen, so the inbox counts what is unread. The unique indexes make two instances agree on the one
 *   conversation a user has.
 * - chat_messages: is_bot marks the bot's answers; sender_name is shown with the message (phone, Guest, Soko Bot).
 */
const statements = [
	`ALTER TABLE admin_chats ADD COLUMN guest_key TEXT`,
	`ALTER TABLE admin_chats ADD COLUMN user_name TEXT NOT NULL DEFAULT 'Guest'`,
	`ALTER TABLE admin_chats ADD COLUMN bot_misses INTEGER NOT NULL DEFAULT 0`,
	`ALTER TABLE admin_chats ADD COLUMN handed_over_at TEXT`,
	`ALTER TABLE admin_chats ADD COLUMN last_message_at TEXT`,
	`UPDATE admin_chats SET last_message_at = created_at`,
	`ALTER TABLE admin_chats ADD COLUMN admin_read_id INTEGER NOT NULL DEFAULT 0`,
	`CREATE UNIQUE INDEX admin_chats_user ON admin_chats(user_id)`,
	`CREATE UNIQUE INDEX admin_chats_guest ON admin_chats(guest_key)`,
	`CREATE INDEX admin_chats_inbox ON admin_chats(status, last_message_at)`,
	`ALTER TABLE chat_messages ADD COLUMN is_bot INTEGER NOT NULL DEFAULT 0`,
	`ALTER TABLE chat_messages ADD COLUMN sender_name TEXT NOT NULL DEFAULT ''`,
	`CREATE INDEX chat_messages_chat ON chat_messages(chat_id, id)`,
]

export async function up(db: Kysely<unknown>) {
	for (const statement of statements) await sql.raw(statement).execute(db)
}
