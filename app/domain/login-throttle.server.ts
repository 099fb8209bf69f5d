import type { Database } from '#db/database.ts'

/** Failures allowed before slowing down: few for one phone; more for one address, which a whole cyber café or office shares. */
const FREE_FAILURES = { phone: 5, ip: 20 } as const
const MAX_WAIT_MINUTES = 15

/** Minutes to wait after `failures` failed logins for a key: none at first, then 1, 2, 4, 8, 15, 15... */
function waitMinutes(key: string, failures: number) {
	const free = key.startsWith('ip:') ? FREE_FAILURES.ip : FREE_FAILURES.phone
	return failures < free ? 0 : Math.min(2 ** (failures - free), MAX_WAIT_MINUTES)
}

/** Minutes left before any of these keys (a phone, an address) may try again; 0 when free. */
export async function loginWaitMinutes(db: Database, { keys }: { keys: string[] }) {
	const rows = await db.selectFrom('login_throttle').select(['key', 'failures', 'last_failure_at']).where('key', 'in', keys).execute()
	let wait = 0
	for (const row of rows) {
		const until = Date.parse(row.last_failure_at) + waitMinutes(row.key, row.failures) * 60_000
		wait = Math.max(wait, Math.ceil((until - Date.now()) / 60_000))
	}
	return wait
}

export async function recordLoginFailure(db: Database, { keys }: { keys: string[] }) {
	const now = new Date().toISOString()
	for (const key of keys) {
		await db
			.insertInto('login_throttle')
			.values({ key, failures: 1, last_failure_at: now })
			.onConflict((oc) => oc.column('key').doUpdateSet((eb) => ({ failures: eb('failures', '+', 1), last_failure_at: now })))
			.execute()
	}
}

export async function clearLoginFailures(db: Database, { keys }: { keys: string[] }) {
	await db.deleteFrom('login_throttle').where('key', 'in', keys).execute()
}

/** Forgets failures older than the longest wait, so a key starts fresh a quarter hour after its last failure. */
export async function forgetOldLoginFailures(db: Database) {
	const cutoff = new Date(Date.now() - MAX_WAIT_MINUTES * 2 * 60_000).toISOString()
	await db.deleteFrom('login_throttle').where('last_failure_at', '<', cutoff).execute()
}
