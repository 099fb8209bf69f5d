import { requireApiUser } from '#app/routes/+shared/api.server.ts'
import { apiRoute } from '#app/routes/+shared/api-route.server.ts'
import { parseRecommendationFilters } from '#app/domain/recommendations/filters.ts'
import { apiRecommendations } from '#app/domain/recommendations/recommendations.server.ts'

/**
 * GET /api/recommendations?categories=a,b&minPrice=&maxPrice=&location= — the signed-in user's recommendations, best
 * first (401 signed out: the client shows an empty list). Unknown categories and prices that aren't numbers are a 400.
 */
const route = apiRoute({
	async GET({ request, context }) {
		const user = await requireApiUser(request, context)
		const filters = parseRecommendationFilters(new URL(request.url).searchParams)
		return Response.json(await apiRecommendations(context.db, { user, filters }))
	},
})

export const loader = route.loader
export const action = route.action
