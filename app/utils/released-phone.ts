/**
 * users.phone is NOT NULL UNIQUE, and SQLite's users table can't be rebuilt safely to change that. An account that
 * holds no number of its own (a squatter that lost it, a newcomer whose number waits in `pending_phone` until they
 * verify it) holds this marker instead: unique by the id, and never a phone, so no login, SMS or page can use it
 * (toLocalPhone and toE164Phone refuse it). No server-only code: pages may ask too.
 */
const PREFIX = 'released:'

export function releasedPhone(userId: number | string) {
	return `${PREFIX}${userId}`
}

export function isReleasedPhone(phone: string) {
	return phone.startsWith(PREFIX)
}
