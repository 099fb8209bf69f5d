import { searchWords, wordParts } from '../../search/fts-query.ts'
import { synonymsOf } from '../../search/synonyms.ts'
import type { RiskIndicator } from './risk.ts'

/**
 * A price far below the market (issue 12 §1): against the median price of comparable listings the caller gives
 * (published and recently sold ones), in the same category and with a similar title. No verdict without enough of them.
 */

/** Fewer comparables than this and one odd listing moves the median: no verdict. */
export const MIN_COMPARABLES = 5
/** Titles share at least this many meaningful words ("iphone 12"), so "iPhone 7" is no yardstick for "iPhone 12 Pro"... */
export const MIN_SHARED_TITLE_WORDS = 2
/** ...and this share of all their words (Jaccard), so "iPhone 12 case" is no yardstick for "iPhone 12 Pro Max 256GB". */
export const SIMILAR_TITLE_MIN_JACCARD = 0.4
/** Under 40% of the median: no honest haggling margin or "quick sale" discount goes that low. */
export const FAR_BELOW_RATIO = 0.4
/** Under 25%: the price is bait. */
export const VERY_FAR_BELOW_RATIO = 0.25
/** Far below: worth a look alone (MEDIUM). */
export const FAR_BELOW_WEIGHT = 35
/** Very far below: alone just short of HIGH, since a seller's typo (1,500 for 15,000) does it too. */
export const VERY_FAR_BELOW_WEIGHT = 45

/** A title with one of these and a title without are different things: an iPhone case is no yardstick for an iPhone. */
export const ACCESSORY_WORDS: ReadonlySet<string> = new Set([
	'case', 'cover', 'protector', 'charger', 'cable', 'battery', 'screen', 'strap', 'pouch', 'adapter', 'remote', 'stand', 'mount',
	'bracket', 'lens', 'spares', 'parts', 'tyre', 'tyres', 'rim', 'rims', 'sticker', 'stickers',
])
/** Said of the item, these explain a low price honestly (a faulty phone sold for parts): no price signal then. */
export const DAMAGED = /\b(?:spares?|for parts|faulty|broken|cracked|not working|dead|needs? repair|kibovu|imeharibika|haiwaki)\b/i

export type PricedListing = { title: string; category: string; price: number }

/** A title's meaningful words (search's word handling), each synonym group as one word ("simu" is "phone"). */
export function titleWords(title: string): Set<string> {
	return new Set(
		searchWords(title)
			.flatMap(wordParts)
			.map((word) => synonymsOf(word)[0] ?? word),
	)
}

const accessoryWords = (words: Set<string>) => [...words].filter((word) => ACCESSORY_WORDS.has(word)).sort().join(' ')

function similarTitles(a: Set<string>, b: Set<string>) {
	if (accessoryWords(a) !== accessoryWords(b)) return false
	const shared = [...a].filter((word) => b.has(word)).length
	const union = a.size + b.size - shared
	return shared >= Math.min(MIN_SHARED_TITLE_WORDS, a.size) && union > 0 && shared / union >= SIMILAR_TITLE_MIN_JACCARD
}

/** The comparables that are a yardstick for this listing: same category, similar title, a price. */
export function comparableSet<T extends PricedListing>(listing: PricedListing, comparables: readonly T[]): T[] {
	const words = titleWords(listing.title)
	return comparables.filter((c) => c.category === listing.category && c.price > 0 && similarTitles(words, titleWords(c.title)))
}

export function median(values: readonly number[]) {
	const sorted = [...values].sort((a, b) => a - b)
	const middle = Math.floor(sorted.length / 2)
	return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

/**
 * The price indicator, or none when the price is within the market, the listing says the item is damaged, or there are
 * too few comparables to know.
 */
export function priceOutlierIndicators(listing: PricedListing & { description?: string }, comparables: readonly PricedListing[]): RiskIndicator[] {
	if (DAMAGED.test(`${listing.title} ${listing.description ?? ''}`)) return []
	const set = comparableSet(listing, comparables)
	if (set.length < MIN_COMPARABLES) return []
	const marketMedian = median(set.map((c) => c.price))
	const ratio = listing.price / marketMedian
	if (ratio >= FAR_BELOW_RATIO) return []
	const veryFar = ratio < VERY_FAR_BELOW_RATIO
	return [
		{
			code: 'PRICE_FAR_BELOW_MARKET',
			label: veryFar ? 'Price under a quarter of similar listings' : 'Price far below similar listings',
			weight: veryFar ? VERY_FAR_BELOW_WEIGHT : FAR_BELOW_WEIGHT,
			evidence: { price: listing.price, median: marketMedian, comparables: set.length, ratio: Math.round(ratio * 100) / 100 },
		},
	]
}
