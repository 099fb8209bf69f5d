import type { Database } from '#db/database.ts'
import type { Env } from '#app/env.server.ts'
import { DomainError } from '../domain-error.ts'
import { moveOffer } from './move-offer.server.ts'

const EXPIRE_BATCH = 200

/**
 * Open offers nobody answered within OFFER_TTL_DAYS become EXPIRED through the negotiation's own `expire` move (the
 * side that moved last is mailed). Up to 200 a run; the next run takes the rest.
 */
export async function expireOffers(db: Database, { env, now = new Date() }: { env: Env; now?: Date }) {
	const due = await db
		.selectFrom('offers')
		.select('id')
		.where('status', '=', 'PENDING')
		.where('expires_at', '<=', now.toISOString())
		.orderBy('expires_at', 'asc')
		.limit(EXPIRE_BATCH)
		.execute()
	let expired = 0
	for (const { id } of due) {
		try {
			await moveOffer(db, { offerId: id, move: 'expire', actor: 'SYSTEM', ttlDays: env.OFFER_TTL_DAYS, siteUrl: env.PUBLIC_URL, now })
			expired++
		} catch (error) {
			// Answered or replaced since we looked: nothing to expire.
			if (!(error instanceof DomainError && error.status === 409)) throw error
		}
	}
	return { checked: due.length, expired }
}
