import { parseBody, requireApiUser } from '#app/routes/+shared/api.server.ts'
import { apiRoute } from '#app/routes/+shared/api-route.server.ts'
import { SubscribeSchema } from '#app/domain/alerts/schemas.ts'
import { subscribeWithReceipt } from '#app/domain/alerts/subscriptions.server.ts'
import { ALERT_WORDS } from '#app/domain/alerts/plan.ts'

const route = apiRoute({
	/** POST /api/alert-subscriptions {mpesaReceipt} — a month of email alerts for a KES 500 M-PESA receipt. */
	async POST({ request, context }) {
		const user = await requireApiUser(request, context)
		const { mpesaReceipt } = await parseBody(request, SubscribeSchema)
		const subscription = await subscribeWithReceipt(context.db, { userId: user.id, receipt: mpesaReceipt, env: context.env })
		return Response.json({ message: ALERT_WORDS.subscriptionActivated, subscription }, { status: 201 })
	},
})

export const loader = route.loader
export const action = route.action
