import type { Database } from '#db/database.ts'
import type { Env } from '#app/env.server.ts'
import { changeListingStatus } from './transitions.server.ts'

/**
 * The seller has just verified their phone: each of their listings that waited for it, approved with its fee paid,
 * goes live through the lifecycle (confirm_payment as SYSTEM, logged and dated as any payment's publication). Call it
 * in the transaction that marks the phone verified, so the two happen together. Returns the ids published.
 */
export async function publishWaitingListings(
	trx: Database,
	{ sellerId, env }: { sellerId: number; env: Pick<Env, 'LISTING_TTL_DAYS' | 'PUBLIC_URL' | 'PHONE_VERIFICATION'> },
) {
	const waiting = await trx
		.selectFrom('listings')
		.select('id')
		.where('seller_id', '=', sellerId)
		.where('status', '=', 'APPROVED')
		.where('payment_status', '=', 'COMPLETED')
		.orderBy('id')
		.execute()
	const published: number[] = []
	for (const { id } of waiting) {
		const moved = await changeListingStatus(trx, {
			listingId: id,
			action: 'confirm_payment',
			actor: 'SYSTEM',
			reason: 'Seller verified their phone number',
			ttlDays: env.LISTING_TTL_DAYS,
			siteUrl: env.PUBLIC_URL,
			phoneVerification: env.PHONE_VERIFICATION,
		})
		if (moved.status === 'PUBLISHED') published.push(id)
	}
	return published
}
