import { isReleasedPhone } from './released-phone.ts'

const kes = new Intl.NumberFormat('en-KE', { maximumFractionDigits: 0, minimumFractionDigits: 0 })

/** `KSh 12,500` — whole shillings, en-KE grouping. */
export function formatKsh(cents: number) {
	return `KSh ${kes.format(Math.round(cents / 100))}`
}

const kesCents = new Intl.NumberFormat('en-KE', { maximumFractionDigits: 2, minimumFractionDigits: 2 })

/**
 * `KSh 12,500`, or `KSh 12,499.50` when there are cents: for amounts people type to the cent (offers), where rounding
 * would show a price other than the one agreed.
 */
export function formatKshExact(cents: number) {
	return cents % 100 === 0 ? formatKsh(cents) : `KSh ${kesCents.format(cents / 100)}`
}

/** The API's decimal string: 1250000 -> "12500.00". */
export function centsToDecimal(cents: number) {
	const sign = cents < 0 ? '-' : ''
	const abs = Math.abs(cents)
	return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`
}

/** A condition in words: LIKE_NEW -> "Like new", GOOD -> "Good" (never the enum value on a page). */
export function formatCondition(condition: string) {
	const words = condition.replaceAll('_', ' ').toLowerCase()
	return words.charAt(0).toUpperCase() + words.slice(1)
}

/** First 8 characters and an ellipsis, as on the listing card. */
export function maskPhone(phone: string) {
	// An account whose number was released has none to show.
	if (isReleasedPhone(phone)) return '…'
	return `${phone.slice(0, 8)}…`
}

const DATE: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Africa/Nairobi' }
const dateFormat = new Intl.DateTimeFormat('en-KE', DATE)

/** `23 Nov 2026`, Nairobi time, in the page's locale (`sw-KE` names the months as Swahili does). */
export function formatDate(iso: string, locale = 'en-KE') {
	const format = locale === 'en-KE' ? dateFormat : new Intl.DateTimeFormat(locale, DATE)
	return format.format(new Date(iso))
}

const DATE_TIME: Intl.DateTimeFormatOptions = { ...DATE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }
const dateTimeFormat = new Intl.DateTimeFormat('en-KE', DATE_TIME)

/** `23 Nov 2026, 19:05`, Nairobi time, in the page's locale: when to the minute matters (the admin's logs). */
export function formatDateTime(iso: string, locale = 'en-KE') {
	const format = locale === 'en-KE' ? dateTimeFormat : new Intl.DateTimeFormat(locale, DATE_TIME)
	return format.format(new Date(iso))
}

const relative = new Intl.RelativeTimeFormat('en-KE', { numeric: 'always' })
const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
	['year', 365 * 86_400],
	['month', 30 * 86_400],
	['week', 7 * 86_400],
	['day', 86_400],
	['hour', 3_600],
	['minute', 60],
]

/** `3 days ago` (spec 1 §2's relative age); under a minute, `seconds ago`. Computed on the server, so the page
 * hydrates with the same words it was sent with. */
export function timeAgo(iso: string, now = Date.now()) {
	const seconds = Math.max(0, (now - new Date(iso).getTime()) / 1000)
	const found = UNITS.find(([, size]) => seconds >= size)
	return found ? relative.format(-Math.floor(seconds / found[1]), found[0]) : 'seconds ago'
}

const AGO = /^(\d+) (second|minute|hour|day|week|month|year)s? ago$/

/**
 * A `timeAgo` text said in another language (`3 days ago` -> `siku 3 zilizopita`): the server says the age once, in
 * English, and a page in another language reads it in its own, the same on the server and in the browser.
 */
export function localizeAgo(text: string, locale: string) {
	if (locale === 'en-KE') return text
	if (text === 'seconds ago') return new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(0, 'second')
	const found = AGO.exec(text)
	if (!found) return text
	return new Intl.RelativeTimeFormat(locale, { numeric: 'always' }).format(-Number(found[1]), found[2] as Intl.RelativeTimeFormatUnit)
}

/** At most `max` characters, cut at a word boundary with an ellipsis: never mid-word (card texts, share messages). */
export function shorten(text: string, max = 120) {
	return text.length <= max ? text : `${text.slice(0, max).replace(/\s+\S*$/, '')}…`
}
