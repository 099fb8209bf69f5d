import type { ListingStatus, UserRole } from '#db/enums.ts'

/**
 * "Listings stay moderated": what a moderator approved on a published listing is its title, description, category,
 * price and photos. An edit that changes them for real sends the listing back for review; a typo fix or a small price
 * move doesn't. Condition, location and reason are the seller's to keep current and never do.
 */

/**
 * Whose edits of which listing can send it back: its seller's, while it is PUBLISHED (a draft or a listing waiting for
 * approval is reviewed anyway). Never an admin's: admins are the moderators, so their edit is reviewed as it is made.
 */
export function editsAreReviewed({ status, editorRole }: { status: ListingStatus; editorRole: UserRole }) {
	return status === 'PUBLISHED' && editorRole !== 'ADMIN'
}

/** A price move of this many percent or more (up or down) needs review. */
export const PRICE_REVIEW_PERCENT = 20

/** A typo fix changes at most this many characters... */
const TYPO_MAX_EDITS = 3
/** ...and at most this share of the text's length. */
const TYPO_MAX_SHARE = 0.1

/** The parts of a listing a moderator approved (photos are judged by their own edits: any add or delete). */
export type ReviewedContent = { title: string; description: string; category: string; price: number }

/** A part of the listing an edit changed for real: any of them sends a published listing back for review. */
export type ReviewedPart = keyof ReviewedContent | 'photos'

function normalize(text: string) {
	return text.toLowerCase().replace(/\s+/g, ' ').trim()
}

/** Whether `a` becomes `b` in at most `max` single-character inserts, deletes or substitutions (Levenshtein). */
function withinEdits(a: string, b: string, max: number): boolean {
	let same = 0
	while (same < a.length && same < b.length && a[same] === b[same]) same++
	const restA = a.slice(same)
	const restB = b.slice(same)
	if (!restA || !restB) return Math.max(restA.length, restB.length) <= max
	if (max === 0) return false
	return (
		withinEdits(restA.slice(1), restB.slice(1), max - 1) ||
		withinEdits(restA.slice(1), restB, max - 1) ||
		withinEdits(restA, restB.slice(1), max - 1)
	)
}

const numbersIn = (text: string) => text.match(/\d+/g)?.join(' ') ?? ''

/**
 * A typo-sized change: only case or spacing, or at most 3 characters and 10% of the text changed, with every number
 * kept as it was ("64GB" -> "128GB" or "2008" -> "2018" is a different item, however few characters it takes).
 */
export function isTypoSized(before: string, after: string) {
	const a = normalize(before)
	const b = normalize(after)
	if (a === b) return true
	if (numbersIn(a) !== numbersIn(b)) return false
	const max = Math.min(TYPO_MAX_EDITS, Math.floor(Math.max(a.length, b.length) * TYPO_MAX_SHARE))
	return withinEdits(a, b, max)
}

/** A price move of under 20% of the approved price is small; prices are whole cents, so the test is exact. */
export function isSmallPriceChange(before: number, after: number) {
	return Math.abs(after - before) * 100 < before * PRICE_REVIEW_PERCENT
}

/** For each approved part: does the edit keep it close enough to what the moderator saw? */
const KEEPS_APPROVAL: { [K in keyof ReviewedContent]: (before: ReviewedContent[K], after: ReviewedContent[K]) => boolean } = {
	title: isTypoSized,
	description: isTypoSized,
	category: (before, after) => before === after,
	price: isSmallPriceChange,
}

const REVIEWED_FIELDS = Object.keys(KEEPS_APPROVAL) as (keyof ReviewedContent)[]

/** The parts this edit of a published listing changes for real; any of them means a moderator looks again first. */
export function reviewedChanges(before: ReviewedContent, after: ReviewedContent) {
	const keeps = <K extends keyof ReviewedContent>(field: K) => KEEPS_APPROVAL[field](before[field], after[field])
	return REVIEWED_FIELDS.filter((field) => !keeps(field))
}
