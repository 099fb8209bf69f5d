import type { RiskIndicator } from './risk.ts'

/**
 * Users' open reports of a listing (issue 12 §1): more distinct reporters raise the risk, and three from accounts older
 * than a day hide a published listing until an admin has looked. New accounts count for less and never hide anything,
 * so a competitor can't gang up on a listing with fresh sign-ups.
 */

/** Accounts younger than this are "new": cheap to make, so their reports weigh less and can't hide a listing. */
export const ESTABLISHED_REPORTER_HOURS = 24
/** Three established reporters hide a published listing: one could be a grudge, two a coincidence. */
export const HIDE_MIN_REPORTERS = 3
/** Each established reporter: one alone is LOW, two make MEDIUM, three HIGH... */
export const REPORT_WEIGHT_EACH = 17
/** ...each new account's report: a nudge only. */
export const NEW_REPORTER_WEIGHT_EACH = 5
/** However many report, reports alone stay short of CRITICAL: an admin decides. */
export const REPORTS_MAX_WEIGHT = 70

export type OpenReport = { userId: number; accountCreatedAt: Date | string }

const HOUR_MS = 60 * 60 * 1000

function reporters(reports: readonly OpenReport[], now: Date) {
	const byUser = new Map<number, boolean>()
	for (const r of reports) {
		const established = now.getTime() - new Date(r.accountCreatedAt).getTime() > ESTABLISHED_REPORTER_HOURS * HOUR_MS
		byUser.set(r.userId, established)
	}
	const established = [...byUser.values()].filter(Boolean).length
	return { established, fresh: byUser.size - established }
}

/** The reports indicator, weighted by distinct reporters (one person reporting twice is one). */
export function reportIndicators(reports: readonly OpenReport[], now: Date): RiskIndicator[] {
	const { established, fresh } = reporters(reports, now)
	if (!established && !fresh) return []
	return [
		{
			code: 'OPEN_REPORTS',
			label: 'Reported by users',
			weight: Math.min(REPORTS_MAX_WEIGHT, established * REPORT_WEIGHT_EACH + fresh * NEW_REPORTER_WEIGHT_EACH),
			evidence: { reporters: established + fresh, establishedReporters: established },
		},
	]
}

/** Whether open reports hide a published listing until an admin has looked: 3+ distinct reporters older than a day. */
export function shouldHideForReports(reports: readonly OpenReport[], now: Date) {
	return reporters(reports, now).established >= HIDE_MIN_REPORTERS
}
