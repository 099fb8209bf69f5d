import { requireApiUser } from '#app/routes/+shared/api.server.ts'
import { apiRoute } from '#app/routes/+shared/api-route.server.ts'
import { pathId } from '#app/routes/+shared/listing-api.server.ts'
import { paymentDebug } from '#app/domain/payments/admin-tools.server.ts'

/** GET /api/admin/payments/debug/{listingId} — the listing's payment fields, attempts, transactions and payment log. */
const route = apiRoute({
	async GET({ request, params, context }) {
		await requireApiUser(request, context, ['ADMIN'])
		return Response.json(await paymentDebug(context.db, { listingId: pathId(params.listingId, 'listing id') }))
	},
})

export const loader = route.loader
export const action = route.action
