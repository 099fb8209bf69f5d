import { z } from 'zod'
import { ISSUE_TYPES, ISSUE_URGENCIES } from '#db/enums.ts'
import { CONTACT_LIMITS, REPORT_LIMITS } from './content.ts'
import { plainTextField } from '#app/utils/plain-text.ts'

/** A required text field: hidden characters dropped, trimmed, not empty, at most `max` characters. */
function required(message: string, max: number, tooLong: string, options?: { multiline: boolean }) {
	return plainTextField(z.string({ error: message }).trim().min(1, message).max(max, tooLong), options)
}

/** An optional text field: empty means absent. */
function optional(max: number, tooLong: string, options?: { multiline: boolean }) {
	return plainTextField(
		z
			.string()
			.trim()
			.max(max, tooLong)
			.optional()
			.transform((v) => (v ? v : undefined)),
		options,
	)
}

export const ContactSchema = z.object({
	name: required('Name is required', CONTACT_LIMITS.name, `Name must be at most ${CONTACT_LIMITS.name} characters`),
	email: z
		.string({ error: 'Email is required' })
		.trim()
		.min(1, 'Email is required')
		.max(CONTACT_LIMITS.email, 'Please enter a valid email address')
		.pipe(z.email('Please enter a valid email address')),
	phone: optional(CONTACT_LIMITS.phone, 'Please enter a valid phone number').refine(
		(v) => v === undefined || /^\+?[0-9][0-9 ()-]{6,}$/.test(v),
		'Please enter a valid phone number',
	),
	subject: required(
		'Subject is required',
		CONTACT_LIMITS.subject,
		`Subject must be at most ${CONTACT_LIMITS.subject} characters`,
	),
	message: required(
		'Message is required',
		CONTACT_LIMITS.message,
		`Message must be at most ${CONTACT_LIMITS.message} characters`,
		{ multiline: true },
	),
})

export type ContactInput = z.infer<typeof ContactSchema>

export const ReportIssueSchema = z.object({
	type: z.enum(ISSUE_TYPES, { error: 'Please choose the type of issue' }),
	urgency: z.enum(ISSUE_URGENCIES, { error: 'Please choose how urgent it is' }),
	subject: required(
		'Subject is required',
		REPORT_LIMITS.subject,
		`Subject must be at most ${REPORT_LIMITS.subject} characters`,
	),
	description: required(
		'Description is required',
		REPORT_LIMITS.description,
		`Description must be at most ${REPORT_LIMITS.description} characters`,
		{ multiline: true },
	),
	evidence: optional(REPORT_LIMITS.evidence, `Evidence must be at most ${REPORT_LIMITS.evidence} characters`, { multiline: true }),
	contact: optional(REPORT_LIMITS.contact, `Contact details must be at most ${REPORT_LIMITS.contact} characters`),
})

export type ReportIssueInput = z.infer<typeof ReportIssueSchema>

