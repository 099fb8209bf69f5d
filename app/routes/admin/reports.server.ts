import { data, type AppLoadContext } from 'react-router'
import type { SessionUser } from '#app/utils/auth.server.ts'
import { redirectWithToast } from '#app/utils/toast.server.ts'
import { readForm } from '#app/utils/multipart.server.ts'
import { generateReport, latestReports } from '#app/domain/admin/reports/reports.server.ts'
import { ReportInputSchema, reportFormFields } from '#app/domain/admin/reports/report-schema.ts'
import { REPORT_TYPES, REPORT_WORDS, type ReportType } from '#app/domain/admin/reports/report-words.ts'
import { DEFAULT_PERIOD_DAYS, lastDays } from '#app/domain/admin/period.ts'

/** /admin/reports: the form (its type from ?type=, so the right metrics show without JavaScript) and the kept reports. */
export async function loadReportsPage(context: AppLoadContext, url: URL) {
	const asked = url.searchParams.get('type')
	const type: ReportType = REPORT_TYPES.find((t) => t === asked) ?? 'ANALYTICS'
	const period = lastDays(DEFAULT_PERIOD_DAYS)
	const made = Number(url.searchParams.get('made')) || null
	return { type, defaults: { from: period.fromDay, to: period.toDay }, made, reports: await latestReports(context.db) }
}

export type ReportRefusal = { heading: string; messages: string[]; values: Record<string, string | string[]> }

/**
 * Generates the report posted: a redirect to the list (the new one marked) with a toast, or the form again with the
 * spec's 'Failed to generate report' heading and every reason (400).
 */
export async function reportsAction(request: Request, context: AppLoadContext, admin: SessionUser) {
	const form = await readForm(request)
	const fields = reportFormFields(form)
	const parsed = ReportInputSchema.safeParse(fields)
	const values = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, Array.isArray(v) ? v.map(String) : String(v ?? '')]))
	if (!parsed.success) {
		const messages = [...new Set(parsed.error.issues.map((i) => i.message))]
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
