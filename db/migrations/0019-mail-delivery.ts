import { sql, type Kysely } from 'kysely'

/**
 * Mail that bounces (issue 21 §4b): a message the server refuses for good keeps its reason in `error` and is not tried
 * again; one refused for now (4xx, the server out of reach) keeps the reason too, counts its `attempts` and waits until
 * `retry_at`. Neither holds back the messages queued after it.
 */
export async function up(db: Kysely<unknown>) {
	await sql`ALTER TABLE mail_outbox ADD COLUMN error TEXT`.execute(db)
	await sql`ALTER TABLE mail_outbox ADD COLUMN attempts INTEGER NOT NULL DEFAULT 0`.execute(db)
	await sql`ALTER TABLE mail_outbox ADD COLUMN retry_at TEXT`.execute(db)
}
