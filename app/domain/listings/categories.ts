/** The one canonical taxonomy (DESIGN.md §4): 16 slugs, their labels, and every label the spec uses elsewhere as an alias. */
export const CATEGORIES = [
	{ slug: 'electronics', label: 'Electronics', aliases: [] },
	{ slug: 'clothing', label: 'Clothing', aliases: ['fashion', 'jewelry', 'clothing & accessories'] },
	{ slug: 'home-garden', label: 'Home & Garden', aliases: ['home', 'furniture', 'decor', 'home and garden'] },
	{ slug: 'sports-outdoors', label: 'Sports & Outdoors', aliases: ['sports'] },
	{ slug: 'books-media', label: 'Books & Media', aliases: ['books', 'media'] },
	{ slug: 'automotive', label: 'Automotive', aliases: ['vehicles', 'cars'] },
	{ slug: 'beauty-personal-care', label: 'Beauty & Personal Care', aliases: ['beauty', 'health & beauty'] },
	{ slug: 'toys-games', label: 'Toys & Games', aliases: ['toys'] },
	{ slug: 'food-beverages', label: 'Food & Beverages', aliases: ['food'] },
	{ slug: 'health-fitness', label: 'Health & Fitness', aliases: ['health', 'fitness'] },
	{ slug: 'art-crafts', label: 'Art & Crafts', aliases: ['art', 'crafts'] },
	{ slug: 'music-instruments', label: 'Music & Instruments', aliases: ['music'] },
	{ slug: 'office-business', label: 'Office & Business', aliases: ['office'] },
	{ slug: 'travel-luggage', label: 'Travel & Luggage', aliases: ['travel', 'luggage'] },
	{ slug: 'pet-supplies', label: 'Pet Supplies', aliases: ['pets'] },
	{ slug: 'other', label: 'Other', aliases: ['more'] },
] as const

export type CategorySlug = (typeof CATEGORIES)[number]['slug']

export const CATEGORY_SLUGS = CATEGORIES.map((c) => c.slug) as [CategorySlug, ...CategorySlug[]]

const bySpelling = new Map<string, CategorySlug>()
for (const c of CATEGORIES) {
	for (const spelling of [c.slug, c.label, ...c.aliases]) bySpelling.set(spelling.toLowerCase(), c.slug)
}

/** The canonical slug for any spelling the spec uses (slug, label or alias, any case), or null. */
export function toCategorySlug(value: string): CategorySlug | null {
	return bySpelling.get(value.trim().toLowerCase()) ?? null
}

export function categoryLabel(slug: string) {
	return CATEGORIES.find((c) => c.slug === slug)?.label ?? slug
}

/**
 * The home page tiles of spec 1 §2, each opening Browse on its category (Furniture and Decor: their subcategories).
 * "More" opens every category; its link says so to a screen reader (and to search engines: "More" alone says nothing).
 */
export const HOME_TILES: readonly { label: string; to: string; name?: string }[] = [
	{ label: 'Electronics', to: '/browse?category=electronics' },
	{ label: 'Furniture', to: '/browse?category=home-garden&subcategory=furniture' },
	{ label: 'Automotive', to: '/browse?category=automotive' },
	{ label: 'Decor', to: '/browse?category=home-garden&subcategory=decor' },
	{ label: 'Health', to: '/browse?category=health-fitness' },
	{ label: 'More', to: '/categories', name: 'More categories' },
]

export const TOWNS = [
	'Nairobi',
	'Mombasa',
	'Kisumu',
	'Nakuru',
	'Eldoret',
	'Thika',
	'Machakos',
	'Meru',
	'Nyeri',
	'Kericho',
] as const

/** A town as typed, a suggested one in its usual spelling ("nairobi" is Nairobi); any other kept as typed. */
export function usualTownSpelling(value: string) {
	return TOWNS.find((t) => t.toLowerCase() === value.toLowerCase()) ?? value
}
