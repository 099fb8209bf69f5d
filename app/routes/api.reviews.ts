import { apiRoute } from '#app/routes/+shared/api-route.server.ts'
import { checkBody, parseBody, requireApiUser } from '#app/routes/+shared/api.server.ts'
import { ListingRefSchema, ReviewFieldsSchema } from '#app/domain/trust/feedback-schemas.ts'
import { requireRatable, submitReview } from '#app/domain/trust/reviews.server.ts'

/**
 * POST /api/reviews {listingId, rating 1-5, comment?} (spec 1 §7): rates the listing's seller. One review per buyer
 * per seller: 201 with the new review, or 200 with the one it replaced (moved to this listing); both carry the seller's
 * rating as it now is. Refused: not signed in 401, a listing the user can't see 404, their own or a seller they never
 * contacted, made an offer to nor wrote to 403, not published 409, bad fields 400.
 */
const route = apiRoute({
	async POST({ request, context }) {
		const user = await requireApiUser(request, context)
		const body = await parseBody(request, ListingRefSchema)
		await requireRatable(context.db, { listingId: body.listingId, viewer: user })
		const { rating, comment } = checkBody(body, ReviewFieldsSchema)
		const { review, created, sellerRating } = await submitReview(context.db, { listingId: body.listingId, viewer: user, rating, comment })
		return Response.json({ ...review, seller_rating: sellerRating }, { status: created ? 201 : 200 })
	},
})

export const loader = route.loader
export const action = route.action
