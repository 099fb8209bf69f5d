import type { Database } from '#db/database.ts'
import { publishedBySeller } from '../listings/listings.server.ts'
import { maskPhone } from '#app/utils/format.ts'
import { ratingBreakdown, sellerRating } from './ratings.server.ts'

export const SELLER_LISTINGS_PAGE = 24
export const SELLER_REVIEWS_SHOWN = 20

/**
 * A seller's public page (/sellers/:id): who they are (name, else the masked phone), since when, their rating with the
 * newest reviews, and their published listings, a page at a time. Undefined (a 404) for an unknown or suspended
 * account, and for one that isn't a seller and has nothing published: buyers have no public page. The same page for
 * everyone, the seller and admins included (it is how buyers see them): the phone always masked, and a review of a
 * listing no longer published without its title (it may have been taken down).
 */
export async function sellerPage(db: Database, { sellerId, page }: { sellerId: number; page: number }) {
	const seller = await db
		.selectFrom('users')
		.leftJoin('seller_profiles', 'seller_profiles.user_id', 'users.id')
		.select(['users.id', 'users.role', 'users.phone', 'users.registered_at', 'users.is_verified', 'users.phone_verified', 'seller_profiles.display_name'])
		.where('users.id', '=', sellerId)
		.where('users.is_active', '=', 1)
		.executeTakeFirst()
	if (!seller) return undefined
	const current = Math.max(1, Math.floor(page) || 1)
	const [listings, rating, breakdown, reviews, sold] = await Promise.all([
		publishedBySeller(db, { sellerId, limit: SELLER_LISTINGS_PAGE, offset: (current - 1) * SELLER_LISTINGS_PAGE }),
		sellerRating(db, { sellerId }),
		ratingBreakdown(db, { sellerId }),
		db
			.selectFrom('reviews')
			.innerJoin('listings', 'listings.id', 'reviews.listing_id')
			.select(['reviews.id', 'reviews.rating', 'reviews.comment', 'reviews.created_at', 'reviews.updated_at', 'listings.id as listing_id', 'listings.title as listing_title', 'listings.status as listing_status'])
			.where('listings.seller_id', '=', sellerId)
			.orderBy((eb) => eb.fn.coalesce('reviews.updated_at', 'reviews.created_at'), 'desc')
			.orderBy('reviews.id', 'desc')
			.limit(SELLER_REVIEWS_SHOWN)
			.execute(),
		db
			.selectFrom('listings')
			.select((eb) => eb.fn.countAll<number>().as('n'))
			.where('seller_id', '=', sellerId)
			.where('status', '=', 'SOLD')
			.executeTakeFirstOrThrow(),
	])
	if (seller.role !== 'SELLER' && listings.total === 0) return undefined
	return {
		seller: { id: seller.id, name: seller.display_name?.trim() || maskPhone(seller.phone), since: seller.registered_at, phoneVerified: seller.phone_verified === 1, checkedByTeam: seller.is_verified === 1 },
		rating,
		breakdown,
		reviews: reviews.map(({ updated_at, created_at, listing_id, listing_title, listing_status, ...review }) => ({
			...review,
			listing: listing_status === 'PUBLISHED' ? { id: listing_id, title: listing_title } : null,
			date: updated_at ?? created_at,
		})),
		listings: listings.items,
		listingsTotal: listings.total,
		soldCount: Number(sold.n),
		page: current,
		pages: Math.max(1, Math.ceil(listings.total / SELLER_LISTINGS_PAGE)),
	}
}
