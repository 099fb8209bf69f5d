import { parseBody, requireApiUser } from '#app/routes/+shared/api.server.ts'
import { apiRoute } from '#app/routes/+shared/api-route.server.ts'
import { PreferencesSchema } from '#app/domain/recommendations/preferences-schema.ts'
import { getPreferences, savePreferences } from '#app/domain/recommendations/preferences.server.ts'

/**
 * GET /api/recommendations/preferences — the user's preferences (prices in shillings, null when unset).
 * PUT with the same object replaces them (slider rules of spec 1 §5: 0 to 100,000 in steps of 1,000, the ends stored
 * as unset); the user's stored recommendations are made afresh on their next read.
 */
const route = apiRoute({
	async GET({ request, context }) {
		const user = await requireApiUser(request, context)
		return Response.json(await getPreferences(context.db, { userId: user.id }))
	},
	async PUT({ request, context }) {
		const user = await requireApiUser(request, context)
		const preferences = await parseBody(request, PreferencesSchema)
		return Response.json(await savePreferences(context.db, { userId: user.id, preferences }))
	},
})

export const loader = route.loader
export const action = route.action
