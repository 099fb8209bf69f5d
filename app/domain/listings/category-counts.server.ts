import type { Database } from '#db/database.ts'
import { CATEGORIES, type CategorySlug } from './categories.ts'
import { countListed } from './visibility.server.ts'

export type CategoryCount = { slug: CategorySlug; label: string; count: number }

/** Every canonical category, in taxonomy order, with how many publicly listed listings it holds. */
export async function publishedCountsByCategory(db: Database): Promise<CategoryCount[]> {
	const counts = await countListed(db, { byCategory: true })
	return CATEGORIES.map((c) => ({ slug: c.slug, label: c.label, count: counts.get(c.slug) ?? 0 }))
}
