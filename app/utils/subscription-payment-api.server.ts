import type { AppLoadContext } from 'react-router'
import type { Product } from '#app/domain/alerts/alert-plan.ts'
import { mpesaGatewayFor } from '#app/domain/payments/initiate.server.ts'
import { initiateSubscriptionPayment } from '#app/domain/payments/subscription-payment.server.ts'

/**
 * The API's answer to "pay for a month of `product` with M-PESA" (POST /api/alert-subscriptions/pay, and the buyer
 * dashboard's PREMIUM plan): 202 `{ message, checkoutRequestId }`, the prompt on its way; GET
 * /api/alert-subscriptions/payments/{checkoutRequestId} tells how it ends.
 */
export async function subscriptionPaymentResponse(context: AppLoadContext, { userId, product, phone }: { userId: number; product: Product; phone: string }) {
	const started = await initiateSubscriptionPayment(context.db, { env: context.env, gateway: mpesaGatewayFor(context), userId, product, phone })
	return Response.json(started, { status: 202 })
}
