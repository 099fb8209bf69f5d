import type { Database } from '#db/database.ts'
import type { PaymentActor } from './rules.server.ts'
import { paymentStatus } from './status.server.ts'

/** What the pay page shows: the listing (its seller or an admin only) and its payment status. */
export async function payPage(db: Database, { listingId, viewer }: { listingId: number; viewer: PaymentActor }) {
	const status = await paymentStatus(db, { listingId, viewer })
	const listing = await db
		.selectFrom('listings')
		.select(['id', 'title', 'price_cents', 'status'])
		.where('id', '=', listingId)
		.executeTakeFirstOrThrow()
	return { listing, status }
}
