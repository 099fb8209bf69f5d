import { getUser } from '#app/routes/+shared/auth.server.ts'
import { apiRoute } from '#app/routes/+shared/api-route.server.ts'
import { apiListings } from '#app/domain/listings/api.server.ts'

/** GET /api/listings/featured — published listings whose featured period is running. */
const route = apiRoute({
	async GET({ request, context }) {
		const viewer = await getUser(request, context)
		return Response.json(await apiListings(context.db, { viewer, status: 'PUBLISHED', featured: true, limit: 50 }))
	},
})

export const loader = route.loader
export const action = route.action
