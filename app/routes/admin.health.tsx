import { appContext } from '#app/context.ts'
import type { Route } from './+types/admin.health'
import { useDateTime, When } from '#app/components/admin/admin-ui.tsx'
import { AdminNav } from '#app/components/admin/admin-nav.tsx'
import { adminLinks } from '#app/components/admin/admin-styles.ts'
import { adminMeta } from '#app/components/admin/admin-meta.ts'
import { AdminErrorBoundary } from '#app/components/admin/admin-error.tsx'
import { ChartPanel, DataTable, LineChart, useCount } from '#app/components/admin/charts.tsx'
import { HEALTH_POLL_MS } from '#app/components/admin/analytics-views.ts'
import { usePolling } from '#app/components/admin/use-polling.ts'
import { pageMessages } from '#app/routes/+shared/page-messages.server.ts'
import { richText } from '#app/i18n/rich-text.tsx'
import { useT } from '#app/i18n/use-t.ts'
import type { Translate } from '#app/i18n/translate.ts'
import { requireAdminPage } from './admin/loader.server.ts'
import { loadHealthPage } from './admin/health.server.ts'

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'System Health')

export const links: Route.LinksFunction = adminLinks

export async function loader({ request, context: router }: Route.LoaderArgs) {
	const context = router.get(appContext)
	await requireAdminPage(request, context)
	return { ...(await loadHealthPage(context)), ...(await pageMessages(request, context, ['admin', 'adminInsights'])) }
}

/** A grade (HEALTHY, WARNING, CRITICAL), said in the page's language; its class stays the English value. */
function Health({ status }: { status: string }) {
	const t = useT()
	return <span className={`badge health-${status}`}>{t(status, undefined, 'health')}</span>
}

const MIB = 1024 * 1024

/** The page's sizes, times and rates, numbers and units written as the page's language writes them. */
function useUnits() {
	const t = useT()
	const count = useCount()
	const rate = (v: number | null) => (v === null ? '—' : `${v}%`)
	const ms = (v: number | null) => (v === null ? '—' : `${count(v)} ms`)
	const bytes = (v: number | null) => (v === null ? t('unknown') : v >= MIB ? `${(v / MIB).toFixed(1)} MB` : `${count(Math.round(v / 1024))} KB`)
	return { count, rate, ms, bytes, duration: (v: number) => duration(v, t) }
}

function duration(v: number, t: Translate) {
	if (v < 60_000) return t('{n} s', { n: Math.round(v / 1000) })
	if (v < 3_600_000) return t('{n} min', { n: Math.round(v / 60_000) })
	return t('{n} h', { n: Math.round(v / 3_600_000) })
}

export default function AdminHealth({ loaderData: data }: Route.ComponentProps) {
	usePolling(HEALTH_POLL_MS)
	const t = useT()
	const dateTime = useDateTime()
	const { count, rate, ms, bytes, duration } = useUnits()
	const h = data.health
	const limits = data.thresholds
	const grade = { warning: t('WARNING', undefined, 'health'), critical: t('CRITICAL', undefined, 'health') }
	return (
		<div className="admin">
			<AdminNav current="health" />
			<h2>{t('System Health')}</h2>
			{data.failed ? (
				<p className="notice" role="alert">
					{t(data.failed)}
				</p>
			) : null}
			{h ? (
				<>
					<p className="row">
						<strong>{t('Overall:')}</strong> <Health status={h.overall} />
						<span className="muted">{richText(t('Checked {time}'), { time: <When iso={h.checkedAt} /> })}</span>
					</p>
					<section className="panel" aria-labelledby="apis-h">
						<h3 id="apis-h">{t('Request latency (this server, last {minutes} minutes)', { minutes: h.latencyWindowMinutes })}</h3>
						<DataTable
							caption={t('Request latency')}
							columns={[t('Requests'), t('Status'), 'p50', 'p95', t('Count')]}
							rows={h.apis.map((a) => [t(a.name), <Health key="s" status={a.status} />, ms(a.p50), ms(a.p95), count(a.count)])}
						/>
					</section>
					<div className="admin-columns">
						<section className="panel" aria-labelledby="db-h">
							<h3 id="db-h">{t('Database')}</h3>
							<DataTable
								caption={t('Database figures')}
								columns={[t('Figure'), t('Value')]}
								rows={[
									[t('Status'), <Health key="s" status={h.database.status} />],
									[t('Kind'), h.database.dialect === 'postgres' ? 'PostgreSQL' : 'SQLite'],
									[t('Load (a small query)'), ms(h.database.load)],
									[t('Size'), bytes(h.database.sizeBytes)],
									['WAL', bytes(h.database.walBytes)],
								]}
							/>
						</section>
						<section className="panel" aria-labelledby="pay-h">
							<h3 id="pay-h">{t('Payments and messages (last 24 hours)')}</h3>
							<DataTable
								caption={t('Payments and messages')}
								columns={[t('Figure'), t('Status'), t('Rate'), t('Detail')]}
								rows={[
									[
										t('M-PESA success rate'),
										<Health key="p" status={h.payments.status} />,
										rate(h.payments.successRate),
										t('{completed} of {finished} finished · {pending} waiting', { completed: h.payments.completed, finished: h.payments.finished, pending: h.payments.pending }),
									],
									[
										t('Email delivery rate'),
										<Health key="e" status={h.alerts.email.status} />,
										rate(h.alerts.email.deliveryRate),
										h.alerts.email.note ? t(h.alerts.email.note) : t('{sent} of {due} sent', { sent: h.alerts.email.sent, due: h.alerts.email.due }),
									],
									[
										t('SMS delivery rate'),
										<Health key="m" status={h.alerts.sms.status} />,
										rate(h.alerts.sms.deliveryRate),
										h.alerts.sms.note
											? t(h.alerts.sms.note)
											: t('{sent} of {due} sent · {failed} refused', { sent: h.alerts.sms.sent, due: h.alerts.sms.due, failed: h.alerts.sms.failed }),
									],
								]}
							/>
						</section>
					</div>
					<ChartPanel
						id="history-h"
						title={t('Last 24 hours (a snapshot every 5 minutes)')}
						chart={<LineChart title={t('Pages p95 (ms)')} points={data.history.map((s) => ({ label: dateTime(s.at).slice(-5), value: s.pagesP95 ?? 0 }))} />}
						table={
							<DataTable
								caption={t('Health snapshots')}
								empty={t('No snapshots yet')}
								columns={[t('Time'), t('Overall'), t('Pages p95')]}
								rows={[...data.history].reverse().map((s) => [dateTime(s.at), <Health key="h" status={s.overall} />, ms(s.pagesP95)])}
							/>
						}
					/>
					<section className="panel" aria-labelledby="jobs-h">
						<h3 id="jobs-h">{t('Background jobs')}</h3>
						<DataTable
							caption={t('Job lag per job')}
							columns={[t('Job'), t('Status'), t('Every'), t('Late by'), t('Last started')]}
							rows={h.jobs.map((j) => [
								j.name,
								<Health key="s" status={j.status} />,
								duration(j.everyMs),
								j.lagMs === null ? t('never run') : duration(j.lagMs),
								j.lastStartedAt ? dateTime(j.lastStartedAt) : '—',
							])}
						/>
					</section>
				</>
			) : null}
			<details className="panel">
				<summary>{t('Thresholds')}</summary>
				<ul>
					<li>{t('Request p95: {warning} above {w} ms, {critical} above {c} ms.', { ...grade, w: limits.requestP95Ms.above.warning, c: limits.requestP95Ms.above.critical })}</li>
					<li>{t('Database load: {warning} above {w} ms, {critical} above {c} ms.', { ...grade, w: limits.databaseLoadMs.above.warning, c: limits.databaseLoadMs.above.critical })}</li>
					<li>
						{t('Database size: {warning} above {w}, {critical} above {c}; WAL: {warning} above {walW}, {critical} above {walC}.', {
							...grade,
							w: bytes(limits.databaseBytes.above.warning),
							c: bytes(limits.databaseBytes.above.critical),
							walW: bytes(limits.walBytes.above.warning),
							walC: bytes(limits.walBytes.above.critical),
						})}
					</li>
					<li>{t('M-PESA success: {warning} below {w}%, {critical} below {c}%.', { ...grade, w: limits.paymentSuccessPercent.below.warning, c: limits.paymentSuccessPercent.below.critical })}</li>
					<li>{t('Email and SMS delivery: {warning} below {w}%, {critical} below {c}%.', { ...grade, w: limits.deliveryPercent.below.warning, c: limits.deliveryPercent.below.critical })}</li>
					<li>
						{t('Jobs: {warning} when late by more than a quarter of their period plus a minute (or never run), {critical} past a whole period plus 5 minutes.', grade)}
					</li>
				</ul>
			</details>
		</div>
	)
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
	return <AdminErrorBoundary error={error} />
}
