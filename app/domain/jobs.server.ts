import type { Database } from '#db/database.ts'
import type { Env } from '../env.server.ts'
import { deleteExpiredSessions } from './sessions.server.ts'
import { forgetOldLoginFailures } from './login-throttle.server.ts'

/** The background work server.ts schedules. */
export function maintenanceJobs({ db }: { db: Database; env: Env }) {
	return [
		{ name: 'expired-sessions', everyMs: 60 * 60_000, run: () => deleteExpiredSessions(db) },
		{ name: 'login-throttle', everyMs: 5 * 60_000, run: () => forgetOldLoginFailures(db) },
	]
}
