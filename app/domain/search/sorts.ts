/** The browse sort options (kept apart from the zod schema so the page doesn't ship zod to the browser). */
export const SORTS = [
	{ value: 'newest', label: 'Newest first' },
	{ value: 'oldest', label: 'Oldest first' },
	{ value: 'price-low', label: 'Price: low to high' },
	{ value: 'price-high', label: 'Price: high to low' },
] as const

export type Sort = (typeof SORTS)[number]['value']

export const SORT_VALUES = SORTS.map((s) => s.value) as [Sort, ...Sort[]]
