import { appContext } from '#app/context.ts'
import { pageUrl } from '#app/utils/data-request.ts'
import { Form, Link, useNavigate, useNavigation } from 'react-router'
import type { Route } from './+types/admin.reports'
import { AdminNav } from '#app/components/admin/admin-nav.tsx'
import { adminLinks } from '#app/components/admin/admin-styles.ts'
import { adminMeta } from '#app/components/admin/admin-meta.ts'
import { AdminErrorBoundary } from '#app/components/admin/admin-error.tsx'
import { DataTable } from '#app/components/admin/charts.tsx'
import { StatusBadge, useDateTime } from '#app/components/admin/admin-ui.tsx'
import { REPORT_FORMATS, REPORT_METRICS, REPORT_TYPES, metricsOf, type ReportType } from '#app/domain/admin/reports/report-words.ts'
import { CATEGORIES } from '#app/domain/listings/categories.ts'
import { LISTING_STATUSES } from '#db/enums.ts'
import { pageMessages } from '#app/routes/+shared/page-messages.server.ts'
import { useT } from '#app/i18n/use-t.ts'
import { requireAdminPage } from './admin/loader.server.ts'
import { loadReportsPage, reportsAction } from './admin/reports.server.ts'

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'Reports')

export const links: Route.LinksFunction = adminLinks

export async function loader({ request, context: router }: Route.LoaderArgs) {
	const context = router.get(appContext)
	await requireAdminPage(request, context)
	// 'listings' for the categories' names.
	return { ...(await loadReportsPage(context, pageUrl(request.url))), ...(await pageMessages(request, context, ['admin', 'adminInsights', 'listings'])) }
}

export async function action({ request, context: router }: Route.ActionArgs) {
	const context = router.get(appContext)
	const admin = await requireAdminPage(request, context)
	return reportsAction(request, context, admin)
}

/** Said with the context 'report type' (`[report type] Moderation`): the kind of a report, not the admin's work. */
const TYPE_LABELS: Record<ReportType, string> = { ANALYTICS: 'Analytics', FINANCIAL: 'Financial', MODERATION: 'Moderation', SECURITY: 'Security', CUSTOM: 'Custom' }

export default function AdminReports({ loaderData: data, actionData }: Route.ComponentProps) {
	const t = useT()
	const dateTime = useDateTime()
	const typeLabel = (type: ReportType) => t(TYPE_LABELS[type], undefined, 'report type')
	const navigate = useNavigate()
	const busy = useNavigation().state === 'submitting'
	const refusal = actionData?.refusal
	const values = refusal?.values
	const posted = REPORT_TYPES.find((r) => r === values?.type)
	const type = posted ?? data.type
	const ticked = new Set(values ? [values.metrics ?? []].flat() : metricsOf(type).slice(0, type === 'CUSTOM' ? 1 : undefined))
	const value = (name: string, fallback = '') => (values && typeof values[name] === 'string' ? (values[name] as string) : fallback)
	return (
		<div className="admin">
			<AdminNav current="reports" />
			<h2>{t('Reports')}</h2>
			<nav className="tabs sub-tabs" aria-label={t('Report types')}>
				{REPORT_TYPES.map((r) => (
					<Link key={r} to={`?type=${r}`} aria-current={r === type ? 'page' : undefined}>
						{typeLabel(r)}
					</Link>
				))}
			</nav>
			{refusal ? (
				<section className="notice" role="alert" aria-labelledby="refusal-h">
					<h3 id="refusal-h">{t(refusal.heading)}</h3>
					<ul>
						{refusal.messages.map((m) => (
							<li key={m}>{t(m)}</li>
						))}
					</ul>
				</section>
			) : null}
			<section className="panel" aria-labelledby="generate-h">
				<h3 id="generate-h">{t('Generate report')}</h3>
				<Form method="post" className="admin-form-stack" key={type}>
					<p className="field">
						<label htmlFor="type">{t('Report type')}</label>
						<select id="type" name="type" defaultValue={type} onChange={(e) => navigate(`?type=${e.currentTarget.value}`, { replace: true, preventScrollReset: true })}>
							{REPORT_TYPES.map((r) => (
								<option key={r} value={r}>
									{typeLabel(r)}
								</option>
							))}
						</select>
					</p>
					<div className="admin-inline-form">
						<p className="field">
							<label htmlFor="from">{t('From')}</label>
							<input id="from" name="from" type="date" defaultValue={value('from', data.defaults.from)} />
						</p>
						<p className="field">
							<label htmlFor="to">{t('To')}</label>
							<input id="to" name="to" type="date" defaultValue={value('to', data.defaults.to)} />
						</p>
					</div>
					<fieldset>
						<legend>{t('Metrics to include')}</legend>
						{metricsOf(type).map((m) => (
							<p className="admin-check" key={m}>
								<input id={`metric-${m}`} type="checkbox" name="metrics" value={m} defaultChecked={ticked.has(m)} />
								<label htmlFor={`metric-${m}`}>{t(REPORT_METRICS[m].label)}</label>
							</p>
						))}
					</fieldset>
					<fieldset>
						<legend>{t('Format')}</legend>
						<span className="row">
							{REPORT_FORMATS.map((f) => (
								<span className="admin-check" key={f}>
									<input id={`format-${f}`} type="radio" name="format" value={f} defaultChecked={value('format', 'PDF') === f} />
									<label htmlFor={`format-${f}`}>{f}</label>
								</span>
							))}
						</span>
					</fieldset>
					<fieldset>
						<legend>{t('Filters (listings)')}</legend>
						<div className="admin-inline-form">
							<p className="field">
								<label htmlFor="category">{t('Category')}</label>
								<select id="category" name="category" defaultValue={value('category')}>
									<option value="">{t('All categories')}</option>
									{CATEGORIES.map((c) => (
										<option key={c.slug} value={c.slug}>
											{t(c.label)}
										</option>
									))}
								</select>
							</p>
							<p className="field">
								<label htmlFor="status">{t('Status')}</label>
								<select id="status" name="status" defaultValue={value('status')}>
									<option value="">{t('All statuses')}</option>
									{LISTING_STATUSES.map((s) => (
										<option key={s} value={s}>
											{t(s.replace(/_/g, ' '), undefined, 'status')}
										</option>
									))}
								</select>
							</p>
							<p className="field">
								<label htmlFor="location">{t('Location')}</label>
								<input id="location" name="location" maxLength={100} placeholder={t('e.g. Nakuru')} defaultValue={value('location')} />
							</p>
						</div>
					</fieldset>
					<button className="btn btn-primary" type="submit" disabled={busy}>
						{busy ? t('Generating…') : t('Generate report')}
					</button>
				</Form>
			</section>
			<section className="panel" aria-labelledby="kept-h">
				<h3 id="kept-h">{t('Generated reports')}</h3>
				<DataTable
					caption={t('Generated reports')}
					empty={t('No reports yet')}
					columns={[t('Report'), t('Type'), t('Format'), t('Status'), t('Created'), t('By'), t('File')]}
					rows={data.reports.map((r) => [
						r.id === data.made ? <strong key="t">{t('{title} (new)', { title: r.title })}</strong> : r.title,
						t(r.type, undefined, 'report type'),
						r.format,
						<StatusBadge key="s" status={r.status} />,
						dateTime(r.created_at),
						r.created_by_phone ?? '—',
						r.downloadUrl ? (
							<a key="d" className="btn" href={r.downloadUrl} download>
								{t('Download {format}', { format: r.format })}
								<span className="sr-only"> {r.title}</span>
							</a>
						) : (
							'—'
						),
					])}
				/>
			</section>
		</div>
	)
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
	return <AdminErrorBoundary error={error} />
}
