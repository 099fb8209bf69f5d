import type { AppArgs } from '#app/context.ts'
import { z } from 'zod'
import { checkBody, readBody, requireApiUser } from '#app/routes/+shared/api.server.ts'
import { apiRoute } from '#app/routes/+shared/api-route.server.ts'
import { listingIdParam } from '#app/routes/+shared/listing-api.server.ts'
import { setListingStatus } from '#app/domain/admin/listings.server.ts'
import { requireOwnListing } from '#app/domain/listings/access.server.ts'
import { siteUrl } from '#app/utils/site-url.server.ts'

const StatusSchema = z.object({
	status: z.string({ error: 'status is required' }).trim().toUpperCase().min(1, 'status is required'),
	admin_notes: z.string().trim().max(500, 'admin_notes must be at most 500 characters').nullish(),
})

/**
 * PUT or PATCH /api/listings/{id}/status {status, admin_notes} — reject, mark sold, mark expired, ... Any signed-in
 * user may call it; the lifecycle decides who may make which move (a seller may mark their own listing SOLD). A
 * listing that isn't there for the caller is a 404, one that isn't theirs a 403, both before a bad body's 400.
 */
async function updateStatus({ request, params, context }: AppArgs) {
	const user = await requireApiUser(request, context)
	const listingId = listingIdParam(params)
	const body = await readBody(request)
	await requireOwnListing(context.db, { listingId, actor: user })
	const { status, admin_notes } = checkBody(body, StatusSchema)
	const moved = await setListingStatus(context.db, { listingId, status, actor: user, notes: admin_notes, ttlDays: context.env.LISTING_TTL_DAYS, siteUrl: siteUrl(request, context.env), phoneVerification: context.env.PHONE_VERIFICATION })
	return Response.json({ message: 'Listing status updated', ...moved })
}

const route = apiRoute({ PUT: updateStatus, PATCH: updateStatus })

export const loader = route.loader
export const action = route.action
