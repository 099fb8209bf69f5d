import { z } from 'zod'
import { parseBody, requireApiUser } from '#app/routes/+shared/api.server.ts'
import { apiRoute } from '#app/routes/+shared/api-route.server.ts'
import { listingIdParam } from '#app/routes/+shared/listing-api.server.ts'
import { requireEditableListing } from '#app/domain/listings/access.server.ts'
import { addListingPhotoByAddress } from '#app/domain/photos/add-by-address.server.ts'

const AddPhotoSchema = z.object({
	cloudinary_id: z.string({ error: 'Please enter a photo URL' }).trim().min(1, 'Please enter a photo URL').max(500),
	is_primary: z.boolean().optional(),
})

const route = apiRoute({
	/**
	 * POST /api/listings/:id/photos {cloudinary_id, is_primary} -> 201 the new photo, and `listing_status` (a published
	 * one goes back for review). Who may edit (404, 403) is checked before the body (400).
	 */
	async POST({ request, params, context }) {
		const user = await requireApiUser(request, context)
		const id = listingIdParam(params)
		await requireEditableListing(context.db, { listingId: id, actor: user })
		const { cloudinary_id, is_primary } = await parseBody(request, AddPhotoSchema)
		const { photos, status } = await addListingPhotoByAddress(context.db, { listingId: id, actor: user, uploadsDir: context.env.UPLOADS_DIR, address: cloudinary_id, primary: is_primary })
		const [photo] = photos
		return Response.json({ id: photo!.id, cloudinary_id: photo!.cloudinary_id, is_primary: photo!.is_primary === 1, listing_status: status }, { status: 201 })
	},
})

export const loader = route.loader
export const action = route.action
