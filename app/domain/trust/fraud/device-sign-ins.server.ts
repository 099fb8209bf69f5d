import { createHash } from 'node:crypto'
import type { Database } from '#db/database.ts'
import { DEVICE_WINDOW_DAYS } from './account-behaviour.ts'

/**
 * Sign-ins per device (migration 0016), for "many accounts signed in from one device" (account-behaviour.ts). A device
 * is a long-lived random id its browser or app keeps; only its SHA-256 is stored, so the table holds nothing a client
 * could replay. A device that gives no id records nothing: a signal not checked, never a guess.
 */

const DAY_MS = 24 * 60 * 60 * 1000
/** Sign-ins are kept this long: well past the 7 days the signal looks at, and no longer. */
export const SIGN_IN_KEEP_DAYS = 30
/** A user's devices looked at, the most recently used first: a phone or two is usual, dozens are no more telling. */
const MAX_DEVICES = 20

/** What a device id may be: a plain token (base64url or a UUID), long enough to be random, short enough to store. */
const DEVICE_ID = /^[A-Za-z0-9_-]{16,128}$/

export function isDeviceId(value: string | null | undefined): value is string {
	return typeof value === 'string' && DEVICE_ID.test(value)
}

const hashOf = (deviceId: string) => createHash('sha256').update(deviceId).digest('hex')

/** Records that a user signed in on a device; an invalid id is dropped (the caller validated it: this is the backstop). */
export async function recordSignIn(db: Database, { userId, deviceId }: { userId: number; deviceId: string | null | undefined }) {
	if (!isDeviceId(deviceId)) return
	await db.insertInto('sign_ins').values({ user_id: userId, device_id: hashOf(deviceId) }).execute()
}

/** The most distinct accounts signed in on any one of this user's devices in the last DEVICE_WINDOW_DAYS (0: none known). */
export async function accountsOnDevice(db: Database, { userId, now }: { userId: number; now: Date }) {
	const since = new Date(now.getTime() - DEVICE_WINDOW_DAYS * DAY_MS).toISOString()
	const devices = await db
		.selectFrom('sign_ins')
		.select('device_id')
		.where('user_id', '=', userId)
		.where('created_at', '>=', since)
		.groupBy('device_id')
		.orderBy((eb) => eb.fn.max('created_at'), 'desc')
		.limit(MAX_DEVICES)
		.execute()
	if (!devices.length) return 0
	const counts = await db
		.selectFrom('sign_ins')
		.select((eb) => eb.fn.count<number>('user_id').distinct().as('accounts'))
		.where('device_id', 'in', devices.map((d) => d.device_id))
		.where('created_at', '>=', since)
		.groupBy('device_id')
		.execute()
	return Math.max(0, ...counts.map((c) => Number(c.accounts)))
}

/** Forgets sign-ins older than SIGN_IN_KEEP_DAYS (with the expired sessions, jobs.server.ts). */
export async function forgetOldSignIns(db: Database, { now = new Date() }: { now?: Date } = {}) {
	const cutoff = new Date(now.getTime() - SIGN_IN_KEEP_DAYS * DAY_MS).toISOString()
	await db.deleteFrom('sign_ins').where('created_at', '<', cutoff).execute()
}
