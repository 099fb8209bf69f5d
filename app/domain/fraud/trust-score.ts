import type { TRUST_LEVELS } from '#db/enums.ts'

/**
 * A user's trust score (0–100, spec 2 §2 "trust-score calculation"): a starting score plus one component per fact an
 * admin can check, each with its points and a one-line reason, so the figure is never a mystery. The weights are here.
 */

const DAY_MS = 86_400_000

export type TrustFacts = {
	registeredAt: string
	phoneVerified: boolean
	emailVerified: boolean
	isActive: boolean
	/** Listing fees paid (transactions on the user's listings). */
	paymentsCompleted: number
	reviews: { average: number | null; count: number }
	/** Reports against the user's listings an admin upheld (flags RESOLVED). */
	upheldReports: number
	/** Fraud assessments of the user's listings at HIGH or CRITICAL. */
	fraudFindings: { high: number; critical: number }
}

export type TrustComponent = { name: string; points: number; reason: string }
export type TrustLevel = (typeof TRUST_LEVELS)[number]

export const TRUST_BASE = 25
/** Reviews count fully from this many on; fewer weigh proportionally less. */
const REVIEWS_FOR_FULL_WEIGHT = 5

function plural(n: number, word: string) {
	return `${n} ${word}${n === 1 ? '' : 's'}`
}

function accountAge(facts: TrustFacts, now: Date): TrustComponent {
	const days = Math.max(0, Math.floor((now.getTime() - Date.parse(facts.registeredAt)) / DAY_MS))
	const points = days >= 180 ? 15 : days >= 30 ? 10 : days >= 7 ? 5 : 0
	return { name: 'accountAge', points, reason: `Account ${plural(days, 'day')} old (15 points from 180 days, 10 from 30, 5 from 7)` }
}

function reviews({ reviews: { average, count } }: TrustFacts): TrustComponent {
	if (!count || average === null) return { name: 'reviews', points: 0, reason: 'No reviews received yet' }
	// 3 stars is neutral; 5 stars adds up to 20, 1 star takes up to 20, scaled by how many reviews there are.
	const points = Math.round((average - 3) * 10 * (Math.min(count, REVIEWS_FOR_FULL_WEIGHT) / REVIEWS_FOR_FULL_WEIGHT))
	return { name: 'reviews', points, reason: `Average rating ${average} from ${plural(count, 'review')}` }
}

export function trustComponents(facts: TrustFacts, now: Date): TrustComponent[] {
	const { high, critical } = facts.fraudFindings
	return [
		{ name: 'base', points: TRUST_BASE, reason: `Every account starts at ${TRUST_BASE}` },
		accountAge(facts, now),
		{ name: 'phoneVerified', points: facts.phoneVerified ? 15 : 0, reason: facts.phoneVerified ? 'Phone number verified' : 'Phone number not verified' },
		{ name: 'emailVerified', points: facts.emailVerified ? 10 : 0, reason: facts.emailVerified ? 'Email address verified' : 'Email address not verified' },
		{
			name: 'completedPayments',
			points: Math.min(facts.paymentsCompleted * 5, 15),
			reason: facts.paymentsCompleted ? `${plural(facts.paymentsCompleted, 'listing fee')} paid (5 points each, up to 15)` : 'No listing fees paid yet',
		},
		reviews(facts),
		{
			name: 'upheldReports',
			points: -Math.min(facts.upheldReports * 10, 30),
			reason: facts.upheldReports ? `${plural(facts.upheldReports, 'report')} against their listings upheld (-10 each, up to -30)` : 'No upheld reports against their listings',
		},
		{
			name: 'fraudFindings',
			points: -Math.min(high * 15 + critical * 30, 40),
			reason:
				high + critical
					? `${plural(high + critical, 'listing')} assessed as fraud risk (${high} HIGH at -15, ${critical} CRITICAL at -30, up to -40)`
					: 'No listings assessed HIGH or CRITICAL fraud risk',
		},
		{ name: 'suspension', points: facts.isActive ? 0 : -50, reason: facts.isActive ? 'Account not suspended' : 'Account suspended' },
	]
}

export function trustScoreOf(components: TrustComponent[]) {
	return Math.max(0, Math.min(100, components.reduce((sum, c) => sum + c.points, 0)))
}

/** The stored level (trust_scores.level): FLAGGED for a suspended account or fraud findings, then by verification and score. */
export function trustLevelOf(facts: TrustFacts, score: number): TrustLevel {
	if (!facts.isActive || facts.fraudFindings.high + facts.fraudFindings.critical > 0) return 'FLAGGED'
	if (!facts.phoneVerified && !facts.emailVerified) return 'UNVERIFIED'
	if (score >= 80) return 'PREMIUM'
	return facts.phoneVerified ? 'VERIFIED' : 'BASIC'
}
