import { z } from 'zod'
import { numberSchema } from '#app/utils/number-schema.ts'
import { initiatePaymentRoute } from '#app/routes/+shared/payment-api.server.ts'

/** POST /api/payments/mpesa-initiate {listing_id, phone} — sends the M-PESA prompt for the listing fee (spec 1 §7). */
const route = initiatePaymentRoute(
	z
		.object({
			listing_id: numberSchema(z.number({ error: 'listing_id is required' }).int('listing_id is required').positive('listing_id is required')),
			phone: z.unknown(),
		})
		.transform(({ listing_id, phone }) => ({ listingId: listing_id, phone })),
)

export const loader = route.loader
export const action = route.action
