import { z } from 'zod'
import { checkBody, readBody, requireApiUser } from '#app/routes/+shared/api.server.ts'
import { apiRoute } from '#app/routes/+shared/api-route.server.ts'
import { listingIdParam, pathId } from '#app/routes/+shared/listing-api.server.ts'
import { deleteListingPhoto, setPrimaryPhoto } from '#app/domain/listings/photo-edit.server.ts'
import { requireEditableListing } from '#app/domain/listings/access.server.ts'

const PrimarySchema = z.object({ is_primary: z.literal(true, { error: 'is_primary must be true' }) })

/**
 * DELETE /api/listings/:id/photos/:photoId (answers `listing_status`: a published listing goes back for review), or
 * PATCH {is_primary: true} to make it the main photo (who may edit the listing, 404 and 403, before the body's 400).
 */
const route = apiRoute({
	async DELETE({ request, params, context }) {
		const user = await requireApiUser(request, context)
		const listingId = listingIdParam(params)
		const { status } = await deleteListingPhoto(context.db, { listingId, photoId: pathId(params.photoId, 'photo id'), actor: user })
		return Response.json({ message: 'Photo deleted successfully', listing_status: status })
	},
	async PATCH({ request, params, context }) {
		const user = await requireApiUser(request, context)
		const listingId = listingIdParam(params)
		const photoId = pathId(params.photoId, 'photo id')
		const body = await readBody(request)
		await requireEditableListing(context.db, { listingId, actor: user })
		checkBody(body, PrimarySchema)
		await setPrimaryPhoto(context.db, { listingId, photoId, actor: user })
		return Response.json({ message: 'Primary photo updated successfully' })
	},
})

export const loader = route.loader
export const action = route.action
