import { apiRoute } from '#app/routes/+shared/api-route.server.ts'
import { activeBanners } from '#app/domain/admin/active-banners.server.ts'

/** GET /api/banners/active?path=/browse — active banners aimed at that page (or at every page). */
const route = apiRoute({
	async GET({ request, context }) {
		const path = new URL(request.url).searchParams.get('path') || '/'
		return Response.json(await activeBanners(context.db, { path: path.startsWith('/') ? path : `/${path}` }))
	},
})

export const loader = route.loader
export const action = route.action
