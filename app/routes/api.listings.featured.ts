import type { Route } from './+types/api.listings.featured'
import { getUser } from '#app/utils/auth.server.ts'
import { apiListings } from '#app/domain/api-listings.server.ts'

/** GET /api/listings/featured — published listings whose featured period is running. */
export async function loader({ request, context }: Route.LoaderArgs) {
	const viewer = await getUser(request, context)
	return Response.json(await apiListings(context.db, { viewer, status: 'PUBLISHED', featured: true, limit: 50 }))
}
