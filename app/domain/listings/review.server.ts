import type { Database } from '#db/database.ts'
import type { ListingStatus } from '#db/enums.ts'
import { ListingError, type Actor } from './transitions.server.ts'
import { editsAreReviewed, type ReviewedPart } from './review-rule.ts'

/**
 * Writes an edit of a listing to moderation_logs (`EDIT`, who, and the approved parts it changed for real), and when
 * it changed any and its edits are reviewed (editsAreReviewed: a seller's, after approval) sends the listing back to
 * PENDING_APPROVAL in the same transaction. That is one conditional update: a listing whose status changed since it was
 * read is refused (409), not moved.
 * Its fee stays paid, so approving it publishes it again at once (changeListingStatus), for a fresh LISTING_TTL_DAYS
 * counted from then, as a free renewal would: the days it waited hidden in review are not lost to the seller.
 * Call it inside the edit's transaction; it answers the listing's status after the edit, and whether it was sent back.
 */
export async function recordListingEdit(
	trx: Database,
	{ listingId, actor, from, changed }: { listingId: number; actor: Exclude<Actor, 'SYSTEM'>; from: ListingStatus; changed: readonly ReviewedPart[] },
): Promise<{ status: ListingStatus; sentBack: boolean }> {
	const sendBack = changed.length > 0 && editsAreReviewed({ status: from, editorRole: actor.role })
	if (sendBack) {
		const result = await trx
			.updateTable('listings')
			.set({ status: 'PENDING_APPROVAL', updated_at: new Date().toISOString() })
			.where('id', '=', listingId)
			.where('status', '=', from)
			.executeTakeFirst()
		if (Number(result.numUpdatedRows) !== 1) throw new ListingError('This listing just changed. Please reload and try again.', 409)
	}
	const to = sendBack ? 'PENDING_APPROVAL' : from
	await trx
		.insertInto('moderation_logs')
		.values({
			admin_id: actor.id,
			target_type: 'listing',
			target_id: listingId,
			action: 'EDIT',
			from_status: from,
			to_status: to,
			reason: changed.length ? `Changed: ${changed.join(', ')}` : null,
		})
		.execute()
	return { status: to, sentBack: sendBack }
}
