/**
 * Fraud risk (issue 12 §1): every rule yields named indicators with their evidence; this module turns them into one
 * score out of 100 and a level (spec 2 §3: fraud_risk LOW, MEDIUM, HIGH, CRITICAL). The thresholds live here only.
 */

export const RISK_LEVELS = ['LOW', 'MEDIUM', 'HIGH', 'CRITICAL'] as const
export type RiskLevel = (typeof RISK_LEVELS)[number]

/** What an admin is shown for an indicator: plain values, so it can be stored as JSON as it is. */
export type Evidence = Readonly<Record<string, string | number | boolean | readonly string[]>>

/** One finding of one rule: `weight` (0-100) is how strongly it alone points to fraud. */
export type RiskIndicator = { code: string; label: string; weight: number; evidence: Evidence }

export type RiskAssessment = { score: number; level: RiskLevel }

/**
 * The lowest score of each level above LOW, for the combination below. MEDIUM at 30: one clear signal alone (a
 * weight-30 indicator such as "no viewing") deserves an admin's look. HIGH at 50: two independent medium signals
 * together (30 and 30 combine to 51). CRITICAL at 75: two strong signals (50 and 50 combine to 75) or three medium ones
 * with a little more; that is where later code may hide first and review after.
 */
export const RISK_LEVEL_FLOORS = { MEDIUM: 30, HIGH: 50, CRITICAL: 75 } as const satisfies Record<Exclude<RiskLevel, 'LOW'>, number>

export function riskLevel(score: number): RiskLevel {
	if (score >= RISK_LEVEL_FLOORS.CRITICAL) return 'CRITICAL'
	if (score >= RISK_LEVEL_FLOORS.HIGH) return 'HIGH'
	if (score >= RISK_LEVEL_FLOORS.MEDIUM) return 'MEDIUM'
	return 'LOW'
}

const clampWeight = (weight: number) => Math.min(100, Math.max(0, Number.isFinite(weight) ? weight : 0))

/**
 * The combined score: a "noisy OR", 100 x (1 - product of (1 - weight/100)). Each independent signal closes part of
 * the distance left to 100, so two medium signals make a high one, a third adds less again, and the score never passes
 * 100. Indicators sharing a code are one signal (the strongest counts): ten phone numbers are not ten reasons.
 */
export function combineRisk(indicators: readonly RiskIndicator[]): RiskAssessment {
	const strongest = new Map<string, number>()
	for (const { code, weight } of indicators) strongest.set(code, Math.max(strongest.get(code) ?? 0, clampWeight(weight)))
	const left = [...strongest.values()].reduce((rest, weight) => rest * (1 - weight / 100), 1)
	const score = Math.round(100 * (1 - left))
	return { score, level: riskLevel(score) }
}
