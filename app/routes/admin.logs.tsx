import { appContext } from '#app/context.ts'
import { pageUrl } from '#app/utils/data-request.ts'
import { Form, Link } from 'react-router'
import type { Route } from './+types/admin.logs'
import { AdminNav } from '#app/components/admin/admin-nav.tsx'
import { adminLinks } from '#app/components/admin/admin-styles.ts'
import { adminMeta } from '#app/components/admin/admin-meta.ts'
import { AdminErrorBoundary } from '#app/components/admin/admin-error.tsx'
import { DataTable, useCount } from '#app/components/admin/charts.tsx'
import { StatusBadge, useDateTime } from '#app/components/admin/admin-ui.tsx'
import { MODERATION_LOGS_POLL_MS } from '#app/components/admin/analytics-views.ts'
import { usePolling } from '#app/components/admin/use-polling.ts'
import { FLAG_STATUSES, REPORT_REASONS } from '#db/enums.ts'
import { pageMessages } from '#app/routes/+shared/page-messages.server.ts'
import { useT } from '#app/i18n/use-t.ts'
import { requireAdminPage } from './admin/loader.server.ts'
import { loadLogsPage } from './admin/logs.server.ts'

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'Moderation Logs')

export const links: Route.LinksFunction = adminLinks

export async function loader({ request, context: router }: Route.LoaderArgs) {
	const context = router.get(appContext)
	await requireAdminPage(request, context)
	return { ...(await loadLogsPage(context, pageUrl(request.url))), ...(await pageMessages(request, context, ['admin', 'adminInsights'])) }
}

const words = (s: string) => s.replace(/_/g, ' ')

/**
 * The log's codes said in the page's language, each kind with its context (`[log action] DELETE`, `[status] SOLD`,
 * `[report reason] spam`); a code the dictionary doesn't know yet shows as its English words.
 */
function useCodes() {
	const t = useT()
	return {
		action: (code: string) => t(words(code), undefined, 'log action'),
		status: (code: string) => t(words(code), undefined, 'status'),
		reason: (code: string) => t(words(code), undefined, 'report reason'),
		target: (type: string) => t(type, undefined, 'log target'),
	}
}

export default function AdminLogs({ loaderData: data }: Route.ComponentProps) {
	usePolling(MODERATION_LOGS_POLL_MS)
	const t = useT()
	const dateTime = useDateTime()
	const count = useCount()
	const say = useCodes()
	const v = data.values
	const pageLink = (page: number) => `?${new URLSearchParams({ ...v, page: String(page) })}`
	return (
		<div className="admin">
			<AdminNav current="logs" />
			<h2>{t('Moderation Logs')}</h2>
			<Form method="get" className="panel admin-inline-form" aria-label={t('Filters')}>
				<p className="field">
					<label htmlFor="action">{t('Action')}</label>
					<select id="action" name="action" defaultValue={v.action}>
						<option value="">{t('All actions')}</option>
						{data.choices.actions.map((a) => (
							<option key={a} value={a}>
								{say.action(a)}
							</option>
						))}
					</select>
				</p>
				<p className="field">
					<label htmlFor="adminId">{t('Admin', undefined, 'person')}</label>
					<select id="adminId" name="adminId" defaultValue={v.adminId}>
						<option value="">{t('Anyone')}</option>
						{data.choices.admins.map((a) => (
							<option key={a.id} value={a.id}>
								{a.phone}
							</option>
						))}
					</select>
				</p>
				<p className="field">
					<label htmlFor="listingId">{t('Listing ID')}</label>
					<input id="listingId" name="listingId" inputMode="numeric" defaultValue={v.listingId} />
				</p>
				<p className="field">
					<label htmlFor="from">{t('From')}</label>
					<input id="from" name="from" type="date" defaultValue={v.from} />
				</p>
				<p className="field">
					<label htmlFor="to">{t('To')}</label>
					<input id="to" name="to" type="date" defaultValue={v.to} />
				</p>
				<p className="field">
					<label htmlFor="flagStatus">{t('Reports from buyers')}</label>
					<select id="flagStatus" name="flagStatus" defaultValue={v.flagStatus || 'OPEN'}>
						<option value="OPEN">{t('Open (pending or reviewed)')}</option>
						<option value="ALL">{t('All')}</option>
						{FLAG_STATUSES.map((s) => (
							<option key={s} value={s}>
								{say.status(s)}
							</option>
						))}
					</select>
				</p>
				<p className="field">
					<label htmlFor="flagReason">{t('Reason')}</label>
					<select id="flagReason" name="flagReason" defaultValue={v.flagReason}>
						<option value="">{t('Any reason')}</option>
						{REPORT_REASONS.map((r) => (
							<option key={r} value={r}>
								{say.reason(r)}
							</option>
						))}
					</select>
				</p>
				<button className="btn btn-primary" type="submit">
					{t('Filter')}
				</button>
				<Link className="btn" to="/admin/logs">
					{t('Clear')}
				</Link>
			</Form>
			{data.filterError ? (
				<p className="notice" role="alert">
					{t('{error}. Showing everything.', { error: t(data.filterError) })}
				</p>
			) : null}
			<section className="panel" aria-labelledby="log-h">
				<h3 id="log-h">
					{t('Entries ({count})', { count: count(data.logs.total) })} <small className="muted">{t('updated {time}', { time: dateTime(data.loadedAt) })}</small>
				</h3>
				<DataTable
					caption={t('Moderation log entries')}
					columns={[t('When'), t('By'), t('Action'), t('Target'), t('From', undefined, 'status change'), t('To', undefined, 'status change'), t('Reason')]}
					rows={data.logs.rows.map((r) => [
						dateTime(r.created_at),
						r.admin_phone ?? t('system'),
						say.action(r.action),
						r.target_type === 'listing' ? (
							<Link key="t" to={`/listings/${r.target_id}`}>
								{t('Listing #{id}', { id: r.target_id })}
							</Link>
						) : (
							t('{target} #{id}', { target: say.target(r.target_type), id: r.target_id })
						),
						r.from_status ? say.status(r.from_status) : '—',
						r.to_status ? say.status(r.to_status) : '—',
						r.reason ?? '',
					])}
				/>
				{data.logs.pages > 1 ? (
					<nav className="pager" aria-label={t('Pages')}>
						{data.logs.page > 1 ? (
							<Link className="btn" to={pageLink(data.logs.page - 1)} rel="prev">
								{t('Previous')}
							</Link>
						) : null}
						<span className="muted">{t('Page {page} of {pages}', { page: data.logs.page, pages: data.logs.pages })}</span>
						{data.logs.page < data.logs.pages ? (
							<Link className="btn" to={pageLink(data.logs.page + 1)} rel="next">
								{t('Next')}
							</Link>
						) : null}
					</nav>
				) : null}
			</section>
			<section className="panel" aria-labelledby="flags-h">
				<h3 id="flags-h">{t('Reports from buyers ({count})', { count: data.flags.length })}</h3>
				<DataTable
					caption={t('Reports from buyers')}
					columns={[t('When'), t('Listing'), t('Reason'), t('Status'), t('What they wrote')]}
					rows={data.flags.map((f) => [
						dateTime(f.created_at),
						<Link key="l" to={`/listings/${f.listing_id}`}>
							{f.title} (#{f.listing_id})
						</Link>,
						say.reason(f.reason),
						<StatusBadge key="s" status={f.status} />,
						f.description,
					])}
				/>
				<p>
					<Link to="/admin?tab=moderation">{t('Resolve or dismiss open reports in the Moderation tab')}</Link>
				</p>
			</section>
		</div>
	)
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
	return <AdminErrorBoundary error={error} />
}
