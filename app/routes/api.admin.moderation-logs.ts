import { checkBody, requireApiUser } from '#app/routes/+shared/api.server.ts'
import { apiRoute } from '#app/routes/+shared/api-route.server.ts'
import { searchModerationLogs } from '#app/domain/admin/moderation-log-search.server.ts'
import { LogFiltersSchema, logFiltersOf } from '#app/domain/admin/log-filters-schema.ts'

/**
 * GET /api/admin/moderation-logs — the newest 100 entries: who did what to which listing, and why (admins only).
 * Optional filters, as on /admin/logs: action, adminId, listingId, from, to (YYYY-MM-DD), page.
 */
const route = apiRoute({
	async GET({ request, context }) {
		await requireApiUser(request, context, ['ADMIN'])
		const filters = checkBody(logFiltersOf(new URL(request.url)), LogFiltersSchema)
		const { rows } = await searchModerationLogs(context.db, filters, { limit: 100 })
		return Response.json(rows)
	},
})

export const loader = route.loader
export const action = route.action
