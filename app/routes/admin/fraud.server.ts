import { pageUrl } from '#app/utils/data-request.ts'
import type { AppContext } from '#app/context.ts'
import type { SessionUser } from '#app/routes/+shared/auth.server.ts'
import { formError, parseForm, requireIntent } from '#app/utils/forms.server.ts'
import { readForm } from '#app/utils/multipart.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { DomainError } from '#app/domain/domain-error.ts'
import { requestT } from '#app/i18n/request-t.server.ts'
import { CaseCreateSchema } from '#app/domain/trust/case-schemas.ts'
import { createCase, listCases } from '#app/domain/trust/cases.server.ts'
import { reviewFraudAlert } from '#app/domain/trust/fraud/alerts.server.ts'
import { analysisView, caseDraft, FraudPageQuerySchema, fraudAlertsView, ReviewAlertSchema } from '#app/domain/trust/fraud/page.server.ts'
import { CASE_CREATION_FAILED } from '#app/domain/trust/fraud/texts.ts'
import { refusedCaseForm } from './fraud-case.server.ts'
import { answerWithToast, firstIssue } from './page-action.server.ts'

/**
 * The Fraud tab: the alerts of one view, the analysis asked for, the cases (filtered), and a new case's draft; what the
 * server words (evidence, the analysis's refusal, the draft) in the admin's language.
 */
export async function loadFraudPage(request: Request, context: AppContext, admin: SessionUser) {
	const query = FraudPageQuerySchema.parse(Object.fromEntries(pageUrl(request.url).searchParams))
	const t = requestT(request, admin)
	const [alerts, analysis, cases, draft] = await Promise.all([
		fraudAlertsView(context.db, { show: query.show, t }),
		query.type ? analysisView(context.db, { type: query.type, id: query.id ?? '', t }) : null,
		listCases(context.db, { status: query.caseStatus, priority: query.casePriority }),
		caseDraft(context.db, { listingId: query.caseListing, userId: query.caseUser, t }),
	])
	return { query, alerts, analysis, cases, draft }
}

/**
 * The Fraud tab's forms, with or without JavaScript: mark an alert reviewed (back here with a toast), and open a case
 * (the schema of POST /api/admin/cases; a mistake shows the form again with what was typed, a success opens the case).
 */
export async function fraudAction(request: Request, context: AppContext, admin: SessionUser) {
	const form = await readForm(request)
	const intent = requireIntent(form.get('intent'), ['review', 'create-case'])
	if (intent === 'review') {
		const parsed = ReviewAlertSchema.safeParse(Object.fromEntries(form))
		return answerWithToast(request, context, {
			failed: 'Failed to mark the alert reviewed',
			async perform() {
				if (!parsed.success) throw firstIssue(parsed.error)
				await reviewFraudAlert(context.db, { id: parsed.data.alertId })
				return { title: 'Alert marked reviewed', variant: 'success' }
			},
		})
	}
	const submission = parseForm(form, CaseCreateSchema)
	if (submission.status !== 'success') return refusedCaseForm(submission.reply(), requestT(request, admin))
	try {
		const opened = await createCase(context.db, { admin, input: submission.value })
		return redirectWithToast(`/admin/fraud/cases/${opened.id}`, { title: 'Case opened', description: opened.title, variant: 'success' }, context.env)
	} catch (error) {
		if (!(error instanceof DomainError)) {
			console.error(`${CASE_CREATION_FAILED}:`, error)
			return redirectWithToast('/admin/fraud', { title: CASE_CREATION_FAILED, description: 'Please try again.', variant: 'error' }, context.env)
		}
		const field = error.message === 'Listing not found' ? 'relatedListingId' : error.message === 'User not found' ? 'relatedUserId' : ''
		return formError(error.message, { status: error.status, field, values: Object.fromEntries(form) })
	}
}
