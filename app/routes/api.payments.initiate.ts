import { z } from 'zod'
import { methodNotAllowed } from '#app/utils/api.server.ts'
import { initiatePaymentAction } from '#app/utils/payment-api.server.ts'
import { MpesaPhoneSchema } from '#app/domain/payments/phone-schema.ts'

export function loader() {
	return methodNotAllowed()
}

/** POST /api/payments/initiate {listingId, phone} — the seller dashboard's Pay Now (spec 2 §7). */
export const action = initiatePaymentAction(
	z.object({
		listingId: z.coerce.number({ error: 'listingId is required' }).int().positive('listingId is required'),
		phone: MpesaPhoneSchema,
	}),
)
