import type { Route } from './+types/api.admin.listings.$id'
import { methodNotAllowed, requireApiUser } from '#app/utils/api.server.ts'
import { asApi, listingIdParam } from '#app/utils/listing-api.server.ts'
import { removeListing } from '#app/domain/admin-listings.server.ts'

export function loader() {
	return methodNotAllowed()
}

/** DELETE /api/admin/listings/{id} — deletes a listing for good (logged first); admins only. */
export async function action({ request, params, context }: Route.ActionArgs) {
	if (request.method !== 'DELETE') return methodNotAllowed()
	const admin = await requireApiUser(request, context, ['ADMIN'])
	const listingId = listingIdParam(params)
	return asApi(async () => {
		await removeListing(context.db, { listingId, actor: admin })
		return Response.json({ message: 'Listing deleted', id: listingId })
	})
}
