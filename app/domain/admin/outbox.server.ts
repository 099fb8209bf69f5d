import type { Database } from '#db/database.ts'

const LATEST = 50

export type OutboxStatus = 'SENT' | 'QUEUED' | 'FAILED'

export type OutboxRow = {
	id: number
	to: string
	/** The SMS's text or the email's subject. */
	text: string
	/** An email's plain text, when asked for (null for SMS: `text` is all of it). */
	body: string | null
	created_at: string
	sent_at: string | null
	status: OutboxStatus
	error: string | null
}

/** An SMS with an error is never retried; an email only when it waits for `retry_at` (mail-sender.server.ts). */
function statusOf(row: { sent_at: string | null; error: string | null; retry_at?: string | null }): OutboxStatus {
	if (row.sent_at) return 'SENT'
	return row.error && !row.retry_at ? 'FAILED' : 'QUEUED'
}

// What both outboxes share: when, and whether it went.
const common = (r: { id: number; created_at: string; sent_at: string | null; error: string | null; retry_at?: string | null }) => ({
	id: r.id,
	created_at: r.created_at,
	sent_at: r.sent_at,
	status: statusOf(r),
})

/**
 * /admin/messages: the latest texts and emails, newest first, whether sent, still waiting or failed, and why not.
 * Email bodies only `withMailBodies`: they carry password-reset links, which are for their recipient alone.
 */
export async function latestMessages(db: Database, { withMailBodies = false } = {}): Promise<{ sms: OutboxRow[]; mail: OutboxRow[] }> {
	const [sms, mail] = await Promise.all([
		db
			.selectFrom('sms_outbox')
			.select(['id', 'to_phone', 'body', 'created_at', 'sent_at', 'error'])
			.orderBy('id', 'desc')
			.limit(LATEST)
			.execute(),
		db
			.selectFrom('mail_outbox')
			.select(['id', 'to_address', 'subject', 'body', 'created_at', 'sent_at', 'error', 'retry_at'])
			.orderBy('id', 'desc')
			.limit(LATEST)
			.execute(),
	])
	return {
		sms: sms.map((r) => ({ ...common(r), to: r.to_phone, text: r.body, body: null, error: r.error })),
		mail: mail.map((r) => ({ ...common(r), to: r.to_address, text: r.subject, body: withMailBodies ? r.body : null, error: r.error })),
	}
}
