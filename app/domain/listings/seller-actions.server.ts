import type { Database } from '#db/database.ts'
import type { ListingStatus } from '#db/enums.ts'
import { TRANSITIONS, canTake, canUndoSold, isEditable, type ListingAction, type Party } from './lifecycle.ts'
import { feeDue } from '../payments/rules.server.ts'
import type { Viewer } from './visibility.server.ts'

/** The lifecycle moves a seller makes with a button (paying goes through the pay page; the rest are Soko's or an admin's). */
const BUTTON_MOVES = ['mark_sold', 'undo_sold', 'renew', 'submit'] as const satisfies readonly ListingAction[]

/** What a seller may do to a listing from its buttons: pay its fee, make a lifecycle move, edit it. */
export type SellerAction = 'pay' | (typeof BUTTON_MOVES)[number] | 'edit'

type ManagedListing = { status: ListingStatus; payment_status: string; sold_at: string | null }

/**
 * The buttons a listing offers its seller, asked of the rules rather than re-encoded beside them: Pay while the fee is
 * due, each move the transition table lets the owner make from this status (undoing a sale only within its day), and
 * Edit unless it is sold. An admin may do the same to any listing.
 */
export function sellerActions(listing: ManagedListing, now = Date.now()): SellerAction[] {
	const moves = BUTTON_MOVES.filter(
		(action) =>
			(TRANSITIONS[action].by as readonly Party[]).includes('OWNER') &&
			canTake(action, listing.status) &&
			(action !== 'undo_sold' || canUndoSold(listing.sold_at, now)),
	)
	return [...(feeDue(listing) ? (['pay'] as const) : []), ...moves, ...(isEditable(listing.status) ? (['edit'] as const) : [])]
}

/** The seller's buttons on one listing for whoever looks at it: its seller and admins get them, anyone else none. */
export async function sellerActionsFor(db: Database, { listingId, viewer }: { listingId: number; viewer: Viewer }): Promise<SellerAction[]> {
	if (!viewer) return []
	let query = db.selectFrom('listings').select(['status', 'payment_status', 'sold_at']).where('id', '=', listingId)
	if (viewer.role !== 'ADMIN') query = query.where('seller_id', '=', viewer.id)
	const listing = await query.executeTakeFirst()
	return listing ? sellerActions(listing) : []
}
