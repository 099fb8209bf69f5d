import type { REPORT_REASONS } from '#db/enums.ts'

/** What the Rate and Report forms need to draw themselves, without zod (it stays on the server). */

export const COMMENT_MAX = 1000
export const DESCRIPTION_MAX = 1000

/** Why a signed-in buyer has no Rate form, and the API's refusal (403) in the same words. */
export const RATE_NEEDS_CONTACT = 'You can rate a seller you have contacted, made an offer to or messaged through Soko'

export const REPORT_REASON_LABELS: Record<(typeof REPORT_REASONS)[number], string> = {
	inappropriate_content: 'Inappropriate content',
	misleading_description: 'Misleading description',
	counterfeit_item: 'Counterfeit item',
	prohibited_item: 'Prohibited item',
	spam: 'Spam',
	other: 'Other',
}
