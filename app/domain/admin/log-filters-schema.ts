import { z } from 'zod'
import { FLAG_STATUSES, REPORT_REASONS } from '#db/enums.ts'
import { isDay } from './period.ts'

const blank = (v: unknown) => (v === '' || v === null ? undefined : v)
const Id = (message: string) =>
	z.preprocess((v) => (typeof v === 'string' ? blank(v.trim().replace(/^#/, '')) : blank(v)), z.coerce.number({ error: message }).int(message).positive(message).optional())
const Day = z.preprocess(blank, z.string().refine(isDay, 'Please enter dates as YYYY-MM-DD').optional())

/**
 * The Moderation Logs page's filters (and GET /api/admin/moderation-logs' query): entries by action, admin, listing and
 * days; buyers' reports (flags) by status and reason. Every one optional.
 */
export const LogFiltersSchema = z
	.object({
		action: z.preprocess(blank, z.string().trim().max(50).optional()),
		adminId: Id('Please choose an admin from the list'),
		listingId: Id('Please enter a valid listing ID (a number)'),
		from: Day,
		to: Day,
		page: z.preprocess(blank, z.coerce.number().int().min(1).max(10_000).default(1)),
		flagStatus: z.preprocess(blank, z.enum([...FLAG_STATUSES, 'OPEN', 'ALL'], { error: 'Please choose a report status from the list' }).default('OPEN')),
		flagReason: z.preprocess(blank, z.enum(REPORT_REASONS, { error: 'Please choose a reason from the list' }).optional()),
	})
	.refine((f) => !f.from || !f.to || f.from <= f.to, { message: 'The end date must be on or after the start date', path: ['to'] })

export type LogFilters = z.output<typeof LogFiltersSchema>

export function logFiltersOf(url: URL) {
	const keys = ['action', 'adminId', 'listingId', 'from', 'to', 'page', 'flagStatus', 'flagReason'] as const
	return Object.fromEntries(keys.map((k) => [k, url.searchParams.get(k)]))
}
