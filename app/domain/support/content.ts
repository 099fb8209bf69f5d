/** Support facts, limits and labels the pages show (no zod here: this ships to the browser). */
import { ISSUE_TYPES, ISSUE_URGENCIES } from '#db/enums.ts'

export const CONTACT_LIMITS = { name: 100, email: 254, phone: 20, subject: 150, message: 2000 } as const
export const REPORT_LIMITS = { subject: 150, description: 2000, evidence: 1000, contact: 200 } as const

export type IssueType = (typeof ISSUE_TYPES)[number]
export type IssueUrgency = (typeof ISSUE_URGENCIES)[number]

export const ISSUE_TYPE_LABELS: Record<IssueType, string> = {
	scam: 'Scam or fraud',
	'fake-listing': 'Fake listing',
	'inappropriate-content': 'Inappropriate content',
	harassment: 'Harassment or threats',
	counterfeit: 'Counterfeit goods',
	'payment-issue': 'Payment problem (M-PESA)',
	technical: 'Technical problem',
	other: 'Something else',
}

/** Response-time targets (spec 2 §9), one per urgency. */
export const ISSUE_URGENCY_INFO: Record<IssueUrgency, { label: string; when: string; response: string }> = {
	urgent: {
		label: 'Urgent',
		when: 'A scam happening right now, or a threat to someone’s safety',
		response: 'under 1 hour',
	},
	high: { label: 'High', when: 'Money lost or at risk, harassment, or a fake seller', response: 'under 4 hours' },
	medium: { label: 'Medium', when: 'A problem that stops you buying or selling', response: 'under 24 hours' },
	low: { label: 'Low', when: 'General feedback or a small problem', response: 'under 3 days' },
}

export const ISSUE_TYPE_OPTIONS = ISSUE_TYPES.map((value) => ({ value, label: ISSUE_TYPE_LABELS[value] }))

/** Most urgent first, as people read down the list. */
export const ISSUE_URGENCY_ORDER = ['urgent', 'high', 'medium', 'low'] as const satisfies readonly IssueUrgency[]

/** The toasts shown after a successful submission (on the next page, with or without JavaScript); the action adds the reply promise or the report's reference. */
export const CONTACT_SENT = { title: 'Message sent', description: 'Thank you for contacting us.' } as const

export const REPORT_SENT = {
	title: 'Report submitted',
	description: "Thank you for helping keep our marketplace safe. We'll review this report.",
} as const
