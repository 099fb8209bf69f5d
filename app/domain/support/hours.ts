/** Support hours (the SUPPORT_HOURS setting, East Africa Time) and the reply promise they can back. */
import { english, type Translate } from '#app/i18n/translate.ts'
import type { Words } from '#app/i18n/words.ts'

/** One opening: days 0 = Sunday ... 6 = Saturday, minutes after midnight; `to` is exclusive. */
export type SupportOpening = { days: number[]; from: number; to: number }
export type SupportHours = SupportOpening[]

const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']
const DAY_ABBREVIATIONS = DAY_NAMES.map((d) => d.slice(0, 3).toLowerCase())

/** The spec's hours (spec 2 §9): Mon-Fri 8:00-18:00, Sat 9:00-14:00, Sunday closed. */
export const DEFAULT_SUPPORT_HOURS = 'Mon-Fri 08:00-18:00, Sat 09:00-14:00'

const OPENING = /^([a-z]{3})(?:-([a-z]{3}))? (\d{1,2}):(\d{2})-(\d{1,2}):(\d{2})$/

/**
 * Reads "Mon-Fri 08:00-18:00, Sat 09:00-14:00" (days not named are closed); "off" publishes no hours. Null when
 * the text is not in that form.
 */
export function parseSupportHours(text: string): SupportHours | null {
	const value = text.trim().toLowerCase().replace(/\s+/g, ' ')
	if (value === 'off') return []
	const openings: SupportHours = []
	for (const part of value.split(',')) {
		const m = OPENING.exec(part.trim())
		if (!m) return null
		const [first, last] = [DAY_ABBREVIATIONS.indexOf(m[1]!), DAY_ABBREVIATIONS.indexOf(m[2] ?? m[1]!)]
		const [from, to] = [Number(m[3]) * 60 + Number(m[4]), Number(m[5]) * 60 + Number(m[6])]
		if (first < 0 || last < 0 || Number(m[4]) > 59 || Number(m[6]) > 59 || from >= to || to > 24 * 60) return null
		const count = ((last - first + 7) % 7) + 1
		openings.push({ days: Array.from({ length: count }, (_, i) => (first + i) % 7), from, to })
	}
	return openings
}

/** "8:00 AM", "6:00 PM". */
function clockTime(minutes: number) {
	const hour = Math.floor(minutes / 60) % 24
	return `${hour % 12 || 12}:${String(minutes % 60).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`
}

/** Days as words, each day's name said in the page's language: a range ("Monday-Friday") or a list ("Saturday, Sunday"). */
function dayWords(days: number[], joined: 'range' | 'list'): Words {
	const named = (day: number): Words => ({ text: DAY_NAMES[day]! })
	if (days.length === 1) return named(days[0]!)
	if (joined === 'range') return { text: '{first}-{last}', vars: { first: named(days[0]!), last: named(days.at(-1)!) } }
	return { text: days.map((_, i) => `{day${i}}`).join(', '), vars: Object.fromEntries(days.map((day, i) => [`day${i}`, named(day)])) }
}

/** The hours as rows to show ("Monday-Friday": "8:00 AM-6:00 PM EAT"), closed days last; none when unpublished. */
export function supportHoursRows(hours: SupportHours): { label: Words; text: string }[] {
	if (!hours.length) return []
	const rows = hours.map(({ days, from, to }) => ({ label: dayWords(days, 'range'), text: `${clockTime(from)}-${clockTime(to)} EAT` }))
	const closed = DAY_NAMES.flatMap((_, day) => (hours.some((h) => h.days.includes(day)) ? [] : [day]))
	return closed.length ? [...rows, { label: dayWords(closed, 'list'), text: 'Closed' }] : rows
}

const nairobiClock = new Intl.DateTimeFormat('en-GB', {
	timeZone: 'Africa/Nairobi',
	weekday: 'short',
	hour: 'numeric',
	minute: 'numeric',
	hourCycle: 'h23',
})

/** The day (0 = Sunday) and minute of the day in Nairobi. */
function nairobiNow(now: Date) {
	const parts = nairobiClock.formatToParts(now)
	const part = (type: string) => parts.find((p) => p.type === type)?.value ?? ''
	return { day: DAY_NAMES.findIndex((d) => d.startsWith(part('weekday'))), minute: Number(part('hour')) * 60 + Number(part('minute')) }
}

/** Whether support is open at `now`, by the clock in Nairobi. */
export function isSupportOpen(hours: SupportHours, now: Date = new Date()) {
	const { day, minute } = nairobiNow(now)
	return hours.some((h) => h.days.includes(day) && minute >= h.from && minute < h.to)
}

/** When support next opens: 'today', 'tomorrow' or a weekday's name, and the clock time ("8:00 AM"). */
export type Opening = { day: string; time: string }

/** When support next opens after `now`; null when never. */
export function nextOpeningAt(hours: SupportHours, now: Date = new Date()): Opening | null {
	const { day, minute } = nairobiNow(now)
	for (let ahead = 0; ahead <= 7; ahead++) {
		const weekday = (day + ahead) % 7
		const starts = hours.filter((h) => h.days.includes(weekday) && (ahead > 0 || h.from > minute)).map((h) => h.from)
		if (!starts.length) continue
		return { day: ahead === 0 ? 'today' : ahead === 1 ? 'tomorrow' : DAY_NAMES[weekday]!, time: clockTime(Math.min(...starts)) }
	}
	return null
}

/** The opening in words of the page's language: "today at 8:00 AM", "on Monday at 8:00 AM". */
export function openingWords({ day, time }: Opening, t: Translate = english) {
	if (day === 'today') return t('today at {time}', { time })
	if (day === 'tomorrow') return t('tomorrow at {time}', { time })
	return t('on {day} at {time}', { day: t(day), time })
}

/** When support next opens after `now`, in English words; null when never. */
export function nextOpening(hours: SupportHours, now: Date = new Date()) {
	const opening = nextOpeningAt(hours, now)
	return opening ? openingWords(opening) : null
}

/**
 * The reply time the hours can back: within 24 hours while support is open, after the next opening while it is
 * closed, and no time at all when no hours are published. In the page's language (`t`), English by default.
 */
export function replyWords({ open, opening }: { open: boolean; opening: Opening | null }, t: Translate = english) {
	if (open) return t("We'll reply within 24 hours.")
	return opening ? t("We're closed now and will reply after we open {opening} EAT.", { opening: openingWords(opening, t) }) : t("We'll reply as soon as we can.")
}

export function replyPromise(hours: SupportHours, now: Date = new Date()) {
	return replyWords({ open: isSupportOpen(hours, now), opening: nextOpeningAt(hours, now) })
}
