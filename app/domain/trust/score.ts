import type { TRUST_LEVELS } from '#db/enums.ts'
import { english, type Translate } from '#app/i18n/translate.ts'
import { say, type Words } from '#app/i18n/words.ts'

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
/** A component with its reason as Words, one sentence a key, said in the reader's language (`trustComponents`). */
type ComponentWords = { name: string; points: number; reason: Words }
export type TrustLevel = (typeof TRUST_LEVELS)[number]

export const TRUST_BASE = 25
/** Reviews count fully from this many on; fewer weigh proportionally less. */
const REVIEWS_FOR_FULL_WEIGHT = 5

const words = (text: string, vars?: Words['vars']): Words => (vars ? { text, vars } : { text })
/** "3 reports": inside the sentence, where Swahili writes it in lower case (the entries of context 'in a sentence'). */
const plural = (n: number, one: string, many: string): Words => ({ text: n === 1 ? one : many, vars: { count: n }, context: 'in a sentence' })

function accountAge(facts: TrustFacts, now: Date): ComponentWords {
	const days = Math.max(0, Math.floor((now.getTime() - Date.parse(facts.registeredAt)) / DAY_MS))
	const points = days >= 180 ? 15 : days >= 30 ? 10 : days >= 7 ? 5 : 0
	return {
		name: 'accountAge',
		points,
		reason: words('Account {days} old (15 points from 180 days, 10 from 30, 5 from 7)', { days: plural(days, '{count} day', '{count} days') }),
	}
}

function reviews({ reviews: { average, count } }: TrustFacts): ComponentWords {
	if (!count || average === null) return { name: 'reviews', points: 0, reason: words('No reviews received yet') }
	// 3 stars is neutral; 5 stars adds up to 20, 1 star takes up to 20, scaled by how many reviews there are.
	const points = Math.round((average - 3) * 10 * (Math.min(count, REVIEWS_FOR_FULL_WEIGHT) / REVIEWS_FOR_FULL_WEIGHT))
	return { name: 'reviews', points, reason: words('Average rating {average} from {reviews}', { average, reviews: plural(count, '{count} review', '{count} reviews') }) }
}

function componentWords(facts: TrustFacts, now: Date): ComponentWords[] {
	const { high, critical } = facts.fraudFindings
	return [
		{ name: 'base', points: TRUST_BASE, reason: words('Every account starts at {base}', { base: TRUST_BASE }) },
		accountAge(facts, now),
		{ name: 'phoneVerified', points: facts.phoneVerified ? 15 : 0, reason: words(facts.phoneVerified ? 'Phone number verified' : 'Phone number not verified') },
		{ name: 'emailVerified', points: facts.emailVerified ? 10 : 0, reason: words(facts.emailVerified ? 'Email address verified' : 'Email address not verified') },
		{
			name: 'completedPayments',
			points: Math.min(facts.paymentsCompleted * 5, 15),
			reason: facts.paymentsCompleted
				? words('{fees} paid (5 points each, up to 15)', { fees: plural(facts.paymentsCompleted, '{count} listing fee', '{count} listing fees') })
				: words('No listing fees paid yet'),
		},
		reviews(facts),
		{
			name: 'upheldReports',
			points: -Math.min(facts.upheldReports * 10, 30),
			reason: facts.upheldReports
				? words('{reports} against their listings upheld (-10 each, up to -30)', { reports: plural(facts.upheldReports, '{count} report', '{count} reports') })
				: words('No upheld reports against their listings'),
		},
		{
			name: 'fraudFindings',
			points: -Math.min(high * 15 + critical * 30, 40),
			reason:
				high + critical
					? words('{listings} assessed as fraud risk ({high} HIGH at -15, {critical} CRITICAL at -30, up to -40)', {
							listings: plural(high + critical, '{count} listing', '{count} listings'),
							high,
							critical,
						})
					: words('No listings assessed HIGH or CRITICAL fraud risk'),
		},
		{ name: 'suspension', points: facts.isActive ? 0 : -50, reason: words(facts.isActive ? 'Account not suspended' : 'Account suspended') },
	]
}

/** Each component with its reason said by `t`: English (the default) is what is stored and what the API answers. */
export function trustComponents(facts: TrustFacts, now: Date, t: Translate = english): TrustComponent[] {
	return componentWords(facts, now).map((c) => ({ name: c.name, points: c.points, reason: say(c.reason, t) }))
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
