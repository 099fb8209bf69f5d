import { formatKsh } from '#app/utils/format.ts'
import { say, type Words } from '#app/i18n/words.ts'
import type { Evidence } from './risk.ts'

/**
 * An indicator's evidence as a moderator reads it (the admin's Fraud tab): the matched words quoted, the price against
 * the market, the listings and accounts it points to. Evidence is stored JSON, so every value is checked before use.
 * Each is Words, one sentence a key, so the page says it in its reader's language; `evidenceWords` is the English.
 */

const list = (value: unknown) => (Array.isArray(value) ? value.map(String) : [])
const num = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null)
const count = (n: number, one: string, many: string): Words => ({ text: n === 1 ? one : many, vars: { count: n.toLocaleString('en-KE') } })
const ids = (values: string[]) => values.map((v) => `#${v}`).join(', ')
const quoted = (values: string[]) => values.map((v) => `“${v}”`).join(', ')

type Describe = (evidence: Record<string, unknown>) => Words | null

const matchedWords: Describe = (e) => (list(e.matches).length ? { text: 'Matched: {words}', vars: { words: quoted(list(e.matches)) } } : null)

function photoWords(e: Record<string, unknown>): Words {
	const listings = list(e.listings)
	const distance = num(e.closestDistance)
	if (listings.length)
		return distance === null
			? { text: 'Also on listing {ids}', vars: { ids: ids(listings) } }
			: { text: 'Also on listing {ids} ({distance} of 64 bits differ)', vars: { ids: ids(listings), distance } }
	const sellers = ids(list(e.sellers))
	return distance === null
		? { text: 'Also posted by seller {ids}', vars: { ids: sellers } }
		: { text: 'Also posted by seller {ids} ({distance} of 64 bits differ)', vars: { ids: sellers, distance } }
}

const DESCRIBE: Record<string, Describe> = {
	ADVANCE_PAYMENT: matchedWords,
	NO_VIEWING: matchedWords,
	PAYMENT_NUMBER: matchedWords,
	COURIER_DELIVERY: matchedWords,
	CONTACT_IN_TEXT: matchedWords,
	PRICE_FAR_BELOW_MARKET: (e) => {
		const [price, median, comparables] = [num(e.price), num(e.median), num(e.comparables)]
		return price === null || median === null || comparables === null
			? null
			: { text: '{price} vs median {median} of {count} similar', vars: { price: formatKsh(price), median: formatKsh(median), count: comparables } }
	},
	PHOTO_SEEN_BEFORE: photoWords,
	NEW_ACCOUNT_BURST: (e) => {
		const [age, recent] = [num(e.accountAgeHours), num(e.listingsIn24Hours)]
		return age === null || recent === null
			? null
			: {
					text: '{listings} in 24 hours from an account {age} old',
					vars: { listings: count(recent, '{count} listing', '{count} listings'), age: count(age, '{count} hour', '{count} hours') },
				}
	},
	NEAR_DUPLICATE_TEXT: (e) => (list(e.listings).length ? { text: 'Same text as listing {ids}', vars: { ids: ids(list(e.listings)) } } : null),
	LIKE_SUSPENDED_ACCOUNT: (e) => {
		const matched = list(e.matched)
		return matched.length ? { text: 'Matched {words} of suspended user {ids}', vars: { words: quoted(matched), ids: ids(list(e.suspendedUsers)) } } : null
	},
	SHARED_DEVICE: (e): Words | null => {
		const [accounts, days] = [num(e.accounts), num(e.days)]
		if (accounts === null) return null
		const many = count(accounts, '{count} account', '{count} accounts')
		return days === null
			? { text: '{accounts} on one device', vars: { accounts: many } }
			: { text: '{accounts} on one device in {days}', vars: { accounts: many, days: count(days, '{count} day', '{count} days') } }
	},
	PHONE_NOT_VERIFIED: () => ({ text: 'The seller has not entered the code sent to their phone' }),
	OPEN_REPORTS: (e): Words | null => {
		const [reporters, established] = [num(e.reporters), num(e.establishedReporters)]
		if (reporters === null) return null
		const users = count(reporters, '{count} user reported it', '{count} users reported it')
		return established === null ? users : { text: '{reported}, {established} with accounts older than a day', vars: { reported: users, established } }
	},
}

/** Any other evidence, as "key: value" pairs, so a new rule's evidence is never hidden: not words to translate. */
function plainly(evidence: Record<string, unknown>): Words {
	const text = Object.entries(evidence)
		.map(([key, value]) => `${key}: ${Array.isArray(value) ? value.join(', ') : String(value)}`)
		.join('; ')
	return { text: '{evidence}', vars: { evidence: text } }
}

/** The evidence as words to say in the reader's language. */
export function evidenceSaid(code: string, evidence: Evidence | Record<string, unknown>): Words {
	const record = evidence as Record<string, unknown>
	return DESCRIBE[code]?.(record) ?? plainly(record)
}

/** The evidence in English. */
export function evidenceWords(code: string, evidence: Evidence | Record<string, unknown>): string {
	return say(evidenceSaid(code, evidence))
}
