import { Form, Link } from 'react-router'
import { When } from './admin-ui.tsx'
import { CASE_PRIORITIES, CASE_STATUSES } from '#db/enums.ts'
import { enumOptions, Field, FormError, initial, SelectField, TextareaField, type FormState } from '#app/components/forms.tsx'
import { richText } from '#app/i18n/rich-text.tsx'
import { useT } from '#app/i18n/use-t.ts'
import type { Translate } from '#app/i18n/translate.ts'
import type { AdminCase } from '#app/domain/trust/cases.server.ts'
import type { CaseDraft } from '#app/domain/trust/fraud/page.server.ts'

/** A case's statuses or priorities as options, named in the page's language ("Investigating"). */
export function caseOptions(values: readonly string[], t: Translate, context: 'case status' | 'priority') {
	return enumOptions(values).map((o) => ({ value: o.value, label: t(o.label, undefined, context) }))
}

/** A case's status and priority as badges, coloured in admin.css. */
export function CaseBadges({ status, priority }: { status: string; priority: string }) {
	const t = useT()
	return (
		<span className="row">
			<span className={`badge case-${status}`}>{t(status, undefined, 'case status')}</span>
			<span className={`badge priority-${priority}`}>{t('{priority} priority', { priority: t(priority, undefined, 'priority') })}</span>
		</span>
	)
}

/** Open a case (the same fields as POST /api/admin/cases): blank, or filled in from an alert or a user's page. */
export function NewCaseForm({ draft, state }: { draft: CaseDraft | null; state: FormState }) {
	const t = useT()
	const value = (name: keyof CaseDraft) => initial(state, name) ?? String(draft?.[name] ?? '')
	return (
		<details className="panel admin-create" id="new-case" open={draft !== null || state !== undefined}>
			<summary className="btn btn-primary">{t('Open a case')}</summary>
			<Form method="post" action="/admin/fraud" className="admin-form-stack">
				<input type="hidden" name="intent" value="create-case" />
				<FormError state={state} />
				<Field label={t('Title', undefined, 'case')} name="title" state={state} required maxLength={255} defaultValue={value('title')} />
				<TextareaField label={t('Description')} name="description" state={state} maxLength={5000} rows={4} defaultValue={value('description')} />
				<div className="admin-columns">
					<SelectField label={t('Priority')} name="priority" state={state} options={caseOptions(CASE_PRIORITIES, t, 'priority')} defaultValue={value('priority') || 'MEDIUM'} />
					<Field label={t('Related listing ID')} name="relatedListingId" state={state} inputMode="numeric" maxLength={12} defaultValue={value('relatedListingId')} />
					<Field label={t('Related user ID')} name="relatedUserId" state={state} inputMode="numeric" maxLength={12} defaultValue={value('relatedUserId')} />
				</div>
				<button className="btn btn-primary" type="submit">
					{t('Create case')}
				</button>
			</Form>
		</details>
	)
}

function CaseFilters({ status, priority, keep }: { status?: string; priority?: string; keep: Record<string, string> }) {
	const t = useT()
	return (
		<Form method="get" className="admin-inline-form" aria-label={t('Filter cases')}>
			{Object.entries(keep).map(([name, value]) => (
				<input key={name} type="hidden" name={name} value={value} />
			))}
			<SelectField label={t('Status')} name="caseStatus" placeholder={t('All')} options={caseOptions(CASE_STATUSES, t, 'case status')} defaultValue={status ?? ''} />
			<SelectField label={t('Priority')} name="casePriority" placeholder={t('All')} options={caseOptions(CASE_PRIORITIES, t, 'priority')} defaultValue={priority ?? ''} />
			<button className="btn" type="submit">
				{t('Filter')}
			</button>
		</Form>
	)
}

/** The cases, the latest worked on first, each opening its own page. */
export function CasesPanel({ cases, status, priority, keep }: { cases: AdminCase[]; status?: string; priority?: string; keep: Record<string, string> }) {
	const t = useT()
	return (
		<section className="panel" aria-labelledby="cases-h">
			<h2 id="cases-h">{t('Cases ({count})', { count: cases.length })}</h2>
			<CaseFilters status={status} priority={priority} keep={keep} />
			{cases.length ? (
				<ul className="fraud-cases">
					{cases.map((c) => (
						<li key={c.id}>
							<Link to={`/admin/fraud/cases/${c.id}`}>{`#${c.id} ${c.title}`}</Link>
							<CaseBadges status={c.status} priority={c.priority} />
							<span className="meta">
								{c.relatedListingId ? `${t('Listing #{id}', { id: c.relatedListingId })} · ` : ''}
								{c.relatedUserId ? `${t('User #{id}', { id: c.relatedUserId })} · ` : ''}
								{c.assignedTo ? `${t('Assigned to admin #{id}', { id: c.assignedTo })} · ` : `${t('Unassigned')} · `}
								{richText(t('Last activity {when}'), { when: <When iso={c.lastActivityAt} /> })}
							</span>
						</li>
					))}
				</ul>
			) : (
				<p className="empty">{status || priority ? t('No cases match these filters') : t('No cases yet')}</p>
			)}
		</section>
	)
}
