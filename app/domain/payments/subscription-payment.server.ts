import type { Database } from '#db/database.ts'
import type { PaymentStatus } from '#db/enums.ts'
import type { Env } from '#app/env.server.ts'
import { ALERT_WORDS, PRODUCTS, type Product } from '../alerts/plan.ts'
import { activeSubscription } from '../alerts/subscriptions.server.ts'
import type { MpesaGateway } from './gateway.server.ts'
import { normalizeMpesaPhone } from './phone.ts'
import { PAYMENT_PROMPT_MESSAGE, PaymentError } from './rules.server.ts'
import { resultMessage } from './result-codes.ts'
import { claimPrompt, sendClaimedPrompt } from './stk-prompt.server.ts'

const PAYMENT_NOT_FOUND = 'Payment not found'

/** What the payer reads about a month of a product by STK push, once it is paid. */
const PAID_MESSAGE: Record<Product, string> = {
	EMAIL_ALERTS: ALERT_WORDS.subscriptionActivated,
	BUYER_PLAN: ALERT_WORDS.subscriptionUpdated,
}

/**
 * Sends the STK push for a month of `product` (issue 10: "Pay KES 500 with M-PESA") and records the attempt; the
 * callback (or the status query) settles it and activates the month. One prompt per user and product at a time.
 */
export async function initiateSubscriptionPayment(
	db: Database,
	{ gateway, userId, product, phone }: { env: Env; gateway: MpesaGateway; userId: number; product: Product; phone: string },
) {
	const normalized = normalizeMpesaPhone(phone)
	if (!normalized.ok) throw new PaymentError(normalized.message, 400)
	const { priceKes, priceCents, name } = PRODUCTS[product]
	const attempt = await claimPrompt(db, { target: { product, userId }, payerId: userId, phone: normalized.phone, amountCents: priceCents })
	const push = await sendClaimedPrompt(db, gateway, {
		attemptId: attempt.id,
		push: { phone: normalized.phone, amountKes: priceKes, accountReference: attempt.reference, description: name },
		what: `${product} of user ${userId}`,
	})
	return { message: PAYMENT_PROMPT_MESSAGE, checkoutRequestId: push.checkoutRequestId }
}

/** Where the payer's subscription payment stands: only their own; anyone else's is not found. */
export async function subscriptionPaymentStatus(db: Database, { userId, checkoutRequestId }: { userId: number; checkoutRequestId: string }) {
	const attempt = await db
		.selectFrom('payment_attempts')
		.select(['product', 'status', 'result_code', 'result_desc'])
		.where('checkout_request_id', '=', checkoutRequestId)
		.where('user_id', '=', userId)
		.where('product', 'is not', null)
		.executeTakeFirst()
	if (!attempt?.product) throw new PaymentError(PAYMENT_NOT_FOUND, 404)
	const status: PaymentStatus = attempt.status
	const message =
		status === 'PENDING'
			? PAYMENT_PROMPT_MESSAGE
			: status === 'COMPLETED'
				? PAID_MESSAGE[attempt.product]
				: (attempt.result_desc ?? resultMessage(attempt.result_code ?? -1))
	const subscription = status === 'COMPLETED' ? await activeSubscription(db, { userId, product: attempt.product }) : null
	return { status, message, product: attempt.product, subscription }
}
