/** Kenya keeps East Africa Time all year (UTC+3, no daylight saving). */
const OFFSET_MS = 3 * 3_600_000

/** Nairobi's wall clock at an instant: its date (YYYY-MM-DD), hour and weekday (0 Sunday). */
export function nairobiClock(at: Date) {
	const local = new Date(at.getTime() + OFFSET_MS)
	return { date: local.toISOString().slice(0, 10), hour: local.getUTCHours(), weekday: local.getUTCDay() }
}

/** The instant Nairobi's day containing `at` began. */
export function startOfNairobiDay(at: Date) {
	return new Date(`${nairobiClock(at).date}T00:00:00+03:00`)
}
