import type { Database } from '#db/database.ts'
import { DomainError } from '../domain-error.ts'
import { visibleTo } from '../listings/visibility.server.ts'
import { contactLinks } from './contact-links.ts'
import { RATE_LIMITS, requireWithinRateLimit } from '../limits/rate-limits.server.ts'
import { talksInSokoOnly } from '../conversations/soko-only.server.ts'
import { CONVERSATION_WORDS } from '../conversations/words.ts'
import { isReleasedPhone } from '#app/utils/released-phone.ts'
import type { Translate } from '#app/i18n/translate.ts'

export const CONTACT_SIGN_IN_MESSAGE = 'You need to be signed in to contact sellers'
export const CONTACT_UNAVAILABLE_MESSAGE = 'Seller contact information is not available'

/** An account younger than this reveals fewer numbers an hour (RATE_LIMITS.contactRevealsNewAccount). */
const NEW_ACCOUNT_MS = 24 * 60 * 60 * 1000

/** The reveal limit for this account: stricter while it is new. */
async function revealRuleFor(db: Database, { userId }: { userId: number }) {
	const user = await db.selectFrom('users').select('registered_at').where('id', '=', userId).executeTakeFirstOrThrow()
	const isNew = Date.now() - Date.parse(user.registered_at) < NEW_ACCOUNT_MS
	return isNew ? RATE_LIMITS.contactRevealsNewAccount : RATE_LIMITS.contactReveals
}

/**
 * A signed-in user pressed Contact on a listing (spec 1 §5 "Contact seller"): the seller's full number and the ways to
 * use it, and whether this is the buyer's first contact with this seller (the page then reminds them how to stay
 * safe, issue 12 §3). Others may contact only a PUBLISHED listing, and each contact is recorded (CONTACT_SELLER); a
 * seller looking at their own listing is shown the number and nothing is recorded. 404 when the viewer can't see it.
 * Each seller whose number the viewer had not seen yet counts against their hourly reveals (429 beyond them), so
 * nobody harvests sellers' numbers; pressing Contact again for a seller already revealed costs nothing. A seller who
 * talks in Soko only (issue 24 §1) gives no number to others: 409, write to them instead.
 */
export async function contactSeller(
	db: Database,
	{ listingId, viewer, url, t }: { listingId: number; viewer: { id: number; role: string }; url: string; t?: Translate },
) {
	const listing = await db
		.selectFrom('listings')
		.innerJoin('users', 'users.id', 'listings.seller_id')
		.select(['listings.id', 'listings.title', 'listings.status', 'listings.seller_id', 'users.phone as seller_phone'])
		.where('listings.id', '=', listingId)
		.where(visibleTo(viewer))
		.executeTakeFirst()
	if (!listing) throw new DomainError('Listing not found', 404)
	const own = listing.seller_id === viewer.id
	if (!own && listing.status !== 'PUBLISHED') throw new DomainError('Only published listings can be contacted', 409)
	if (!own && (await talksInSokoOnly(db, { sellerId: listing.seller_id }))) throw new DomainError(CONVERSATION_WORDS.sokoOnly, 409)
	const phone = listing.seller_phone.trim()
	if (!phone || isReleasedPhone(phone)) throw new DomainError(CONTACT_UNAVAILABLE_MESSAGE, 409)
	let firstContact = false
	if (!own) {
		const before = await db
			.selectFrom('user_actions')
			.innerJoin('listings', 'listings.id', 'user_actions.listing_id')
			.select('user_actions.id')
			.where('user_actions.user_id', '=', viewer.id)
			.where('user_actions.action_type', '=', 'CONTACT_SELLER')
			.where('listings.seller_id', '=', listing.seller_id)
			.executeTakeFirst()
		firstContact = !before
		if (firstContact) await requireWithinRateLimit(db, { rule: await revealRuleFor(db, { userId: viewer.id }), subject: viewer.id })
		await db.insertInto('user_actions').values({ user_id: viewer.id, listing_id: listing.id, action_type: 'CONTACT_SELLER' }).execute()
	}
	return { links: contactLinks({ phone, title: listing.title, url, t }), firstContact }
}
