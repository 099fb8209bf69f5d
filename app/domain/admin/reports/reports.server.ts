import fs from 'node:fs/promises'
import path from 'node:path'
import type { Database } from '#db/database.ts'
import { DomainError } from '../../domain-error.ts'
import { reportSections } from './report-sections.server.ts'
import { renderReport, type ReportData } from './report-files.server.ts'
import type { ReportInput } from './report-schema.ts'
import { FORMAT_FILES, REPORT_FORMATS, REPORT_WORDS, type ReportFormat } from './report-words.ts'

/** Reports an admin generates: a row in admin_reports, the file under REPORTS_DIR (file_path is its name there). */

const TYPE_TITLES = { ANALYTICS: 'Analytics', FINANCIAL: 'Financial', MODERATION: 'Moderation', SECURITY: 'Security', CUSTOM: 'Custom' } as const
const LISTED = 50

type StoredConfig = { format: ReportFormat; dateRange: { from: string; to: string }; includeMetrics: string[]; filters: ReportInput['filters'] }

export type ReportRow = {
	id: number
	title: string
	type: string
	status: string
	format: ReportFormat
	created_at: string
	created_by_phone: string | null
	downloadUrl: string | null
}

function formatOf(config: string): ReportFormat {
	try {
		const format = (JSON.parse(config) as Partial<StoredConfig>).format
		return REPORT_FORMATS.find((f) => f === format) ?? 'JSON'
	} catch {
		return 'JSON'
	}
}

export const downloadUrlOf = (id: number) => `/admin/reports/${id}/download`

/**
 * Makes the report: the row first (GENERATING), then the data, the file, and the row COMPLETED with its file; a
 * failure on the way leaves the row FAILED and is thrown on.
 */
export async function generateReport(db: Database, { input, adminId, reportsDir, now = new Date() }: { input: ReportInput; adminId: number; reportsDir: string; now?: Date }) {
	const { type, format, metrics, filters, period } = input
	const title = `${TYPE_TITLES[type]} report ${period.fromDay} to ${period.toDay}`
	const config: StoredConfig = { format, dateRange: { from: period.fromDay, to: period.toDay }, includeMetrics: metrics, filters }
	const { id } = await db
		.insertInto('admin_reports')
		.values({ title, type, status: 'GENERATING', config: JSON.stringify(config), created_by: adminId, created_at: now.toISOString() })
		.returning('id')
		.executeTakeFirstOrThrow()
	try {
		const data: ReportData = {
			title,
			type,
			period: config.dateRange,
			filters,
			generatedAt: now.toISOString(),
			sections: await reportSections(db, { metrics, period, filters }),
		}
		const file = `report-${id}.${FORMAT_FILES[format].ext}`
		await fs.mkdir(reportsDir, { recursive: true })
		await fs.writeFile(path.join(reportsDir, file), await renderReport(data, format))
		await db.updateTable('admin_reports').set({ status: 'COMPLETED', file_path: file }).where('id', '=', id).execute()
		return { id, title, type, status: 'COMPLETED' as const, format, createdAt: now.toISOString(), downloadUrl: downloadUrlOf(id), data }
	} catch (error) {
		await db.updateTable('admin_reports').set({ status: 'FAILED' }).where('id', '=', id).execute()
		throw error
	}
}

/** The newest reports, for the Reports page. */
export async function latestReports(db: Database): Promise<ReportRow[]> {
	const rows = await db
		.selectFrom('admin_reports')
		.leftJoin('users', 'users.id', 'admin_reports.created_by')
		.select(['admin_reports.id', 'admin_reports.title', 'admin_reports.type', 'admin_reports.status', 'admin_reports.config', 'admin_reports.created_at', 'users.phone'])
		.orderBy('admin_reports.id', 'desc')
		.limit(LISTED)
		.execute()
	return rows.map((r) => ({
		id: r.id,
		title: r.title,
		type: r.type,
		status: r.status,
		format: formatOf(r.config),
		created_at: r.created_at,
		created_by_phone: r.phone,
		downloadUrl: r.status === 'COMPLETED' ? downloadUrlOf(r.id) : null,
	}))
}

/** A completed report's file: where it is, its content type and the name to save it as; 404 otherwise. */
export async function reportFile(db: Database, { id, reportsDir }: { id: number; reportsDir: string }) {
	const row = await db.selectFrom('admin_reports').select(['title', 'status', 'config', 'file_path']).where('id', '=', id).executeTakeFirst()
	if (!row || row.status !== 'COMPLETED' || !row.file_path) throw new DomainError(REPORT_WORDS.notFound, 404)
	// file_path is a name in REPORTS_DIR; basename keeps a tampered row from reaching elsewhere.
	const file = path.join(reportsDir, path.basename(row.file_path))
	const bytes = await fs.readFile(file).catch(() => null)
	if (!bytes) throw new DomainError(REPORT_WORDS.notFound, 404)
	const format = formatOf(row.config)
	const name = `soko-${row.title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.${FORMAT_FILES[format].ext}`
	return { bytes, contentType: FORMAT_FILES[format].type, filename: name }
}
