import type { RiskIndicator } from './risk.ts'

/**
 * Account behaviour (issue 12 §1), over facts the caller reads from the database: how fast a new account posts, whether
 * its listings repeat one text, whether its phone or email looks like a suspended account's, how many accounts sign in
 * from its devices.
 */

const HOUR_MS = 60 * 60 * 1000
const DAY_MS = 24 * HOUR_MS

/** An account this young posting in a burst is the usual shape of a scam run (post many, vanish before reports). */
export const NEW_ACCOUNT_DAYS = 3
export const BURST_WINDOW_HOURS = 24
/** Five listings in a day: more than a person clearing out a house does on day one, few enough for a real shop. */
export const BURST_MIN_LISTINGS = 5
export const BURST_WEIGHT = 30

/** Word triples ("shingles") shared by two texts at this Jaccard or more: the same advert with a word changed. */
export const NEAR_DUPLICATE_MIN_SIMILARITY = 0.8
const SHINGLE_WORDS = 3
/** Two other near-identical listings (three copies in all): one repost is ordinary, a template is not. */
export const NEAR_DUPLICATE_MIN_OTHERS = 2
/** Shops reuse a template honestly too, so alone it stays LOW; it adds to the other signals. */
export const NEAR_DUPLICATE_WEIGHT = 25

/** Phone numbers this many digits apart or closer are "the same person's next SIM" (0: the same number). */
export const SIMILAR_PHONE_MAX_DIGITS = 2
/** Email local parts shorter than this ("info", "sales") are too common to point at one person. */
export const SIMILAR_EMAIL_MIN_LOCAL = 5
/** The suspended account back under its own phone or email: HIGH alone. */
export const SUSPENDED_SAME_WEIGHT = 60
/** A phone a digit or two off, or the email local part with dots or a +tag: HIGH-ish, short of proof. */
export const SUSPENDED_LOOKALIKE_WEIGHT = 40

/** Three accounts on one phone in a week: more than a couple sharing a phone; worth a look (MEDIUM). */
export const DEVICE_MIN_ACCOUNTS = 3
export const DEVICE_WINDOW_DAYS = 7
export const SHARED_DEVICE_WEIGHT = 30
/** Five or more: hardly a family. */
export const DEVICE_MANY_ACCOUNTS = 5
export const DEVICE_MANY_WEIGHT = 45

const time = (at: Date | string) => new Date(at).getTime()

/** A new account (under 3 days) with 5 or more listings created in the last 24 hours. */
export function burstPostingIndicators({
	accountCreatedAt,
	listingCreatedAts,
	now,
}: {
	accountCreatedAt: Date | string
	listingCreatedAts: readonly (Date | string)[]
	now: Date
}): RiskIndicator[] {
	const ageDays = (now.getTime() - time(accountCreatedAt)) / DAY_MS
	if (ageDays >= NEW_ACCOUNT_DAYS) return []
	const recent = listingCreatedAts.filter((at) => now.getTime() - time(at) <= BURST_WINDOW_HOURS * HOUR_MS).length
	if (recent < BURST_MIN_LISTINGS) return []
	return [
		{
			code: 'NEW_ACCOUNT_BURST',
			label: 'New account posting many listings quickly',
			weight: BURST_WEIGHT,
			evidence: { accountAgeHours: Math.round(ageDays * 24), listingsIn24Hours: recent },
		},
	]
}

function shingles(text: string) {
	const words = text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean)
	if (words.length <= SHINGLE_WORDS) return new Set([words.join(' ')])
	return new Set(words.slice(0, words.length - SHINGLE_WORDS + 1).map((_, i) => words.slice(i, i + SHINGLE_WORDS).join(' ')))
}

/** How alike two texts are, 0 to 1: the Jaccard similarity of their word triples. */
export function textSimilarity(a: string, b: string) {
	const sa = shingles(a)
	const sb = shingles(b)
	const shared = [...sa].filter((s) => sb.has(s)).length
	return shared / (sa.size + sb.size - shared)
}

/** The listing's text (title and description) against the seller's other recent listings. */
export function nearDuplicateIndicators({ text, others }: { text: string; others: readonly { id: number; text: string }[] }): RiskIndicator[] {
	const alike = others.filter((other) => textSimilarity(text, other.text) >= NEAR_DUPLICATE_MIN_SIMILARITY)
	if (alike.length < NEAR_DUPLICATE_MIN_OTHERS) return []
	return [
		{
			code: 'NEAR_DUPLICATE_TEXT',
			label: 'Several listings with near-identical text',
			weight: NEAR_DUPLICATE_WEIGHT,
			evidence: { listings: alike.map((o) => String(o.id)) },
		},
	]
}

/** A Kenyan number's last 9 digits (0712..., +254712..., 254 712 ...); other numbers as their digits. */
export function phoneDigits(phone: string) {
	const digits = phone.replace(/\D/g, '')
	if (digits.length === 12 && digits.startsWith('254')) return digits.slice(3)
	if (digits.length === 10 && digits.startsWith('0')) return digits.slice(1)
	return digits
}

/** Digits that differ, position by position; Infinity when the lengths differ or either is empty. */
export function phoneDistance(a: string, b: string) {
	const da = phoneDigits(a)
	const db = phoneDigits(b)
	if (!da || da.length !== db.length) return Infinity
	return [...da].filter((digit, i) => digit !== db[i]).length
}

/** An email's local part as the mailbox sees it: lowercase, without a +tag and without dots (j.o.hn+x = john). */
export function emailLocalPart(email: string) {
	const local = email.trim().toLowerCase().split('@')[0] ?? ''
	return local.split('+')[0]!.replace(/\./g, '')
}

export type SuspendedAccount = { userId: number; phone: string | null; email: string | null }

/** The account's phone or email against the suspended accounts': the closest one found, as one indicator. */
export function suspendedLookalikeIndicators({
	phone,
	email,
	suspended,
}: {
	phone: string | null
	email: string | null
	suspended: readonly SuspendedAccount[]
}): RiskIndicator[] {
	const local = email ? emailLocalPart(email) : ''
	const found = suspended.flatMap((s) => {
		const hits: { userId: number; matched: string; same: boolean }[] = []
		if (phone && s.phone) {
			const digits = phoneDistance(phone, s.phone)
			if (digits <= SIMILAR_PHONE_MAX_DIGITS) hits.push({ userId: s.userId, matched: digits === 0 ? 'same phone' : `phone ${digits} digit(s) apart`, same: digits === 0 })
		}
		if (email && s.email) {
			const same = email.trim().toLowerCase() === s.email.trim().toLowerCase()
			if (same || (local.length >= SIMILAR_EMAIL_MIN_LOCAL && local === emailLocalPart(s.email))) hits.push({ userId: s.userId, matched: same ? 'same email' : 'same email local part', same })
		}
		return hits
	})
	if (!found.length) return []
	const same = found.some((f) => f.same)
	return [
		{
			code: 'LIKE_SUSPENDED_ACCOUNT',
			label: same ? 'Phone or email of a suspended account' : "Phone or email like a suspended account's",
			weight: same ? SUSPENDED_SAME_WEIGHT : SUSPENDED_LOOKALIKE_WEIGHT,
			evidence: { suspendedUsers: [...new Set(found.map((f) => String(f.userId)))], matched: [...new Set(found.map((f) => f.matched))] },
		},
	]
}

/** `accountsOnDevice`: the most distinct accounts signed in from any one of this account's devices in the last 7 days. */
export function sharedDeviceIndicators({ accountsOnDevice }: { accountsOnDevice: number }): RiskIndicator[] {
	if (accountsOnDevice < DEVICE_MIN_ACCOUNTS) return []
	const many = accountsOnDevice >= DEVICE_MANY_ACCOUNTS
	return [
		{
			code: 'SHARED_DEVICE',
			label: 'Many accounts signed in from one device',
			weight: many ? DEVICE_MANY_WEIGHT : SHARED_DEVICE_WEIGHT,
			evidence: { accounts: accountsOnDevice, days: DEVICE_WINDOW_DAYS },
		},
	]
}
