import type { Route } from './+types/api.listings.seller.$sellerId'
import { apiError, requireApiUser } from '#app/utils/api.server.ts'
import { sellerApiListings } from '#app/domain/api-listings.server.ts'

/** GET /api/listings/seller/:sellerId — every listing of that seller, for that seller and for admins. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
	const user = await requireApiUser(request, context)
	const sellerId = Number(params.sellerId)
	if (user.role !== 'ADMIN' && user.id !== sellerId) return apiError(403, 'You do not have permission to do this')
	return Response.json(await sellerApiListings(context.db, { sellerId, viewer: user }))
}
