/**
 * One SMS holds 160 characters of the GSM 7-bit alphabet (GSM 03.38); one character outside it (an emoji, a curly
 * quote) turns the whole text into UCS-2, 70 characters a part, and a longer text is billed as several. Soko sends
 * single-part GSM texts only. No server-only code: forms may count in the browser too.
 */
const BASIC = new Set(
	'@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
)
// The extension table: each costs two characters (an escape, then the character).
const EXTENDED = new Set('\f^{}\\[~]|€')

export const SMS_MAX_LENGTH = 160

/** How many GSM characters `text` takes, or null when it has a character the GSM alphabet lacks. */
export function gsmLength(text: string) {
	let length = 0
	for (const char of text) {
		if (BASIC.has(char)) length += 1
		else if (EXTENDED.has(char)) length += 2
		else return null
	}
	return length
}

/** True when `text` is one SMS: GSM alphabet only, at most 160 characters (extension characters count twice). */
export function fitsOneSms(text: string) {
	const length = gsmLength(text)
	return length !== null && length <= SMS_MAX_LENGTH
}

/** `text` in the GSM alphabet: curly quotes and long dashes made plain, accents taken off, what it still lacks dropped. */
export function gsmPlain(text: string) {
	const plain = text.normalize('NFKD').replace(/[‘’]/g, "'").replace(/[“”]/g, '"').replace(/[–—]/g, '-')
	return [...plain].filter((c) => gsmLength(c) !== null).join('')
}

/**
 * The SMS `text(part)` with `part` (a listing's title) made plain and shortened until it fits one SMS, or null when it
 * can't fit even without it.
 */
export function fitOneSms(text: (part: string) => string, part: string) {
	let fitted = gsmPlain(part)
	while (!fitsOneSms(text(fitted)) && fitted.length > 0) fitted = fitted.length > 12 ? `${fitted.slice(0, -4).trimEnd()}...` : fitted.slice(0, -1)
	return fitsOneSms(text(fitted)) ? text(fitted) : null
}
