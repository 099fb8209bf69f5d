import { requireApiUser } from '#app/routes/+shared/api.server.ts'
import { apiRoute } from '#app/routes/+shared/api-route.server.ts'
import { buyerSubscription } from '#app/domain/alerts/buyer-plan.server.ts'

const route = apiRoute({
	/** GET /api/buyer/subscription (spec 2 §7) — { subscription, planDetails, isActive }. */
	async GET({ request, context }) {
		const user = await requireApiUser(request, context)
		return Response.json(await buyerSubscription(context.db, { userId: user.id }))
	},
})

export const loader = route.loader
export const action = route.action
