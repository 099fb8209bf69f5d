import type { Route } from './+types/api.admin.listings.pending'
import { requireApiUser } from '#app/utils/api.server.ts'
import { pendingApiListings } from '#app/domain/admin-listings.server.ts'

/** GET /api/admin/listings/pending — drafts and listings waiting for approval, newest first (admins only). */
export async function loader({ request, context }: Route.LoaderArgs) {
	const admin = await requireApiUser(request, context, ['ADMIN'])
	return Response.json(await pendingApiListings(context.db, { viewer: admin }))
}
