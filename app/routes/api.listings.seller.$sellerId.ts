import { requireApiUser } from '#app/routes/+shared/api.server.ts'
import { apiRoute } from '#app/routes/+shared/api-route.server.ts'
import { pathId } from '#app/routes/+shared/listing-api.server.ts'
import { sellerApiListings } from '#app/domain/listings/api.server.ts'

/** GET /api/listings/seller/:sellerId — every listing of that seller, for that seller and for admins. */
const route = apiRoute({
	async GET({ request, params, context }) {
		const user = await requireApiUser(request, context)
		const sellerId = pathId(params.sellerId, 'seller id')
		return Response.json(await sellerApiListings(context.db, { sellerId, viewer: user }))
	},
})

export const loader = route.loader
export const action = route.action
