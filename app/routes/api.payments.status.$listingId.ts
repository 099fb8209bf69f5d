import { requireApiUser } from '#app/routes/+shared/api.server.ts'
import { apiRoute } from '#app/routes/+shared/api-route.server.ts'
import { pathId } from '#app/routes/+shared/listing-api.server.ts'
import { paymentStatus } from '#app/domain/payments/status.server.ts'

/** GET /api/payments/status/{listingId} — the payment status widget's fields (spec 2 §3), polled every 15 s while PENDING. */
const route = apiRoute({
	async GET({ request, params, context }) {
		const user = await requireApiUser(request, context)
		return Response.json(await paymentStatus(context.db, { listingId: pathId(params.listingId, 'listing id'), viewer: user }))
	},
})

export const loader = route.loader
export const action = route.action
