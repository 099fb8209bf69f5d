import type { ListingStatus } from '#db/enums.ts'

/** Who may take a step: the listing's own seller, an admin, or Soko itself (jobs, confirmed payments). */
export type Party = 'OWNER' | 'ADMIN' | 'SYSTEM'

/**
 * The listing lifecycle of DESIGN.md §4, as data: every legal move, from which statuses, to which, by whom.
 * Anything not in this table is refused with 409 (wrong status) or 403 (wrong party).
 */
export const TRANSITIONS = {
	submit: { from: ['DRAFT', 'REJECTED'], to: 'PENDING_APPROVAL', by: ['OWNER', 'ADMIN'], log: 'SUBMIT' },
	approve: { from: ['PENDING_APPROVAL'], to: 'APPROVED', by: ['ADMIN'], log: 'APPROVE' },
	reject: { from: ['PENDING_APPROVAL'], to: 'REJECTED', by: ['ADMIN'], log: 'REJECT' },
	start_payment: { from: ['APPROVED'], to: 'PAYMENT_PENDING', by: ['OWNER', 'ADMIN', 'SYSTEM'], log: 'PAYMENT_STARTED' },
	confirm_payment: { from: ['PAYMENT_PENDING', 'APPROVED'], to: 'PUBLISHED', by: ['SYSTEM', 'ADMIN'], log: 'PAYMENT_CONFIRMED' },
	mark_sold: { from: ['PUBLISHED', 'APPROVED'], to: 'SOLD', by: ['OWNER', 'ADMIN'], log: 'MARK_SOLD' },
	// A sale marked by mistake (or a buyer who never came) is undone within UNDO_SOLD_MS of it, back to where it was.
	undo_sold: { from: ['SOLD'], to: 'PUBLISHED', by: ['OWNER', 'ADMIN'], log: 'UNDO_SOLD' },
	expire: { from: ['PUBLISHED', 'APPROVED'], to: 'EXPIRED', by: ['ADMIN', 'SYSTEM'], log: 'EXPIRE' },
	renew: { from: ['EXPIRED'], to: 'PUBLISHED', by: ['OWNER', 'ADMIN'], log: 'RENEW' },
} as const satisfies Record<string, { from: readonly ListingStatus[]; to: ListingStatus; by: readonly Party[]; log: string }>

export type ListingAction = keyof typeof TRANSITIONS

/**
 * Where a move lands, given the table's target. Only a paid fee publishes: approving a paid listing publishes it at
 * once, and a move towards PUBLISHED of an unpaid listing (renewing one an admin expired while it waited for payment)
 * lands on APPROVED, where paying publishes it. So does any move towards PUBLISHED while the seller must still verify
 * their phone (`sellerMustVerify`): it waits, approved and paid, until they do (publishWaitingListings). Undoing a sale
 * returns to the status the sale left (`soldFrom`, from its MARK_SOLD log), never further.
 */
export function landingStatus(
	action: ListingAction,
	{ paid, soldFrom, sellerMustVerify }: { paid: boolean; soldFrom: ListingStatus | null; sellerMustVerify: boolean },
): ListingStatus {
	const target: ListingStatus = action === 'undo_sold' && soldFrom ? soldFrom : action === 'approve' && paid ? 'PUBLISHED' : TRANSITIONS[action].to
	return target === 'PUBLISHED' && (!paid || sellerMustVerify) ? 'APPROVED' : target
}

/** How long a sale can be undone. */
export const UNDO_SOLD_MS = 86_400_000

/** Whether a sale marked at `soldAt` can still be undone. */
export function canUndoSold(soldAt: string | null, now = Date.now()) {
	return soldAt !== null && now - Date.parse(soldAt) < UNDO_SOLD_MS
}

/** The action that moves a listing to `status`, for the admin's "set status" call. */
export function actionForStatus(status: ListingStatus): ListingAction | null {
	const byTarget: Partial<Record<ListingStatus, ListingAction>> = {
		PENDING_APPROVAL: 'submit',
		APPROVED: 'approve',
		REJECTED: 'reject',
		SOLD: 'mark_sold',
		EXPIRED: 'expire',
		PUBLISHED: 'renew',
	}
	return byTarget[status] ?? null
}

/** A sold listing is no longer edited (undoing the sale, within its day, makes it editable again). */
export function isEditable(status: ListingStatus) {
	return status !== 'SOLD'
}

export function canTake(action: ListingAction, status: ListingStatus) {
	return (TRANSITIONS[action].from as readonly ListingStatus[]).includes(status)
}
