import { sql } from 'kysely'
import type { Database } from '#db/database.ts'
import type { Env } from '../../env.server.ts'
import { maintenanceJobs } from '../instances/jobs.server.ts'
import { databaseSize } from './database-size.server.ts'
import { LATENCY_WINDOW_MS, REQUEST_KINDS, type RequestLatency } from './request-latency.ts'
import { percent } from './analytics.server.ts'
import { recordHealthSnapshot } from './health-history.server.ts'
import type { Health } from './health.ts'

/**
 * System health (spec 2 §3: overall, apis, database.load, payments.successRate, alerts.deliveryRate), each figure
 * graded HEALTHY, WARNING or CRITICAL by the thresholds below; overall is the worst of them.
 */

const MIB = 1024 * 1024
const MINUTE = 60_000
const DAY_MS = 86_400_000

/** Where each figure turns WARNING and CRITICAL. `above`: larger is worse; `below`: smaller is worse. */
export const THRESHOLDS = {
	/** p95 of the last 5 minutes' requests of a kind, ms: a page on slow 3G must not wait on the server too. */
	requestP95Ms: { above: { warning: 800, critical: 3000 } },
	/** A small indexed count on listings, ms: how loaded the database is, seen from the app. */
	databaseLoadMs: { above: { warning: 100, critical: 500 } },
	/** The database on disk: time to plan a bigger disk, then to move (SQLite to PostgreSQL, or a bigger server). */
	databaseBytes: { above: { warning: 4096 * MIB, critical: 16_384 * MIB } },
	/** A WAL this large means checkpoints are not keeping up (a long reader, or a stuck replica slot). */
	walBytes: { above: { warning: 64 * MIB, critical: 512 * MIB } },
	/** M-PESA prompts of the last 24 h that ended COMPLETED, %: people cancel some, so the bar is not 100. */
	paymentSuccessPercent: { below: { warning: 80, critical: 50 } },
	/** Emails and texts of the last 24 h (older than 2 minutes) that left, %. */
	deliveryPercent: { below: { warning: 95, critical: 80 } },
} as const

/**
 * A job is late by how long it is past its next_run_at. Instances check a job 4 times a period (server/jobs.ts), so up
 * to a quarter period (plus a minute) is normal; WARNING past that, CRITICAL past a whole period plus 5 minutes.
 */
export function jobLagHealth(lagMs: number | null, everyMs: number): Health {
	if (lagMs === null) return 'WARNING'
	if (lagMs > everyMs + 5 * MINUTE) return 'CRITICAL'
	return lagMs > everyMs / 4 + MINUTE ? 'WARNING' : 'HEALTHY'
}

type Limits = { above: { warning: number; critical: number } } | { below: { warning: number; critical: number } }

/** A figure's grade by its thresholds; no figure (nothing happened to measure) is HEALTHY. */
export function grade(value: number | null, limits: Limits): Health {
	if (value === null) return 'HEALTHY'
	if ('above' in limits) return value > limits.above.critical ? 'CRITICAL' : value > limits.above.warning ? 'WARNING' : 'HEALTHY'
	return value < limits.below.critical ? 'CRITICAL' : value < limits.below.warning ? 'WARNING' : 'HEALTHY'
}

const RANK: Record<Health, number> = { HEALTHY: 0, WARNING: 1, CRITICAL: 2 }
export function worst(grades: Health[]): Health {
	return grades.reduce<Health>((a, b) => (RANK[b] > RANK[a] ? b : a), 'HEALTHY')
}

export type Channel = { status: Health; deliveryRate: number | null; sent: number; due: number; failed: number; note: string | null }

export type SystemHealth = {
	overall: Health
	checkedAt: string
	apis: { name: string; status: Health; latency: number | null; p50: number | null; p95: number | null; count: number }[]
	latencyWindowMinutes: number
	database: {
		status: Health
		dialect: string
		/** ms of a small indexed count. */
		load: number
		sizeBytes: number
		walBytes: number | null
	}
	jobs: { name: string; everyMs: number; status: Health; lagMs: number | null; nextRunAt: string | null; lastStartedAt: string | null }[]
	payments: { status: Health; successRate: number | null; completed: number; finished: number; pending: number }
	alerts: { status: Health; deliveryRate: number | null; email: Channel; sms: Channel }
}

async function probeDatabase(db: Database) {
	const started = performance.now()
	await db.selectFrom('listings').select(sql<number>`count(*)`.as('n')).where('status', '=', 'PUBLISHED').executeTakeFirst()
	return Math.round((performance.now() - started) * 10) / 10
}

async function jobLags(db: Database, env: Env, now: number) {
	const runs = await db.selectFrom('job_runs').select(['name', 'next_run_at', 'last_started_at']).execute()
	return maintenanceJobs({ db, env }).map(({ name, everyMs }) => {
		const run = runs.find((r) => r.name === name)
		const lagMs = run ? Math.max(0, now - Date.parse(run.next_run_at)) : null
		return { name, everyMs, status: jobLagHealth(lagMs, everyMs), lagMs, nextRunAt: run?.next_run_at ?? null, lastStartedAt: run?.last_started_at ?? null }
	})
}

async function payments(db: Database, since: string) {
	const rows = await db
		.selectFrom('payment_attempts')
		.select(['status', sql<number>`count(*)`.as('n')])
		.where('created_at', '>=', since)
		.groupBy('status')
		.execute()
	const count = (status: string) => Number(rows.find((r) => r.status === status)?.n ?? 0)
	const finished = count('COMPLETED') + count('FAILED') + count('CANCELLED')
	const successRate = finished === 0 ? null : percent(count('COMPLETED'), finished)
	return { status: grade(successRate, THRESHOLDS.paymentSuccessPercent), successRate, completed: count('COMPLETED'), finished, pending: count('PENDING') }
}

/** Messages queued in the last 24 h and given 2 minutes to leave: how many did (and, for SMS, how many were refused). */
async function channel(db: Database, table: 'mail_outbox' | 'sms_outbox', { since, until, off }: { since: string; until: string; off: string | null }): Promise<Channel> {
	const failed = table === 'sms_outbox' ? sql<number>`sum(case when error is not null then 1 else 0 end)` : sql<number>`0`
	const row = await db
		.selectFrom(table)
		.select([sql<number>`count(*)`.as('due'), sql<number>`count(sent_at)`.as('sent'), failed.as('failed')])
		.where('created_at', '>=', since)
		.where('created_at', '<=', until)
		.executeTakeFirstOrThrow()
	const due = Number(row.due)
	const sent = Number(row.sent)
	// In outbox mode nothing is meant to leave: say so rather than grade a rate of 0.
	if (off) return { status: 'WARNING', deliveryRate: null, sent, due, failed: Number(row.failed ?? 0), note: off }
	const deliveryRate = due === 0 ? null : percent(sent, due)
	return { status: grade(deliveryRate, THRESHOLDS.deliveryPercent), deliveryRate, sent, due, failed: Number(row.failed ?? 0), note: null }
}

export async function systemHealth(
	db: Database,
	{ env, latency, now = new Date() }: { env: Env; latency?: RequestLatency; now?: Date },
): Promise<SystemHealth> {
	const since = new Date(now.getTime() - DAY_MS).toISOString()
	const grace = new Date(now.getTime() - 2 * MINUTE).toISOString()
	const [load, size, jobs, pay, email, sms] = await Promise.all([
		probeDatabase(db),
		databaseSize(db),
		jobLags(db, env, now.getTime()),
		payments(db, since),
		channel(db, 'mail_outbox', { since, until: grace, off: env.SMTP_URL ? null : 'Emails are not sent: SMTP_URL is not set' }),
		channel(db, 'sms_outbox', { since, until: grace, off: env.SMS_MODE === 'outbox' ? 'Texts are not sent: SMS_MODE is outbox' : null }),
	])
	const summaries = latency?.summary(now.getTime()) ?? REQUEST_KINDS.map((name) => ({ name, count: 0, p50: null, p95: null }))
	const apis = summaries.map((s) => ({ ...s, latency: s.p95, status: grade(s.p95, THRESHOLDS.requestP95Ms) }))
	const database = {
		status: worst([grade(load, THRESHOLDS.databaseLoadMs), grade(size.sizeBytes, THRESHOLDS.databaseBytes), grade(size.walBytes, THRESHOLDS.walBytes)]),
		dialect: size.dialect,
		load,
		sizeBytes: size.sizeBytes,
		walBytes: size.walBytes,
	}
	const delivered = (email.note ? 0 : email.sent) + (sms.note ? 0 : sms.sent)
	const measured = (email.note ? 0 : email.due) + (sms.note ? 0 : sms.due)
	const alerts = { status: worst([email.status, sms.status]), deliveryRate: measured === 0 ? null : percent(delivered, measured), email, sms }
	const overall = worst([...apis.map((a) => a.status), database.status, ...jobs.map((j) => j.status), pay.status, alerts.status])
	const pagesP95 = apis.find((a) => a.name === 'Pages')?.p95 ?? null
	await recordHealthSnapshot(db, { overall, pagesP95, databaseLoad: load, paymentSuccessRate: pay.successRate, deliveryRate: alerts.deliveryRate }, now)
	return {
		overall,
		checkedAt: now.toISOString(),
		apis,
		latencyWindowMinutes: LATENCY_WINDOW_MS / MINUTE,
		database,
		jobs,
		payments: pay,
		alerts,
	}
}
