import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'

/** A 6-digit code as the SMS says it, leading zeros kept. */
export function newCode() {
	return String(randomInt(0, 1_000_000)).padStart(6, '0')
}

export function newSalt() {
	return randomBytes(16).toString('base64url')
}

/**
 * An HMAC with the server's secret, not a plain hash: a million 6-digit codes are hashed in a blink, so a leaked
 * database alone would give away live codes if a salt were all that kept them. Online guessing is bounded by 5 tries
 * and 10 minutes a code; the per-row salt keeps two rows with one code from looking alike.
 */
export function hashCode(code: string, { salt, secret }: { salt: string; secret: string }) {
	return createHmac('sha256', secret).update(`${salt}:${code}`).digest('hex')
}

/** Compared in constant time, so the answer's timing tells nothing about how close a guess was. */
export function codeMatches(code: string, row: { code_hash: string; salt: string }, secret: string) {
	const given = Buffer.from(hashCode(code, { salt: row.salt, secret }), 'hex')
	const stored = Buffer.from(row.code_hash, 'hex')
	return given.length === stored.length && timingSafeEqual(given, stored)
}
