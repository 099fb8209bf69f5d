import type { Database } from '#db/database.ts'

export type SellerRating = { average: number | null; count: number }

/** The seller's rating, computed from buyers' reviews of their listings (no placeholder figures): 4.5, one decimal. */
export async function sellerRating(db: Database, { sellerId }: { sellerId: number }): Promise<SellerRating> {
	const row = await db
		.selectFrom('reviews')
		.innerJoin('listings', 'listings.id', 'reviews.listing_id')
		.where('listings.seller_id', '=', sellerId)
		.select((eb) => [eb.fn.avg<number>('reviews.rating').as('average'), eb.fn.countAll<number>().as('count')])
		.executeTakeFirstOrThrow()
	const count = Number(row.count)
	return { average: count ? Math.round(Number(row.average) * 10) / 10 : null, count }
}

/** How many reviews gave each number of stars, 5 down to 1 (the seller page's bars). */
export async function ratingBreakdown(db: Database, { sellerId }: { sellerId: number }) {
	const rows = await db
		.selectFrom('reviews')
		.innerJoin('listings', 'listings.id', 'reviews.listing_id')
		.where('listings.seller_id', '=', sellerId)
		.select(['reviews.rating', (eb) => eb.fn.countAll<number>().as('count')])
		.groupBy('reviews.rating')
		.execute()
	return [5, 4, 3, 2, 1].map((stars) => ({ stars, count: Number(rows.find((r) => r.rating === stars)?.count ?? 0) }))
}
