import { parseBody, requireApiUser } from '#app/routes/+shared/api.server.ts'
import { apiRoute } from '#app/routes/+shared/api-route.server.ts'
import { buyerProfile, setCommunicationPreference } from '#app/domain/alerts/buyer-profile.server.ts'
import { CommunicationSchema } from '#app/domain/alerts/buyer-alert-schemas.ts'

const route = apiRoute({
	/** GET /api/buyer/profile (spec 2 §7) — trust score, loyalty points, purchases, spending and preferences, each explained. */
	async GET({ request, context }) {
		const user = await requireApiUser(request, context)
		return Response.json(await buyerProfile(context.db, { userId: user.id }))
	},
	/** PATCH /api/buyer/profile { communication_preference: EMAIL | SMS } — where instant alerts go. */
	async PATCH({ request, context }) {
		const user = await requireApiUser(request, context)
		const { communication_preference } = await parseBody(request, CommunicationSchema)
		await setCommunicationPreference(context.db, { userId: user.id, channel: communication_preference })
		return Response.json(await buyerProfile(context.db, { userId: user.id }))
	},
})

export const loader = route.loader
export const action = route.action
