import type { Database } from '#db/database.ts'
import { DomainError } from '../domain-error.ts'
import { OFFER_MOVES, afterMove, amountOnTable, canMove, type OfferMove, type OfferMover, type OfferSide, type OfferStage } from './moves.ts'
import type { NotificationKind } from '#db/enums.ts'
import { formatKshExact } from '#app/utils/format.ts'
import { notify } from '../notifications/notify.server.ts'
import { findOffer, type OfferView } from './queries.server.ts'
import { LISTING_GONE } from './words.ts'
import type { ChatBus } from '../chat/bus.server.ts'
import { publishMessage } from '../conversations/append.server.ts'
import type { OfferEvent } from '../conversations/json.ts'
import { recordOfferEvent } from '../conversations/offer-events.server.ts'
import { requireVerifiedPhone, type PhoneGate } from '../accounts/phone-gate.server.ts'

const DAY_MS = 86_400_000

/** Why a move isn't possible now, by where the offer stands. */
const REFUSALS: Record<OfferStage, string> = {
	AWAITING_SELLER: "This offer is waiting for the seller's answer",
	AWAITING_BUYER: "This offer is waiting for the buyer's answer",
	ACCEPTED: 'This offer has already been accepted',
	REJECTED: 'This offer is closed',
	EXPIRED: 'This offer has expired',
}

/** The line each move adds to the conversation. */
const EVENTS: Record<OfferMove, OfferEvent> = {
	accept: 'accepted',
	reject: 'rejected',
	counter: 'countered',
	withdraw: 'withdrawn',
	expire: 'expired',
}

const NEWS: Record<OfferMove, NotificationKind> = {
	accept: 'OFFER_ACCEPTED',
	reject: 'OFFER_REJECTED',
	counter: 'OFFER_COUNTERED',
	withdraw: 'OFFER_REJECTED',
	expire: 'OFFER_EXPIRED',
}

async function requireOffer(db: Database, { offerId }: { offerId: number }) {
	const offer = await findOffer(db, { offerId })
	if (!offer) throw new DomainError('Offer not found', 404)
	return offer
}

/** The side a user is on in an offer, or a refusal: 404 when there is no such offer, 403 when it isn't theirs. */
export async function requireOfferSide(db: Database, { offerId, userId }: { offerId: number; userId: number }) {
	const offer = await requireOffer(db, { offerId })
	const side = sideOf(offer, userId)
	if (!side) throw new DomainError('You do not have permission to do this', 403)
	return { offer, side }
}

function sideOf(offer: OfferView, userId: number): OfferSide | null {
	if (offer.buyer_id === userId) return 'BUYER'
	if (offer.seller_id === userId) return 'SELLER'
	return null
}

/**
 * Refuses (409) a move the offer's stage doesn't allow for `mover`, any answer once the offer has run out (even before
 * the job marks it), an expiry before then, and an accept or counter once the listing is no longer published. The API
 * asks before it reads a counter's body, so a move that can never be made is a 409 whatever was sent with it.
 */
export function requireLegalMove({ offer, move, mover, now = new Date() }: { offer: OfferView; move: OfferMove; mover: OfferMover; now?: Date }) {
	const runOut = offer.expires_at !== null && offer.expires_at <= now.toISOString()
	if (!canMove(move, offer.stage, mover)) {
		const reason = offer.awaiting === mover ? 'To change the amount, make a new offer' : REFUSALS[offer.stage]
		throw new DomainError(reason, 409)
	}
	if (move !== 'expire' && runOut) throw new DomainError(REFUSALS.EXPIRED, 409)
	if (move === 'expire' && !runOut) throw new DomainError('This offer has not run out yet', 409)
	if (OFFER_MOVES[move].needsPublishedListing && offer.listing_status !== 'PUBLISHED') throw new DomainError(LISTING_GONE, 409)
}

/** Refuses (403) an accept or a counter from a person who must verify their phone first (OFFER_MOVES.needsVerifiedPhone). */
export async function requirePhoneForMove(db: Database, env: PhoneGate, { move, userId }: { move: OfferMove; userId: number }) {
	if (OFFER_MOVES[move].needsVerifiedPhone) await requireVerifiedPhone(db, env, { userId })
}

/**
 * One move of the negotiation (OFFER_MOVES) by one side, or by SYSTEM: refused with 404/403 (not a party), 409 when
 * the offer's stage doesn't allow it for them, when it has run out, or when the listing is no longer published for
 * a move that needs it. The write is conditional on the stage it was read in, so of two racing moves one wins and the
 * other is a 409. The other side (for an expiry, the side that moved last) is notified in the same transaction, and
 * the move is a line of the buyer's conversation about the listing (sent live on `bus`).
 */
export async function moveOffer(
	db: Database,
	{
		offerId,
		move,
		actor,
		counter,
		siteUrl,
		ttlDays,
		bus,
		now = new Date(),
	}: {
		offerId: number
		move: OfferMove
		actor: { id: number } | 'SYSTEM'
		counter?: { amountCents: number; message: string }
		siteUrl?: string
		ttlDays: number
		bus?: ChatBus
		now?: Date
	},
) {
	const event = await db.transaction().execute(async (trx) => {
		const { offer, side } = actor === 'SYSTEM' ? { offer: await requireOffer(trx, { offerId }), side: null } : await requireOfferSide(trx, { offerId, userId: actor.id })
		const mover: OfferMover = side ?? 'SYSTEM'
		requireLegalMove({ offer, move, mover, now })
		if (move === 'counter' && !counter) throw new DomainError('A counter-offer needs an amount', 400)
		const iso = now.toISOString()
		const result = await trx
			.updateTable('offers')
			.set({
				...afterMove(move, mover, offer.last_move_by),
				...(mover === 'SELLER' ? { responded_at: iso } : {}),
				...(move === 'counter' && counter
					? {
							counter_amount_cents: counter.amountCents,
							seller_response: counter.message,
							expires_at: new Date(now.getTime() + ttlDays * DAY_MS).toISOString(),
						}
					: {}),
			})
			.where('id', '=', offerId)
			.where('status', '=', 'PENDING')
			.where('last_move_by', '=', offer.last_move_by)
			.executeTakeFirst()
		if (Number(result.numUpdatedRows) !== 1) throw new DomainError('This offer just changed. Please reload and try again.', 409)
		await tellOtherSide(trx, { offer, move, mover, counter, siteUrl })
		return recordOfferEvent(trx, {
			offer,
			event: EVENTS[move],
			actorId: actor === 'SYSTEM' ? null : actor.id,
			amountCents: counter?.amountCents ?? amountOnTable(offer),
			body: counter?.message ?? '',
			siteUrl,
			now,
		})
	})
	await publishMessage(bus, event)
	return (await findOffer(db, { offerId }))!
}

async function tellOtherSide(
	db: Database,
	{
		offer,
		move,
		mover,
		counter,
		siteUrl,
	}: { offer: OfferView; move: OfferMove; mover: OfferMover; counter?: { amountCents: number; message: string }; siteUrl?: string },
) {
	// An expiry tells the side that moved last: their offer or counter went unanswered.
	const told: OfferSide = mover === 'SYSTEM' ? offer.last_move_by : mover === 'BUYER' ? 'SELLER' : 'BUYER'
	await notify(db, {
		userId: told === 'BUYER' ? offer.buyer_id : offer.seller_id,
		kind: NEWS[move],
		listingId: offer.listing_id,
		offerId: offer.id,
		params: {
			title: offer.listing_title,
			who: mover === 'SYSTEM' ? 'Soko' : mover === 'BUYER' ? 'The buyer' : 'The seller',
			amount: formatKshExact(counter?.amountCents ?? amountOnTable(offer)),
			message: counter?.message,
			side: told === 'BUYER' ? 'buyer' : 'seller',
		},
		siteUrl,
	})
}
