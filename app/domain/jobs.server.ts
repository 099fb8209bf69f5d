import type { Database } from '#db/database.ts'
import type { Env } from '../env.server.ts'
import { deleteExpiredSessions } from './sessions.server.ts'
import { forgetOldLoginFailures } from './login-throttle.server.ts'
import { sweepOrphanUploads } from './uploads.server.ts'
import { mpesaGatewayFor, settleStalePayments } from './payments/payments.server.ts'

const MINUTE = 60_000

/** The background work server.ts schedules. */
export function maintenanceJobs({ db, env }: { db: Database; env: Env }) {
	return [
		{ name: 'expired-sessions', everyMs: 60 * MINUTE, run: () => deleteExpiredSessions(db) },
		{ name: 'login-throttle', everyMs: 5 * MINUTE, run: () => forgetOldLoginFailures(db) },
		{ name: 'orphan-uploads', everyMs: 60 * MINUTE, run: () => sweepOrphanUploads(db, { uploadsDir: env.UPLOADS_DIR }) },
		{ name: 'stale-payments', everyMs: MINUTE, run: () => settleStalePayments(db, { env, gateway: mpesaGatewayFor({ db, env }) }) },
	]
}
