import type { ListingStatus, UserRole } from '#db/enums.ts'

/**
 * "Listings stay moderated": once a moderator approved a listing, any change to what a buyer sees (its words, price,
 * category, condition, place, reason for selling, photos) is looked at again before it shows. No change is small
 * enough to wave through: small edits add up to a new listing ("pay deposit first"), one typo-sized step at a time.
 */

/**
 * The statuses after approval: a change there would reach buyers unreviewed (now, after paying, or after a renewal).
 * A draft or a listing waiting for approval is reviewed anyway; a rejected one is resubmitted.
 */
const APPROVED_STATUSES: readonly ListingStatus[] = ['APPROVED', 'PAYMENT_PENDING', 'PUBLISHED', 'EXPIRED']

/** Whose edits of which listing send it back: its seller's, after approval. Never an admin's: they are the moderators. */
export function editsAreReviewed({ status, editorRole }: { status: ListingStatus; editorRole: UserRole }) {
	return APPROVED_STATUSES.includes(status) && editorRole !== 'ADMIN'
}

/** What a buyer sees of a listing besides its photos (photos are judged by their own edits: any add or delete). */
export type ReviewedContent = {
	title: string
	description: string
	category: string
	subcategory: string | null
	price: number
	location: string
	condition: string
	reason: string
}

/** A part of the listing an edit changed: any of them sends an approved listing back for review. */
export type ReviewedPart = keyof ReviewedContent | 'photos'

/** The parts this edit changes. */
export function reviewedChanges(before: ReviewedContent, after: ReviewedContent) {
	return (Object.keys(before) as (keyof ReviewedContent)[]).filter((field) => before[field] !== after[field])
}
