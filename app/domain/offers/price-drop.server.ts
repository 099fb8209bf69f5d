import type { Database } from '#db/database.ts'
import { formatKshExact } from '#app/utils/format.ts'
import { notify } from '../notifications/notify.server.ts'

/** A seller's counter-offer lowered with the listing's price: which offer, from what to what (cents). */
export type LoweredCounter = { offerId: number; fromCents: number; toCents: number }

/**
 * The seller lowered the listing's price below their own open counter-offer(s) (issue 26): asking a buyer more than
 * the price everyone sees makes no sense, and lowering the price says they will take less. So each counter-offer
 * still waiting for its buyer and above the new price now asks the new price, the buyer is told as for a
 * counter-offer, and its expiry stays. Conditional on the stage it was read in: a buyer's move at the same moment wins.
 * Runs in the edit's transaction (`trx`), so both happen or neither.
 */
export async function lowerCountersAbovePrice(
	trx: Database,
	{ listingId, priceCents, title }: { listingId: number; priceCents: number; title: string },
): Promise<LoweredCounter[]> {
	const above = await trx
		.selectFrom('offers')
		.select(['id', 'buyer_id', 'counter_amount_cents'])
		.where('listing_id', '=', listingId)
		.where('status', '=', 'PENDING')
		.where('last_move_by', '=', 'SELLER')
		.where('counter_amount_cents', '>', priceCents)
		.execute()
	const lowered: LoweredCounter[] = []
	for (const offer of above) {
		const result = await trx
			.updateTable('offers')
			.set({ counter_amount_cents: priceCents })
			.where('id', '=', offer.id)
			.where('status', '=', 'PENDING')
			.where('last_move_by', '=', 'SELLER')
			.where('counter_amount_cents', '=', offer.counter_amount_cents)
			.executeTakeFirst()
		if (Number(result.numUpdatedRows) !== 1) continue
		lowered.push({ offerId: offer.id, fromCents: offer.counter_amount_cents!, toCents: priceCents })
		await notify(trx, {
			userId: offer.buyer_id,
			kind: 'OFFER_COUNTERED',
			listingId,
			offerId: offer.id,
			params: { title, who: 'The seller', amount: formatKshExact(priceCents), side: 'buyer' },
		})
	}
	return lowered
}
