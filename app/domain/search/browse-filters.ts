import type { BrowseQuery } from './browse-query.ts'

// Apart from browse-query.ts, which holds a zod schema: the Browse page's own code uses these, and must not carry zod.

/** The filters besides the words, those set: what an empty result offers to drop one at a time. */
export function activeFilters(query: BrowseQuery) {
	return {
		...(query.category ? { category: query.category } : {}),
		...(query.subcategory ? { subcategory: query.subcategory } : {}),
		...(query.location ? { location: query.location } : {}),
		...(query.minPrice !== undefined ? { minPrice: query.minPrice } : {}),
		...(query.maxPrice !== undefined ? { maxPrice: query.maxPrice } : {}),
	}
}

/** The same search (words, sort, view) without any filter. */
export function withoutFilters(query: BrowseQuery): BrowseQuery {
	return { ...query, category: undefined, subcategory: undefined, location: undefined, minPrice: undefined, maxPrice: undefined }
}
