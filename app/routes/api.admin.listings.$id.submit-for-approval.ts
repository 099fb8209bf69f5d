import { requireApiUser } from '#app/routes/+shared/api.server.ts'
import { apiRoute } from '#app/routes/+shared/api-route.server.ts'
import { listingIdParam } from '#app/routes/+shared/listing-api.server.ts'
import { changeListingStatus } from '#app/domain/listings/transitions.server.ts'

/** POST /api/admin/listings/{id}/submit-for-approval (empty body) — DRAFT -> PENDING_APPROVAL; admins only. */
const route = apiRoute({
	async POST({ request, params, context }) {
		const admin = await requireApiUser(request, context, ['ADMIN'])
		const listingId = listingIdParam(params)
		const moved = await changeListingStatus(context.db, { listingId, action: 'submit', actor: admin, ttlDays: context.env.LISTING_TTL_DAYS })
		return Response.json({ message: 'Listing submitted for review', ...moved })
	},
})

export const loader = route.loader
export const action = route.action
