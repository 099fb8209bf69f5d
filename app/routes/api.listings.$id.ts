import type { AppArgs } from '#app/context.ts'
import { apiError, requireApiUser } from '#app/routes/+shared/api.server.ts'
import { apiRoute } from '#app/routes/+shared/api-route.server.ts'
import { getUser } from '#app/routes/+shared/auth.server.ts'
import { listingIdParam, parseOptionalBody } from '#app/routes/+shared/listing-api.server.ts'
import { ListingFieldsPatchSchema, ListingFieldsSchema } from '#app/domain/listings/schema.ts'
import { requireEditableListing } from '#app/domain/listings/access.server.ts'
import { updateListing } from '#app/domain/listings/edit.server.ts'
import { apiListing } from '#app/domain/listings/api.server.ts'
import { centsToDecimal } from '#app/utils/format.ts'

/**
 * PATCH /api/listings/:id {title?, description?, category?, price?, location?, condition?, reason?} changes the fields
 * sent; PUT needs them all. Either answers the updated listing (its `status` PENDING_APPROVAL when the edit sent it
 * back for review). Who may edit (404, 403, SOLD 409) is checked before the body (400); unknown fields are ignored.
 * A lower price that brought the seller's open counter-offers down with it (offers/price-drop.server.ts) says so in
 * `lowered_counter_offers`: each offer's id and its counter before and after, as decimal strings like `price`.
 */
async function update({ request, params, context }: AppArgs) {
	const user = await requireApiUser(request, context)
	const id = listingIdParam(params)
	await requireEditableListing(context.db, { listingId: id, actor: user })
	const fields = await parseOptionalBody(request, request.method === 'PUT' ? ListingFieldsSchema : ListingFieldsPatchSchema)
	const { loweredCounters } = await updateListing(context.db, { listingId: id, actor: user, fields })
	const listing = await apiListing(context.db, { id, viewer: user })
	if (!loweredCounters.length) return Response.json(listing)
	const lowered = loweredCounters.map((c) => ({ offer_id: c.offerId, from: centsToDecimal(c.fromCents), to: centsToDecimal(c.toCents) }))
	return Response.json({ ...listing, lowered_counter_offers: lowered })
}

const route = apiRoute({
	/** GET /api/listings/:id — a published listing for everyone; its seller and admins see it in any status. */
	async GET({ request, params, context }) {
		const listing = await apiListing(context.db, { id: listingIdParam(params), viewer: await getUser(request, context) })
		return listing ? Response.json(listing) : apiError(404, 'Listing not found')
	},
	PATCH: update,
	PUT: update,
})

export const loader = route.loader
export const action = route.action
