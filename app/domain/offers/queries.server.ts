import type { Database } from '#db/database.ts'
import { centsToDecimal, maskPhone } from '#app/utils/format.ts'
import { amountOnTable, awaitingSide, stageOf, type OfferSide } from './moves.ts'

/** Offers with what either side is shown about them: the listing, both parties, the terms and whose turn it is. */
function offerRows(db: Database) {
	return db
		.selectFrom('offers')
		.innerJoin('listings', 'listings.id', 'offers.listing_id')
		.innerJoin('users as buyers', 'buyers.id', 'offers.buyer_id')
		.select([
			'offers.id',
			'offers.listing_id',
			'listings.title as listing_title',
			'listings.status as listing_status',
			'listings.seller_id',
			'offers.buyer_id',
			'buyers.phone as buyer_phone',
			'offers.amount_cents',
			'offers.counter_amount_cents',
			'offers.message',
			'offers.seller_response',
			'offers.status',
			'offers.last_move_by',
			'offers.created_at',
			'offers.expires_at',
			'offers.responded_at',
		])
}

type OfferRow = Awaited<ReturnType<ReturnType<typeof offerRows>['executeTakeFirstOrThrow']>>

/** One offer as a page shows it to one side; the other party's phone stays masked. */
export function offerView(row: OfferRow) {
	return {
		...row,
		buyer_phone: maskPhone(row.buyer_phone),
		stage: stageOf(row),
		awaiting: awaitingSide(row),
		on_table_cents: amountOnTable(row),
	}
}

export type OfferView = ReturnType<typeof offerView>

/** An offer in the JSON API: amounts as decimal strings, the caller's side and whether the next move is theirs. */
export function offerJson(offer: OfferView, side: OfferSide) {
	return {
		id: offer.id,
		listing_id: offer.listing_id,
		listing_title: offer.listing_title,
		// Whether the listing is still up: once it is sold, expired or taken down an open offer can only be declined.
		listing_available: offer.listing_status === 'PUBLISHED',
		role: side === 'BUYER' ? 'buyer' : 'seller',
		amount: centsToDecimal(offer.amount_cents),
		counter_amount: offer.counter_amount_cents === null ? null : centsToDecimal(offer.counter_amount_cents),
		message: offer.message,
		seller_response: offer.seller_response,
		status: offer.status,
		last_move_by: offer.last_move_by,
		awaiting: offer.awaiting,
		your_turn: offer.awaiting === side,
		created_at: offer.created_at,
		expires_at: offer.expires_at,
		responded_at: offer.responded_at,
	}
}

export async function findOffer(db: Database, { offerId }: { offerId: number }) {
	const row = await offerRows(db).where('offers.id', '=', offerId).executeTakeFirst()
	return row ? offerView(row) : undefined
}

const LIST_LIMIT = 100

/** Offers a user made, newest first. */
export async function sentOffers(db: Database, { buyerId }: { buyerId: number }) {
	const rows = await offerRows(db).where('offers.buyer_id', '=', buyerId).orderBy('offers.id', 'desc').limit(LIST_LIMIT).execute()
	return rows.map(offerView)
}

/** Offers made on a seller's listings: those awaiting the seller first, then the newest. */
export async function receivedOffers(db: Database, { sellerId }: { sellerId: number }) {
	const rows = await offerRows(db).where('listings.seller_id', '=', sellerId).orderBy('offers.id', 'desc').limit(LIST_LIMIT).execute()
	const waitsForSeller = (o: OfferView) => (o.awaiting === 'SELLER' ? 0 : 1)
	return rows.map(offerView).sort((a, b) => waitsForSeller(a) - waitsForSeller(b))
}

/** The buyer's latest offer on a listing (open or settled), for the listing page. */
export async function latestOfferOn(db: Database, { listingId, buyerId }: { listingId: number; buyerId: number }) {
	const row = await offerRows(db)
		.where('offers.listing_id', '=', listingId)
		.where('offers.buyer_id', '=', buyerId)
		.orderBy('offers.id', 'desc')
		.limit(1)
		.executeTakeFirst()
	return row ? offerView(row) : null
}

/** The buyer's offer on a listing still waiting for an answer (from either side), for the conversation between the two. */
export async function openOfferOn(db: Database, { listingId, buyerId }: { listingId: number; buyerId: number }) {
	const latest = await latestOfferOn(db, { listingId, buyerId })
	return latest?.awaiting ? latest : null
}

/** What the listing page shows a viewer about offers: whether they may make one, and their latest one there. */
export async function offerPanelFor(
	db: Database,
	{ listing, viewer }: { listing: { id: number; seller_id: number }; viewer: { id: number } | null },
) {
	if (viewer?.id === listing.seller_id) return { canOffer: false, latest: null }
	return { canOffer: true, latest: viewer ? await latestOfferOn(db, { listingId: listing.id, buyerId: viewer.id }) : null }
}

/** How many offers on a seller's listings wait for their answer (the header's count on My Offers). */
export async function offersAwaitingSeller(db: Database, { sellerId }: { sellerId: number }) {
	const row = await db
		.selectFrom('offers')
		.innerJoin('listings', 'listings.id', 'offers.listing_id')
		.select((eb) => eb.fn.countAll<number>().as('count'))
		.where('listings.seller_id', '=', sellerId)
		.where('offers.status', '=', 'PENDING')
		.where('offers.last_move_by', '=', 'BUYER')
		.executeTakeFirstOrThrow()
	return Number(row.count)
}
