import type { Route } from './+types/api.admin.payments.debug.$listingId'
import { apiError, methodNotAllowed, requireApiUser } from '#app/utils/api.server.ts'
import { PaymentError } from '#app/domain/payments/payment-rules.server.ts'
import { paymentDebug } from '#app/domain/payments/admin-tools.server.ts'

/** GET /api/admin/payments/debug/{listingId} — the listing's payment fields, attempts, transactions and payment log. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
	await requireApiUser(request, context, ['ADMIN'])
	const listingId = Number(params.listingId)
	if (!Number.isInteger(listingId) || listingId < 1) return apiError(404, 'Listing not found')
	try {
		return Response.json(await paymentDebug(context.db, { listingId }))
	} catch (error) {
		if (error instanceof PaymentError) return apiError(error.status, error.message)
		throw error
	}
}

export function action() {
	return methodNotAllowed()
}
