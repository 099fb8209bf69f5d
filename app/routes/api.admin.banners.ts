import { parseBody, requireApiUser } from '#app/routes/+shared/api.server.ts'
import { apiRoute } from '#app/routes/+shared/api-route.server.ts'
import { BannerSchema } from '#app/domain/admin/banner-schemas.ts'
import { createBanner, listBanners } from '#app/domain/admin/banners.server.ts'

/**
 * GET /api/admin/banners — every banner; POST {title, content, type?, status?, start_date, end_date?, target_pages?} —
 * 201 with the banner (type ANNOUNCEMENT, status DRAFT, end 7 days after the start unless given). Admins only.
 */
const route = apiRoute({
	async GET({ request, context }) {
		await requireApiUser(request, context, ['ADMIN'])
		return Response.json(await listBanners(context.db))
	},
	async POST({ request, context }) {
		const admin = await requireApiUser(request, context, ['ADMIN'])
		const banner = await parseBody(request, BannerSchema)
		return Response.json(await createBanner(context.db, { admin, banner }), { status: 201 })
	},
})

export const loader = route.loader
export const action = route.action
