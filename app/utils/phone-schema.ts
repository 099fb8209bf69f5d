import { z } from 'zod'
import { kenyanMobileDigits } from './kenyan-phone.ts'

type PhoneMessages = { required: string; invalid: string }

/**
 * The one rule for a Kenyan mobile number typed anywhere (sign-up, login, M-PESA, alerts, API): every form
 * kenyan-phone.ts accepts, whatever its length with spaces and dashes, gives the nine national digits. Each caller
 * picks the words and the form the number is kept in.
 */
export function kenyanMobileSchema({ required, invalid }: PhoneMessages) {
	return z.preprocess(
		// JSON clients sometimes send the number as a number.
		(value) => (typeof value === 'number' ? String(value) : value),
		z.string({ error: required }).transform((value, ctx) => {
			if (!value.replace(/[\s-]/g, '')) {
				ctx.addIssue({ code: 'custom', message: required })
				return z.NEVER
			}
			const digits = kenyanMobileDigits(value)
			if (digits) return digits
			ctx.addIssue({ code: 'custom', message: invalid })
			return z.NEVER
		}),
	)
}
