import { Form, Link } from 'react-router'
import type { Route } from './+types/admin.fraud.cases.$id'
import { AdminNav } from '#app/components/admin/admin-nav.tsx'
import { AdminErrorBoundary } from '#app/components/admin/admin-error.tsx'
import { adminLinks } from '#app/components/admin/admin-styles.ts'
import { adminMeta } from '#app/components/admin/admin-meta.ts'
import { CaseBadges } from '#app/components/admin/fraud-cases.tsx'
import { enumOptions, FormError, initial, SelectField, TextareaField } from '#app/components/forms.tsx'
import { CASE_PRIORITIES, CASE_STATUSES } from '#db/enums.ts'
import { formatDateTime } from '#app/utils/format.ts'
import { requireAdminPage } from './admin/loader.server.ts'
import { caseAction, loadCasePage } from './admin/fraud-case.server.ts'

export const links = adminLinks

export const meta: Route.MetaFunction = ({ data, matches }) =>
	adminMeta(matches, data ? { text: 'Case #{id} · Fraud', vars: { id: data.case.id } } : 'Case · Fraud')

export async function loader({ request, params, context }: Route.LoaderArgs) {
	await requireAdminPage(request, context)
	return loadCasePage(context, params.id)
}

export async function action({ request, params, context }: Route.ActionArgs) {
	const admin = await requireAdminPage(request, context)
	return caseAction(request, context, admin, params.id)
}

const when = (iso: string) => <time dateTime={iso}>{formatDateTime(iso)}</time>

export default function AdminCase({ loaderData: data, actionData: state }: Route.ComponentProps) {
	const c = data.case
	const assignee = data.assignees.find((a) => a.id === c.assignedTo)
	return (
		<div className="admin">
			<AdminNav current="fraud" />
			<p>
				<Link to="/admin/fraud#cases-h">← All cases</Link>
			</p>
			<section className="panel" aria-labelledby="case-h">
				<h2 id="case-h">{`Case #${c.id}: ${c.title}`}</h2>
				<CaseBadges status={c.status} priority={c.priority} />
				<dl className="admin-facts">
					<dt>Opened</dt>
					<dd>{when(c.createdAt)}</dd>
					<dt>Assigned to</dt>
					<dd>{assignee ? assignee.name : c.assignedTo ? `Admin #${c.assignedTo}` : 'Nobody yet'}</dd>
					<dt>Listing</dt>
					<dd>{c.relatedListingId ? <Link to={`/listings/${c.relatedListingId}`}>{`Listing #${c.relatedListingId}`}</Link> : 'None'}</dd>
					<dt>User</dt>
					<dd>{c.relatedUserId ? <Link to={`/admin/fraud/users/${c.relatedUserId}`}>{`User #${c.relatedUserId}: insights and trust score`}</Link> : 'None'}</dd>
				</dl>
				{c.description ? <p className="case-text">{c.description}</p> : null}
				{c.resolution ? (
					<>
						<h3>Resolution</h3>
						<p className="case-text">{c.resolution}</p>
					</>
				) : null}
			</section>
			<section className="panel" aria-labelledby="evidence-h">
				<h2 id="evidence-h">Evidence ({c.evidence.length})</h2>
				{c.evidence.length ? (
					<ol className="case-evidence">
						{c.evidence.map((e, n) => (
							<li key={n}>
								<p className="case-text">{e.note}</p>
								<span className="meta">
									Added {when(e.addedAt)} by admin #{e.adminId}
								</span>
							</li>
						))}
					</ol>
				) : (
					<p className="empty">No evidence added yet</p>
				)}
			</section>
			<section className="panel" aria-labelledby="work-h">
				<h2 id="work-h">Work on this case</h2>
				<Form method="post" className="admin-form-stack" key={c.lastActivityAt}>
					<input type="hidden" name="intent" value="update" />
					<FormError state={state} />
					<div className="admin-columns">
						<SelectField label="Status" name="status" state={state} options={enumOptions(CASE_STATUSES)} defaultValue={initial(state, 'status') ?? c.status} />
						<SelectField label="Priority" name="priority" state={state} options={enumOptions(CASE_PRIORITIES)} defaultValue={initial(state, 'priority') ?? c.priority} />
						<SelectField
							label="Assign to"
							name="assignedTo"
							state={state}
							placeholder={assignee ? 'Keep as it is' : 'Nobody yet'}
							options={data.assignees.map((a) => ({ value: String(a.id), label: a.name }))}
							defaultValue={initial(state, 'assignedTo') ?? (c.assignedTo ? String(c.assignedTo) : '')}
						/>
					</div>
					<TextareaField label="Add evidence" name="evidence" state={state} maxLength={5000} rows={3} hint="A note, a link, what you found: added to the list above." />
					<TextareaField
						label="Resolution"
						name="resolution"
						state={state}
						maxLength={5000}
						rows={3}
						hint="Needed to mark the case Resolved or Closed."
						defaultValue={initial(state, 'resolution') ?? c.resolution ?? ''}
					/>
					<button className="btn btn-primary" type="submit">
						Save case
					</button>
				</Form>
			</section>
			<section className="panel" aria-labelledby="history-h">
				<h2 id="history-h">History</h2>
				<ol className="case-history">
					{data.history.map((h) => (
						<li key={h.id}>
							{when(h.at)} · {h.by}: {h.action}
							{h.from || h.to ? ` ${h.from ?? ''} → ${h.to ?? ''}` : ''}
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
