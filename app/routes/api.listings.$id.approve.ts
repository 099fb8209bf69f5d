import { z } from 'zod'
import { checkBody, readOptionalBody, requireApiUser } from '#app/routes/+shared/api.server.ts'
import { apiRoute } from '#app/routes/+shared/api-route.server.ts'
import { listingIdParam } from '#app/routes/+shared/listing-api.server.ts'
import { requireOwnListing } from '#app/domain/listings/access.server.ts'
import { changeListingStatus } from '#app/domain/listings/transitions.server.ts'
import { siteUrl } from '#app/utils/site-url.server.ts'

const ApproveSchema = z.object({ adminNotes: z.string().trim().max(500, 'adminNotes must be at most 500 characters').nullish() })

/**
 * POST /api/listings/{id}/approve {adminNotes} — PENDING_APPROVAL -> APPROVED (PUBLISHED when already paid); admins
 * only. An unknown listing is a 404 before a bad body's 400.
 */
const route = apiRoute({
	async POST({ request, params, context }) {
		const admin = await requireApiUser(request, context, ['ADMIN'])
		const listingId = listingIdParam(params)
		const body = await readOptionalBody(request)
		await requireOwnListing(context.db, { listingId, actor: admin })
		const { adminNotes } = checkBody(body, ApproveSchema)
		const moved = await changeListingStatus(context.db, {
			listingId,
			action: 'approve',
			actor: admin,
			reason: adminNotes || undefined,
			ttlDays: context.env.LISTING_TTL_DAYS,
			siteUrl: siteUrl(request, context.env),
			phoneVerification: context.env.PHONE_VERIFICATION,
		})
		return Response.json({ message: 'Listing approved', ...moved })
	},
})

export const loader = route.loader
export const action = route.action
