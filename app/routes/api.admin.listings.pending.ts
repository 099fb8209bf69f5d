import { requireApiUser } from '#app/routes/+shared/api.server.ts'
import { apiRoute } from '#app/routes/+shared/api-route.server.ts'
import { pendingApiListings } from '#app/domain/admin/listings.server.ts'

/** GET /api/admin/listings/pending — drafts and listings waiting for approval, newest first (admins only). */
const route = apiRoute({
	async GET({ request, context }) {
		const admin = await requireApiUser(request, context, ['ADMIN'])
		return Response.json(await pendingApiListings(context.db, { viewer: admin }))
	},
})

export const loader = route.loader
export const action = route.action
