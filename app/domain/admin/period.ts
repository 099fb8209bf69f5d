import { nairobiClock } from '#app/utils/nairobi-time.ts'

/**
 * The period an admin reads analytics or a report over: whole days of Nairobi's calendar (EAT, UTC+3), from the first
 * day's midnight to the midnight after the last. Zod-free: the pages import the words and defaults.
 */

export const MAX_PERIOD_DAYS = 366
export const DEFAULT_PERIOD_DAYS = 30
/** The quick choices above the date fields. */
export const PERIOD_PRESETS = [7, 30, 90, 365] as const

export const PERIOD_WORDS = {
	needDates: 'Please select date range',
	badDate: 'Please enter dates as YYYY-MM-DD',
	endBeforeStart: 'The end date must be on or after the start date',
	tooLong: `Please choose a period of at most ${MAX_PERIOD_DAYS} days`,
} as const

const DAY_MS = 86_400_000

export type Period = {
	/** The first and last day (YYYY-MM-DD, Nairobi). */
	fromDay: string
	toDay: string
	/** The instants it spans, ISO UTC: `from` inclusive, `to` exclusive (what the database's times compare with). */
	from: string
	to: string
	/** Every day of it, in order. */
	days: string[]
}

const startOf = (day: string) => new Date(`${day}T00:00:00+03:00`).getTime()

export function isDay(value: string) {
	return /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(startOf(value)) && new Date(startOf(value) + 3 * 3_600_000).toISOString().startsWith(value)
}

/** Days between two valid days, both counted (1 for the same day). */
export function daysBetween(fromDay: string, toDay: string) {
	return Math.round((startOf(toDay) - startOf(fromDay)) / DAY_MS) + 1
}

/** The period of two valid days, the first not after the last. */
export function periodOf(fromDay: string, toDay: string): Period {
	const count = daysBetween(fromDay, toDay)
	const days = Array.from({ length: count }, (_, i) => nairobiClock(new Date(startOf(fromDay) + i * DAY_MS)).date)
	return { fromDay, toDay, from: new Date(startOf(fromDay)).toISOString(), to: new Date(startOf(toDay) + DAY_MS).toISOString(), days }
}

/** The last `days` days, today included. */
export function lastDays(days: number, now = new Date()): Period {
	const today = nairobiClock(now).date
	return periodOf(nairobiClock(new Date(startOf(today) - (days - 1) * DAY_MS)).date, today)
}

/** The Nairobi day an ISO instant falls on. */
export function dayOf(iso: string) {
	return nairobiClock(new Date(iso)).date
}
