import type { Database } from '#db/database.ts'
import type { ListingStatus } from '#db/enums.ts'
import type { Env } from '#app/env.server.ts'
import { ListingError, changeListingStatus } from '../listings/transitions.server.ts'
import { getMpesaGateway, type MpesaGateway } from './gateway.server.ts'
import { normalizeMpesaPhone } from './phone.ts'
import { ALREADY_PAID_MESSAGE, NOT_ALLOWED, NOT_FOUND, PAYABLE_STATUSES, PAYMENT_PROMPT_MESSAGE, PaymentError, mayManage, type PaymentActor } from './rules.server.ts'
import { handleMpesaCallback } from './settle.server.ts'
import { claimPrompt, isStillPending, sendClaimedPrompt } from './stk-prompt.server.ts'
import { visibleTo } from '../listings/visibility.server.ts'

const NOT_PAYABLE: Partial<Record<ListingStatus, string>> = {
	DRAFT: 'Submit this listing for review before paying the listing fee',
	REJECTED: 'This listing was rejected and cannot be paid for',
	PUBLISHED: 'This listing is already published',
	SOLD: 'This listing is sold and cannot be paid for',
	EXPIRED: 'This listing has expired. Renew it instead: renewal is free',
}

/** The gateway of this process, its callbacks delivered to this database: what routes and jobs use. */
export function mpesaGatewayFor({ db, env }: { db: Database; env: Env }) {
	return getMpesaGateway({ env, onCallback: (body) => handleMpesaCallback(db, { env, body }) })
}

/**
 * The listing whose fee `actor` may pay now: 404 when they can't see it (as GET /api/listings/{id}: a stranger never
 * learns an unpublished listing exists), 403 when it isn't theirs, 409 when paid or not payable. The API checks it
 * before the phone (404, 403 before a bad number's 400).
 */
export async function requirePayableListing(db: Database, { listingId, actor }: { listingId: number; actor: PaymentActor }) {
	const listing = await db.selectFrom('listings').select(['id', 'seller_id', 'status', 'payment_status']).where('id', '=', listingId).where(visibleTo(actor)).executeTakeFirst()
	if (!listing) throw new PaymentError(NOT_FOUND, 404)
	if (!mayManage(actor, listing.seller_id)) throw new PaymentError(NOT_ALLOWED, 403)
	if (listing.payment_status === 'COMPLETED') throw new PaymentError(ALREADY_PAID_MESSAGE, 409)
	if (!PAYABLE_STATUSES.includes(listing.status)) throw new PaymentError(NOT_PAYABLE[listing.status] ?? 'This listing cannot be paid for now', 409)
	return listing
}

/** Records the attempt and sends the STK push for the listing fee (stk-prompt.server.ts); the outcome arrives later, by callback. */
export async function initiatePayment(
	db: Database,
	{ env, gateway, listingId, phone, actor }: { env: Env; gateway: MpesaGateway; listingId: number; phone: string; actor: PaymentActor },
) {
	const listing = await requirePayableListing(db, { listingId, actor })
	const normalized = normalizeMpesaPhone(phone)
	if (!normalized.ok) throw new PaymentError(normalized.message, 400)

	const amountCents = env.LISTING_FEE_KES * 100
	const attempt = await claimPrompt(db, { target: { listingId }, payerId: actor.id, phone: normalized.phone, amountCents })
	const push = await sendClaimedPrompt(db, gateway, {
		attemptId: attempt.id,
		push: { phone: normalized.phone, amountKes: env.LISTING_FEE_KES, accountReference: attempt.reference, description: 'Listing fee' },
		what: `listing ${listingId}`,
	})
	const now = new Date().toISOString()
	await db.transaction().execute(async (trx) => {
		// A callback that landed before this (paid, failed or cancelled) already wrote the listing's payment: keep it.
		if (await isStillPending(trx, { attemptId: attempt.id })) {
			await trx
				.updateTable('listings')
				.set({
					payment_status: 'PENDING',
					checkout_request_id: push.checkoutRequestId,
					payment_phone: normalized.phone,
					payment_amount_cents: amountCents,
					updated_at: now,
				})
				.where('id', '=', listingId)
				.execute()
		}
		if (listing.status === 'APPROVED') {
			try {
				await changeListingStatus(trx, { listingId, action: 'start_payment', actor, ttlDays: env.LISTING_TTL_DAYS })
			} catch (error) {
				// A callback that landed first already published it: the payment stands, the move is moot.
				if (!(error instanceof ListingError && error.status === 409)) throw error
			}
		}
	})
	return { message: PAYMENT_PROMPT_MESSAGE, checkoutRequestId: push.checkoutRequestId, listingId }
}
