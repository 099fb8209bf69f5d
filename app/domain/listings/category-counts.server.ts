import type { Database } from '#db/database.ts'
import { CATEGORIES, type CategorySlug } from './categories.ts'
import { publiclyListed } from './visibility.server.ts'

export type CategoryCount = { slug: CategorySlug; label: string; count: number }

/** Every canonical category, in taxonomy order, with how many PUBLISHED listings it holds (one GROUP BY). */
export async function publishedCountsByCategory(db: Database): Promise<CategoryCount[]> {
	const rows = await db
		.selectFrom('listings')
		.select((eb) => ['category', eb.fn.countAll<number>().as('count')])
		.where(publiclyListed)
		.groupBy('category')
		.execute()
	const counts = new Map(rows.map((r) => [r.category, Number(r.count)]))
	return CATEGORIES.map((c) => ({ slug: c.slug, label: c.label, count: counts.get(c.slug) ?? 0 }))
}
