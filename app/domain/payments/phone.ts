/**
 * M-PESA phone numbers as people type them (0712 345 678, +254 712-345-678, 0110...) in the one form Daraja
 * accepts: 12 digits, 2547XXXXXXXX or 2541XXXXXXXX. No server-only code: the payment form runs it in the browser too.
 */
export type PhoneResult = { ok: true; phone: string } | { ok: false; message: string }

export const PHONE_REQUIRED_MESSAGE = 'Please enter your M-PESA phone number'
export const PHONE_INVALID_MESSAGE = 'Please enter a valid Safaricom number, e.g. 0712 345 678'

// The national part after the country code: a 7 or 1 and eight more digits.
const NATIONAL = /^[17]\d{8}$/

export function normalizeMpesaPhone(input: string): PhoneResult {
	const compact = input.replace(/[\s-]/g, '')
	if (!compact) return { ok: false, message: PHONE_REQUIRED_MESSAGE }
	const national = compact.startsWith('+254')
		? compact.slice(4)
		: compact.startsWith('254')
			? compact.slice(3)
			: compact.startsWith('0')
				? compact.slice(1)
				: null
	if (national === null || !NATIONAL.test(national)) return { ok: false, message: PHONE_INVALID_MESSAGE }
	return { ok: true, phone: `254${national}` }
}
