import { toInternationalPhone } from '#app/utils/kenyan-phone.ts'

/**
 * M-PESA phone numbers as people type them in the one form Daraja accepts: 12 digits, 2547XXXXXXXX or 2541XXXXXXXX.
 * No server-only code: the payment form runs it in the browser too.
 */
export type PhoneResult = { ok: true; phone: string } | { ok: false; message: string }

export const PHONE_REQUIRED_MESSAGE = 'Please enter your M-PESA phone number'
export const PHONE_INVALID_MESSAGE = 'Please enter a valid Safaricom number, e.g. 0712 345 678'

export function normalizeMpesaPhone(input: string): PhoneResult {
	if (!input.replace(/[\s-]/g, '')) return { ok: false, message: PHONE_REQUIRED_MESSAGE }
	const phone = toInternationalPhone(input)
	return phone ? { ok: true, phone } : { ok: false, message: PHONE_INVALID_MESSAGE }
}
