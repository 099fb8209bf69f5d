import { checkBody, readBody, requireApiUser } from '#app/routes/+shared/api.server.ts'
import { apiRoute } from '#app/routes/+shared/api-route.server.ts'
import { pathId } from '#app/routes/+shared/listing-api.server.ts'
import { BannerSchema } from '#app/domain/admin/banner-schemas.ts'
import { deleteBanner, getBanner, updateBanner } from '#app/domain/admin/banners.server.ts'

/** GET, PUT (same fields as POST /api/admin/banners, every one replaced) and DELETE /api/admin/banners/{id}; admins only. */
const route = apiRoute({
	async GET({ request, params, context }) {
		await requireApiUser(request, context, ['ADMIN'])
		return Response.json(await getBanner(context.db, { id: pathId(params.id, 'banner id') }))
	},
	async PUT({ request, params, context }) {
		const admin = await requireApiUser(request, context, ['ADMIN'])
		const id = pathId(params.id, 'banner id')
		const body = await readBody(request)
		await getBanner(context.db, { id })
		return Response.json(await updateBanner(context.db, { admin, id, banner: checkBody(body, BannerSchema) }))
	},
	async DELETE({ request, params, context }) {
		const admin = await requireApiUser(request, context, ['ADMIN'])
		return Response.json({ message: 'Banner deleted', ...(await deleteBanner(context.db, { admin, id: pathId(params.id, 'banner id') })) })
	},
})

export const loader = route.loader
export const action = route.action
