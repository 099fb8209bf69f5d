import type { AppContext } from '#app/context.ts'
import type { Product } from '#app/domain/alerts/plan.ts'
import { mpesaGatewayFor } from '#app/domain/payments/initiate.server.ts'
import { PayByPhoneSchema } from '#app/domain/payments/phone-schema.ts'
import { PaymentError } from '#app/domain/payments/rules.server.ts'
import { initiateSubscriptionPayment, subscriptionPaymentStatus } from '#app/domain/payments/subscription-payment.server.ts'
import { invalid, parseForm } from '../../utils/forms.server.ts'
import { redirectWithToast } from '../../utils/toast.server.ts'

/**
 * The two doors to "pay for a month of a product with M-PESA" (the /alerts page with EMAIL_ALERTS; the buyer
 * dashboard's PREMIUM plan with BUYER_PLAN): the API's answer, and the page's action and loader halves.
 */

function startPayment(context: AppContext, { userId, product, phone }: { userId: number; product: Product; phone: string }) {
	return initiateSubscriptionPayment(context.db, { env: context.env, gateway: mpesaGatewayFor(context), userId, product, phone })
}

/**
 * 202 `{ message, checkoutRequestId }`: the prompt is on its way; GET /api/alert-subscriptions/payments/{id} tells
 * how it ends. Refusals are PaymentErrors (400 phone, 409 a prompt pending, 502 M-PESA down) for apiRoute to answer.
 */
export async function subscriptionPaymentResponse(context: AppContext, payment: { userId: number; product: Product; phone: string }) {
	return Response.json(await startPayment(context, payment), { status: 202 })
}

/** Where a page shows a payment it started: its own URL with `?payment=` (the waiting state reads it). */
export const PAYMENT_PARAM = 'payment'

/**
 * A page's "Pay with M-PESA" form (field `phone`): a 400 with the field's message, or a redirect to `pageUrl` waiting
 * for the payment with the spec's "Payment Initiated" toast. Other refusals are thrown (PaymentError).
 */
export async function payFromForm(
	form: FormData,
	context: AppContext,
	{ userId, product, pageUrl }: { userId: number; product: Product; pageUrl: string },
) {
	const submission = parseForm(form, PayByPhoneSchema)
	if (submission.status !== 'success') return invalid(submission.reply())
	const { checkoutRequestId } = await startPayment(context, { userId, product, phone: submission.value.phone })
	// No #fragment: the waiting page reloads itself, and a refresh to the same URL with a fragment would only scroll.
	const url = new URL(pageUrl, 'http://soko.invalid')
	url.searchParams.set(PAYMENT_PARAM, checkoutRequestId)
	return redirectWithToast(`${url.pathname}${url.search}`, { title: 'Payment Initiated', description: 'Check your phone for M-PESA prompt to complete payment' }, context.env)
}

/**
 * The payment a page is waiting for (its `?payment=`), for the loader: null when there is none or it isn't the
 * user's; once paid, a redirect (thrown) to `pageUrl` with `paidToast`, the page then showing the subscription.
 */
export async function paymentOnPage(
	request: Request,
	context: AppContext,
	{ userId, pageUrl, paidToast }: { userId: number; pageUrl: string; paidToast: string },
) {
	const checkoutRequestId = new URL(request.url).searchParams.get(PAYMENT_PARAM)
	if (!checkoutRequestId) return null
	try {
		const payment = await subscriptionPaymentStatus(context.db, { userId, checkoutRequestId })
		if (payment.status === 'COMPLETED') throw redirectWithToast(pageUrl, { title: paidToast, variant: 'success' }, context.env)
		return { checkoutRequestId, status: payment.status, message: payment.message }
	} catch (error) {
		if (error instanceof PaymentError && error.status === 404) return null
		throw error
	}
}

export type PaymentOnPage = NonNullable<Awaited<ReturnType<typeof paymentOnPage>>>
