import { checkBody, parseBody, requireApiUser } from '#app/routes/+shared/api.server.ts'
import { apiRoute } from '#app/routes/+shared/api-route.server.ts'
import { TrackListingSchema, TrackSchema } from '#app/domain/recommendations/track-schema.ts'
import { requireTrackable, trackAction } from '#app/domain/recommendations/tracking.server.ts'

/**
 * POST /api/recommendations/track {listingId, actionType: VIEW|SHARE, metadata: JSON text} — records a signed-in user's
 * view (`{"source":"listing_card"}`) or share (`{"platform":"whatsapp"}`) of a published listing. Answers
 * `{recorded}`: false for the user's own listing, or a view already counted within the hour. A listing that isn't
 * published is a 404 (whatever else is wrong), then other actions or platforms a 400.
 */
const route = apiRoute({
	async POST({ request, context }) {
		const user = await requireApiUser(request, context)
		const body = await parseBody(request, TrackListingSchema)
		const listing = await requireTrackable(context.db, { listingId: body.listingId })
		const track = checkBody(body, TrackSchema)
		return Response.json({ recorded: await trackAction(context.db, { userId: user.id, listing, request: track }) })
	},
})

export const loader = route.loader
export const action = route.action
