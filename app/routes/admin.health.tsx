import type { Route } from './+types/admin.health'
import { AdminNav } from '#app/components/admin/admin-nav.tsx'
import { adminLinks } from '#app/components/admin/admin-styles.ts'
import { adminMeta } from '#app/components/admin/admin-meta.ts'
import { AdminErrorBoundary } from '#app/components/admin/admin-error.tsx'
import { ChartPanel, DataTable, LineChart } from '#app/components/admin/charts.tsx'
import { HEALTH_POLL_MS } from '#app/components/admin/analytics-views.ts'
import { usePolling } from '#app/components/admin/use-polling.ts'
import { formatDateTime } from '#app/utils/format.ts'
import { requireAdminPage } from './admin/loader.server.ts'
import { loadHealthPage } from './admin/health.server.ts'

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'System Health')

export const links: Route.LinksFunction = adminLinks

export async function loader({ request, context }: Route.LoaderArgs) {
	await requireAdminPage(request, context)
	return loadHealthPage(context)
}

function Health({ status }: { status: string }) {
	return <span className={`badge health-${status}`}>{status}</span>
}

const MIB = 1024 * 1024
const ms = (v: number | null) => (v === null ? '—' : `${v.toLocaleString('en-KE')} ms`)
const rate = (v: number | null) => (v === null ? '—' : `${v}%`)
const bytes = (v: number | null) => (v === null ? 'unknown' : v >= MIB ? `${(v / MIB).toFixed(1)} MB` : `${Math.round(v / 1024).toLocaleString('en-KE')} KB`)
function duration(v: number) {
	if (v < 60_000) return `${Math.round(v / 1000)} s`
	if (v < 3_600_000) return `${Math.round(v / 60_000)} min`
	return `${Math.round(v / 3_600_000)} h`
}

export default function AdminHealth({ loaderData: data }: Route.ComponentProps) {
	usePolling(HEALTH_POLL_MS)
	const h = data.health
	const t = data.thresholds
	return (
		<div className="admin">
			<AdminNav current="health" />
			<h2>System Health</h2>
			{data.failed ? (
				<p className="notice" role="alert">
					{data.failed}
				</p>
			) : null}
			{h ? (
				<>
					<p className="row">
						<strong>Overall:</strong> <Health status={h.overall} />
						<span className="muted">
							Checked <time dateTime={h.checkedAt}>{formatDateTime(h.checkedAt)}</time>
						</span>
					</p>
					<section className="panel" aria-labelledby="apis-h">
						<h3 id="apis-h">Request latency (this server, last {h.latencyWindowMinutes} minutes)</h3>
						<DataTable
							caption="Request latency"
							columns={['Requests', 'Status', 'p50', 'p95', 'Count']}
							rows={h.apis.map((a) => [a.name, <Health key="s" status={a.status} />, ms(a.p50), ms(a.p95), a.count.toLocaleString('en-KE')])}
						/>
					</section>
					<div className="admin-columns">
						<section className="panel" aria-labelledby="db-h">
							<h3 id="db-h">Database</h3>
							<DataTable
								caption="Database figures"
								columns={['Figure', 'Value']}
								rows={[
									['Status', <Health key="s" status={h.database.status} />],
									['Kind', h.database.dialect === 'postgres' ? 'PostgreSQL' : 'SQLite'],
									['Load (a small query)', ms(h.database.load)],
									['Size', bytes(h.database.sizeBytes)],
									['WAL', bytes(h.database.walBytes)],
								]}
							/>
						</section>
						<section className="panel" aria-labelledby="pay-h">
							<h3 id="pay-h">Payments and messages (last 24 hours)</h3>
							<DataTable
								caption="Payments and messages"
								columns={['Figure', 'Status', 'Rate', 'Detail']}
								rows={[
									['M-PESA success rate', <Health key="p" status={h.payments.status} />, rate(h.payments.successRate), `${h.payments.completed} of ${h.payments.finished} finished · ${h.payments.pending} waiting`],
									['Email delivery rate', <Health key="e" status={h.alerts.email.status} />, rate(h.alerts.email.deliveryRate), h.alerts.email.note ?? `${h.alerts.email.sent} of ${h.alerts.email.due} sent`],
									['SMS delivery rate', <Health key="m" status={h.alerts.sms.status} />, rate(h.alerts.sms.deliveryRate), h.alerts.sms.note ?? `${h.alerts.sms.sent} of ${h.alerts.sms.due} sent · ${h.alerts.sms.failed} refused`],
								]}
							/>
						</section>
					</div>
					<ChartPanel
						id="history-h"
						title="Last 24 hours (a snapshot every 5 minutes)"
						chart={<LineChart title="Pages p95 (ms)" points={data.history.map((s) => ({ label: formatDateTime(s.at).slice(-5), value: s.pagesP95 ?? 0 }))} />}
						table={
							<DataTable
								caption="Health snapshots"
								empty="No snapshots yet"
								columns={['Time', 'Overall', 'Pages p95']}
								rows={[...data.history].reverse().map((s) => [formatDateTime(s.at), <Health key="h" status={s.overall} />, ms(s.pagesP95)])}
							/>
						}
					/>
					<section className="panel" aria-labelledby="jobs-h">
						<h3 id="jobs-h">Background jobs</h3>
						<DataTable
							caption="Job lag per job"
							columns={['Job', 'Status', 'Every', 'Late by', 'Last started']}
							rows={h.jobs.map((j) => [
								j.name,
								<Health key="s" status={j.status} />,
								duration(j.everyMs),
								j.lagMs === null ? 'never run' : duration(j.lagMs),
								j.lastStartedAt ? formatDateTime(j.lastStartedAt) : '—',
							])}
						/>
					</section>
				</>
			) : null}
			<details className="panel">
				<summary>Thresholds</summary>
				<ul>
					<li>Request p95: WARNING above {t.requestP95Ms.above.warning} ms, CRITICAL above {t.requestP95Ms.above.critical} ms.</li>
					<li>Database load: WARNING above {t.databaseLoadMs.above.warning} ms, CRITICAL above {t.databaseLoadMs.above.critical} ms.</li>
					<li>Database size: WARNING above {bytes(t.databaseBytes.above.warning)}, CRITICAL above {bytes(t.databaseBytes.above.critical)}; WAL: WARNING above {bytes(t.walBytes.above.warning)}, CRITICAL above {bytes(t.walBytes.above.critical)}.</li>
					<li>M-PESA success: WARNING below {t.paymentSuccessPercent.below.warning}%, CRITICAL below {t.paymentSuccessPercent.below.critical}%.</li>
					<li>Email and SMS delivery: WARNING below {t.deliveryPercent.below.warning}%, CRITICAL below {t.deliveryPercent.below.critical}%.</li>
					<li>Jobs: WARNING when late by more than a quarter of their period plus a minute (or never run), CRITICAL past a whole period plus 5 minutes.</li>
				</ul>
			</details>
		</div>
	)
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
	return <AdminErrorBoundary error={error} />
}
