import { requireApiUser } from '#app/routes/+shared/api.server.ts'
import { apiRoute } from '#app/routes/+shared/api-route.server.ts'
import { systemHealth } from '#app/domain/admin/system-health.server.ts'

/** GET /api/admin/system-health — overall, apis, database, jobs, payments and alert delivery, each graded (admins only). */
const route = apiRoute({
	async GET({ request, context }) {
		await requireApiUser(request, context, ['ADMIN'])
		return Response.json(await systemHealth(context.db, { env: context.env, latency: context.latency }), { headers: { 'Cache-Control': 'no-store' } })
	},
})

export const loader = route.loader
export const action = route.action
