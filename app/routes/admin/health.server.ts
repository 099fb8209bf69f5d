import type { AppLoadContext } from 'react-router'
import { systemHealth, THRESHOLDS } from '#app/domain/admin/system-health.server.ts'

/** /admin/health: the graded figures, and the thresholds they are graded by (written in system-health.server.ts). */
export async function loadHealthPage(context: AppLoadContext) {
	try {
		return { failed: null, health: await systemHealth(context.db, { env: context.env, latency: context.latency }), thresholds: THRESHOLDS }
	} catch (error) {
		console.error('System health failed:', error)
		return { failed: 'Failed to fetch admin data', health: null, thresholds: THRESHOLDS }
	}
}
