import type { Database } from '#db/database.ts'
import { maskPhone, shorten, timeAgo } from '#app/utils/format.ts'
import { publishedApiListingsByIds } from '../listings/api.server.ts'
import { savedMarker } from '../engagement/saves.server.ts'
import { coverOf } from '../listings/photos.server.ts'
import { CARD_DESCRIPTION_CHARS } from '../listings/cards.ts'
import type { Viewer } from '../listings/visibility.server.ts'
import { generateRecommendations } from './engine.server.ts'
import { NO_FILTERS, hasFilters, type RecommendationFilters } from './filters.ts'
import { historyBasis, storeRecommendations, storedRecommendations } from './stored.server.ts'
import type { Candidate } from './signals.server.ts'
import { say } from '#app/i18n/words.ts'
import type { Translate } from '#app/i18n/translate.ts'

type User = NonNullable<Viewer>

/**
 * A user's recommendations, best first. Without filters they come from recommendation_results while those were made
 * from the user's current history and are under 6 hours old; otherwise (or on Refresh) they are made afresh and
 * stored. With filters they are made for those filters and not stored.
 */
export async function rankedRecommendations(
	db: Database,
	{ userId, filters = NO_FILTERS, refresh = false }: { userId: number; filters?: RecommendationFilters; refresh?: boolean },
): Promise<Candidate[]> {
	if (hasFilters(filters)) return generateRecommendations(db, { userId, filters })
	const basis = await historyBasis(db, { userId })
	const stored = refresh ? null : await storedRecommendations(db, { userId, basis })
	if (stored) return stored
	const recommendations = await generateRecommendations(db, { userId, filters })
	await storeRecommendations(db, { userId, basis, recommendations })
	return recommendations
}

/** With their listings, read now: one sold or withdrawn since the results were stored is left out. */
async function withListings(db: Database, user: User, ranked: Candidate[]) {
	const listings = await publishedApiListingsByIds(db, { ids: ranked.map((r) => r.listingId), viewer: user })
	return ranked.flatMap((r) => {
		const listing = listings.get(r.listingId)
		return listing && listing.seller_id !== user.id ? [{ ...r, listing }] : []
	})
}

/** GET /api/recommendations: spec 1 §3's Recommendation (listing, listing_id, score, reasonsText, recommendation_type). */
export async function apiRecommendations(db: Database, { user, filters }: { user: User; filters: RecommendationFilters }) {
	const found = await withListings(db, user, await rankedRecommendations(db, { userId: user.id, filters }))
	return found.map((r) => ({ listing: r.listing, listing_id: r.listingId, score: r.score, reasonsText: r.reasons.map((words) => say(words)), recommendation_type: r.type }))
}

export type RecommendedCard = Awaited<ReturnType<typeof recommendedCards>>[number]

/** The same, as cards for the pages (masked phone, short description, cover), their reasons said in `t`'s language. */
export async function recommendedCards(
	db: Database,
	{ user, filters, refresh, t }: { user: User; filters?: RecommendationFilters; refresh?: boolean; t: Translate },
) {
	const found = await withListings(db, user, await rankedRecommendations(db, { userId: user.id, filters, refresh }))
	return found.map(({ listing, listingId, score, reasons, type }) => ({
		listing: {
			id: listingId,
			title: listing.title,
			description: shorten(listing.description, CARD_DESCRIPTION_CHARS),
			price_cents: Math.round(Number(listing.price) * 100),
			condition: listing.condition,
			location: listing.location,
			status: listing.status,
			seller_id: listing.seller_id,
			seller_phone: maskPhone(listing.seller_phone),
			posted: timeAgo(listing.created_at),
			cover: coverOf(listing.photos),
		},
		score,
		reasons: reasons.map((words) => say(words, t)),
		type,
	}))
}

/** Cards as a signed-in user sees them: each one's Save toggle on or off. */
export async function withSavedMarks<T extends { listing: { id: number } }>(db: Database, { user, items }: { user: User; items: T[] }) {
	const markSaved = await savedMarker(db, { viewer: user, listingIds: items.map((r) => r.listing.id) })
	const listings = markSaved(items.map((r) => r.listing))
	return items.map((r, i) => ({ ...r, listing: listings[i]! }))
}

/** The home page's "Recommended for you" (spec 1 §2): the best six, as the panel shows them. */
export const HOME_RECOMMENDATIONS = 6

export async function homeRecommendations(db: Database, { user, t }: { user: User; t: Translate }) {
	return withSavedMarks(db, { user, items: (await recommendedCards(db, { user, t })).slice(0, HOME_RECOMMENDATIONS) })
}
