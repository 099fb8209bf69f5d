import type { AppContext } from '#app/context.ts'
import { systemHealth, THRESHOLDS } from '#app/domain/admin/system-health.server.ts'
import { healthHistory } from '#app/domain/admin/health-history.server.ts'

/** /admin/health: the graded figures, the last day's snapshots, and the thresholds (written in system-health.server.ts). */
export async function loadHealthPage(context: AppContext) {
	try {
		const health = await systemHealth(context.db, { env: context.env, latency: context.latency })
		return { failed: null, health, history: await healthHistory(context.db), thresholds: THRESHOLDS }
	} catch (error) {
		console.error('System health failed:', error)
		return { failed: 'Failed to fetch admin data', health: null, history: [], thresholds: THRESHOLDS }
	}
}
