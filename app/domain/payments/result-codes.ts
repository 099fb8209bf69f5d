import type { PaymentStatus } from '#db/enums.ts'

/** Daraja's STK ResultCodes a customer can cause, in words a seller understands. */
const MESSAGES: Record<number, string> = {
	0: 'Payment received',
	1032: 'You cancelled the M-PESA payment.',
	1037: 'We could not reach your phone. Check it is on and has network, then try again.',
	2001: 'The M-PESA PIN was wrong. Please try again.',
	1: 'Your M-PESA balance is too low for this payment.',
	1019: 'The M-PESA request expired before it was completed. Please try again.',
}

/** Ours, not Daraja's: the push was refused before any prompt went out, so no payment can follow it. */
export const PROMPT_NOT_SENT = -1

export const PAYMENT_FAILED_MESSAGE = 'Payment processing failed'
export const PAYMENT_EXPIRED_MESSAGE = MESSAGES[1019]!

export function resultMessage(resultCode: number) {
	return MESSAGES[resultCode] ?? PAYMENT_FAILED_MESSAGE
}

/** Only the customer pressing Cancel is CANCELLED; every other non-zero code is a FAILED payment. */
export function paymentStatusFor(resultCode: number): PaymentStatus {
	if (resultCode === 0) return 'COMPLETED'
	return resultCode === 1032 ? 'CANCELLED' : 'FAILED'
}

// Safaricom only needs to hear that we took a callback; what we made of it is our business (and our logs').
export const MPESA_ACCEPTED = { ResultCode: 0, ResultDesc: 'Accepted' } as const
