import type { Database } from '#db/database.ts'
import { DomainError } from '../domain-error.ts'
import { visibleTo, type Viewer } from '../listings/visibility.server.ts'
import { findConversation, requireNotBlocked } from './access.server.ts'
import { writeMessage, type MessageInput } from './post.server.ts'
import { CONVERSATION_WORDS } from './words.ts'

/**
 * The listing a buyer asks to message the seller of: 404 when they can't see it, 400 when it is their own. The API
 * asks before it reads the message, so these come before a 400 for the body.
 */
export async function requireMessageable(db: Database, { listingId, viewer }: { listingId: number; viewer: NonNullable<Viewer> }) {
	const listing = await db
		.selectFrom('listings')
		.select(['id', 'seller_id', 'status'])
		.where('id', '=', listingId)
		.where(visibleTo(viewer))
		.executeTakeFirst()
	if (!listing) throw new DomainError(CONVERSATION_WORDS.listingNotFound, 404)
	if (listing.seller_id === viewer.id) throw new DomainError(CONVERSATION_WORDS.ownListing, 400)
	return listing
}

function findByListing(db: Database, { listingId, buyerId }: { listingId: number; buyerId: number }) {
	return db.selectFrom('conversations').select('id').where('listing_id', '=', listingId).where('buyer_id', '=', buyerId).executeTakeFirst()
}

/** The conversation of one buyer about one listing, or the one made now (two racing starts agree on one: UNIQUE). */
export async function openConversation(db: Database, { listingId, buyerId, sellerId }: { listingId: number; buyerId: number; sellerId: number }) {
	const created = await db
		.insertInto('conversations')
		.values({ listing_id: listingId, buyer_id: buyerId, seller_id: sellerId })
		.onConflict((oc) => oc.columns(['listing_id', 'buyer_id']).doNothing())
		.returning('id')
		.executeTakeFirst()
	const id = created?.id ?? (await findByListing(db, { listingId, buyerId }))!.id
	return { conversation: (await findConversation(db, { conversationId: id }))!, created: created !== undefined }
}

/**
 * What must hold before a buyer's message is read: their conversation about the listing is not blocked (403); without
 * one, the listing is one they may message (404, 400) and PUBLISHED (409: only an admin sees others).
 */
export async function requireStartable(db: Database, { listingId, buyer }: { listingId: number; buyer: NonNullable<Viewer> }) {
	const existing = await findByListing(db, { listingId, buyerId: buyer.id })
	if (!existing) {
		const listing = await requireMessageable(db, { listingId, viewer: buyer })
		if (listing.status !== 'PUBLISHED') throw new DomainError(CONVERSATION_WORDS.notPublished, 409)
		return { sellerId: listing.seller_id }
	}
	// Their conversation stays theirs whatever became of the listing (sold, expired, taken down).
	const conversation = (await findConversation(db, { conversationId: existing.id }))!
	requireNotBlocked(conversation, buyer.id)
	return { sellerId: conversation.seller_id }
}

/**
 * "Message seller": the buyer's one conversation about the listing, started with their first message or reopened
 * with the next (issue 24 §1). A new one needs the listing PUBLISHED (409) and counts against the conversations a
 * day; an existing one stays open whatever became of the listing, unless blocked (403). A first message refused
 * (scam check, limits) starts nothing.
 */
export async function startConversation(db: Database, { listingId, buyer, ...input }: MessageInput & { listingId: number; buyer: NonNullable<Viewer> }) {
	const { sellerId } = await requireStartable(db, { listingId, buyer })
	return writeMessage(db, {
		target: { sellerId, open: (trx) => openConversation(trx, { listingId, buyerId: buyer.id, sellerId }) },
		writer: buyer,
		...input,
	})
}
