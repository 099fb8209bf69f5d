import { requireApiUser } from '#app/routes/+shared/api.server.ts'
import { apiRoute } from '#app/routes/+shared/api-route.server.ts'
import { openReports } from '#app/domain/trust/open-reports.server.ts'

/** GET /api/admin/flags — listings with open reports, most reported first: what the moderation tab shows (admins only). */
const route = apiRoute({
	async GET({ request, context }) {
		await requireApiUser(request, context, ['ADMIN'])
		return Response.json(await openReports(context.db))
	},
})

export const loader = route.loader
export const action = route.action
