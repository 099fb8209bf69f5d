import { z } from 'zod'
import { requireApiUser } from '#app/routes/+shared/api.server.ts'
import { apiRoute } from '#app/routes/+shared/api-route.server.ts'
import { listingIdParam, parseOptionalBody } from '#app/routes/+shared/listing-api.server.ts'
import { changeListingStatus } from '#app/domain/listings/transitions.server.ts'
import { siteUrl } from '#app/utils/site-url.server.ts'

const ApproveSchema = z.object({ adminNotes: z.string().trim().max(500, 'adminNotes must be at most 500 characters').nullish() })

/** POST /api/listings/{id}/approve {adminNotes} — PENDING_APPROVAL -> APPROVED (PUBLISHED when already paid); admins only. */
const route = apiRoute({
	async POST({ request, params, context }) {
		const admin = await requireApiUser(request, context, ['ADMIN'])
		const listingId = listingIdParam(params)
		const { adminNotes } = await parseOptionalBody(request, ApproveSchema)
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
