import { DomainError } from '../domain-error.ts'
import { toCategorySlug, usualTownSpelling, type CategorySlug } from '../listings/categories.ts'
import { plainText } from '#app/utils/plain-text.ts'

/** What the panel's filters narrow recommendations to (spec 1 §7). Prices in cents. */
export type RecommendationFilters = {
	categories: CategorySlug[]
	minPriceCents: number | null
	maxPriceCents: number | null
	location: string | null
}

export const NO_FILTERS: RecommendationFilters = { categories: [], minPriceCents: null, maxPriceCents: null, location: null }

export function hasFilters(filters: RecommendationFilters) {
	return filters.categories.length > 0 || filters.minPriceCents !== null || filters.maxPriceCents !== null || filters.location !== null
}

const MAX_KES = 1_000_000_000

function priceParam(params: URLSearchParams, name: string) {
	const raw = params.get(name)?.trim()
	if (!raw) return null
	if (!/^\d+(\.\d{1,2})?$/.test(raw) || Number(raw) > MAX_KES) {
		throw new DomainError(`${name} must be a number of shillings from 0 to ${MAX_KES}`, 400)
	}
	return Math.round(Number(raw) * 100)
}

/**
 * `?categories=a,b&minPrice=&maxPrice=&location=` (the API joins categories with commas; the page's form repeats the
 * parameter: both are read). Categories accept every alias (DESIGN.md §4), a suggested town any capitalisation.
 * Numbers that aren't are refused (400) rather than ignored: the client would otherwise show unfiltered results as if
 * they were filtered.
 */
export function parseRecommendationFilters(params: URLSearchParams): RecommendationFilters {
	const categories = new Set<CategorySlug>()
	for (const value of params.getAll('categories').flatMap((v) => v.split(','))) {
		if (!value.trim()) continue
		const slug = toCategorySlug(value)
		if (!slug) throw new DomainError(`Unknown category: ${plainText(value).slice(0, 40)}`, 400)
		categories.add(slug)
	}
	const minPriceCents = priceParam(params, 'minPrice')
	const maxPriceCents = priceParam(params, 'maxPrice')
	if (minPriceCents !== null && maxPriceCents !== null && minPriceCents > maxPriceCents) {
		throw new DomainError('minPrice must not be more than maxPrice', 400)
	}
	const location = plainText(params.get('location') ?? '').trim()
	if (location.length > 60) throw new DomainError('location must be at most 60 characters', 400)
	return { categories: [...categories], minPriceCents, maxPriceCents, location: location ? usualTownSpelling(location) : null }
}
