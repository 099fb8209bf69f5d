import { RECOMMENDATION_TYPES } from '#db/enums.ts'

export type RecommendationType = (typeof RECOMMENDATION_TYPES)[number]

/** How each kind is shown (spec 1 §3), and the panel's tabs (spec 1 §2) with the `?type=` each one links to. */
export const KIND_LABELS: Record<RecommendationType, string> = {
	COLLABORATIVE: 'Similar Users',
	CONTENT_BASED: 'For You',
	CATEGORY_BASED: 'Category Match',
	POPULAR: 'Trending',
	LOCATION_BASED: 'Near You',
}

export const TABS = [
	{ slug: 'all', label: 'All', type: null },
	{ slug: 'for-you', label: 'For You', type: 'CONTENT_BASED' },
	{ slug: 'similar', label: 'Similar', type: 'COLLABORATIVE' },
	{ slug: 'trending', label: 'Trending', type: 'POPULAR' },
	{ slug: 'categories', label: 'Categories', type: 'CATEGORY_BASED' },
	{ slug: 'near-you', label: 'Near You', type: 'LOCATION_BASED' },
] as const satisfies readonly { slug: string; label: string; type: RecommendationType | null }[]

export type TabSlug = (typeof TABS)[number]['slug']

export function tabOf(slug: string | null) {
	return TABS.find((t) => t.slug === slug) ?? TABS[0]
}

/** The score (0 to 1) as 0 to 5 dots (spec 1 §2). */
export function scoreDots(score: number) {
	return Math.round(Math.min(1, Math.max(0, score)) * 5)
}
