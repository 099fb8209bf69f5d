import { Form, Link } from 'react-router'
import type { Route } from './+types/admin.logs'
import { AdminNav } from '#app/components/admin/admin-nav.tsx'
import { adminLinks } from '#app/components/admin/admin-styles.ts'
import { adminMeta } from '#app/components/admin/admin-meta.ts'
import { AdminErrorBoundary } from '#app/components/admin/admin-error.tsx'
import { DataTable } from '#app/components/admin/charts.tsx'
import { StatusBadge } from '#app/components/admin/admin-ui.tsx'
import { MODERATION_LOGS_POLL_MS } from '#app/components/admin/analytics-views.ts'
import { usePolling } from '#app/components/admin/use-polling.ts'
import { FLAG_STATUSES, REPORT_REASONS } from '#db/enums.ts'
import { formatDateTime } from '#app/utils/format.ts'
import { requireAdminPage } from './admin/loader.server.ts'
import { loadLogsPage } from './admin/logs.server.ts'

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'Moderation Logs')

export const links: Route.LinksFunction = adminLinks

export async function loader({ request, context }: Route.LoaderArgs) {
	await requireAdminPage(request, context)
	return loadLogsPage(context, new URL(request.url))
}

const words = (s: string) => s.replace(/_/g, ' ')

export default function AdminLogs({ loaderData: data }: Route.ComponentProps) {
	usePolling(MODERATION_LOGS_POLL_MS)
	const v = data.values
	const pageLink = (page: number) => `?${new URLSearchParams({ ...v, page: String(page) })}`
	return (
		<div className="admin">
			<AdminNav current="logs" />
			<h2>Moderation Logs</h2>
			<Form method="get" className="panel admin-inline-form" aria-label="Filters">
				<p className="field">
					<label htmlFor="action">Action</label>
					<select id="action" name="action" defaultValue={v.action}>
						<option value="">All actions</option>
						{data.choices.actions.map((a) => (
							<option key={a} value={a}>
								{words(a)}
							</option>
						))}
					</select>
				</p>
				<p className="field">
					<label htmlFor="adminId">Admin</label>
					<select id="adminId" name="adminId" defaultValue={v.adminId}>
						<option value="">Anyone</option>
						{data.choices.admins.map((a) => (
							<option key={a.id} value={a.id}>
								{a.phone}
							</option>
						))}
					</select>
				</p>
				<p className="field">
					<label htmlFor="listingId">Listing ID</label>
					<input id="listingId" name="listingId" inputMode="numeric" defaultValue={v.listingId} />
				</p>
				<p className="field">
					<label htmlFor="from">From</label>
					<input id="from" name="from" type="date" defaultValue={v.from} />
				</p>
				<p className="field">
					<label htmlFor="to">To</label>
					<input id="to" name="to" type="date" defaultValue={v.to} />
				</p>
				<p className="field">
					<label htmlFor="flagStatus">Reports from buyers</label>
					<select id="flagStatus" name="flagStatus" defaultValue={v.flagStatus || 'OPEN'}>
						<option value="OPEN">Open (pending or reviewed)</option>
						<option value="ALL">All</option>
						{FLAG_STATUSES.map((s) => (
							<option key={s} value={s}>
								{words(s)}
							</option>
						))}
					</select>
				</p>
				<p className="field">
					<label htmlFor="flagReason">Reason</label>
					<select id="flagReason" name="flagReason" defaultValue={v.flagReason}>
						<option value="">Any reason</option>
						{REPORT_REASONS.map((r) => (
							<option key={r} value={r}>
								{words(r)}
							</option>
						))}
					</select>
				</p>
				<button className="btn btn-primary" type="submit">
					Filter
				</button>
				<Link className="btn" to="/admin/logs">
					Clear
				</Link>
			</Form>
			{data.filterError ? (
				<p className="notice" role="alert">
					{data.filterError}. Showing everything.
				</p>
			) : null}
			<section className="panel" aria-labelledby="log-h">
				<h3 id="log-h">
					Entries ({data.logs.total.toLocaleString('en-KE')}) <small className="muted">updated {formatDateTime(data.loadedAt)}</small>
				</h3>
				<DataTable
					caption="Moderation log entries"
					columns={['When', 'By', 'Action', 'Target', 'From', 'To', 'Reason']}
					rows={data.logs.rows.map((r) => [
						formatDateTime(r.created_at),
						r.admin_phone ?? 'system',
						words(r.action),
						r.target_type === 'listing' ? (
							<Link key="t" to={`/listings/${r.target_id}`}>
								Listing #{r.target_id}
							</Link>
						) : (
							`${r.target_type} #${r.target_id}`
						),
						r.from_status ? words(r.from_status) : '—',
						r.to_status ? words(r.to_status) : '—',
						r.reason ?? '',
					])}
				/>
				{data.logs.pages > 1 ? (
					<nav className="pager" aria-label="Pages">
						{data.logs.page > 1 ? (
							<Link className="btn" to={pageLink(data.logs.page - 1)} rel="prev">
								Previous
							</Link>
						) : null}
						<span className="muted">
							Page {data.logs.page} of {data.logs.pages}
						</span>
						{data.logs.page < data.logs.pages ? (
							<Link className="btn" to={pageLink(data.logs.page + 1)} rel="next">
								Next
							</Link>
						) : null}
					</nav>
				) : null}
			</section>
			<section className="panel" aria-labelledby="flags-h">
				<h3 id="flags-h">Reports from buyers ({data.flags.length})</h3>
				<DataTable
					caption="Reports from buyers"
					columns={['When', 'Listing', 'Reason', 'Status', 'What they wrote']}
					rows={data.flags.map((f) => [
						formatDateTime(f.created_at),
						<Link key="l" to={`/listings/${f.listing_id}`}>
							{f.title} (#{f.listing_id})
						</Link>,
						words(f.reason),
						<StatusBadge key="s" status={f.status} />,
						f.description,
					])}
				/>
				<p>
					<Link to="/admin?tab=moderation">Resolve or dismiss open reports in the Moderation tab</Link>
				</p>
			</section>
		</div>
	)
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
	return <AdminErrorBoundary error={error} />
}
