import type { Route } from './+types/api.banners.active'
import { activeBanners } from '#app/domain/banners.server.ts'

/** GET /api/banners/active?path=/browse — active banners aimed at that page (or at every page). */
export async function loader({ request, context }: Route.LoaderArgs) {
	const path = new URL(request.url).searchParams.get('path') || '/'
	const banners = await activeBanners(context.db, { path: path.startsWith('/') ? path : `/${path}` })
	return Response.json(banners)
}
