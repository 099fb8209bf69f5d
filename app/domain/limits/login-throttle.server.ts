import { sql } from 'kysely'
import type { Database } from '#db/database.ts'
import { describeWait, hitRateLimit, RATE_LIMITS, refundRateLimit } from './rate-limits.server.ts'

/** Tries a phone gets before it is slowed down. */
const FREE_ATTEMPTS = 5
/**
 * Seconds a phone waits before its next try, after its 5th, 6th, ... try without a success. It slows guessing to
 * about one a minute but never locks the owner out for long, which anyone who knows the number could otherwise do.
 */
const DELAYS_SECONDS = [2, 4, 8, 15, 30, 60]
const FORGET_AFTER_MS = 30 * 60_000

const phoneKey = (phone: string) => `phone:${phone}`

function untilCase(now: number, attempts: ReturnType<typeof sql>) {
	const at = (seconds: number) => new Date(now + seconds * 1000).toISOString()
	const steps = DELAYS_SECONDS.map((seconds, i) => sql`WHEN ${attempts} = ${FREE_ATTEMPTS + i} THEN ${at(seconds)}`)
	return sql<string>`CASE WHEN ${attempts} < ${FREE_ATTEMPTS} THEN '' ${sql.join(steps, sql` `)} ELSE ${at(DELAYS_SECONDS.at(-1)!)} END`
}

/**
 * Counts a login try for this phone before its password is checked, in one conditional update: a try is let
 * through only when the phone is not being held back, so 400 parallel guesses are throttled as 400 serial ones.
 * Returns the seconds to wait, or 0 when this try may go ahead.
 */
async function claimPhoneAttempt(db: Database, phone: string) {
	const now = Date.now()
	const at = new Date(now).toISOString()
	const key = phoneKey(phone)
	await db.insertInto('login_throttle').values({ key, last_attempt_at: at }).onConflict((oc) => oc.column('key').doNothing()).execute()
	const claimed = await db
		.updateTable('login_throttle')
		.set({ attempts: sql`attempts + 1`, last_attempt_at: at, blocked_until: untilCase(now, sql`attempts + 1`) })
		.where('key', '=', key)
		.where('blocked_until', '<=', at)
		.returning('attempts')
		.executeTakeFirst()
	if (claimed) return 0
	const row = await db.selectFrom('login_throttle').select('blocked_until').where('key', '=', key).executeTakeFirst()
	return Math.max(1, Math.ceil((Date.parse(row?.blocked_until ?? at) - now) / 1000))
}

/**
 * Lets a login try through, or says why not: the address has tried too often (a hard limit, generous because many
 * people share one address), or this phone must wait a few seconds. Call before checking the password.
 */
export async function claimLoginAttempt(db: Database, { phone, clientAddress }: { phone: string; clientAddress: string }) {
	const address = await hitRateLimit(db, { rule: RATE_LIMITS.loginPerAddress, subject: clientAddress })
	if (!address.allowed) {
		return { text: 'Too many login attempts from your network. Please wait {wait} and try again.', vars: { wait: describeWait(address.retryAfterSeconds) } }
	}
	const wait = await claimPhoneAttempt(db, phone)
	if (wait > 0) return { text: 'Too many failed login attempts. Please wait {wait} and try again.', vars: { wait: describeWait(wait) } }
	return null
}

/** A right password: the phone starts afresh and the address gets its try back. */
export async function loginSucceeded(db: Database, { phone, clientAddress }: { phone: string; clientAddress: string }) {
	await db.deleteFrom('login_throttle').where('key', '=', phoneKey(phone)).execute()
	await refundRateLimit(db, { rule: RATE_LIMITS.loginPerAddress, subject: clientAddress })
}

/** A phone that has been quiet for half an hour starts afresh. */
export async function forgetOldLoginAttempts(db: Database) {
	const cutoff = new Date(Date.now() - FORGET_AFTER_MS).toISOString()
	await db.deleteFrom('login_throttle').where('last_attempt_at', '<', cutoff).execute()
}
