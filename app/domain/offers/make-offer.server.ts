import type { Database } from '#db/database.ts'
import { isUniqueViolation } from '#db/errors.ts'
import { DomainError } from '../domain-error.ts'
import { visibleTo } from '../listings/visibility.server.ts'
import { afterMove } from './moves.ts'
import { notify } from '../notifications/notify.server.ts'
import { formatKshExact } from '#app/utils/format.ts'
import { findOffer } from './queries.server.ts'
import { hitRateLimit, RATE_LIMITS, requireWithinRateLimit } from '../limits/rate-limits.server.ts'
import type { ChatBus } from '../chat/bus.server.ts'
import { publishMessage } from '../conversations/append.server.ts'
import { recordOfferEvent } from '../conversations/offer-events.server.ts'

export const OFFER_SIGN_IN_MESSAGE = 'You need to be signed in to make offers'
export const OFFER_FAILED_MESSAGE = 'Failed to submit offer. Please try again.'

const DAY_MS = 86_400_000

/**
 * The listing a buyer may make an offer on: 404 when they can't see it, 403 when it is their own, 409 when it is not
 * on sale. An API call checks it before the offer's terms (404 and 403 before a bad amount's 400).
 */
export async function requireOfferableListing(db: Database, { listingId, buyer }: { listingId: number; buyer: { id: number; role: string } }) {
	const listing = await db
		.selectFrom('listings')
		.innerJoin('users', 'users.id', 'listings.seller_id')
		.select(['listings.id', 'listings.title', 'listings.status', 'listings.seller_id', 'users.email as seller_email', 'users.locale as seller_locale'])
		.where('listings.id', '=', listingId)
		.where(visibleTo(buyer))
		.executeTakeFirst()
	if (!listing) throw new DomainError('Listing not found', 404)
	if (listing.seller_id === buyer.id) throw new DomainError('You cannot make an offer on your own listing', 403)
	if (listing.status !== 'PUBLISHED') throw new DomainError('Offers can only be made on published listings', 409)
	return listing
}

/**
 * A signed-in user offers `amountCents` for a PUBLISHED listing that isn't theirs (404 when they can't see it, 403 on
 * their own, 409 when it isn't published). An open offer of theirs on the listing is withdrawn in the same
 * transaction, so there is one open offer per buyer per listing (a unique index refuses a race: 409). The seller is
 * notified; the offer waits for them for `ttlDays`. A buyer makes at most RATE_LIMITS.offersPerListing offers a day on
 * one listing and offersPerPair to one seller (429), and a seller gets an email or SMS about one buyer's offers at most
 * offerMailsPerPair times a day: later offers wait on their notifications and dashboard, unsent. All are counted in the offer's
 * transaction, so an offer refused for another reason counts for nothing. The offer is a line of the buyer's
 * conversation about the listing (made then if need be), sent live on `bus`.
 */
export async function makeOffer(
	db: Database,
	{
		listingId,
		buyer,
		amountCents,
		message,
		ttlDays,
		siteUrl,
		bus,
	}: { listingId: number; buyer: { id: number; role: string }; amountCents: number; message: string; ttlDays: number; siteUrl?: string; bus?: ChatBus },
) {
	const { id: offerId, event } = await db
		.transaction()
		.execute(async (trx) => {
			const listing = await requireOfferableListing(trx, { listingId, buyer })
			await requireWithinRateLimit(trx, { rule: RATE_LIMITS.offersPerListing, subject: `${buyer.id}:${listingId}` })
			await requireWithinRateLimit(trx, { rule: RATE_LIMITS.offersPerPair, subject: `${buyer.id}:${listing.seller_id}` })
			const now = new Date()
			await trx
				.updateTable('offers')
				.set(afterMove('withdraw', 'BUYER', 'BUYER'))
				.where('listing_id', '=', listingId)
				.where('buyer_id', '=', buyer.id)
				.where('status', '=', 'PENDING')
				.execute()
			const { id } = await trx
				.insertInto('offers')
				.values({
					listing_id: listingId,
					buyer_id: buyer.id,
					amount_cents: amountCents,
					message,
					last_move_by: 'BUYER',
					created_at: now.toISOString(),
					expires_at: new Date(now.getTime() + ttlDays * DAY_MS).toISOString(),
				})
				.returning('id')
				.executeTakeFirstOrThrow()
			const event = await recordOfferEvent(trx, {
				offer: { id, listing_id: listingId, buyer_id: buyer.id, seller_id: listing.seller_id },
				event: 'made',
				actorId: buyer.id,
				amountCents,
				body: message,
				siteUrl,
				now,
			})
			const told = await hitRateLimit(trx, { rule: RATE_LIMITS.offerMailsPerPair, subject: `${listing.seller_id}:${buyer.id}` })
			await notify(trx, {
				userId: listing.seller_id,
				kind: 'OFFER_MADE',
				listingId,
				offerId: id,
				params: { title: listing.title, who: 'The buyer', amount: formatKshExact(amountCents), message, side: 'seller' },
				siteUrl,
				listOnly: !told.allowed,
			})
			return { id, event }
		})
		.catch((error: unknown) => {
			// Two offers from the same buyer raced (possible with several app instances): one wins, the other may retry.
			if (isUniqueViolation(error)) throw new DomainError(OFFER_FAILED_MESSAGE, 409)
			throw error
		})
	await publishMessage(bus, event)
	return (await findOffer(db, { offerId }))!
}
