import type { Database } from '#db/database.ts'
import { DomainError } from '../domain-error.ts'
import type { ListingStatus, UserRole } from '#db/enums.ts'
import { TRANSITIONS, canTake, canUndoSold, landingStatus, type ListingAction, type Party } from './lifecycle.ts'
import { riskAtDecision } from '../trust/fraud/detection-accuracy.server.ts'
import { tellSeller } from './news.server.ts'
import { mustVerifyPhoneOf } from '../accounts/phone-gate.server.ts'
import type { Env } from '#app/env.server.ts'

export type Actor = { id: number; role: UserRole } | 'SYSTEM'

/** A listing rule refused the move: 403, 404 or 409 (and 400 for bad photos). */
export class ListingError extends DomainError {}

const STATUS_WORDS: Record<ListingStatus, string> = {
	DRAFT: 'a draft',
	PENDING_APPROVAL: 'waiting for approval',
	APPROVED: 'approved',
	REJECTED: 'rejected',
	PAYMENT_PENDING: 'waiting for payment',
	PUBLISHED: 'published',
	SOLD: 'sold',
	EXPIRED: 'expired',
}

const ACTION_WORDS: Record<ListingAction, string> = {
	submit: 'submitted for review',
	approve: 'approved',
	reject: 'rejected',
	start_payment: 'paid for',
	confirm_payment: 'published',
	mark_sold: 'marked as sold',
	undo_sold: 'put back on sale',
	expire: 'marked as expired',
	renew: 'renewed',
}

function partyOf(actor: Actor, sellerId: number): Party | null {
	if (actor === 'SYSTEM') return 'SYSTEM'
	if (actor.role === 'ADMIN') return 'ADMIN'
	return actor.id === sellerId ? 'OWNER' : null
}

const DAY_MS = 86_400_000

/** The status a listing had when it was last marked sold (its MARK_SOLD log); null when no log says. */
async function statusBeforeSale(trx: Database, listingId: number): Promise<ListingStatus | null> {
	const sale = await trx
		.selectFrom('moderation_logs')
		.select('from_status')
		.where('target_type', '=', 'listing')
		.where('target_id', '=', listingId)
		.where('action', '=', TRANSITIONS.mark_sold.log)
		.orderBy('id', 'desc')
		.executeTakeFirst()
	return TRANSITIONS.mark_sold.from.find((status) => status === sale?.from_status) ?? null
}

/**
 * Moves one listing through the lifecycle table, or refuses: 404 when it doesn't exist, 403 when this actor may
 * not, 409 when its status doesn't allow it. Every move is written to moderation_logs with who and why.
 * Approving an already-paid listing publishes it in the same transaction, unless its seller must still verify their
 * phone (`phoneVerification`): then it waits, approved and paid (lifecycle.ts landingStatus). The seller is told of a
 * move someone else made (news.server.ts), with links to `siteUrl`.
 */
export async function changeListingStatus(
	db: Database,
	{
		listingId,
		action,
		actor,
		reason,
		ttlDays,
		siteUrl,
		phoneVerification = 'required',
	}: {
		listingId: number
		action: ListingAction
		actor: Actor
		reason?: string
		ttlDays: number
		siteUrl?: string
		/** The site's PHONE_VERIFICATION: while required, a seller who hasn't verified their phone has nothing go live. */
		phoneVerification?: Env['PHONE_VERIFICATION']
	},
) {
	// Called inside a caller's transaction (a payment callback recording the payment), join it rather than nest.
	const atomically = <T>(work: (trx: Database) => Promise<T>) => (db.isTransaction ? work(db) : db.transaction().execute(work))
	return atomically(async (trx) => {
		const listing = await trx
			.selectFrom('listings')
			.select(['id', 'seller_id', 'title', 'status', 'payment_status', 'sold_at'])
			.where('id', '=', listingId)
			.executeTakeFirst()
		if (!listing) throw new ListingError('Listing not found', 404)
		const party = partyOf(actor, listing.seller_id)
		const rule = TRANSITIONS[action]
		if (!party || !(rule.by as readonly Party[]).includes(party)) {
			throw new ListingError('You do not have permission to do this', 403)
		}
		if (!canTake(action, listing.status)) {
			const status = { text: STATUS_WORDS[listing.status], context: 'listing is' }
			throw new ListingError({ text: 'This listing is {status} and cannot be {action}', vars: { status, action: { text: ACTION_WORDS[action], context: 'cannot be' } } }, 409)
		}
		if (action === 'undo_sold' && !canUndoSold(listing.sold_at)) throw new ListingError('A sale can only be undone within a day of marking it sold', 409)
		const paid = listing.payment_status === 'COMPLETED'
		if (action === 'confirm_payment' && !paid) throw new ListingError('This listing is not paid for yet', 409)
		const soldFrom = action === 'undo_sold' ? await statusBeforeSale(trx, listingId) : null
		const sellerMustVerify = await mustVerifyPhoneOf(trx, { PHONE_VERIFICATION: phoneVerification }, { userId: listing.seller_id })
		const to = landingStatus(action, { paid, soldFrom, sellerMustVerify })
		const now = new Date()
		const iso = now.toISOString()
		// Undoing a sale puts the listing back as it was: same publication date and expiry.
		const publishes = to === 'PUBLISHED' && action !== 'undo_sold'
		const unpublished = to === 'APPROVED' && (action === 'renew' || action === 'undo_sold')
		const result = await trx
			.updateTable('listings')
			.set({
				status: to,
				updated_at: iso,
				...(action === 'approve' ? { approval_date: iso, admin_notes: reason ?? null } : {}),
				...(action === 'reject' ? { rejection_reason: reason || 'Rejected by admin', admin_notes: reason || 'Rejected by admin' } : {}),
				...(publishes ? { published_date: iso, expires_at: new Date(now.getTime() + ttlDays * DAY_MS).toISOString() } : {}),
				...(action === 'mark_sold' ? { sold_at: iso } : {}),
				...(action === 'undo_sold' ? { sold_at: null } : {}),
				...(action === 'expire' ? { expires_at: iso } : {}),
				// Back to waiting for its fee: it never went live, so it has no expiry until payment publishes it.
				...(unpublished ? { expires_at: null } : {}),
			})
			.where('id', '=', listingId)
			.where('status', '=', listing.status)
			.executeTakeFirst()
		if (Number(result.numUpdatedRows) !== 1) throw new ListingError('This listing just changed. Please reload and try again.', 409)
		await trx
			.insertInto('moderation_logs')
			.values({
				admin_id: actor === 'SYSTEM' ? null : actor.id,
				target_type: 'listing',
				target_id: listingId,
				action: rule.log,
				from_status: listing.status,
				to_status: to,
				reason: reason ?? null,
				fraud_risk: riskAtDecision(trx, { listingId }),
			})
			.execute()
		if (party !== 'OWNER') await tellSeller(trx, { listing, action, to, reason, siteUrl, waitsForPhone: to === 'APPROVED' && paid && sellerMustVerify })
		return { id: listingId, from: listing.status, status: to }
	})
}
