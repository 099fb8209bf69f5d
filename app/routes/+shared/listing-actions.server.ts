import type { AppContext } from '#app/context.ts'
import { changeListingStatus, ListingError } from '#app/domain/listings/transitions.server.ts'
import type { ListingAction } from '#app/domain/listings/lifecycle.ts'
import { mustVerifyPhoneOf, PHONE_NOT_VERIFIED_MESSAGE } from '#app/domain/accounts/phone-gate.server.ts'
import type { SessionUser } from './auth.server.ts'
import { redirectWithToast } from '../../utils/toast.server.ts'
import { say } from '#app/i18n/words.ts'
import { requestT } from '#app/i18n/request-t.server.ts'

const DONE: Partial<Record<ListingAction, [string, string]>> = {
	mark_sold: ['Marked as sold', 'Failed to mark item as sold'],
	undo_sold: ['Back on sale', 'Failed to undo the sale'],
	renew: ['Listing renewed', 'Failed to renew listing'],
	submit: ['Submitted for review', 'Failed to submit listing for review'],
}

/** A seller's status button (Mark as Sold, Renew, Submit for review) as a form action: back to `to` with a toast. */
export async function sellerStatusAction({
	request,
	context,
	user,
	listingId,
	action,
	to,
}: {
	request: Request
	context: AppContext
	user: SessionUser
	listingId: number
	action: ListingAction
	to: string
}) {
	const [success, failure] = DONE[action] ?? ['Listing updated successfully', 'Failed to update listing']
	try {
		const moved = await changeListingStatus(context.db, { listingId, action, actor: user, ttlDays: context.env.LISTING_TTL_DAYS, phoneVerification: context.env.PHONE_VERIFICATION })
		// Renewed or put back on sale but not live: it waits for the seller's phone to be verified, or for its fee.
		const waitsForPhone = moved.status === 'APPROVED' && (await mustVerifyPhoneOf(context.db, context.env, { userId: user.id }))
		const description = moved.status !== 'APPROVED' ? undefined : waitsForPhone ? PHONE_NOT_VERIFIED_MESSAGE : 'Pay the listing fee to publish it.'
		return redirectWithToast(to, { title: success, description }, context.env)
	} catch (error) {
		if (!(error instanceof ListingError)) throw error
		return redirectWithToast(to, { title: 'Error', description: say(error.words, requestT(request, user)) || failure, variant: 'error' }, context.env)
	}
}
