import type { Database } from '#db/database.ts'
import { savedMarker } from '../engagement/saves.server.ts'
import { buyerWarning } from '../trust/fraud/buyer-warning.ts'
import { listingRiskCodes } from '../trust/fraud/alerts.server.ts'
import { offerPanelFor } from '../offers/queries.server.ts'
import { recordView } from '../recommendations/tracking.server.ts'
import { messagingFor } from '../conversations/listing-messaging.server.ts'
import { phoneToVerify, type PhoneGate } from '../accounts/phone-gate.server.ts'

/**
 * What the listing page shows with its listing for this viewer, and so the home page's listing dialog (the same page
 * in a dialog): the listing marked saved or not, the viewer's Make Offer panel, Message seller, and the buyer's warning;
 * `verifyPhone` when the viewer must verify their phone before offering or messaging (the code box instead). A signed-in
 * buyer's look counts as a view (once an hour) for their recommendations, recorded here so a phone on 2G sends nothing more.
 */
export async function listingPageData<L extends { id: number; seller_id: number }>(
	db: Database,
	{ listing, viewer, env }: { listing: L; viewer: { id: number } | null; env: PhoneGate },
) {
	const othersListing = viewer !== null && viewer.id !== listing.seller_id
	if (othersListing) await recordView(db, { userId: viewer.id, listingId: listing.id, source: 'listing_page' })
	const [markSaved, offerPanel, riskCodes, messaging, verifyPhone] = await Promise.all([
		savedMarker(db, { viewer, listingIds: [listing.id] }),
		offerPanelFor(db, { listing, viewer }),
		listingRiskCodes(db, { listingId: listing.id }),
		messagingFor(db, { listing, viewer }),
		othersListing ? phoneToVerify(db, env, viewer) : null,
	])
	return { listing: markSaved([listing])[0]!, offerPanel, messaging, warning: buyerWarning(riskCodes), verifyPhone }
}
