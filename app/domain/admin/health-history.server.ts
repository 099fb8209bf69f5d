import type { Database } from '#db/database.ts'
import type { Health } from './health.ts'

/**
 * A history of system health in system_metrics: a snapshot at most every 5 minutes (taken when someone reads the
 * health, which the admin page does every 10 s), kept 30 days. Two instances may both write one in the same minute:
 * the history just has a point more.
 */

const EVERY_MS = 5 * 60_000
const KEEP_MS = 30 * 86_400_000
const DAY_MS = 86_400_000

export type HealthFigures = { overall: Health; pagesP95: number | null; databaseLoad: number; paymentSuccessRate: number | null; deliveryRate: number | null }

const NAMES = { overall: 'overall', pagesP95: 'pages.p95_ms', databaseLoad: 'database.load_ms', paymentSuccessRate: 'payments.success_rate', deliveryRate: 'alerts.delivery_rate' } as const
const RANK: Record<Health, number> = { HEALTHY: 0, WARNING: 1, CRITICAL: 2 }

export async function recordHealthSnapshot(db: Database, figures: HealthFigures, now = new Date()) {
	const last = await db
		.selectFrom('system_metrics')
		.select('recorded_at')
		.where('metric_name', '=', NAMES.overall)
		.orderBy('recorded_at', 'desc')
		.limit(1)
		.executeTakeFirst()
	if (last && now.getTime() - Date.parse(last.recorded_at) < EVERY_MS) return false
	const at = now.toISOString()
	const rows = [
		{ metric_name: NAMES.overall, value: RANK[figures.overall], health: figures.overall, recorded_at: at },
		...(['pagesP95', 'databaseLoad', 'paymentSuccessRate', 'deliveryRate'] as const)
			.filter((key) => figures[key] !== null)
			.map((key) => ({ metric_name: NAMES[key], value: figures[key]!, health: null, recorded_at: at })),
	]
	await db.insertInto('system_metrics').values(rows).execute()
	await db.deleteFrom('system_metrics').where('recorded_at', '<', new Date(now.getTime() - KEEP_MS).toISOString()).execute()
	return true
}

/** The last 24 hours of snapshots, oldest first: overall grade and p95 of pages. */
export async function healthHistory(db: Database, now = new Date()) {
	const rows = await db
		.selectFrom('system_metrics')
		.select(['metric_name', 'value', 'health', 'recorded_at'])
		.where('metric_name', 'in', [NAMES.overall, NAMES.pagesP95])
		.where('recorded_at', '>=', new Date(now.getTime() - DAY_MS).toISOString())
		.orderBy('recorded_at')
		.execute()
	const p95At = new Map(rows.filter((r) => r.metric_name === NAMES.pagesP95).map((r) => [r.recorded_at, Number(r.value)]))
	return rows
		.filter((r) => r.metric_name === NAMES.overall)
		.map((r) => ({ at: r.recorded_at, overall: (r.health ?? 'HEALTHY') as Health, pagesP95: p95At.get(r.recorded_at) ?? null }))
}
