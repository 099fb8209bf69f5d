import { beforeEach, describe, expect, test } from 'vitest'
import type { AppContext } from '#app/context.ts'
import { createTestContext } from '#tests/integration/context.ts'
import { insertOffer, offerParties, offerRow, outbox } from '#tests/integration/offer-fixtures.ts'
import { DomainError } from '../domain-error.ts'
import { moveOffer } from './move-offer.server.ts'
import type { OfferMove, OfferMover, OfferSide, OfferStatus } from './moves.ts'

let context: AppContext
let parties: Awaited<ReturnType<typeof offerParties>>

beforeEach(async () => {
	context = await createTestContext()
	parties = await offerParties(context.db)
})

/** Every place a negotiation can stand, as stored. */
const STAGES: Record<string, { status: OfferStatus; lastMoveBy: OfferSide; counterCents: number | null }> = {
	'waiting for the seller': { status: 'PENDING', lastMoveBy: 'BUYER', counterCents: null },
	'countered, waiting for the buyer': { status: 'PENDING', lastMoveBy: 'SELLER', counterCents: 1_800_000 },
	'accepted by the seller': { status: 'ACCEPTED', lastMoveBy: 'SELLER', counterCents: null },
	'counter accepted by the buyer': { status: 'ACCEPTED', lastMoveBy: 'BUYER', counterCents: 1_800_000 },
	'declined by the seller': { status: 'REJECTED', lastMoveBy: 'SELLER', counterCents: null },
	'withdrawn by the buyer': { status: 'REJECTED', lastMoveBy: 'BUYER', counterCents: null },
	expired: { status: 'EXPIRED', lastMoveBy: 'BUYER', counterCents: null },
}

/** The legal moves, written out by hand (not read from OFFER_MOVES): what each leads to, and who is mailed. */
const LEGAL: { stage: string; move: OfferMove; by: OfferMover; to: [OfferStatus, OfferSide]; mails: OfferSide }[] = [
	{ stage: 'waiting for the seller', move: 'accept', by: 'SELLER', to: ['ACCEPTED', 'SELLER'], mails: 'BUYER' },
	{ stage: 'waiting for the seller', move: 'reject', by: 'SELLER', to: ['REJECTED', 'SELLER'], mails: 'BUYER' },
	{ stage: 'waiting for the seller', move: 'counter', by: 'SELLER', to: ['PENDING', 'SELLER'], mails: 'BUYER' },
	{ stage: 'waiting for the seller', move: 'withdraw', by: 'BUYER', to: ['REJECTED', 'BUYER'], mails: 'SELLER' },
	{ stage: 'waiting for the seller', move: 'expire', by: 'SYSTEM', to: ['EXPIRED', 'BUYER'], mails: 'BUYER' },
	{ stage: 'countered, waiting for the buyer', move: 'accept', by: 'BUYER', to: ['ACCEPTED', 'BUYER'], mails: 'SELLER' },
	{ stage: 'countered, waiting for the buyer', move: 'reject', by: 'BUYER', to: ['REJECTED', 'BUYER'], mails: 'SELLER' },
	{ stage: 'countered, waiting for the buyer', move: 'withdraw', by: 'BUYER', to: ['REJECTED', 'BUYER'], mails: 'SELLER' },
	{ stage: 'countered, waiting for the buyer', move: 'expire', by: 'SYSTEM', to: ['EXPIRED', 'SELLER'], mails: 'SELLER' },
]

const MOVES: OfferMove[] = ['accept', 'reject', 'counter', 'withdraw', 'expire']
const MOVERS: OfferMover[] = ['BUYER', 'SELLER', 'SYSTEM']

const ALL = Object.keys(STAGES).flatMap((stage) => MOVES.flatMap((move) => MOVERS.map((by) => ({ stage, move, by }))))
const ILLEGAL = ALL.filter((c) => !LEGAL.some((l) => l.stage === c.stage && l.move === c.move && l.by === c.by))

/** Sets up an offer at `stage` (run out for an expiry, so only the stage decides) and makes `move` as `by`. */
async function attempt(stage: string, move: OfferMove, by: OfferMover) {
	const { status, lastMoveBy, counterCents } = STAGES[stage]!
	const id = await insertOffer(context.db, {
		listingId: parties.listing.id,
		buyerId: parties.buyer.id,
		status,
		lastMoveBy,
		counterCents,
		expiresInDays: move === 'expire' ? -1 : 7,
	})
	const actor = by === 'SYSTEM' ? 'SYSTEM' : { id: by === 'BUYER' ? parties.buyer.id : parties.seller.id }
	const counter = move === 'counter' ? { amountCents: 1_700_000, message: 'Last price' } : undefined
	const result = await moveOffer(context.db, { offerId: id, move, actor, counter, ttlDays: 7 }).catch((e: unknown) => e)
	return { id, result }
}

describe('the offer state machine', () => {
	test.each(LEGAL)('$stage: $move by $by -> $to, and $mails is mailed', async ({ stage, move, by, to, mails }) => {
		const { id, result } = await attempt(stage, move, by)
		expect(result).not.toBeInstanceOf(Error)
		const row = await offerRow(context.db, id)
		expect([row.status, row.last_move_by]).toEqual(to)
		const mailed = mails === 'BUYER' ? parties.buyer.email : parties.seller.email
		expect((await outbox(context.db)).map((m) => m.to_address)).toEqual([mailed])
	})

	test.each(ILLEGAL)('$stage: $move by $by is refused with 409 and changes nothing', async ({ stage, move, by }) => {
		const before = STAGES[stage]!
		const { id, result } = await attempt(stage, move, by)
		expect(result).toBeInstanceOf(DomainError)
		expect((result as DomainError).status).toBe(409)
		const row = await offerRow(context.db, id)
		expect([row.status, row.last_move_by, row.counter_amount_cents]).toEqual([before.status, before.lastMoveBy, before.counterCents])
		expect(await outbox(context.db)).toEqual([])
	})

	test('a counter records the amount and message, and gives the buyer a fresh OFFER_TTL_DAYS to answer', async () => {
		const id = await insertOffer(context.db, { listingId: parties.listing.id, buyerId: parties.buyer.id, expiresInDays: 1 })
		const now = new Date()
		await moveOffer(context.db, { offerId: id, move: 'counter', actor: { id: parties.seller.id }, counter: { amountCents: 1_750_050, message: 'Firm' }, ttlDays: 3, now })
		const row = await offerRow(context.db, id)
		expect(row).toMatchObject({ counter_amount_cents: 1_750_050, seller_response: 'Firm', responded_at: now.toISOString() })
		expect(row.expires_at).toBe(new Date(now.getTime() + 3 * 86_400_000).toISOString())
		const [mail] = await outbox(context.db)
		expect(mail).toMatchObject({ to_address: parties.buyer.email, subject: 'Counter-offer on Sony PS4 Slim & 2 pads' })
		expect(mail!.body).toContain('The seller answered with a counter-offer of KSh 17,500.50.')
		expect(mail!.body).toContain('Message: Firm')
	})

	test('an offer whose time ran out cannot be answered, even before the job marks it', async () => {
		const id = await insertOffer(context.db, { listingId: parties.listing.id, buyerId: parties.buyer.id, expiresInDays: -1 })
		const result = await moveOffer(context.db, { offerId: id, move: 'accept', actor: { id: parties.seller.id }, ttlDays: 7 }).catch((e: unknown) => e)
		expect(result).toMatchObject({ status: 409, message: 'This offer has expired' })
		expect((await offerRow(context.db, id)).status).toBe('PENDING')
	})

	test('an offer still in its time cannot be expired', async () => {
		const id = await insertOffer(context.db, { listingId: parties.listing.id, buyerId: parties.buyer.id })
		const result = await moveOffer(context.db, { offerId: id, move: 'expire', actor: 'SYSTEM', ttlDays: 7 }).catch((e: unknown) => e)
		expect(result).toMatchObject({ status: 409 })
	})

	test('once the listing is sold or expired an offer can be declined but not accepted or countered', async () => {
		await context.db.updateTable('listings').set({ status: 'SOLD' }).where('id', '=', parties.listing.id).execute()
		const id = await insertOffer(context.db, { listingId: parties.listing.id, buyerId: parties.buyer.id })
		for (const move of ['accept', 'counter'] as const) {
			const counter = move === 'counter' ? { amountCents: 1_700_000, message: '' } : undefined
			const result = await moveOffer(context.db, { offerId: id, move, actor: { id: parties.seller.id }, counter, ttlDays: 7 }).catch((e: unknown) => e)
			expect(result).toMatchObject({ status: 409, message: 'This listing is no longer available' })
		}
		await moveOffer(context.db, { offerId: id, move: 'reject', actor: { id: parties.seller.id }, ttlDays: 7 })
		expect((await offerRow(context.db, id)).status).toBe('REJECTED')
	})

	test('accepting an offer agrees the price but does not sell the listing', async () => {
		const id = await insertOffer(context.db, { listingId: parties.listing.id, buyerId: parties.buyer.id })
		const offer = await moveOffer(context.db, { offerId: id, move: 'accept', actor: { id: parties.seller.id }, ttlDays: 7 })
		expect(offer.status).toBe('ACCEPTED')
		const listing = await context.db.selectFrom('listings').select('status').where('id', '=', parties.listing.id).executeTakeFirstOrThrow()
		expect(listing.status).toBe('PUBLISHED')
	})

	test('someone who is neither the buyer nor the seller gets 403; a missing offer 404', async () => {
		const id = await insertOffer(context.db, { listingId: parties.listing.id, buyerId: parties.buyer.id })
		const stranger = await moveOffer(context.db, { offerId: id, move: 'reject', actor: { id: parties.stranger.id }, ttlDays: 7 }).catch((e: unknown) => e)
		expect(stranger).toMatchObject({ status: 403 })
		const missing = await moveOffer(context.db, { offerId: id + 1, move: 'reject', actor: { id: parties.seller.id }, ttlDays: 7 }).catch((e: unknown) => e)
		expect(missing).toMatchObject({ status: 404 })
	})
})
