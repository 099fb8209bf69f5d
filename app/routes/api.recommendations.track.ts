import { parseBody, requireApiUser } from '#app/utils/api.server.ts'
import { apiRoute } from '#app/utils/api-route.server.ts'
import { TrackSchema } from '#app/domain/recommendations/track-schema.ts'
import { trackAction } from '#app/domain/recommendations/tracking.server.ts'

/**
 * POST /api/recommendations/track {listingId, actionType: VIEW|SHARE, metadata: JSON text} — records a signed-in user's
 * view (`{"source":"listing_card"}`) or share (`{"platform":"whatsapp"}`) of a published listing. Answers
 * `{recorded}`: false for the user's own listing, or a view already counted within the hour. Other actions are a 400,
 * a listing that isn't published a 404.
 */
const route = apiRoute({
	async POST({ request, context }) {
		const user = await requireApiUser(request, context)
		const track = await parseBody(request, TrackSchema)
		return Response.json({ recorded: await trackAction(context.db, { userId: user.id, request: track }) })
	},
})

export const loader = route.loader
export const action = route.action
