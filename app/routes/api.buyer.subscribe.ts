import { parseBody, requireApiUser } from '#app/routes/+shared/api.server.ts'
import { apiRoute } from '#app/routes/+shared/api-route.server.ts'
import { BuyerSubscribeSchema } from '#app/domain/alerts/buyer-alert-schemas.ts'
import { changeBuyerPlan } from '#app/domain/alerts/buyer-plan.server.ts'
import { ALERT_WORDS } from '#app/domain/alerts/plan.ts'
import { subscriptionPaymentResponse } from '#app/routes/+shared/subscription-payment.server.ts'

const route = apiRoute({
	/**
	 * POST /api/buyer/subscribe { plan, mpesaReceipt } (spec 2 §7) — PREMIUM for a month paid by receipt, or back to
	 * BASIC. `{ plan: 'PREMIUM', phone }` without a receipt sends an M-PESA prompt instead: 202 with the checkout id
	 * that GET /api/alert-subscriptions/payments/{id} follows.
	 */
	async POST({ request, context }) {
		const user = await requireApiUser(request, context)
		const { plan, mpesaReceipt, phone } = await parseBody(request, BuyerSubscribeSchema)
		if (plan === 'PREMIUM' && !mpesaReceipt && phone) return subscriptionPaymentResponse(context, { userId: user.id, product: 'BUYER_PLAN', phone })
		const subscription = await changeBuyerPlan(context.db, { userId: user.id, plan, receipt: mpesaReceipt || undefined, env: context.env })
		return Response.json({ message: ALERT_WORDS.subscriptionUpdated, ...subscription })
	},
})

export const loader = route.loader
export const action = route.action
