import type { SelectQueryBuilder } from 'kysely'
import type { Database } from '#db/database.ts'
import type { DB } from '#db/schema.ts'
import { CATEGORIES, type CategorySlug } from './categories.ts'
import { sellerSuspended } from './visibility.server.ts'

export type CategoryCount = { slug: CategorySlug; label: string; count: number }

/** Every canonical category, in taxonomy order, with how many publicly listed listings it holds. */
export async function publishedCountsByCategory(db: Database): Promise<CategoryCount[]> {
	// Published listings by category (an index's entries), less those of suspended sellers (few): checking every
	// listing's seller instead reads the table (half a second at a million listings).
	const countBy = (listings: SelectQueryBuilder<DB, 'listings', object>) =>
		listings.select((eb) => ['listings.category', eb.fn.countAll<number>().as('count')]).groupBy('listings.category').execute()
	const published = db.selectFrom('listings').where('listings.status', '=', 'PUBLISHED')
	const [all, hidden] = await Promise.all([countBy(published), countBy(published.where(sellerSuspended))])
	const counts = new Map(all.map((r) => [r.category, Number(r.count)]))
	for (const r of hidden) counts.set(r.category, (counts.get(r.category) ?? 0) - Number(r.count))
	return CATEGORIES.map((c) => ({ slug: c.slug, label: c.label, count: counts.get(c.slug) ?? 0 }))
}
