import type { Database } from '#db/database.ts'

/**
 * An email: plain text always (the body every client can show), optionally the same message as HTML, and extra
 * headers such as `List-Unsubscribe` + `List-Unsubscribe-Post: List-Unsubscribe=One-Click` for alert mail.
 */
export type Mail = { to: string; subject: string; body: string; html?: string; headers?: Record<string, string> }

/**
 * Queues an email in `mail_outbox` (DESIGN.md §1: sent over SMTP when `SMTP_URL` is set, else it stays in the
 * table for an admin to read). Pass a transaction to queue it together with the row it is about.
 */
export async function queueMail(db: Database, mail: Mail) {
	const row = await db
		.insertInto('mail_outbox')
		.values({
			to_address: mail.to,
			subject: mail.subject,
			body: mail.body,
			html: mail.html ?? null,
			headers: mail.headers && Object.keys(mail.headers).length > 0 ? JSON.stringify(mail.headers) : null,
		})
		.returning('id')
		.executeTakeFirstOrThrow()
	return row.id
}

/** The extra headers a queued row carries (see queueMail). */
export function storedHeaders(json: string | null): Record<string, string> {
	if (!json) return {}
	const parsed: unknown = JSON.parse(json)
	if (typeof parsed !== 'object' || parsed === null) return {}
	return Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'))
}
