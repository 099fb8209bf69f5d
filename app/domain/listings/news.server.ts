import type { Database } from '#db/database.ts'
import type { ListingStatus, NotificationKind } from '#db/enums.ts'
import { notify } from '../notifications/notify.server.ts'
import type { ListingAction } from './lifecycle.ts'

/** What a seller hears of a move, by where it landed; the other moves are their own or tell nothing new. */
function newsOf(action: ListingAction, to: ListingStatus): NotificationKind | null {
	if (to === 'PUBLISHED' && (action === 'approve' || action === 'confirm_payment')) return 'LISTING_PUBLISHED'
	if (action === 'approve') return 'LISTING_APPROVED'
	if (action === 'reject') return 'LISTING_REJECTED'
	if (action === 'expire') return 'LISTING_EXPIRED'
	return null
}

/**
 * Tells the seller of a move of their listing that someone else made (a review, a payment, the expiry job).
 * `waitsForPhone`: approved with its fee paid, it waits for the seller's phone, not for a payment.
 */
export async function tellSeller(
	db: Database,
	{
		listing,
		action,
		to,
		reason,
		siteUrl,
		waitsForPhone = false,
	}: { listing: { id: number; seller_id: number; title: string }; action: ListingAction; to: ListingStatus; reason?: string; siteUrl?: string; waitsForPhone?: boolean },
) {
	const kind = newsOf(action, to)
	if (!kind) return
	await notify(db, {
		userId: listing.seller_id,
		kind,
		listingId: listing.id,
		params: {
			title: listing.title,
			...(kind === 'LISTING_REJECTED' ? { reason: reason || 'Rejected by admin' } : {}),
			...(kind === 'LISTING_APPROVED' && waitsForPhone ? { waits: 'phone' } : {}),
		},
		siteUrl,
	})
}
