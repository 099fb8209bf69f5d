import { z } from 'zod'
import type { Route } from './+types/api.admin.payments.mark-completed.$listingId'
import { apiError, methodNotAllowed, parseBody, requireApiUser } from '#app/utils/api.server.ts'
import { markPaymentCompleted } from '#app/domain/payments/admin-tools.server.ts'
import { DomainError } from '#app/domain/domain-error.ts'

function blankToUndefined(value: unknown) {
	return value === '' || value === null ? undefined : value
}

const MarkCompletedSchema = z.object({
	transactionId: z.string({ error: 'Please enter the M-PESA transaction code' }).trim().min(1, 'Please enter the M-PESA transaction code'),
	// The fixer form sends an empty field for "the usual fee".
	amount: z.preprocess(blankToUndefined, z.coerce.number({ error: 'Please enter the amount paid' }).positive('Please enter the amount paid').optional()),
	phone: z.preprocess(blankToUndefined, z.union([z.string(), z.number().transform(String)]).optional()),
})

export function loader() {
	return methodNotAllowed()
}

/** POST /api/admin/payments/mark-completed/{listingId} {transactionId, amount (default the fee), phone} — the payment fixer. */
export async function action({ request, params, context }: Route.ActionArgs) {
	if (request.method !== 'POST') return methodNotAllowed()
	const admin = await requireApiUser(request, context, ['ADMIN'])
	const listingId = Number(params.listingId)
	if (!Number.isInteger(listingId) || listingId < 1) return apiError(404, 'Listing not found')
	const { transactionId, amount, phone } = await parseBody(request, MarkCompletedSchema)
	try {
		return Response.json(
			await markPaymentCompleted(context.db, {
				env: context.env,
				listingId,
				admin,
				transactionId,
				amountKes: amount ?? context.env.LISTING_FEE_KES,
				phone: phone ?? null,
			}),
		)
	} catch (error) {
		if (error instanceof DomainError) return apiError(error.status, error.message)
		throw error
	}
}
