import { z } from 'zod'
import type { Route } from './+types/api.listings.$id.status'
import { methodNotAllowed, parseBody, requireApiUser } from '#app/utils/api.server.ts'
import { asApi, listingIdParam } from '#app/utils/listing-api.server.ts'
import { setListingStatus } from '#app/domain/admin-listings.server.ts'

const StatusSchema = z.object({
	status: z.string({ error: 'status is required' }).trim().toUpperCase().min(1, 'status is required'),
	admin_notes: z.string().trim().max(500, 'admin_notes must be at most 500 characters').nullish(),
})

export function loader() {
	return methodNotAllowed()
}

/**
 * PUT or PATCH /api/listings/{id}/status {status, admin_notes} — reject, mark sold, mark expired, ... Any signed-in
 * user may call it; the lifecycle decides who may make which move (a seller may mark their own listing SOLD).
 */
export async function action({ request, params, context }: Route.ActionArgs) {
	if (request.method !== 'PUT' && request.method !== 'PATCH') return methodNotAllowed()
	const user = await requireApiUser(request, context)
	const listingId = listingIdParam(params)
	const { status, admin_notes } = await parseBody(request, StatusSchema)
	return asApi(async () => {
		const moved = await setListingStatus(context.db, { listingId, status, actor: user, notes: admin_notes, ttlDays: context.env.LISTING_TTL_DAYS })
		return Response.json({ message: 'Listing status updated', ...moved })
	})
}
