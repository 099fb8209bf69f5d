import type { Database } from '#db/database.ts'
import type { OfferSide, OfferStatus } from '#app/domain/offers/moves.ts'
import { createSession } from '#app/domain/accounts/sessions.server.ts'
import { createListing, createUser } from './factories.ts'

const DAY_MS = 86_400_000

/** A seller with a published listing, a buyer and a stranger, each with a session token. */
export async function offerParties(db: Database) {
	const withToken = async (role: 'BUYER' | 'SELLER') => {
		// They chose email: the offer tests read what each move tells the other side in the mail outbox.
		const user = await createUser(db, { role, notifyBy: 'EMAIL' })
		return { ...user, token: (await createSession(db, { userId: user.id })).token }
	}
	const seller = await withToken('SELLER')
	const buyer = await withToken('BUYER')
	const stranger = await withToken('BUYER')
	const listing = await createListing(db, { sellerId: seller.id, title: 'Sony PS4 Slim & 2 pads', priceCents: 2_000_000 })
	return { seller, buyer, stranger, listing }
}

/** An offer as it would stand after some moves: written straight to the table. */
export async function insertOffer(
	db: Database,
	{
		listingId,
		buyerId,
		amountCents = 1_500_000,
		status = 'PENDING',
		lastMoveBy = 'BUYER',
		counterCents = null,
		expiresInDays = 7,
	}: {
		listingId: number
		buyerId: number
		amountCents?: number
		status?: OfferStatus
		lastMoveBy?: OfferSide
		counterCents?: number | null
		expiresInDays?: number
	},
) {
	const { id } = await db
		.insertInto('offers')
		.values({
			listing_id: listingId,
			buyer_id: buyerId,
			amount_cents: amountCents,
			status,
			last_move_by: lastMoveBy,
			counter_amount_cents: counterCents,
			expires_at: new Date(Date.now() + expiresInDays * DAY_MS).toISOString(),
		})
		.returning('id')
		.executeTakeFirstOrThrow()
	return id
}

export function offerRow(db: Database, id: number) {
	return db
		.selectFrom('offers')
		.select(['status', 'last_move_by', 'amount_cents', 'counter_amount_cents', 'message', 'seller_response', 'expires_at', 'responded_at'])
		.where('id', '=', id)
		.executeTakeFirstOrThrow()
}

export function outbox(db: Database) {
	return db.selectFrom('mail_outbox').select(['to_address', 'subject', 'body']).orderBy('id').execute()
}
