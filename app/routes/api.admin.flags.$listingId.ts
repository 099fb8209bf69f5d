import { z } from 'zod'
import { parseBody, requireApiUser } from '#app/utils/api.server.ts'
import { apiRoute } from '#app/utils/api-route.server.ts'
import { pathId } from '#app/utils/listing-api.server.ts'
import { settleReports } from '#app/domain/trust/open-reports.server.ts'

const SettleSchema = z.object({
	status: z.enum(['RESOLVED', 'DISMISSED'], { error: 'status must be RESOLVED or DISMISSED' }),
	notes: z.string().trim().max(500, 'Notes must be at most 500 characters').optional(),
})

/**
 * POST /api/admin/flags/{listingId} {status: RESOLVED | DISMISSED, notes?} — settles every open report of the listing,
 * each written to moderation_logs; answers `{ count }`. 409 when none is open (admins only).
 */
const route = apiRoute({
	async POST({ request, params, context }) {
		const admin = await requireApiUser(request, context, ['ADMIN'])
		const listingId = pathId(params.listingId, 'listing id')
		const { status, notes } = await parseBody(request, SettleSchema)
		return Response.json(await settleReports(context.db, { listingId, admin, outcome: status, note: notes || undefined }))
	},
})

export const loader = route.loader
export const action = route.action
