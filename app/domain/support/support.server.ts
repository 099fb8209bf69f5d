import type { Database } from '#db/database.ts'
import type { Env } from '#app/env.server.ts'
import { queueMail, type Mail } from '../notify/mail.server.ts'
import { RATE_LIMITS, requireWithinRateLimit } from '../limits/rate-limits.server.ts'
import { ISSUE_TYPE_LABELS, ISSUE_URGENCY_INFO } from './content.ts'
import { isSupportOpen, nextOpeningAt, supportHoursRows } from './hours.ts'
import { type ContactInput, type ReportIssueInput } from './schemas.ts'

/** One line per field, "(not given)" for empty optional ones, so support can read the mail on any phone. */
function mailBody(lines: [string, string | null | undefined][], text: [string, string][]) {
	const head = lines.map(([k, v]) => `${k}: ${v?.trim() ? v : '(not given)'}`).join('\n')
	const blocks = text.map(([k, v]) => `${k}:\n${v}`).join('\n\n')
	return `${head}\n\n${blocks}\n`
}

/** Keeps a user-typed line safe to use as a mail subject (no line breaks). */
function oneLine(text: string) {
	return text.replace(/\s+/g, ' ').trim()
}

export type SupportSettings = Pick<Env, 'SUPPORT_EMAIL' | 'SUPPORT_PHONE' | 'SUPPORT_HOURS'>

/** What the support pages show: the configured ways to reach support (unset ones left out) and the hours' promise. */
export function supportDetails(settings: SupportSettings, now: Date = new Date()) {
	const phone = settings.SUPPORT_PHONE
	return {
		email: settings.SUPPORT_EMAIL ?? null,
		phone: phone ? { text: phone, href: `tel:${phone.replace(/ /g, '')}` } : null,
		hours: supportHoursRows(settings.SUPPORT_HOURS),
		open: isSupportOpen(settings.SUPPORT_HOURS, now),
		// The reply promise is said from these two in the page's language (replyWords).
		opening: nextOpeningAt(settings.SUPPORT_HOURS, now),
	}
}

/** The reference a reporter can quote: "SOKO-2026-000123", the year it was made and the row id. */
export function reportReference(id: number, createdAt: string) {
	return `SOKO-${createdAt.slice(0, 4)}-${String(id).padStart(6, '0')}`
}

/** Queues mail to support when SUPPORT_EMAIL is set; without it the stored row is all there is. */
async function mailSupport(db: Database, to: string | undefined, mail: Omit<Mail, 'to'>) {
	if (to) await queueMail(db, { to, ...mail })
}

/** Stores a contact-form message and queues an email to support, both or neither; a flood from one address is refused (429). */
export async function submitContactMessage(
	db: Database,
	{ clientAddress, supportEmail, ...input }: ContactInput & { clientAddress: string; supportEmail: string | undefined },
) {
	await requireWithinRateLimit(db, { rule: RATE_LIMITS.contactPerAddress, subject: clientAddress })
	return db.transaction().execute(async (trx) => {
		const { id } = await trx
			.insertInto('contact_messages')
			.values({
				name: input.name,
				email: input.email,
				phone: input.phone ?? null,
				subject: input.subject,
				message: input.message,
			})
			.returning('id')
			.executeTakeFirstOrThrow()
		await mailSupport(trx, supportEmail, {
			subject: `[Contact #${id}] ${oneLine(input.subject)}`,
			body: mailBody(
				[
					['From', input.name],
					['Email', input.email],
					['Phone', input.phone],
					['Subject', input.subject],
				],
				[['Message', input.message]],
			),
		})
		return { id }
	})
}

/**
 * Stores an issue report (with the reporter's user id when logged in) and queues an email to support; rate limited
 * per address. Returns the report's reference, which names it in the mail too.
 */
export async function submitIssueReport(
	db: Database,
	{ clientAddress, supportEmail, ...input }: ReportIssueInput & { userId: number | null; clientAddress: string; supportEmail: string | undefined },
) {
	await requireWithinRateLimit(db, { rule: RATE_LIMITS.reportPerAddress, subject: clientAddress })
	return db.transaction().execute(async (trx) => {
		const { id, created_at } = await trx
			.insertInto('issue_reports')
			.values({
				user_id: input.userId,
				type: input.type,
				urgency: input.urgency,
				subject: input.subject,
				description: input.description,
				evidence: input.evidence ?? null,
				contact: input.contact ?? null,
			})
			.returning(['id', 'created_at'])
			.executeTakeFirstOrThrow()
		const reference = reportReference(id, created_at)
		const urgency = ISSUE_URGENCY_INFO[input.urgency]
		await mailSupport(trx, supportEmail, {
			subject: `[Report ${reference}] [${urgency.label.toUpperCase()}] ${ISSUE_TYPE_LABELS[input.type]}: ${oneLine(input.subject)}`,
			body: mailBody(
				[
					['Reference', reference],
					['Type', ISSUE_TYPE_LABELS[input.type]],
					['Urgency', `${urgency.label} (respond in ${urgency.response})`],
					['Reported by user', input.userId === null ? null : `#${input.userId}`],
					['Contact', input.contact],
					['Subject', input.subject],
				],
				[
					['Description', input.description],
					['Evidence', input.evidence ?? '(not given)'],
				],
			),
		})
		return { id, reference }
	})
}
