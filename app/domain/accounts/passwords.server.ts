import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto'
import { promisify } from 'node:util'

const scryptAsync = promisify(scrypt) as (password: string, salt: Buffer, keylen: number) => Promise<Buffer>
const KEY_LENGTH = 64

/** `scrypt$<salt hex>$<key hex>`, a fresh salt per password. */
export async function hashPassword(password: string) {
	const salt = randomBytes(16)
	const key = await scryptAsync(password, salt, KEY_LENGTH)
	return `scrypt$${salt.toString('hex')}$${key.toString('hex')}`
}

export async function verifyPassword(password: string, stored: string) {
	const [scheme, saltHex, keyHex] = stored.split('$')
	if (scheme !== 'scrypt' || !saltHex || !keyHex) return false
	const expected = Buffer.from(keyHex, 'hex')
	const key = await scryptAsync(password, Buffer.from(saltHex, 'hex'), expected.length)
	return timingSafeEqual(key, expected)
}

/**
 * A hash no password matches (a random key), checked when a phone has no account: the sign-in then costs one scrypt
 * like a wrong password does, so its time does not tell which phones have accounts.
 */
export const NO_ACCOUNT_HASH = `scrypt$${randomBytes(16).toString('hex')}$${randomBytes(KEY_LENGTH).toString('hex')}`
