import { sql } from 'kysely'
import type { Database } from '#db/database.ts'

/**
 * Conversations with what a list or a thread shows about them: the listing (title, price, status, main photo) and
 * the other person seen from `userId` (their id, phone and name). One row per conversation; callers filter and order.
 */
export function conversationSummaries(db: Database, { userId }: { userId: number }) {
	return db
		.selectFrom('conversations')
		.innerJoin('listings', 'listings.id', 'conversations.listing_id')
		.innerJoin('users as other', (join) =>
			join.on((eb) => eb('other.id', '=', eb.case().when('conversations.buyer_id', '=', userId).then(eb.ref('conversations.seller_id')).else(eb.ref('conversations.buyer_id')).end())),
		)
		.leftJoin('seller_profiles', 'seller_profiles.user_id', 'other.id')
		.select((eb) => [
			'conversations.id',
			'conversations.listing_id',
			'conversations.buyer_id',
			'conversations.seller_id',
			'conversations.last_message_id',
			'conversations.last_message_at',
			'conversations.blocked_by',
			sql<number>`CASE WHEN conversations.buyer_id = ${userId} THEN conversations.buyer_unread ELSE conversations.seller_unread END`.as('unread'),
			'listings.title',
			'listings.price_cents',
			'listings.status',
			eb
				.selectFrom('listing_photos')
				.select('listing_photos.cloudinary_id')
				.whereRef('listing_photos.listing_id', '=', 'listings.id')
				.orderBy('listing_photos.is_primary', 'desc')
				.orderBy('listing_photos.position')
				.limit(1)
				.as('photo'),
			'other.id as other_id',
			'other.phone as other_phone',
			'seller_profiles.display_name',
		])
}
