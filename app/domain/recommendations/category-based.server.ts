import { formatCondition, formatKsh } from '#app/utils/format.ts'
import { categoryLabel } from '../listings/categories.ts'
import { clampScore, eligibleListings, freshness, type Candidate, type EngineContext } from './signals.server.ts'
import type { Words } from '#app/i18n/words.ts'

/** "Within your price range (KSh 5,000 – KSh 20,000)", "(up to KSh 20,000)", "(from KSh 5,000)". */
function priceRangeReason(min: number | null, max: number | null): Words {
	if (min !== null && max !== null) return { text: 'Within your price range ({min} – {max})', vars: { min: formatKsh(min * 100), max: formatKsh(max * 100) } }
	return max !== null ? { text: 'Within your price range (up to {max})', vars: { max: formatKsh(max * 100) } } : { text: 'Within your price range (from {min})', vars: { min: formatKsh(min! * 100) } }
}

/** CATEGORY_BASED: the newest listings in the user's preferred categories, inside their price range and conditions. */
export async function categoryBased(ctx: EngineContext): Promise<Candidate[]> {
	const prefs = ctx.signals.preferences
	const wanted = ctx.filters.categories
	const categories = prefs.preferred_categories.filter((c) => !wanted.length || wanted.includes(c))
	if (!categories.length) return []
	const hasRange = prefs.price_range_min !== null || prefs.price_range_max !== null
	const perCategory = Math.ceil((2 * ctx.limit) / categories.length)
	const now = Date.now()
	const found = await Promise.all(
		categories.map(async (category) => {
			let listings = eligibleListings(ctx).select(['listings.id', 'listings.condition', 'listings.created_at']).where('listings.category', '=', category)
			if (prefs.price_range_min !== null) listings = listings.where('listings.price_cents', '>=', prefs.price_range_min * 100)
			if (prefs.price_range_max !== null) listings = listings.where('listings.price_cents', '<=', prefs.price_range_max * 100)
			if (prefs.preferred_conditions.length) listings = listings.where('listings.condition', 'in', prefs.preferred_conditions)
			const rows = await listings.orderBy('listings.created_at', 'desc').limit(perCategory).execute()
			return rows.map((l) => ({
				listingId: l.id,
				type: 'CATEGORY_BASED' as const,
				score: clampScore(0.45 + 0.25 * freshness(l.created_at, now) + (hasRange ? 0.15 : 0) + (prefs.preferred_conditions.length ? 0.1 : 0)),
				reasons: [
					{ text: 'In {category}, one of your preferred categories', vars: { category: { text: categoryLabel(category) } } },
					...(hasRange ? [priceRangeReason(prefs.price_range_min, prefs.price_range_max)] : []),
					...(prefs.preferred_conditions.length ? [{ text: '{condition}, a condition you prefer', vars: { condition: { text: formatCondition(l.condition) } } }] : []),
				],
			}))
		}),
	)
	return found
		.flat()
		.sort((a, b) => b.score - a.score)
		.slice(0, ctx.limit)
}
