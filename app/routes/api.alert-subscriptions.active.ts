import { requireApiUser } from '#app/routes/+shared/api.server.ts'
import { apiRoute } from '#app/routes/+shared/api-route.server.ts'
import { activeSubscription } from '#app/domain/alerts/subscriptions.server.ts'

const route = apiRoute({
	/** GET /api/alert-subscriptions/active — whether the caller may create alerts, and until when. */
	async GET({ request, context }) {
		const user = await requireApiUser(request, context)
		const subscription = await activeSubscription(context.db, { userId: user.id })
		return Response.json({ active: subscription !== null, subscription })
	},
})

export const loader = route.loader
export const action = route.action
