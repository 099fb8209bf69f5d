import { z } from 'zod'
import { numberSchema } from '#app/utils/number-schema.ts'
import { initiatePaymentRoute } from '#app/routes/+shared/payment-api.server.ts'

/** POST /api/payments/initiate {listingId, phone} — the seller dashboard's Pay Now (spec 2 §7). */
const route = initiatePaymentRoute(
	z.object({
		listingId: numberSchema(z.number({ error: 'listingId is required' }).int('listingId is required').positive('listingId is required')),
		phone: z.unknown(),
	}),
)

export const loader = route.loader
export const action = route.action
