import { parseBody, requireApiUser } from '#app/utils/api.server.ts'
import { apiRoute } from '#app/utils/api-route.server.ts'
import { BuyerSubscribeSchema } from '#app/domain/alerts/buyer-alert-schemas.ts'
import { changeBuyerPlan } from '#app/domain/alerts/buyer-plan.server.ts'
import { ALERT_WORDS } from '#app/domain/alerts/alert-plan.ts'

const route = apiRoute({
	/** POST /api/buyer/subscribe { plan, mpesaReceipt } (spec 2 §7) — PREMIUM for a month paid by receipt, or back to BASIC. */
	async POST({ request, context }) {
		const user = await requireApiUser(request, context)
		const { plan, mpesaReceipt } = await parseBody(request, BuyerSubscribeSchema)
		const subscription = await changeBuyerPlan(context.db, { userId: user.id, plan, receipt: mpesaReceipt || undefined, env: context.env })
		return Response.json({ message: ALERT_WORDS.subscriptionUpdated, ...subscription })
	},
})

export const loader = route.loader
export const action = route.action
