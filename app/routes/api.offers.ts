import type { AppArgs } from '#app/context.ts'
import { checkBody, readBody, requireApiUser } from '#app/routes/+shared/api.server.ts'
import { apiRoute } from '#app/routes/+shared/api-route.server.ts'
import { siteUrl } from '#app/utils/site-url.server.ts'
import { OfferListingSchema, OfferPayloadSchema } from '#app/domain/offers/schema.ts'
import { makeOffer, requireOfferableListing } from '#app/domain/offers/make-offer.server.ts'
import { offerJson, receivedOffers, sentOffers } from '#app/domain/offers/queries.server.ts'
import { OFFER_SUBMITTED } from '#app/domain/offers/words.ts'
import { requireVerifiedPhone } from '#app/domain/accounts/phone-gate.server.ts'

/** GET /api/offers — the caller's offers: `sent` (made as a buyer) and `received` (on their listings). */
async function listOffers({ request, context }: AppArgs) {
	const user = await requireApiUser(request, context)
	const [sent, received] = await Promise.all([
		sentOffers(context.db, { buyerId: user.id }),
		receivedOffers(context.db, { sellerId: user.id }),
	])
	return Response.json({ sent: sent.map((o) => offerJson(o, 'BUYER')), received: received.map((o) => offerJson(o, 'SELLER')) })
}

/**
 * POST /api/offers {listing_id, amount, message} — an offer on a published listing; it replaces the caller's open one.
 * 403 with the reason while the caller must verify their phone, before the body is read; the listing it names (404,
 * 403 for one's own, 409 not on sale) before the offer's terms (400).
 */
async function createOffer({ request, context }: AppArgs) {
	const user = await requireApiUser(request, context)
	await requireVerifiedPhone(context.db, context.env, { userId: user.id })
	const body = await readBody(request)
	await requireOfferableListing(context.db, { listingId: checkBody(body, OfferListingSchema).listing_id, buyer: user })
	const { listing_id, amount, message } = checkBody(body, OfferPayloadSchema)
	const offer = await makeOffer(context.db, {
		listingId: listing_id,
		buyer: user,
		amountCents: amount,
		message,
		ttlDays: context.env.OFFER_TTL_DAYS,
		bus: context.chatBus,
		siteUrl: siteUrl(request, context.env),
	})
	return Response.json({ message: OFFER_SUBMITTED.title, offer: offerJson(offer, 'BUYER') }, { status: 201 })
}

const route = apiRoute({ GET: listOffers, POST: createOffer })

export const loader = route.loader
export const action = route.action
