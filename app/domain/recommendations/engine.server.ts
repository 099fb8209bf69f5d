import type { Database } from '#db/database.ts'
import type { RecommendationFilters } from './filters.ts'
import { collaborative } from './collaborative.server.ts'
import { contentBased } from './content-based.server.ts'
import { categoryBased } from './category-based.server.ts'
import { popular } from './popular.server.ts'
import { locationBased } from './location-based.server.ts'
import { clampScore, userSignals, type Candidate } from './signals.server.ts'

const PER_KIND = 12
export const MAX_RECOMMENDATIONS = 48
/** A listing more than one kind found is a little more likely to please. */
const AGREEMENT_BONUS = 0.05

/**
 * One list from the five kinds: each listing once, under the kind that scored it highest, with that kind's reasons
 * first and the others' after. Best first.
 */
export function mergeCandidates(lists: Candidate[][]): Candidate[] {
	const byListing = new Map<number, Candidate[]>()
	for (const candidate of lists.flat()) byListing.set(candidate.listingId, [...(byListing.get(candidate.listingId) ?? []), candidate])
	return [...byListing.values()]
		.map((found) => {
			const [best, ...others] = [...found].sort((a, b) => b.score - a.score)
			const all = [...best!.reasons, ...others.flatMap((o) => o.reasons.slice(0, 1))]
			const reasons = all.filter((reason, i) => all.findIndex((other) => JSON.stringify(other) === JSON.stringify(reason)) === i)
			return { ...best!, score: clampScore(best!.score + AGREEMENT_BONUS * others.length), reasons }
		})
		.sort((a, b) => b.score - a.score || b.listingId - a.listingId)
		.slice(0, MAX_RECOMMENDATIONS)
}

/** Makes a user's recommendations afresh from their history, preferences and this week's activity on Soko. */
export async function generateRecommendations(db: Database, { userId, filters }: { userId: number; filters: RecommendationFilters }) {
	const signals = await userSignals(db, { userId })
	const ctx = { db, signals, filters, limit: PER_KIND }
	return mergeCandidates(await Promise.all([collaborative(ctx), contentBased(ctx), categoryBased(ctx), popular(ctx), locationBased(ctx)]))
}
