import { z } from 'zod'
import { checkBody, requireApiUser } from '#app/routes/+shared/api.server.ts'
import { apiRoute } from '#app/routes/+shared/api-route.server.ts'
import { parseOptionalBody, pathId } from '#app/routes/+shared/listing-api.server.ts'
import { SaveSchema } from '#app/domain/engagement/save-schema.ts'
import { requireKnownToSaver, setSaved } from '#app/domain/engagement/saves.server.ts'

/**
 * POST /api/recommendations/save/{listingId} — no body: toggles; `{saved: true|false}`: sets that state, so a replay
 * (the offline queue) answers the same. Answers `{saved}`. Only a published listing can be newly saved (404 when the
 * user can't see it, before a malformed body's 400); unsaving always works.
 */
const route = apiRoute({
	async POST({ request, params, context }) {
		const viewer = await requireApiUser(request, context)
		const listingId = pathId(params.listingId, 'listing id')
		const body = await parseOptionalBody(request, z.unknown())
		if (!SaveSchema.safeParse(body).success) await requireKnownToSaver(context.db, { viewer, listingId })
		const { saved } = checkBody(body, SaveSchema)
		return Response.json({ saved: await setSaved(context.db, { viewer, listingId, saved }) })
	},
})

export const loader = route.loader
export const action = route.action
