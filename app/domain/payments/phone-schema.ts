import { z } from 'zod'
import { PHONE_REQUIRED_MESSAGE, normalizeMpesaPhone } from './phone.ts'

/**
 * The M-PESA phone field of the payment forms and API calls: gives the normalised 2547XXXXXXXX number, or the
 * same messages the browser shows. Kept apart from phone.ts so pages can normalise without shipping zod.
 */
export const MpesaPhoneSchema = z.preprocess(
	// JSON clients sometimes send the number as a number.
	(value) => (typeof value === 'number' ? String(value) : value),
	z.string({ error: PHONE_REQUIRED_MESSAGE }).transform((value, ctx) => {
		const result = normalizeMpesaPhone(value)
		if (result.ok) return result.phone
		ctx.addIssue({ code: 'custom', message: result.message })
		return z.NEVER
	}),
)

/** "Pay with M-PESA" for a subscription: the phone the prompt goes to (the form's field and the API body). */
export const PayByPhoneSchema = z.object({ phone: MpesaPhoneSchema })
