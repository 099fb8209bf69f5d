/**
 * What a buyer is told next to the price when the listing's current assessment found a price far below similar items
 * or a request for money before viewing (issue 12 §3). Plain strings, no zod: the listing page renders them.
 */

export const BUYER_WARNING = 'Never send money before you have seen the item'

/** Only these indicators warn buyers: the rest are for admins, and too often honest to say out loud. */
export const WARNING_REASONS: Readonly<Record<string, string>> = {
	PRICE_FAR_BELOW_MARKET: 'This price is far below similar items',
	ADVANCE_PAYMENT: 'This listing asks for payment before viewing',
}

/** The reasons to show, in a fixed order; null when there is nothing to warn of. */
export function buyerWarning(codes: readonly string[]): { reasons: string[] } | null {
	const reasons = Object.entries(WARNING_REASONS).flatMap(([code, reason]) => (codes.includes(code) ? [reason] : []))
	return reasons.length ? { reasons } : null
}
