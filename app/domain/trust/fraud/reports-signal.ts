import type { RiskIndicator } from './risk.ts'

/**
 * Users' open reports of a listing (issue 12 §1): more distinct reporters raise the risk, and enough weight of them
 * hides a published listing until an admin has looked (report-hiding.server.ts). New accounts count for less and never
 * hide anything, so a competitor can't gang up on a listing with fresh sign-ups.
 *
 * Hiding weighs each distinct reporter (issue 21 §2c: three accounts older than a day hid all 15 listings of a seller):
 * - an account younger than a day weighs 0;
 * - an older one weighs 1 if it dealt with the seller through Soko (a Contact or an offer: a buyer who met the item),
 *   else ½ (anyone can report what they never dealt with, a competitor too);
 * - halved again when admins dismissed most of its earlier reports (at least two);
 * - the listing hides at a weight of 3 (three buyers who dealt with the seller), 5 for a seller with a clean record.
 * A cap on hidings per seller a day (report-hiding.server.ts) bounds what any group can do beyond that.
 */

/** Accounts younger than this are "new": cheap to make, so their reports weigh less and can't hide a listing. */
export const ESTABLISHED_REPORTER_HOURS = 24
/** The weight that hides a published listing: three genuine buyers; one could be a grudge, two a coincidence. */
export const HIDE_WEIGHT = 3
/** ...for a seller with a clean record (sellerHasCleanRecord): their history speaks for them. */
export const HIDE_WEIGHT_CLEAN_RECORD = 5
/** An established reporter who never dealt with the seller weighs this much (one who did weighs 1). */
export const STRANGER_REPORTER_WEIGHT = 0.5
/** A reporter with at least this many reports dismissed, more than were upheld, weighs half. */
export const DISMISSED_REPORTS_DOUBT = 2
/** Each established reporter: one alone is LOW, two make MEDIUM, three HIGH... */
export const REPORT_WEIGHT_EACH = 17
/** ...each new account's report: a nudge only. */
export const NEW_REPORTER_WEIGHT_EACH = 5
/** However many report, reports alone stay short of CRITICAL: an admin decides. */
export const REPORTS_MAX_WEIGHT = 70

export type OpenReport = { userId: number; accountCreatedAt: Date | string }

/** What hiding weighs a reporter by: their account's age, whether they dealt with the seller, and their record. */
export type Reporter = OpenReport & { contacted: boolean; dismissedReports: number; upheldReports: number }

const HOUR_MS = 60 * 60 * 1000

function isEstablished(report: OpenReport, now: Date) {
	return now.getTime() - new Date(report.accountCreatedAt).getTime() > ESTABLISHED_REPORTER_HOURS * HOUR_MS
}

function reporters(reports: readonly OpenReport[], now: Date) {
	const byUser = new Map<number, boolean>()
	for (const r of reports) byUser.set(r.userId, isEstablished(r, now))
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

/** One reporter's weight towards hiding (the rule at the top of this file). */
export function reporterWeight(reporter: Reporter, now: Date) {
	if (!isEstablished(reporter, now)) return 0
	const weight = reporter.contacted ? 1 : STRANGER_REPORTER_WEIGHT
	const doubtful = reporter.dismissedReports >= DISMISSED_REPORTS_DOUBT && reporter.dismissedReports > reporter.upheldReports
	return doubtful ? weight / 2 : weight
}

/** Whether open reports hide a published listing until an admin has looked: their distinct reporters' weight. */
export function shouldHideForReports(reports: readonly Reporter[], now: Date, { cleanRecord }: { cleanRecord: boolean }) {
	const byUser = new Map(reports.map((r) => [r.userId, r]))
	const weight = [...byUser.values()].reduce((sum, r) => sum + reporterWeight(r, now), 0)
	return weight >= (cleanRecord ? HIDE_WEIGHT_CLEAN_RECORD : HIDE_WEIGHT)
}
