import type { z } from 'zod'
import { initiatePayment, mpesaGatewayFor } from '#app/domain/payments/initiate.server.ts'
import { parseBody, requireApiUser } from './api.server.ts'
import { apiRoute } from './api-route.server.ts'

/**
 * The two spellings of "send the M-PESA prompt" (spec 1 §7 `listing_id`, spec 2 §7 `listingId`) as one route:
 * `schema` reads the body into a listing id and a phone.
 */
export function initiatePaymentRoute<S extends z.ZodType<{ listingId: number; phone: string }>>(schema: S) {
	return apiRoute({
		async POST({ request, context }) {
			const user = await requireApiUser(request, context)
			const { listingId, phone } = await parseBody(request, schema)
			return Response.json(await initiatePayment(context.db, { env: context.env, gateway: mpesaGatewayFor(context), listingId, phone, actor: user }))
		},
	})
}
