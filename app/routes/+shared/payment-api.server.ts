import type { z } from 'zod'
import { initiatePayment, mpesaGatewayFor, requirePayableListing } from '#app/domain/payments/initiate.server.ts'
import { PayByPhoneSchema } from '#app/domain/payments/phone-schema.ts'
import { checkBody, parseBody, requireApiUser } from './api.server.ts'
import { apiRoute } from './api-route.server.ts'

/**
 * The two spellings of "send the M-PESA prompt" (spec 1 §7 `listing_id`, spec 2 §7 `listingId`) as one route:
 * `schema` reads the body into a listing id and the phone as sent, which is checked once the listing is found, is the
 * caller's and can be paid for (404, 403, 409 before a bad number's 400).
 */
export function initiatePaymentRoute<S extends z.ZodType<{ listingId: number; phone: unknown }>>(schema: S) {
	return apiRoute({
		async POST({ request, context }) {
			const user = await requireApiUser(request, context)
			const { listingId, phone: sent } = await parseBody(request, schema)
			await requirePayableListing(context.db, { listingId, actor: user })
			const { phone } = checkBody({ phone: sent }, PayByPhoneSchema)
			return Response.json(await initiatePayment(context.db, { env: context.env, gateway: mpesaGatewayFor(context), listingId, phone, actor: user }))
		},
	})
}
