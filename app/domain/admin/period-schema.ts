import { z } from 'zod'
import { DEFAULT_PERIOD_DAYS, MAX_PERIOD_DAYS, PERIOD_WORDS, daysBetween, isDay, lastDays, periodOf, type Period } from './period.ts'

const Day = z.string().trim().refine(isDay, PERIOD_WORDS.badDate)

/** Two days, both given, the end not before the start, at most MAX_PERIOD_DAYS apart: as a Period. */
export const PeriodFieldsSchema = z
	.object({ from: Day, to: Day })
	.refine(({ from, to }) => daysBetween(from, to) >= 1, { message: PERIOD_WORDS.endBeforeStart, path: ['to'] })
	.refine(({ from, to }) => daysBetween(from, to) <= MAX_PERIOD_DAYS, { message: PERIOD_WORDS.tooLong, path: ['to'] })
	.transform(({ from, to }): Period => periodOf(from, to))

const Optional = z.preprocess((v) => (v === '' || v === null ? undefined : v), z.string().optional())

/**
 * The analytics' query (`?from=2026-11-01&to=2026-11-30`, or `?days=7`): the last 30 days when nothing is given;
 * one date alone is refused like a report's (spec 2 §5 'Please select date range').
 */
export const PeriodQuerySchema = z
	.object({ from: Optional, to: Optional, days: Optional })
	.transform((query, ctx): Period => {
		if (query.from === undefined && query.to === undefined) {
			const days = query.days === undefined ? DEFAULT_PERIOD_DAYS : Number(query.days)
			if (Number.isInteger(days) && days >= 1 && days <= MAX_PERIOD_DAYS) return lastDays(days)
			ctx.addIssue({ code: 'custom', message: PERIOD_WORDS.tooLong, path: ['days'] })
			return z.NEVER
		}
		if (query.from === undefined || query.to === undefined) {
			ctx.addIssue({ code: 'custom', message: PERIOD_WORDS.needDates, path: [query.from === undefined ? 'from' : 'to'] })
			return z.NEVER
		}
		const parsed = PeriodFieldsSchema.safeParse({ from: query.from, to: query.to })
		if (parsed.success) return parsed.data
		for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path })
		return z.NEVER
	})

/** The query of a URL as the schema reads it. */
export function periodQueryOf(url: URL) {
	return { from: url.searchParams.get('from'), to: url.searchParams.get('to'), days: url.searchParams.get('days') }
}
