import { z } from 'zod'
import { initiatePaymentRoute } from '#app/routes/+shared/payment-api.server.ts'
import { MpesaPhoneSchema } from '#app/domain/payments/phone-schema.ts'

/** POST /api/payments/initiate {listingId, phone} — the seller dashboard's Pay Now (spec 2 §7). */
const route = initiatePaymentRoute(
	z.object({
		listingId: z.coerce.number({ error: 'listingId is required' }).int().positive('listingId is required'),
		phone: MpesaPhoneSchema,
	}),
)

export const loader = route.loader
export const action = route.action
