import { z } from 'zod'
import { initiatePaymentRoute } from '#app/routes/+shared/payment-api.server.ts'
import { MpesaPhoneSchema } from '#app/domain/payments/phone-schema.ts'

/** POST /api/payments/mpesa-initiate {listing_id, phone} — sends the M-PESA prompt for the listing fee (spec 1 §7). */
const route = initiatePaymentRoute(
	z
		.object({
			listing_id: z.coerce.number({ error: 'listing_id is required' }).int().positive('listing_id is required'),
			phone: MpesaPhoneSchema,
		})
		.transform(({ listing_id, phone }) => ({ listingId: listing_id, phone })),
)

export const loader = route.loader
export const action = route.action
