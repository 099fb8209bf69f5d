import { z } from 'zod'
import { LISTING_STATUSES } from '#db/enums.ts'
import { toCategorySlug } from '../../listings/categories.ts'
import { PERIOD_WORDS } from '../period.ts'
import { PeriodFieldsSchema } from '../period-schema.ts'
import { REPORT_FORMATS, REPORT_TYPES, REPORT_WORDS } from './report-words.ts'
import { resolveMetricName, resolvedMetric, unknownMetricsMessage } from './metric-names.ts'

const blank = (v: unknown) => (v === '' || v === null ? undefined : v)
/** A date field; an ISO time (what a client's date picker may send) counts as its day. */
const DateField = z.preprocess(
	(v) => (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(v) ? v.slice(0, 10) : blank(v)),
	z.string({ error: PERIOD_WORDS.needDates }),
)

/**
 * The report form (and POST /api/admin/reports, mapped onto it): type, date range, metrics, format and filters. Refused:
 * a missing type or date, an end before the start, more than 366 days, no metric, an unknown one (named, with what the
 * type accepts) or one the type doesn't offer, an unknown format, category or status.
 */
export const ReportInputSchema = z
	.object({
		type: z.preprocess(blank, z.enum(REPORT_TYPES, { error: REPORT_WORDS.needType })),
		from: DateField,
		to: DateField,
		// Names as sent: what each means depends on the type (metric-names.ts), resolved below.
		metrics: z.preprocess((v) => (v === undefined || v === null ? [] : Array.isArray(v) ? v : [v]), z.array(z.unknown()).min(1, REPORT_WORDS.needMetrics)),
		format: z.preprocess((v) => (typeof v === 'string' ? v.toUpperCase() : blank(v)), z.enum(REPORT_FORMATS, { error: REPORT_WORDS.needFormat })),
		category: z.preprocess(
			blank,
			z
				.string()
				.transform((v, ctx) => toCategorySlug(v) ?? (ctx.addIssue({ code: 'custom', message: 'Please choose a category from the list' }), z.NEVER))
				.optional(),
		),
		status: z.preprocess(blank, z.enum(LISTING_STATUSES, { error: 'Please choose a listing status from the list' }).optional()),
		location: z.preprocess(blank, z.string().trim().max(100, 'Location must be at most 100 characters').optional()),
	})
	.superRefine((input, ctx) => {
		const period = PeriodFieldsSchema.safeParse({ from: input.from, to: input.to })
		if (!period.success) for (const issue of period.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path })
		const names = input.metrics.map((name) => resolveMetricName(name, input.type))
		const unknown = names.flatMap((n) => ('unknown' in n ? [n.unknown] : []))
		if (unknown.length) ctx.addIssue({ code: 'custom', message: unknownMetricsMessage(unknown, input.type), path: ['metrics'] })
		for (const n of names) if ('notOffered' in n) ctx.addIssue({ code: 'custom', message: REPORT_WORDS.wrongMetric(n.notOffered, input.type), path: ['metrics'] })
	})
	.transform((input) => {
		const metrics = [...new Set(input.metrics.flatMap((name) => resolvedMetric(name, input.type)))]
		const filters = { category: input.category, status: input.status, location: input.location || undefined }
		return { type: input.type, format: input.format, metrics, filters, period: PeriodFieldsSchema.parse({ from: input.from, to: input.to }) }
	})

export type ReportInput = z.output<typeof ReportInputSchema>

/** The form's fields as the schema reads them (metrics is every ticked box). */
export function reportFormFields(form: FormData) {
	const field = (name: string) => form.get(name) ?? undefined
	return {
		type: field('type'),
		from: field('from'),
		to: field('to'),
		metrics: form.getAll('metrics'),
		format: field('format'),
		category: field('category'),
		status: field('status'),
		location: field('location'),
	}
}

type ApiBody = {
	type?: unknown
	config?: { dateRange?: { from?: unknown; to?: unknown } | null; includeMetrics?: unknown; format?: unknown; filters?: Record<string, unknown> | null } | null
}

/** The spec's call (`type, config: { dateRange: { from, to }, includeMetrics, format, filters }`) as the form's fields. */
export function reportApiFields(body: unknown) {
	const { type, config } = (typeof body === 'object' && body !== null ? body : {}) as ApiBody
	// `config: null` is no config: every field then says what it misses.
	const { dateRange, includeMetrics, format, filters = {} } = config ?? {}
	return {
		type,
		from: dateRange?.from,
		to: dateRange?.to,
		metrics: includeMetrics,
		format,
		category: filters?.category,
		status: filters?.status,
		location: filters?.location,
	}
}
