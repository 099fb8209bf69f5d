import { checkBody, readBody, requireApiUser } from '#app/routes/+shared/api.server.ts'
import { apiRoute } from '#app/routes/+shared/api-route.server.ts'
import { pathId } from '#app/routes/+shared/listing-api.server.ts'
import { SettleReportsSchema } from '#app/domain/trust/feedback-schemas.ts'
import { requireListingToSettle, settleReports } from '#app/domain/trust/open-reports.server.ts'

/**
 * POST /api/admin/flags/{listingId} {status: RESOLVED | DISMISSED, notes?} — settles every open report of the listing,
 * each written to moderation_logs; answers `{ count }`. Refused: not an admin 401/403, an unknown listing 404, bad
 * fields 400, no open report 409.
 */
const route = apiRoute({
	async POST({ request, params, context }) {
		const admin = await requireApiUser(request, context, ['ADMIN'])
		const listingId = pathId(params.listingId, 'listing id')
		const body = await readBody(request)
		await requireListingToSettle(context.db, { listingId })
		const { status, notes } = checkBody(body, SettleReportsSchema)
		return Response.json(await settleReports(context.db, { listingId, admin, outcome: status, note: notes || undefined }))
	},
})

export const loader = route.loader
export const action = route.action
