import type { RiskIndicator } from './risk.ts'

/**
 * A seller who never typed the code sent to their phone (issue 25): whoever lists under a stranger's number can't.
 * Alone it stays LOW, a new seller may simply not have done it yet; beside another signal it lifts the listing's risk.
 */
export const UNVERIFIED_PHONE_WEIGHT = 15

/** Nothing when the fact wasn't read (undefined): a signal not checked. */
export function unverifiedPhoneIndicators({ phoneVerified }: { phoneVerified?: boolean }): RiskIndicator[] {
	if (phoneVerified !== false) return []
	return [{ code: 'PHONE_NOT_VERIFIED', label: "Seller's phone not verified", weight: UNVERIFIED_PHONE_WEIGHT, evidence: { phoneVerified: false } }]
}
