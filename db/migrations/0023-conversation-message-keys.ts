import { sql, type Kysely } from 'kysely'

/**
 * A message written offline waits in the service worker's queue and may be sent twice (a replay cut off after the
 * server stored it). Each carries the key its page made for it (issue 24 §1): a sender's key is stored once, and a
 * second send of it is answered with the message already stored. Older messages have none (NULL: never equal).
 */
export async function up(db: Kysely<unknown>) {
	await sql`ALTER TABLE conversation_messages ADD COLUMN client_key TEXT`.execute(db)
	await sql`CREATE UNIQUE INDEX conversation_messages_client_key ON conversation_messages(sender_id, client_key) WHERE client_key IS NOT NULL`.execute(db)
}
