import { apiRoute } from '#app/routes/+shared/api-route.server.ts'
import { checkBody, parseBody, requireApiUser } from '#app/routes/+shared/api.server.ts'
import { FlagFieldsSchema, ListingRefSchema } from '#app/domain/trust/feedback-schemas.ts'
import { reportListing, requireReportable } from '#app/domain/trust/flags.server.ts'

/**
 * POST /api/flags {listingId, reason, description?} (spec 1 §7): reports a listing to the admins. One open report per
 * user per listing: 201 with the new report, or 200 with the open one updated. Refused: not signed in 401, a listing
 * the user can't see 404, their own 403, not published 409, a reason not among spec 1 §3's six 400.
 */
const route = apiRoute({
	async POST({ request, context }) {
		const user = await requireApiUser(request, context)
		const body = await parseBody(request, ListingRefSchema)
		await requireReportable(context.db, { listingId: body.listingId, viewer: user })
		const { reason, description } = checkBody(body, FlagFieldsSchema)
		const { flag, created } = await reportListing(context.db, { listingId: body.listingId, viewer: user, reason, description })
		return Response.json(flag, { status: created ? 201 : 200 })
	},
})

export const loader = route.loader
export const action = route.action
