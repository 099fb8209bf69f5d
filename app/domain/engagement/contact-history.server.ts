import type { Database } from '#db/database.ts'

/**
 * Which of these users have dealt with a seller through Soko: revealed their number (Contact, recorded as
 * CONTACT_SELLER), made an offer on one of their listings or written to them about one (a conversation). Reviews need
 * one (trust/reviews.server.ts), and reports weigh more with one (fraud/reports-signal.ts).
 */
export async function usersInContactWith(db: Database, { sellerId, userIds }: { sellerId: number; userIds: number[] }) {
	if (!userIds.length) return new Set<number>()
	const [contacted, offered, wrote] = await Promise.all([
		db
			.selectFrom('user_actions')
			.innerJoin('listings', 'listings.id', 'user_actions.listing_id')
			.select('user_actions.user_id as userId')
			.distinct()
			.where('user_actions.action_type', '=', 'CONTACT_SELLER')
			.where('listings.seller_id', '=', sellerId)
			.where('user_actions.user_id', 'in', userIds)
			.execute(),
		db
			.selectFrom('offers')
			.innerJoin('listings', 'listings.id', 'offers.listing_id')
			.select('offers.buyer_id as userId')
			.distinct()
			.where('listings.seller_id', '=', sellerId)
			.where('offers.buyer_id', 'in', userIds)
			.execute(),
		db.selectFrom('conversations').select('buyer_id as userId').distinct().where('seller_id', '=', sellerId).where('buyer_id', 'in', userIds).execute(),
	])
	return new Set([...contacted, ...offered, ...wrote].map((row) => row.userId))
}

/** Whether one user has dealt with the seller (usersInContactWith). */
export async function hasContacted(db: Database, { userId, sellerId }: { userId: number; sellerId: number }) {
	return (await usersInContactWith(db, { sellerId, userIds: [userId] })).has(userId)
}
