import type { Database } from '#db/database.ts'

export type Mail = { to: string; subject: string; body: string }

/**
 * Queues a plain-text email in `mail_outbox` (DESIGN.md §1: sent over SMTP when `SMTP_URL` is set, else it stays
 * in the table for an admin to read). Pass a transaction to queue it together with the row it is about.
 */
export async function queueMail(db: Database, mail: Mail) {
	const row = await db
		.insertInto('mail_outbox')
		.values({ to_address: mail.to, subject: mail.subject, body: mail.body })
		.returning('id')
		.executeTakeFirstOrThrow()
	return row.id
}
