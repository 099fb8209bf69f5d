import { requireApiUser } from '#app/routes/+shared/api.server.ts'
import { apiRoute } from '#app/routes/+shared/api-route.server.ts'
import { listingIdParam } from '#app/routes/+shared/listing-api.server.ts'
import { removeListing } from '#app/domain/admin/listings.server.ts'

/** DELETE /api/admin/listings/{id} — deletes a listing for good (logged first); admins only. */
const route = apiRoute({
	async DELETE({ request, params, context }) {
		const admin = await requireApiUser(request, context, ['ADMIN'])
		const listingId = listingIdParam(params)
		await removeListing(context.db, { listingId, actor: admin })
		return Response.json({ message: 'Listing deleted', id: listingId })
	},
})

export const loader = route.loader
export const action = route.action
