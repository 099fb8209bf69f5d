import { Form, Link } from 'react-router'
import { CASE_PRIORITIES, CASE_STATUSES } from '#db/enums.ts'
import { enumOptions, Field, FormError, initial, SelectField, TextareaField, type FormState } from '#app/components/forms.tsx'
import { formatDateTime } from '#app/utils/format.ts'
import type { AdminCase } from '#app/domain/fraud/cases.server.ts'
import type { CaseDraft } from '#app/domain/fraud/fraud-page.server.ts'

/** A case's status and priority as badges, coloured in admin.css. */
export function CaseBadges({ status, priority }: { status: string; priority: string }) {
	return (
		<span className="row">
			<span className={`badge case-${status}`}>{status}</span>
			<span className={`badge priority-${priority}`}>{`${priority} priority`}</span>
		</span>
	)
}

/** Open a case (the same fields as POST /api/admin/cases): blank, or filled in from an alert or a user's page. */
export function NewCaseForm({ draft, state }: { draft: CaseDraft | null; state: FormState }) {
	const value = (name: keyof CaseDraft) => initial(state, name) ?? String(draft?.[name] ?? '')
	return (
		<details className="panel admin-create" id="new-case" open={draft !== null || state !== undefined}>
			<summary className="btn btn-primary">Open a case</summary>
			<Form method="post" action="/admin/fraud" className="admin-form-stack">
				<input type="hidden" name="intent" value="create-case" />
				<FormError state={state} />
				<Field label="Title" name="title" state={state} required maxLength={255} defaultValue={value('title')} />
				<TextareaField label="Description" name="description" state={state} maxLength={5000} rows={4} defaultValue={value('description')} />
				<div className="admin-columns">
					<SelectField label="Priority" name="priority" state={state} options={enumOptions(CASE_PRIORITIES)} defaultValue={value('priority') || 'MEDIUM'} />
					<Field label="Related listing ID" name="relatedListingId" state={state} inputMode="numeric" maxLength={12} defaultValue={value('relatedListingId')} />
					<Field label="Related user ID" name="relatedUserId" state={state} inputMode="numeric" maxLength={12} defaultValue={value('relatedUserId')} />
				</div>
				<button className="btn btn-primary" type="submit">
					Create case
				</button>
			</Form>
		</details>
	)
}

function CaseFilters({ status, priority, keep }: { status?: string; priority?: string; keep: Record<string, string> }) {
	return (
		<Form method="get" className="admin-inline-form" aria-label="Filter cases">
			{Object.entries(keep).map(([name, value]) => (
				<input key={name} type="hidden" name={name} value={value} />
			))}
			<SelectField label="Status" name="caseStatus" placeholder="All" options={enumOptions(CASE_STATUSES)} defaultValue={status ?? ''} />
			<SelectField label="Priority" name="casePriority" placeholder="All" options={enumOptions(CASE_PRIORITIES)} defaultValue={priority ?? ''} />
			<button className="btn" type="submit">
				Filter
			</button>
		</Form>
	)
}

/** The cases, the latest worked on first, each opening its own page. */
export function CasesPanel({ cases, status, priority, keep }: { cases: AdminCase[]; status?: string; priority?: string; keep: Record<string, string> }) {
	return (
		<section className="panel" aria-labelledby="cases-h">
			<h2 id="cases-h">Cases ({cases.length})</h2>
			<CaseFilters status={status} priority={priority} keep={keep} />
			{cases.length ? (
				<ul className="fraud-cases">
					{cases.map((c) => (
						<li key={c.id}>
							<Link to={`/admin/fraud/cases/${c.id}`}>{`#${c.id} ${c.title}`}</Link>
							<CaseBadges status={c.status} priority={c.priority} />
							<span className="meta">
								{c.relatedListingId ? `Listing #${c.relatedListingId} · ` : ''}
								{c.relatedUserId ? `User #${c.relatedUserId} · ` : ''}
								{c.assignedTo ? `Assigned to admin #${c.assignedTo} · ` : 'Unassigned · '}
								Last activity <time dateTime={c.lastActivityAt}>{formatDateTime(c.lastActivityAt)}</time>
							</span>
						</li>
					))}
				</ul>
			) : (
				<p className="empty">{status || priority ? 'No cases match these filters' : 'No cases yet'}</p>
			)}
		</section>
	)
}
