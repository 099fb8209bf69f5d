import { apiError, checkBody, requireApiUser } from '#app/routes/+shared/api.server.ts'
import { apiRoute } from '#app/routes/+shared/api-route.server.ts'
import { generateReport, latestReports } from '#app/domain/admin/reports/reports.server.ts'
import { ReportInputSchema, reportApiFields } from '#app/domain/admin/reports/report-schema.ts'
import { REPORT_WORDS } from '#app/domain/admin/reports/report-words.ts'

/**
 * POST /api/admin/reports `{ type, config: { dateRange: { from, to }, includeMetrics, format, filters } }` — makes the
 * report, keeps it in admin_reports (downloadable at downloadUrl) and answers it with its data. GET lists the newest.
 */
const route = apiRoute({
	async GET({ request, context }) {
		await requireApiUser(request, context, ['ADMIN'])
		return Response.json(await latestReports(context.db))
	},
	async POST({ request, context }) {
		const admin = await requireApiUser(request, context, ['ADMIN'])
		const body = await request.json().catch(() => {
			throw apiError(400, 'Request body is not valid JSON')
		})
		const input = checkBody(reportApiFields(body), ReportInputSchema)
		try {
			const report = await generateReport(context.db, { input, adminId: admin.id, reportsDir: context.env.REPORTS_DIR })
			return Response.json(report, { status: 201 })
		} catch (error) {
			console.error('Report generation failed:', error)
			return apiError(500, REPORT_WORDS.failed)
		}
	},
})

export const loader = route.loader
export const action = route.action
