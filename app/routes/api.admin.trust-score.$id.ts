import { requireApiUser } from '#app/routes/+shared/api.server.ts'
import { apiRoute } from '#app/routes/+shared/api-route.server.ts'
import { pathId } from '#app/routes/+shared/listing-api.server.ts'
import { computeTrustScore } from '#app/domain/trust/score.server.ts'

/** GET /api/admin/trust-score/{id} — the user's trust score computed now and stored: { trustScore, level, components } (admins only). */
const route = apiRoute({
	async GET({ request, params, context }) {
		await requireApiUser(request, context, ['ADMIN'])
		return Response.json(await computeTrustScore(context.db, { userId: pathId(params.id, 'user id') }))
	},
})

export const loader = route.loader
export const action = route.action
