import type { Route } from './+types/api.payments.status.$listingId'
import { apiError, methodNotAllowed, requireApiUser } from '#app/utils/api.server.ts'
import { PaymentError } from '#app/domain/payments/payment-rules.server.ts'
import { paymentStatus } from '#app/domain/payments/status.server.ts'

/** GET /api/payments/status/{listingId} — the payment status widget's fields (spec 2 §3), polled every 15 s while PENDING. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
	const user = await requireApiUser(request, context)
	const listingId = Number(params.listingId)
	if (!Number.isInteger(listingId) || listingId < 1) return apiError(404, 'Listing not found')
	try {
		return Response.json(await paymentStatus(context.db, { listingId, viewer: user }))
	} catch (error) {
		if (error instanceof PaymentError) return apiError(error.status, error.message)
		throw error
	}
}

export function action() {
	return methodNotAllowed()
}
