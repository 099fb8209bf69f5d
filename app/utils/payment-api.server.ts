import type { ActionFunctionArgs } from 'react-router'
import type { z } from 'zod'
import { initiatePayment, mpesaGatewayFor } from '#app/domain/payments/initiate.server.ts'
import { methodNotAllowed, parseBody, requireApiUser } from './api.server.ts'
import { asApi } from './listing-api.server.ts'

/**
 * The two spellings of "send the M-PESA prompt" (spec 1 §7 `listing_id`, spec 2 §7 `listingId`) as one action:
 * `schema` reads the body into a listing id and a phone.
 */
export function initiatePaymentAction<S extends z.ZodType<{ listingId: number; phone: string }>>(schema: S) {
	return async function action({ request, context }: ActionFunctionArgs) {
		if (request.method !== 'POST') return methodNotAllowed()
		const user = await requireApiUser(request, context)
		const { listingId, phone } = await parseBody(request, schema)
		return asApi(async () =>
			Response.json(await initiatePayment(context.db, { env: context.env, gateway: mpesaGatewayFor(context), listingId, phone, actor: user })),
		)
	}
}
