import { z } from 'zod'
import { methodNotAllowed } from '#app/utils/api.server.ts'
import { initiatePaymentAction } from '#app/utils/payment-api.server.ts'
import { MpesaPhoneSchema } from '#app/domain/payments/phone-schema.ts'

export function loader() {
	return methodNotAllowed()
}

/** POST /api/payments/mpesa-initiate {listing_id, phone} — sends the M-PESA prompt for the listing fee (spec 1 §7). */
export const action = initiatePaymentAction(
	z
		.object({
			listing_id: z.coerce.number({ error: 'listing_id is required' }).int().positive('listing_id is required'),
			phone: MpesaPhoneSchema,
		})
		.transform(({ listing_id, phone }) => ({ listingId: listing_id, phone })),
)
