import { z } from 'zod'
import { toCategorySlug } from '../listings/categories.ts'
import { SUBCATEGORIES } from '../listings/subcategories.ts'
import { toTown } from '../listings/towns.ts'
import { SORT_VALUES } from './sorts.ts'

const shillings = z.preprocess(
	(v) => (v === '' || v === null ? undefined : v),
	z.coerce.number().int().min(0).max(1_000_000_000).optional().catch(undefined),
)

/** The browse filters as they arrive in the URL; anything unreadable falls back to "no filter" rather than an error page. */
export const BrowseQuerySchema = z.object({
	q: z.string().trim().max(100).optional().catch(undefined),
	category: z
		.string()
		.optional()
		.transform((v) => (v ? toCategorySlug(v) ?? undefined : undefined))
		.catch(undefined),
	subcategory: z.string().trim().max(60).optional().catch(undefined),
	sort: z.enum(SORT_VALUES).default('newest').catch('newest'),
	minPrice: shillings,
	maxPrice: shillings,
	location: z
		.string()
		.optional()
		.transform((v) => (v ? (toTown(v) ?? undefined) : undefined))
		.catch(undefined)
		.optional(),
	view: z.enum(['grid', 'list']).default('grid').catch('grid'),
	page: z.coerce.number().int().min(1).max(10_000).default(1).catch(1),
})

export type BrowseQuery = z.infer<typeof BrowseQuerySchema>

/** The category a subcategory slug belongs to, or null for an unknown slug. */
function categoryOfSubcategory(slug: string) {
	const found = Object.entries(SUBCATEGORIES).find(([, list]) => list.some((s) => s.slug === slug))
	return found ? toCategorySlug(found[0]) : null
}

export function parseBrowseQuery(params: URLSearchParams): BrowseQuery {
	const raw = Object.fromEntries([...params].filter(([, v]) => v !== ''))
	const query = BrowseQuerySchema.parse(raw)
	// A subcategory names its category; one that isn't under the chosen category (or is unknown) is dropped.
	const parent = query.subcategory ? categoryOfSubcategory(query.subcategory) : null
	if (!parent || (query.category && query.category !== parent)) return { ...query, subcategory: undefined }
	return { ...query, category: parent }
}
