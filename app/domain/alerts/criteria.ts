import type { ItemCondition } from '#db/enums.ts'
import { SYNONYM_GROUPS } from '../search/synonyms.ts'
import { distanceKm } from '../listings/town-centres.ts'
import { toTown } from '../listings/towns.ts'

/** What a buyer alert asks for (spec 2 §3 "alerts"); prices in cents, empty lists mean "any". */
export type AlertCriteria = {
	keywords: readonly string[]
	categories: readonly string[]
	minPriceCents: number | null
	maxPriceCents: number | null
	location: string | null
	radiusKm: number
	conditions: readonly string[]
}

/** What of a listing an alert looks at. */
export type ListingFacts = {
	title: string
	description: string
	category: string
	subcategory: string | null
	price_cents: number
	condition: ItemCondition
	town: string | null
}

// Single words only: "gas cooker" is two words a listing carries separately.
const headOf = new Map<string, string>()
for (const group of SYNONYM_GROUPS) for (const word of group) if (!word.includes(' ')) headOf.set(word, group[0]!)

/** A word as alerts compare it: lower case, no accents, a plural's "s" dropped, a synonym as its group's first word. */
function termOf(word: string) {
	const plain = word.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase()
	const stem = plain.length > 3 && plain.endsWith('s') && !plain.endsWith('ss') ? plain.slice(0, -1) : plain
	return headOf.get(plain) ?? headOf.get(stem) ?? stem
}

function termsOf(text: string) {
	return text.split(/[^\p{L}\p{N}]+/u).filter(Boolean).map(termOf)
}

/** Every term a listing carries: its title, description and subcategory ("mobile-phones-tablets" says phone). */
export function listingTerms(listing: Pick<ListingFacts, 'title' | 'description' | 'subcategory'>) {
	return new Set(termsOf(`${listing.title} ${listing.description} ${listing.subcategory ?? ''}`))
}

// Kept, since the digest checks each alert's keywords against thousands of listings; cleared when it grows past any real need.
const termsOfKeyword = new Map<string, string[]>()

/** A keyword matches when the listing carries each of its words ("samsung tv": both). */
function keywordTerms(keyword: string) {
	let terms = termsOfKeyword.get(keyword)
	if (!terms) {
		if (termsOfKeyword.size >= 100_000) termsOfKeyword.clear()
		terms = [...new Set(termsOf(keyword))]
		termsOfKeyword.set(keyword, terms)
	}
	return terms
}

/**
 * The keys an alert is filed under in alert_terms: the rarest-looking (longest) word of each keyword; with no
 * keywords, each of its categories; with neither, '*'. A listing can only match an alert filed under one of
 * `lookupKeys(listing)`, so matching reads those few alerts, not all of them.
 */
export function indexKeys(criteria: Pick<AlertCriteria, 'keywords' | 'categories'>) {
	const keys = criteria.keywords.flatMap((keyword) => {
		const terms = keywordTerms(keyword)
		return terms.length ? [`k:${terms.reduce((a, b) => (b.length > a.length ? b : a))}`] : []
	})
	if (keys.length) return [...new Set(keys)]
	if (criteria.categories.length) return criteria.categories.map((c) => `c:${c}`)
	return ['*']
}

export function lookupKeys(listing: ListingFacts, terms = listingTerms(listing)) {
	return [...[...terms].map((t) => `k:${t}`), `c:${listing.category}`, '*']
}

/**
 * Whether a listing is what the alert asks for: one of the categories, the price, conditions, any keyword and radius
 * (the cheapest checks first: the digest makes millions).
 */
export function alertMatches(criteria: AlertCriteria, listing: ListingFacts, terms = listingTerms(listing)) {
	if (criteria.categories.length && !criteria.categories.includes(listing.category)) return false
	if (criteria.minPriceCents !== null && listing.price_cents < criteria.minPriceCents) return false
	if (criteria.maxPriceCents !== null && listing.price_cents > criteria.maxPriceCents) return false
	if (criteria.conditions.length && !criteria.conditions.includes(listing.condition)) return false
	if (criteria.keywords.length && !criteria.keywords.some((k) => keywordTerms(k).every((t) => terms.has(t)))) return false
	if (criteria.location) {
		const wanted = toTown(criteria.location)
		const at = listing.town ? toTown(listing.town) : null
		if (!wanted || !at || distanceKm(wanted, at) > criteria.radiusKm) return false
	}
	return true
}
