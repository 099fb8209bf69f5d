import { requireApiUser } from '#app/routes/+shared/api.server.ts'
import { apiRoute } from '#app/routes/+shared/api-route.server.ts'
import { subscriptionPaymentStatus } from '#app/domain/payments/subscription-payment.server.ts'

const route = apiRoute({
	/**
	 * GET /api/alert-subscriptions/payments/{checkoutRequestId} — how the caller's subscription payment (any product)
	 * stands: { status, message, product, subscription } (the subscription once paid). Someone else's is a 404.
	 */
	async GET({ request, params, context }) {
		const user = await requireApiUser(request, context)
		return Response.json(await subscriptionPaymentStatus(context.db, { userId: user.id, checkoutRequestId: params.checkoutRequestId ?? '' }))
	},
})

export const loader = route.loader
export const action = route.action
