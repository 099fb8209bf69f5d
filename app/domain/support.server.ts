import type { Database } from '#db/database.ts'
import { queueMail, SUPPORT_ADDRESS } from './mail.server.ts'
import { RATE_LIMITS, requireWithinRateLimit } from './limits/rate-limits.server.ts'
import { ISSUE_TYPE_LABELS, ISSUE_URGENCY_INFO, SUPPORT_HOURS } from './support-content.ts'
import { type ContactInput, type ReportIssueInput } from './support-schemas.ts'

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

/** Stores a contact-form message and queues an email to support, both or neither; a flood from one address is refused (429). */
export async function submitContactMessage(db: Database, { clientAddress, ...input }: ContactInput & { clientAddress: string }) {
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
		await queueMail(trx, {
			to: SUPPORT_ADDRESS,
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

/** Stores an issue report (with the reporter's user id when logged in) and queues an email to support; rate limited per address. */
export async function submitIssueReport(
	db: Database,
	{ clientAddress, ...input }: ReportIssueInput & { userId: number | null; clientAddress: string },
) {
	await requireWithinRateLimit(db, { rule: RATE_LIMITS.reportPerAddress, subject: clientAddress })
	return db.transaction().execute(async (trx) => {
		const { id } = await trx
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
			.returning('id')
			.executeTakeFirstOrThrow()
		const urgency = ISSUE_URGENCY_INFO[input.urgency]
		await queueMail(trx, {
			to: SUPPORT_ADDRESS,
			subject: `[Report #${id}] [${urgency.label.toUpperCase()}] ${ISSUE_TYPE_LABELS[input.type]}: ${oneLine(input.subject)}`,
			body: mailBody(
				[
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
		return { id }
	})
}

const nairobiClock = new Intl.DateTimeFormat('en-GB', {
	timeZone: 'Africa/Nairobi',
	weekday: 'short',
	hour: 'numeric',
	hourCycle: 'h23',
})
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']

/** Whether support is open at `now`, by the clock in Nairobi: Mon-Fri 8-18, Sat 9-14, Sunday closed. */
export function isSupportOpen(now: Date = new Date()) {
	const parts = nairobiClock.formatToParts(now)
	const day = WEEKDAYS.indexOf(parts.find((p) => p.type === 'weekday')?.value ?? '')
	const hour = Number(parts.find((p) => p.type === 'hour')?.value)
	const hours = SUPPORT_HOURS.find((h) => (h.days as readonly number[]).includes(day))
	return hours !== undefined && hour >= hours.from && hour < hours.to
}
