import type { AppContext } from '#app/context.ts'
import { data } from 'react-router'
import type { SessionUser } from '#app/routes/+shared/auth.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { readForm } from '#app/utils/multipart.server.ts'
import { generateReport, latestReports } from '#app/domain/admin/reports/reports.server.ts'
import { ReportInputSchema, reportFormFields } from '#app/domain/admin/reports/report-schema.ts'
import { REPORT_TYPES, REPORT_WORDS, type ReportType } from '#app/domain/admin/reports/report-words.ts'
import { DEFAULT_PERIOD_DAYS, lastDays } from '#app/domain/admin/period.ts'
import { requestT } from '#app/i18n/request-t.server.ts'
import type { Translate } from '#app/i18n/translate.ts'
import { say } from '#app/i18n/words.ts'

/** /admin/reports: the form (its type from ?type=, so the right metrics show without JavaScript) and the kept reports. */
export async function loadReportsPage(context: AppContext, url: URL) {
	const asked = url.searchParams.get('type')
	const type: ReportType = REPORT_TYPES.find((t) => t === asked) ?? 'ANALYTICS'
	const period = lastDays(DEFAULT_PERIOD_DAYS)
	const made = Number(url.searchParams.get('made')) || null
	return { type, defaults: { from: period.fromDay, to: period.toDay }, made, reports: await latestReports(context.db) }
}

export type ReportRefusal = { heading: string; messages: string[]; values: Record<string, string | string[]> }

type Fields = ReturnType<typeof reportFormFields>

/**
 * The reasons a form is refused, once each. The schema's fixed sentences stay English, the page's keys; "flags is not a
 * metric of a ANALYTICS report" is made from parts, so it is said here in the reader's language (the same English).
 */
function refusalReasons(issues: readonly { message: string }[], fields: Fields, t: Translate) {
	const type = String(fields.type)
	const wrong = new Map(fields.metrics.map(String).map((metric) => [REPORT_WORDS.wrongMetric(metric, type), metric]))
	const reason = (message: string) => {
		const metric = wrong.get(message)
		if (metric === undefined) return message
		return say({ text: '{metric} is not a metric of a {type} report', vars: { metric: { text: metric, context: 'metric' }, type: { text: type, context: 'report type' } } }, t)
	}
	return [...new Set(issues.map((issue) => reason(issue.message)))]
}

/**
 * Generates the report posted: a redirect to the list (the new one marked) with a toast, or the form again with the
 * spec's 'Failed to generate report' heading and every reason (400).
 */
export async function reportsAction(request: Request, context: AppContext, admin: SessionUser) {
	const form = await readForm(request)
	const fields = reportFormFields(form)
	const parsed = ReportInputSchema.safeParse(fields)
	const values = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, Array.isArray(v) ? v.map(String) : String(v ?? '')]))
	if (!parsed.success) {
		const messages = refusalReasons(parsed.error.issues, fields, requestT(request, admin))
		return data({ refusal: { heading: REPORT_WORDS.failed, messages, values } satisfies ReportRefusal }, { status: 400 })
	}
	try {
		const report = await generateReport(context.db, { input: parsed.data, adminId: admin.id, reportsDir: context.env.REPORTS_DIR })
		return redirectWithToast(`/admin/reports?type=${report.type}&made=${report.id}`, { title: REPORT_WORDS.ready, description: report.title, variant: 'success' }, context.env)
	} catch (error) {
		console.error('Report generation failed:', error)
		return data({ refusal: { heading: REPORT_WORDS.failed, messages: ['Something went wrong on our side. Please try again.'], values } }, { status: 500 })
	}
}
