import { checkBody, readOptionalBody, requireApiUser } from '#app/routes/+shared/api.server.ts'
import { apiRoute } from '#app/routes/+shared/api-route.server.ts'
import { listingIdParam } from '#app/routes/+shared/listing-api.server.ts'
import { FeatureSchema } from '#app/domain/admin/feature-schemas.ts'
import { featureListing, requireListing, unfeatureListing } from '#app/domain/admin/featured.server.ts'

/**
 * POST /api/admin/listings/{id}/feature {duration: 3 | 7 | 14 | 30 (days, default 7)} — features a published listing;
 * DELETE ends its featured period. Admins only; refused: 401/403, unknown listing 404, bad duration 400, not
 * published / seller suspended / not featured 409.
 */
const route = apiRoute({
	async POST({ request, params, context }) {
		const admin = await requireApiUser(request, context, ['ADMIN'])
		const listingId = listingIdParam(params)
		const body = await readOptionalBody(request)
		await requireListing(context.db, listingId)
		const { duration } = checkBody(body, FeatureSchema)
		return Response.json(await featureListing(context.db, { listingId, admin, days: duration }))
	},
	async DELETE({ request, params, context }) {
		const admin = await requireApiUser(request, context, ['ADMIN'])
		const listingId = listingIdParam(params)
		return Response.json(await unfeatureListing(context.db, { listingId, admin }))
	},
})

export const loader = route.loader
export const action = route.action
