import type { AppContext } from '#app/context.ts'
import type { SessionUser } from '#app/routes/+shared/auth.server.ts'
import { formError, invalid, parseForm, requireIntent, type FormReply } from '#app/utils/forms.server.ts'
import { readForm } from '#app/utils/multipart.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { DomainError } from '#app/domain/domain-error.ts'
import { requestT } from '#app/i18n/request-t.server.ts'
import { say } from '#app/i18n/words.ts'
import type { Translate } from '#app/i18n/translate.ts'
import { CaseUpdateSchema } from '#app/domain/trust/case-schemas.ts'
import { caseAssignees, caseHistory, getCase, updateCase } from '#app/domain/trust/cases.server.ts'
import { CASE_UPDATE_FAILED } from '#app/domain/trust/fraud/texts.ts'

/** A page's `:id`: a positive whole number, else the page is not found (as an unknown id is). */
export function pageId(value: string | undefined, missing: string) {
	const id = Number(value)
	if (!/^\d{1,12}$/.test(value ?? '') || id < 1) throw new Response(missing, { status: 404 })
	return id
}

/**
 * A case form refused by its schema (the API's English messages), said by `t` as the case form words them: its "Title"
 * is a case's heading, not an item's name as on the sell form.
 */
export function refusedCaseForm(reply: FormReply, t: Translate) {
	const error = reply.error && Object.fromEntries(Object.entries(reply.error).map(([field, messages]) => [field, messages?.map((m) => t(m, undefined, 'case form')) ?? null]))
	return invalid({ ...reply, error })
}

async function orNotFound<T>(work: Promise<T>): Promise<T> {
	try {
		return await work
	} catch (error) {
		if (error instanceof DomainError && error.status === 404) throw new Response(error.message, { status: 404 })
		throw error
	}
}

/** A case's page: the case, what was done to it, and the admins it can be assigned to. */
export async function loadCasePage(context: AppContext, idParam: string | undefined) {
	const id = pageId(idParam, 'Case not found')
	const [found, history, assignees] = await Promise.all([orNotFound(getCase(context.db, { id })), caseHistory(context.db, { id }), caseAssignees(context.db)])
	return { case: found, history, assignees }
}

/**
 * The case's form (the schema of PATCH /api/admin/cases/{id}): status, priority, assignee, an evidence note, the
 * resolution. A refusal shows the form again with what was typed; a success comes back here with a toast.
 */
export async function caseAction(request: Request, context: AppContext, admin: SessionUser, idParam: string | undefined) {
	const id = pageId(idParam, 'Case not found')
	const form = await readForm(request)
	requireIntent(form.get('intent'), ['update'])
	const before = await orNotFound(getCase(context.db, { id }))
	const submission = parseForm(form, CaseUpdateSchema)
	if (submission.status !== 'success') return refusedCaseForm(submission.reply(), requestT(request, admin))
	try {
		const after = await updateCase(context.db, { admin, id, input: submission.value })
		const changed = after.lastActivityAt !== before.lastActivityAt
		return redirectWithToast(`/admin/fraud/cases/${id}`, changed ? { title: 'Case updated', variant: 'success' } : { title: 'Nothing changed' }, context.env)
	} catch (error) {
		if (!(error instanceof DomainError)) {
			console.error(`${CASE_UPDATE_FAILED} (case ${id}):`, error)
			return redirectWithToast(`/admin/fraud/cases/${id}`, { title: CASE_UPDATE_FAILED, description: 'Please try again.', variant: 'error' }, context.env)
		}
		const field = error.message.startsWith('A resolution') ? 'resolution' : error.message.includes('assigned') || error.message === 'User not found' ? 'assignedTo' : ''
		return formError(say(error.words, requestT(request, admin)), { status: error.status, field, values: Object.fromEntries(form) })
	}
}
