import type { Database } from '#db/database.ts'

const FREE_FAILURES = 5
const MAX_WAIT_MINUTES = 15

/** Minutes to wait after `failures` failed logins: none for the first five, then 1, 2, 4, 8, 15, 15... */
function waitMinutes(failures: number) {
	return failures < FREE_FAILURES ? 0 : Math.min(2 ** (failures - FREE_FAILURES), MAX_WAIT_MINUTES)
}

/** Minutes left before any of these keys (a phone, an address) may try again; 0 when free. */
export async function loginWaitMinutes(db: Database, { keys }: { keys: string[] }) {
	const rows = await db.selectFrom('login_throttle').select(['failures', 'last_failure_at']).where('key', 'in', keys).execute()
	let wait = 0
	for (const row of rows) {
		const until = Date.parse(row.last_failure_at) + waitMinutes(row.failures) * 60_000
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
