/**
 * Kenyan mobile numbers as people type them: 0712 345 678, 0110-123-456, +254 712 345 678, 254712345678. Spaces
 * and dashes are dropped; anything else (letters, brackets, invisible characters) makes the number invalid.
 * No server-only code: forms may run it in the browser too.
 */
const SEPARATORS = /[\s-]/g

/** What a phone field lets people type: "+254 727 555 123" is 16 characters, and a stray space or dash more still fits. */
export const PHONE_INPUT_MAX_LENGTH = 20
// The national part after the country code: a 7 or 1 and eight more digits.
const NATIONAL = /^[17]\d{8}$/

/** The nine national digits (712345678), or null when it isn't a Kenyan mobile number. */
export function kenyanMobileDigits(input: string) {
	const compact = input.replace(SEPARATORS, '')
	const national = compact.startsWith('+254')
		? compact.slice(4)
		: compact.startsWith('254')
			? compact.slice(3)
			: compact.startsWith('0')
				? compact.slice(1)
				: null
	return national !== null && NATIONAL.test(national) ? national : null
}

/** The form accounts are stored and shown in: 0712345678. */
export function toLocalPhone(input: string) {
	const digits = kenyanMobileDigits(input)
	return digits ? `0${digits}` : null
}

/** The form M-PESA and WhatsApp want: 254712345678. */
export function toInternationalPhone(input: string) {
	const digits = kenyanMobileDigits(input)
	return digits ? `254${digits}` : null
}

/** The form SMS gateways want (E.164): +254712345678. */
export function toE164Phone(input: string) {
	const digits = kenyanMobileDigits(input)
	return digits ? `+254${digits}` : null
}
