import type { OFFER_STATUSES } from '#db/enums.ts'

export type OfferStatus = (typeof OFFER_STATUSES)[number]
export type OfferSide = 'BUYER' | 'SELLER'
/** Who makes a move: one side of the negotiation, or Soko itself (the expiry job). */
export type OfferMover = OfferSide | 'SYSTEM'

/**
 * Where a negotiation stands. The stored status is the spec's (PENDING, ACCEPTED, REJECTED, EXPIRED); an open
 * (PENDING) offer waits for the side that did not move last: the seller after an offer, the buyer after a counter.
 */
export type OfferStage = 'AWAITING_SELLER' | 'AWAITING_BUYER' | 'ACCEPTED' | 'REJECTED' | 'EXPIRED'

export function stageOf(offer: { status: OfferStatus; last_move_by: OfferSide }): OfferStage {
	if (offer.status !== 'PENDING') return offer.status
	return offer.last_move_by === 'BUYER' ? 'AWAITING_SELLER' : 'AWAITING_BUYER'
}

/** The side an open offer waits for, or null once it is settled. */
export function awaitingSide(offer: { status: OfferStatus; last_move_by: OfferSide }): OfferSide | null {
	const stage = stageOf(offer)
	return stage === 'AWAITING_SELLER' ? 'SELLER' : stage === 'AWAITING_BUYER' ? 'BUYER' : null
}

/**
 * The offer negotiation as data: each move, the stages it may start from and who may make it there, and where it
 * leads. A buyer answers a counter by accepting, rejecting, or making a new offer (which withdraws the open one).
 * Accepting agrees a price; it does not sell the item. Anything not in this table is refused (409). Agreeing a price
 * or naming a new one needs a verified phone (`needsVerifiedPhone`, phone-gate.server.ts); saying no never does.
 */
export const OFFER_MOVES = {
	accept: { from: { AWAITING_SELLER: ['SELLER'], AWAITING_BUYER: ['BUYER'] }, to: 'ACCEPTED', needsPublishedListing: true, needsVerifiedPhone: true },
	reject: { from: { AWAITING_SELLER: ['SELLER'], AWAITING_BUYER: ['BUYER'] }, to: 'REJECTED', needsPublishedListing: false, needsVerifiedPhone: false },
	counter: { from: { AWAITING_SELLER: ['SELLER'] }, to: 'AWAITING_BUYER', needsPublishedListing: true, needsVerifiedPhone: true },
	withdraw: { from: { AWAITING_SELLER: ['BUYER'], AWAITING_BUYER: ['BUYER'] }, to: 'REJECTED', needsPublishedListing: false, needsVerifiedPhone: false },
	expire: { from: { AWAITING_SELLER: ['SYSTEM'], AWAITING_BUYER: ['SYSTEM'] }, to: 'EXPIRED', needsPublishedListing: false, needsVerifiedPhone: false },
} as const satisfies Record<
	string,
	{ from: Partial<Record<OfferStage, readonly OfferMover[]>>; to: OfferStage; needsPublishedListing: boolean; needsVerifiedPhone: boolean }
>

export type OfferMove = keyof typeof OFFER_MOVES

/** The moves a person may make through the API and the pages (withdraw and expire happen on their own). */
export const ANSWER_MOVES = ['accept', 'reject', 'counter'] as const satisfies readonly OfferMove[]
export type AnswerMove = (typeof ANSWER_MOVES)[number]

export function canMove(move: OfferMove, stage: OfferStage, mover: OfferMover) {
	const allowed: Partial<Record<OfferStage, readonly OfferMover[]>> = OFFER_MOVES[move].from
	return allowed[stage]?.includes(mover) ?? false
}

/** The stored status and mover after a move (an expiry keeps who moved last). */
export function afterMove(move: OfferMove, mover: OfferMover, lastMoveBy: OfferSide): { status: OfferStatus; last_move_by: OfferSide } {
	const to: OfferStage = OFFER_MOVES[move].to
	const last_move_by = mover === 'SYSTEM' ? lastMoveBy : mover
	return { status: to === 'ACCEPTED' || to === 'REJECTED' || to === 'EXPIRED' ? to : 'PENDING', last_move_by }
}

/** The price on the table: the seller's counter when there is one, else the buyer's offer. */
export function amountOnTable(offer: { amount_cents: number; counter_amount_cents: number | null }) {
	return offer.counter_amount_cents ?? offer.amount_cents
}
