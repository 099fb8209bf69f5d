import { requireApiUser } from '#app/routes/+shared/api.server.ts'
import { apiRoute } from '#app/routes/+shared/api-route.server.ts'
import { savedListings, toApiSavedListing } from '#app/domain/engagement/saved-items.server.ts'

/** GET /api/recommendations/saved — the signed-in user's saved listings (spec 1 §3), the last saved first. */
const route = apiRoute({
	async GET({ request, context }) {
		const user = await requireApiUser(request, context)
		return Response.json((await savedListings(context.db, { userId: user.id })).map(toApiSavedListing))
	},
})

export const loader = route.loader
export const action = route.action
