import type { Database } from '#db/database.ts'
import { amountOnTable } from '../offers/moves.ts'
import { userSignals } from '../recommendations/signals.server.ts'

/** How loyalty points and the buyer's trust score are earned and lost: shown beside the numbers. */
export const PROFILE_RULES = {
	pointsPerAcceptedOffer: 10,
	pointsPerReview: 5,
	trustStart: 5,
	trustPerDismissedReport: 1,
} as const

const top = (weights: Map<string, number>, n: number) =>
	[...weights]
		.sort((a, b) => b[1] - a[1])
		.slice(0, n)
		.map(([key]) => key)

/**
 * GET /api/buyer/profile (spec 2 §3 "buyer_profiles"): every number computed from what the buyer did here, each with
 * the line that explains it. A purchase is an accepted offer on a listing the seller then marked sold.
 */
export async function buyerProfile(db: Database, { userId }: { userId: number }) {
	const [offers, reviews, dismissedReports, stored, signals] = await Promise.all([
		db
			.selectFrom('offers')
			.innerJoin('listings', 'listings.id', 'offers.listing_id')
			.select(['offers.amount_cents', 'offers.counter_amount_cents', 'listings.status'])
			.where('offers.buyer_id', '=', userId)
			.where('offers.status', '=', 'ACCEPTED')
			.execute(),
		db.selectFrom('reviews').select((eb) => eb.fn.countAll<number>().as('n')).where('buyer_id', '=', userId).executeTakeFirstOrThrow(),
		db
			.selectFrom('flags')
			.select((eb) => eb.fn.countAll<number>().as('n'))
			.where('user_id', '=', userId)
			.where('status', '=', 'DISMISSED')
			.executeTakeFirstOrThrow(),
		db.selectFrom('buyer_profiles').select(['communication_preference', 'max_budget_cents']).where('user_id', '=', userId).executeTakeFirst(),
		userSignals(db, { userId }),
	])
	const purchases = offers.filter((o) => o.status === 'SOLD')
	const totalSpentCents = purchases.reduce((sum, o) => sum + Number(amountOnTable(o)), 0)
	const rules = PROFILE_RULES
	const loyaltyPoints = offers.length * rules.pointsPerAcceptedOffer + Number(reviews.n) * rules.pointsPerReview
	const trustScore = Math.max(0, rules.trustStart - Number(dismissedReports.n) * rules.trustPerDismissedReport)

	const categories = new Map<string, number>()
	const towns = new Map<string, number>()
	for (const seed of signals.seeds) {
		categories.set(seed.category, (categories.get(seed.category) ?? 0) + seed.weight)
		if (seed.town) towns.set(seed.town, (towns.get(seed.town) ?? 0) + seed.weight)
	}
	const { preferences } = signals
	return {
		trust_score: trustScore,
		loyalty_points: loyaltyPoints,
		successful_purchases: purchases.length,
		total_spent: totalSpentCents / 100,
		preferred_categories: preferences.preferred_categories.length ? preferences.preferred_categories : top(categories, 3),
		preferred_locations: preferences.preferred_locations.length ? preferences.preferred_locations : top(towns, 3),
		max_budget: preferences.price_range_max ?? (stored?.max_budget_cents == null ? null : Number(stored.max_budget_cents) / 100),
		communication_preference: stored?.communication_preference ?? 'EMAIL',
		explanations: {
			trust_score: `Everyone starts at ${rules.trustStart}.0 of 5; each report you made that moderators found false takes ${rules.trustPerDismissedReport} off.`,
			loyalty_points: `+${rules.pointsPerAcceptedOffer} points per accepted offer, +${rules.pointsPerReview} per review you write.`,
			successful_purchases: 'Offers a seller accepted on items they then marked sold.',
			total_spent: 'The agreed prices of those purchases.',
			preferences: preferences.preferred_categories.length || preferences.preferred_locations.length
				? 'The categories and towns you chose in your recommendation preferences.'
				: 'From the listings you viewed, saved and asked about most.',
		},
	}
}

export type BuyerProfileJson = Awaited<ReturnType<typeof buyerProfile>>

/** Where instant alerts go: EMAIL (default) or SMS to the account's phone. */
export async function setCommunicationPreference(db: Database, { userId, channel }: { userId: number; channel: 'EMAIL' | 'SMS' }) {
	await db
		.insertInto('buyer_profiles')
		.values({ user_id: userId, communication_preference: channel })
		.onConflict((oc) => oc.column('user_id').doUpdateSet({ communication_preference: channel }))
		.execute()
}
