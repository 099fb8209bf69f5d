import { formatKsh } from '#app/utils/format.ts'
import type { Evidence } from './risk.ts'

/**
 * An indicator's evidence as a moderator reads it (the admin's Fraud tab): the matched words quoted, the price against
 * the market, the listings and accounts it points to. Evidence is stored JSON, so every value is checked before use.
 */

const list = (value: unknown) => (Array.isArray(value) ? value.map(String) : [])
const num = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null)
const plural = (n: number, word: string) => `${n.toLocaleString('en-KE')} ${word}${n === 1 ? '' : 's'}`
const ids = (values: string[]) => values.map((v) => `#${v}`).join(', ')
const quoted = (values: string[]) => values.map((v) => `“${v}”`).join(', ')

type Describe = (evidence: Record<string, unknown>) => string | null

const matchedWords: Describe = (e) => (list(e.matches).length ? `Matched: ${quoted(list(e.matches))}` : null)

const DESCRIBE: Record<string, Describe> = {
	ADVANCE_PAYMENT: matchedWords,
	NO_VIEWING: matchedWords,
	PAYMENT_NUMBER: matchedWords,
	COURIER_DELIVERY: matchedWords,
	CONTACT_IN_TEXT: matchedWords,
	PRICE_FAR_BELOW_MARKET: (e) => {
		const [price, median, comparables] = [num(e.price), num(e.median), num(e.comparables)]
		return price === null || median === null || comparables === null ? null : `${formatKsh(price)} vs median ${formatKsh(median)} of ${comparables} similar`
	},
	PHOTO_SEEN_BEFORE: (e) => {
		const listings = list(e.listings)
		const distance = num(e.closestDistance)
		const where = listings.length ? `Also on listing ${ids(listings)}` : `Also posted by seller ${ids(list(e.sellers))}`
		return distance === null ? where : `${where} (${distance} of 64 bits differ)`
	},
	NEW_ACCOUNT_BURST: (e) => {
		const [age, recent] = [num(e.accountAgeHours), num(e.listingsIn24Hours)]
		return age === null || recent === null ? null : `${plural(recent, 'listing')} in 24 hours from an account ${plural(age, 'hour')} old`
	},
	NEAR_DUPLICATE_TEXT: (e) => (list(e.listings).length ? `Same text as listing ${ids(list(e.listings))}` : null),
	LIKE_SUSPENDED_ACCOUNT: (e) => {
		const matched = list(e.matched)
		return matched.length ? `Matched ${quoted(matched)} of suspended user ${ids(list(e.suspendedUsers))}` : null
	},
	SHARED_DEVICE: (e) => {
		const [accounts, days] = [num(e.accounts), num(e.days)]
		return accounts === null ? null : `${plural(accounts, 'account')} on one device${days === null ? '' : ` in ${plural(days, 'day')}`}`
	},
	OPEN_REPORTS: (e) => {
		const [reporters, established] = [num(e.reporters), num(e.establishedReporters)]
		return reporters === null ? null : `${plural(reporters, 'user')} reported it${established === null ? '' : `, ${established} with accounts older than a day`}`
	},
}

/** Any other evidence, as "key: value" pairs, so a new rule's evidence is never hidden. */
function plainly(evidence: Record<string, unknown>) {
	return Object.entries(evidence)
		.map(([key, value]) => `${key}: ${Array.isArray(value) ? value.join(', ') : String(value)}`)
		.join('; ')
}

export function evidenceWords(code: string, evidence: Evidence | Record<string, unknown>): string {
	const record = evidence as Record<string, unknown>
	return DESCRIBE[code]?.(record) ?? plainly(record)
}
