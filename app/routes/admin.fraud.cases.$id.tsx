import { appContext } from '#app/context.ts'
import { Form, Link } from 'react-router'
import { When } from '#app/components/admin/admin-ui.tsx'
import type { Route } from './+types/admin.fraud.cases.$id'
import { AdminNav } from '#app/components/admin/admin-nav.tsx'
import { AdminErrorBoundary } from '#app/components/admin/admin-error.tsx'
import { adminLinks } from '#app/components/admin/admin-styles.ts'
import { adminMeta } from '#app/components/admin/admin-meta.ts'
import { CaseBadges, caseOptions } from '#app/components/admin/fraud-cases.tsx'
import { FormError, initial, SelectField, TextareaField } from '#app/components/forms.tsx'
import { CASE_PRIORITIES, CASE_STATUSES } from '#db/enums.ts'
import { pageMessages } from '#app/routes/+shared/page-messages.server.ts'
import { richText } from '#app/i18n/rich-text.tsx'
import { useT } from '#app/i18n/use-t.ts'
import type { Translate } from '#app/i18n/translate.ts'
import { requireAdminPage } from './admin/loader.server.ts'
import { caseAction, loadCasePage } from './admin/fraud-case.server.ts'

export const links = adminLinks

export const meta: Route.MetaFunction = ({ loaderData: data, matches }) =>
	adminMeta(matches, data ? { text: 'Case #{id} · Fraud', vars: { id: data.case.id } } : 'Case · Fraud')

export async function loader({ request, params, context: router }: Route.LoaderArgs) {
	const context = router.get(appContext)
	await requireAdminPage(request, context)
	return { ...(await loadCasePage(context, params.id)), ...(await pageMessages(request, context, ['admin', 'adminFraud', 'trustMarks'])) }
}

export async function action({ request, params, context: router }: Route.ActionArgs) {
	const context = router.get(appContext)
	const admin = await requireAdminPage(request, context)
	return caseAction(request, context, admin, params.id)
}

const when = (iso: string) => <When iso={iso} />

/** A change's before and after (the codes English shows): statuses and priorities named, an assignee's id as it is. */
function changeWords(t: Translate, action: string, value: string | null) {
	if (value === null) return ''
	return action === 'STATUS' || action === 'CREATE' ? t(value, undefined, 'case status') : action === 'PRIORITY' ? t(value, undefined, 'priority') : value
}

export default function AdminCase({ loaderData: data, actionData: state }: Route.ComponentProps) {
	const t = useT()
	const c = data.case
	const assignee = data.assignees.find((a) => a.id === c.assignedTo)
	const none = t('None')
	return (
		<div className="admin">
			<AdminNav current="fraud" />
			<p>
				<Link to="/admin/fraud#cases-h">{t('← All cases')}</Link>
			</p>
			<section className="panel" aria-labelledby="case-h">
				<h2 id="case-h">{t('Case #{id}: {title}', { id: c.id, title: c.title })}</h2>
				<CaseBadges status={c.status} priority={c.priority} />
				<dl className="admin-facts">
					<dt>{t('Opened')}</dt>
					<dd>{when(c.createdAt)}</dd>
					<dt>{t('Assigned to')}</dt>
					<dd>{assignee ? assignee.name : c.assignedTo ? t('Admin #{id}', { id: c.assignedTo }) : t('Nobody yet')}</dd>
					<dt>{t('Listing')}</dt>
					<dd>{c.relatedListingId ? <Link to={`/listings/${c.relatedListingId}`}>{t('Listing #{id}', { id: c.relatedListingId })}</Link> : none}</dd>
					<dt>{t('User')}</dt>
					<dd>
						{c.relatedUserId ? (
							<Link to={`/admin/fraud/users/${c.relatedUserId}`}>{t('User #{id}: insights and trust score', { id: c.relatedUserId })}</Link>
						) : (
							none
						)}
					</dd>
				</dl>
				{c.description ? <p className="case-text">{c.description}</p> : null}
				{c.resolution ? (
					<>
						<h3>{t('Resolution')}</h3>
						<p className="case-text">{c.resolution}</p>
					</>
				) : null}
			</section>
			<section className="panel" aria-labelledby="evidence-h">
				<h2 id="evidence-h">{t('Evidence ({count})', { count: c.evidence.length })}</h2>
				{c.evidence.length ? (
					<ol className="case-evidence">
						{c.evidence.map((e, n) => (
							<li key={n}>
								<p className="case-text">{e.note}</p>
								<span className="meta">{richText(t('Added {when} by admin #{id}'), { when: when(e.addedAt), id: e.adminId })}</span>
							</li>
						))}
					</ol>
				) : (
					<p className="empty">{t('No evidence added yet')}</p>
				)}
			</section>
			<section className="panel" aria-labelledby="work-h">
				<h2 id="work-h">{t('Work on this case')}</h2>
				<Form method="post" className="admin-form-stack" key={c.lastActivityAt}>
					<input type="hidden" name="intent" value="update" />
					<FormError state={state} />
					<div className="admin-columns">
						<SelectField label={t('Status')} name="status" state={state} options={caseOptions(CASE_STATUSES, t, 'case status')} defaultValue={initial(state, 'status') ?? c.status} />
						<SelectField label={t('Priority')} name="priority" state={state} options={caseOptions(CASE_PRIORITIES, t, 'priority')} defaultValue={initial(state, 'priority') ?? c.priority} />
						<SelectField
							label={t('Assign to')}
							name="assignedTo"
							state={state}
							placeholder={assignee ? t('Keep as it is') : t('Nobody yet')}
							options={data.assignees.map((a) => ({ value: String(a.id), label: a.name }))}
							defaultValue={initial(state, 'assignedTo') ?? (c.assignedTo ? String(c.assignedTo) : '')}
						/>
					</div>
					<TextareaField label={t('Add evidence')} name="evidence" state={state} maxLength={5000} rows={3} hint={t('A note, a link, what you found: added to the list above.')} />
					<TextareaField
						label={t('Resolution')}
						name="resolution"
						state={state}
						maxLength={5000}
						rows={3}
						hint={t('Needed to mark the case Resolved or Closed.')}
						defaultValue={initial(state, 'resolution') ?? c.resolution ?? ''}
					/>
					<button className="btn btn-primary" type="submit">
						{t('Save case')}
					</button>
				</Form>
			</section>
			<section className="panel" aria-labelledby="history-h">
				<h2 id="history-h">{t('History')}</h2>
				<ol className="case-history">
					{data.history.map((h) => (
						<li key={h.id}>
							{when(h.at)} · {h.by === 'system' ? t('system') : h.by}: {t(h.action, undefined, 'case history')}
							{h.from || h.to ? ` ${changeWords(t, h.action, h.from)} → ${changeWords(t, h.action, h.to)}` : ''}
							{h.note ? ` (${h.note})` : ''}
						</li>
					))}
				</ol>
			</section>
		</div>
	)
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
	return <AdminErrorBoundary error={error} />
}
