import type { Database } from '#db/database.ts'
import { talksInSokoOnly } from './soko-only.server.ts'

/**
 * What a listing's page offers its viewer for writing to the seller (issue 24 §1): whether the seller talks in Soko
 * only (Contact then offers Message instead of the number), and the viewer's conversation about it, if they have one.
 */
export async function messagingFor(db: Database, { listing, viewer }: { listing: { id: number; seller_id: number }; viewer: { id: number } | null }) {
	const [sokoOnly, conversation] = await Promise.all([
		talksInSokoOnly(db, { sellerId: listing.seller_id }),
		viewer && viewer.id !== listing.seller_id
			? db.selectFrom('conversations').select('id').where('listing_id', '=', listing.id).where('buyer_id', '=', viewer.id).executeTakeFirst()
			: undefined,
	])
	return { sokoOnly, conversationId: conversation?.id ?? null }
}

export type ListingMessaging = Awaited<ReturnType<typeof messagingFor>>
