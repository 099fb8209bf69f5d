import { DomainError } from '../domain-error.ts'
import type { ListingStatus, UserRole } from '#db/enums.ts'

/**
 * The KES listing fee by M-PESA (DESIGN.md §4: payments are confirmed, never assumed). A payment starts with an
 * STK push and a `payment_attempts` row; only Safaricom's callback, the STK query, or an admin with a receipt
 * mark it COMPLETED, and only then is the listing published.
 */

export type PaymentActor = { id: number; role: UserRole }

export class PaymentError extends DomainError {}

export const PAYMENT_PROMPT_MESSAGE = 'Check your phone for M-PESA prompt to complete payment'
export const ALREADY_PAID_MESSAGE = 'This listing is already paid for'
export const PROMPT_PENDING_MESSAGE = 'A payment request was already sent to your phone. Please complete it or wait 2 minutes.'
export const PROMPT_MAYBE_SENT_MESSAGE =
	'M-PESA did not confirm the payment request. If a prompt reaches your phone, complete it; if not, try again in 2 minutes.'
export const RECEIPT_TAKEN_MESSAGE = 'This M-PESA transaction is already recorded'
export const NOT_ALLOWED = 'You do not have permission to do this'
export const NOT_FOUND = 'Listing not found'

/** The listing fee can be paid from submission (paying early) until it is paid: never for a draft, a rejected, a live or an ended listing. */
export const PAYABLE_STATUSES: readonly ListingStatus[] = ['PENDING_APPROVAL', 'APPROVED', 'PAYMENT_PENDING']

/** Whether the seller still owes the listing fee and may pay it now. */
export function feeDue(listing: { status: ListingStatus; payment_status: string }) {
	return listing.payment_status !== 'COMPLETED' && PAYABLE_STATUSES.includes(listing.status)
}

export function mayManage(actor: PaymentActor, sellerId: number) {
	return actor.role === 'ADMIN' || actor.id === sellerId
}
