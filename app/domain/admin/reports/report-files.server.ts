import PDFDocument from 'pdfkit'
import type { ReportSection } from './report-sections.server.ts'
import type { ReportFormat } from './report-words.ts'

/** A report as data: what JSON holds whole, and what CSV and PDF lay out. */
export type ReportData = {
	title: string
	type: string
	period: { from: string; to: string }
	filters: { category?: string; status?: string; location?: string }
	generatedAt: string
	sections: ReportSection[]
}

/** A CSV cell: quoted when it must be, and never read as a formula by a spreadsheet (=, +, -, @ lead a text with '). */
function csvCell(value: string | number) {
	if (typeof value === 'number') return String(value)
	const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
	return /[",\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
}

/** Sections one after another: a title line, the header, the rows, a blank line. */
export function reportCsv(report: ReportData) {
	const line = (cells: (string | number)[]) => cells.map(csvCell).join(',')
	const head = [line([report.title]), line(['Period', report.period.from, report.period.to]), line(['Generated', report.generatedAt]), '']
	const body = report.sections.flatMap((s) => [line([s.title]), line(s.columns), ...s.rows.map(line), ''])
	return `${[...head, ...body].join('\r\n')}\r\n`
}

const MARGIN = 40
const ROW = 15
const GREEN = '#1a7f4b'

type Doc = InstanceType<typeof PDFDocument>

function room(doc: Doc, needed: number) {
	if (doc.y + needed > doc.page.height - MARGIN) doc.addPage()
}

/** Bars (one per point) or a line over the points, with the largest value and the first and last labels. */
function drawChart(doc: Doc, chart: NonNullable<ReportSection['chart']>) {
	const width = doc.page.width - 2 * MARGIN
	const height = 110
	room(doc, height + 40)
	doc.fontSize(9).fillColor('#444').text(chart.label, MARGIN, doc.y)
	const top = doc.y + 4
	const max = Math.max(1, ...chart.points.map((p) => p.value))
	const x0 = MARGIN + 30
	const plot = width - 30
	doc.save().lineWidth(0.5).strokeColor('#999').moveTo(x0, top).lineTo(x0, top + height).lineTo(x0 + plot, top + height).stroke().restore()
	doc.fontSize(7).fillColor('#444').text(String(max), MARGIN, top - 3, { width: 26, align: 'right' })
	doc.text('0', MARGIN, top + height - 6, { width: 26, align: 'right' })
	const n = chart.points.length
	if (n > 0 && chart.kind === 'bar') {
		const slot = plot / n
		chart.points.forEach((p, i) => {
			const h = (p.value / max) * height
			doc.rect(x0 + i * slot + slot * 0.15, top + height - h, slot * 0.7, h).fill(GREEN)
			if (n <= 12) doc.fontSize(6).fillColor('#222').text(p.label, x0 + i * slot, top + height + 3, { width: slot, align: 'center', height: 16, ellipsis: true })
		})
	} else if (n > 0) {
		const step = n === 1 ? 0 : plot / (n - 1)
		const y = (v: number) => top + height - (v / max) * height
		doc.save().lineWidth(1.2).strokeColor(GREEN)
		chart.points.forEach((p, i) => (i === 0 ? doc.moveTo(x0, y(p.value)) : doc.lineTo(x0 + i * step, y(p.value))))
		doc.stroke().restore()
		doc.fontSize(6).fillColor('#222').text(chart.points[0]!.label, x0, top + height + 3, { lineBreak: false })
		doc.text(chart.points[n - 1]!.label, x0 + plot - 40, top + height + 3, { width: 40, align: 'right', lineBreak: false })
	}
	doc.x = MARGIN
	doc.y = top + height + 18
}

function drawTable(doc: Doc, section: ReportSection) {
	const width = doc.page.width - 2 * MARGIN
	const col = width / section.columns.length
	const row = (cells: (string | number)[], bold: boolean) => {
		room(doc, ROW)
		const y = doc.y
		doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(8).fillColor('#111')
		cells.forEach((cell, i) => doc.text(String(cell), MARGIN + i * col + 2, y + 3, { width: col - 4, height: ROW - 3, ellipsis: true, lineBreak: false }))
		doc.save().lineWidth(0.3).strokeColor('#ccc').moveTo(MARGIN, y + ROW).lineTo(MARGIN + width, y + ROW).stroke().restore()
		doc.x = MARGIN
		doc.y = y + ROW
	}
	row(section.columns, true)
	if (section.rows.length === 0) row(['Nothing in this period'], false)
	for (const cells of section.rows) row(cells, false)
	doc.font('Helvetica')
}

/** A real PDF (pdfkit): a heading, then each section's chart and table, A4, paged as it grows. */
export function reportPdf(report: ReportData): Promise<Buffer> {
	const doc = new PDFDocument({ size: 'A4', margin: MARGIN, info: { Title: report.title, Author: 'Soko admin' } })
	const chunks: Buffer[] = []
	doc.on('data', (chunk: Buffer) => chunks.push(chunk))
	const done = new Promise<Buffer>((resolve, reject) => {
		doc.on('end', () => resolve(Buffer.concat(chunks)))
		doc.on('error', reject)
	})
	doc.font('Helvetica-Bold').fontSize(18).fillColor(GREEN).text(report.title)
	const filters = Object.entries(report.filters).filter(([, v]) => v)
	doc
		.font('Helvetica')
		.fontSize(10)
		.fillColor('#333')
		.text(`Period: ${report.period.from} to ${report.period.to} (Nairobi time)`)
		.text(`Generated: ${report.generatedAt}`)
	if (filters.length) doc.text(`Filters: ${filters.map(([k, v]) => `${k} ${v}`).join(', ')}`)
	for (const section of report.sections) {
		room(doc, 60)
		doc.moveDown(0.8).font('Helvetica-Bold').fontSize(13).fillColor('#111').text(section.title, MARGIN)
		doc.font('Helvetica').moveDown(0.3)
		if (section.chart && section.chart.points.length) drawChart(doc, section.chart)
		drawTable(doc, section)
	}
	doc.end()
	return done
}

/** The file's bytes in the chosen format. */
export async function renderReport(report: ReportData, format: ReportFormat): Promise<Buffer> {
	if (format === 'PDF') return reportPdf(report)
	if (format === 'CSV') return Buffer.from(reportCsv(report), 'utf8')
	return Buffer.from(JSON.stringify(report, null, 2), 'utf8')
}
