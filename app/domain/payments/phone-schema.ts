import { z } from 'zod'
import { kenyanMobileSchema } from '#app/utils/phone-schema.ts'
import { PHONE_INVALID_MESSAGE, PHONE_REQUIRED_MESSAGE } from './phone.ts'

/**
 * The M-PESA phone field of the payment forms and API calls: gives the normalised 2547XXXXXXXX number, or the
 * same messages the browser shows. Kept apart from phone.ts so pages can normalise without shipping zod.
 */
export const MpesaPhoneSchema = kenyanMobileSchema({ required: PHONE_REQUIRED_MESSAGE, invalid: PHONE_INVALID_MESSAGE }).transform(
	(digits) => `254${digits}`,
)

/** "Pay with M-PESA" for a subscription: the phone the prompt goes to (the form's field and the API body). */
export const PayByPhoneSchema = z.object({ phone: MpesaPhoneSchema })
