import type { Database } from '#db/database.ts'
import { centsToDecimal } from '#app/utils/format.ts'
import { resultMessage } from './result-codes.ts'
import { NOT_ALLOWED, NOT_FOUND, PaymentError, mayManage, type PaymentActor } from './rules.server.ts'
import { visibleTo } from '../listings/visibility.server.ts'

/** GET /api/payments/status/{listingId}: the fields of spec 2 §3 "Payment status response", for the owner or an admin. */
export async function paymentStatus(db: Database, { listingId, viewer }: { listingId: number; viewer: PaymentActor }) {
	const listing = await db
		.selectFrom('listings')
		.select(['id', 'seller_id', 'payment_status', 'payment_amount_cents', 'payment_phone', 'payment_transaction_id', 'payment_date', 'expires_at', 'created_at'])
		.where('id', '=', listingId)
		// A listing a stranger can't see is not there for them (404, as GET /api/listings/{id}); one they can is not theirs (403).
		.where(visibleTo(viewer))
		.executeTakeFirst()
	if (!listing) throw new PaymentError(NOT_FOUND, 404)
	if (!mayManage(viewer, listing.seller_id)) throw new PaymentError(NOT_ALLOWED, 403)
	const last = await db
		.selectFrom('payment_attempts')
		.select(['status', 'result_code', 'result_desc', 'created_at'])
		.where('listing_id', '=', listingId)
		.orderBy('id', 'desc')
		.executeTakeFirst()
	const failed = listing.payment_status === 'FAILED' || listing.payment_status === 'CANCELLED'
	const expiresAt = listing.expires_at ? Date.parse(listing.expires_at) : Number.NaN
	return {
		listingId: listing.id,
		paymentStatus: listing.payment_status,
		paymentAmount: listing.payment_amount_cents === null ? null : centsToDecimal(listing.payment_amount_cents),
		paymentPhone: listing.payment_phone,
		transactionId: listing.payment_transaction_id,
		timeRemaining: Number.isNaN(expiresAt) ? 0 : Math.max(0, Math.floor((expiresAt - Date.now()) / 1000)),
		createdAt: last?.created_at ?? listing.created_at,
		paymentDate: listing.payment_date,
		message: failed && last ? (last.result_desc ?? resultMessage(last.result_code ?? -1)) : null,
	}
}
