import type { Route } from './+types/api.listings.$id'
import { apiError, methodNotAllowed, parseBody, requireApiUser } from '#app/utils/api.server.ts'
import { getUser } from '#app/utils/auth.server.ts'
import { asApi, listingIdParam } from '#app/utils/listing-api.server.ts'
import { ListingFieldsSchema } from '#app/domain/listing-schema.ts'
import { updateListing } from '#app/domain/listing-edit.server.ts'
import { apiListing } from '#app/domain/api-listings.server.ts'

/** GET /api/listings/:id — a published listing for everyone; its seller and admins see it in any status. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
	const listing = await apiListing(context.db, { id: listingIdParam(params), viewer: await getUser(request, context) })
	return listing ? Response.json(listing) : apiError(404, 'Listing not found')
}

/** PATCH or PUT /api/listings/:id {title, description, category, price, location, condition, reason} -> the updated listing */
export async function action({ request, params, context }: Route.ActionArgs) {
	if (request.method !== 'PATCH' && request.method !== 'PUT') return methodNotAllowed()
	const user = await requireApiUser(request, context)
	const id = listingIdParam(params)
	const fields = await parseBody(request, ListingFieldsSchema)
	return asApi(async () => {
		await updateListing(context.db, { listingId: id, actor: user, fields })
		return Response.json(await apiListing(context.db, { id, viewer: user }))
	})
}
