// The searches the benches time (scripts/bench.ts, scripts/bench-scale.ts): one fixed, varied list, the same on every run.

/** Query mix: mostly the words buyers type, some typos, some rare or absent ones, some two-letter prefixes (each class reported apart). */
export const SEARCH_CLASSES = {
	common: {
		share: 0.75,
		words: [
			'samsung', 'sofa', 'toyota', 'iphone', 'bed', 'phone', 'shoes', 'gas cooker', 'laptop', 'tv', 'fridge', 'bicycle',
			'guitar', 'kitenge dress', 'maasai', 'leather', 'hp elitebook', 'mvule', 'school', 'charger', 'mattress', 'books',
			'baby', 'table', 'phones', 'simu', 'mtumba', 'm-pesa', 'kompyuta', 'used laptop for sale', 'tecno spark',
		],
	},
	// Nothing matches as typed: the page corrects the typo and searches again.
	typo: { share: 0.05, words: ['tecon', 'samsng', 'sofaa', 'frige', 'infnix'] },
	rare: { share: 0.1, words: ['accordion', 'zanzibar', 'xylophone', 'kiondo', 'typewriter', 'nokia 3310'] },
	prefix: { share: 0.1, words: ['sa', 'ph', 'to', 'be', 'so', 'ch'] },
} as const
export type SearchClass = keyof typeof SEARCH_CLASSES
const CATEGORY_FILTERS = [undefined, undefined, 'electronics', 'home-garden', 'automotive', 'clothing']
const SORTS = ['newest', 'newest', 'oldest', 'price-low', 'price-high']

/** A fixed, varied list: every word, with and without a category, under every sort, now and then a later page. */
export function searchQueries(count: number) {
	let seed = 42
	const rand = (n: number) => {
		seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31
		return seed % n
	}
	return Object.entries(SEARCH_CLASSES).flatMap(([kind, { share, words }]) =>
		Array.from({ length: Math.round(count * share) }, (_, i) => {
			const params = new URLSearchParams({ q: words[i % words.length]! })
			const category = CATEGORY_FILTERS[rand(CATEGORY_FILTERS.length)]
			if (category) params.set('category', category)
			params.set('sort', SORTS[rand(SORTS.length)]!)
			if (rand(10) === 0) params.set('page', String(2 + rand(3)))
			return { kind: kind as SearchClass, q: params.toString() }
		}),
	)
}
