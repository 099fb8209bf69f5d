import type { Database } from '#db/database.ts'
import { DomainError } from '../domain-error.ts'
import { assessAfterChange } from '../trust/fraud/assess.server.ts'
import { MESSAGE_WARNINGS, messageWarnings, type MessageWarning } from '../trust/fraud/message-language.ts'

/**
 * A message that failed a scam check, sent without `confirm`: 409 with the warning (what the receiver would see) and
 * its code, and nothing written. Sent again with `confirm`, it goes, carrying the warning.
 */
export class ConfirmNeededError extends DomainError {
	constructor(readonly warning: MessageWarning) {
		super(MESSAGE_WARNINGS[warning], 409)
	}
}

/** The warning a message earns (the first scam check it failed), or null; paying the listing's seller is no scam. */
export async function warningOf(db: Database, { text, sellerId, siteUrl }: { text: string; sellerId: number; siteUrl?: string }) {
	const seller = await db.selectFrom('users').select('phone').where('id', '=', sellerId).executeTakeFirst()
	const sokoHost = siteUrl ? new URL(siteUrl).hostname : null
	return messageWarnings({ text, sellerPhone: seller?.phone ?? null, sokoHost })[0] ?? null
}

/** Refuses a warned message until the sender confirms it (ConfirmNeededError). */
export function requireConfirmed(warning: MessageWarning | null, confirm: boolean) {
	if (warning && !confirm) throw new ConfirmNeededError(warning)
}

/**
 * A warned message is evidence against its sender (listing-facts.server.ts reads it into their account's risk). When
 * the sender is the seller, the listing is assessed again now, so its fraud alert carries the messages at once.
 */
export async function afterWarnedMessage(db: Database, { warning, senderId, listing }: { warning: string | null; senderId: number; listing: { id: number; seller_id: number } }) {
	if (warning && senderId === listing.seller_id) await assessAfterChange(db, { listingId: listing.id })
}
