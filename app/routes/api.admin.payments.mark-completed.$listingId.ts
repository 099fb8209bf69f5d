import { z } from 'zod'
import { checkBody, readBody, requireApiUser } from '#app/routes/+shared/api.server.ts'
import { apiRoute } from '#app/routes/+shared/api-route.server.ts'
import { pathId } from '#app/routes/+shared/listing-api.server.ts'
import { markPaymentCompleted } from '#app/domain/payments/admin-tools.server.ts'
import { requireOwnListing } from '#app/domain/listings/access.server.ts'
import { numberSchema } from '#app/utils/number-schema.ts'

function blankToUndefined(value: unknown) {
	return value === '' || value === null ? undefined : value
}

const MarkCompletedSchema = z.object({
	transactionId: z.string({ error: 'Please enter the M-PESA transaction code' }).trim().min(1, 'Please enter the M-PESA transaction code'),
	// The fixer form sends an empty field for "the usual fee".
	amount: z.preprocess(
		blankToUndefined,
		numberSchema(z.number({ error: 'Please enter the amount paid' }).positive('Please enter the amount paid')).optional(),
	),
	phone: z.preprocess(blankToUndefined, z.union([z.string(), z.number().transform(String)]).optional()),
})

/**
 * POST /api/admin/payments/mark-completed/{listingId} {transactionId, amount (default the fee), phone} — the payment
 * fixer. An unknown listing is a 404 before a bad body's 400.
 */
const route = apiRoute({
	async POST({ request, params, context }) {
		const admin = await requireApiUser(request, context, ['ADMIN'])
		const listingId = pathId(params.listingId, 'listing id')
		const body = await readBody(request)
		await requireOwnListing(context.db, { listingId, actor: admin })
		const { transactionId, amount, phone } = checkBody(body, MarkCompletedSchema)
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
	},
})

export const loader = route.loader
export const action = route.action
