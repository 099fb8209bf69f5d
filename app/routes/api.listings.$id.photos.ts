import { z } from 'zod'
import type { Route } from './+types/api.listings.$id.photos'
import { methodNotAllowed, parseBody, requireApiUser } from '#app/utils/api.server.ts'
import { asApi, listingIdParam } from '#app/utils/listing-api.server.ts'
import { addListingPhotoByAddress } from '#app/domain/photos/add-by-address.server.ts'

const AddPhotoSchema = z.object({
	cloudinary_id: z.string({ error: 'Please enter a photo URL' }).trim().min(1, 'Please enter a photo URL').max(500),
	is_primary: z.boolean().optional(),
})

export function loader() {
	return methodNotAllowed()
}

/** POST /api/listings/:id/photos {cloudinary_id, is_primary} -> 201 the new photo, and `listing_status` (a published one goes back for review) */
export async function action({ request, params, context }: Route.ActionArgs) {
	if (request.method !== 'POST') return methodNotAllowed()
	const user = await requireApiUser(request, context)
	const id = listingIdParam(params)
	const { cloudinary_id, is_primary } = await parseBody(request, AddPhotoSchema)
	return asApi(async () => {
		const { photos, status } = await addListingPhotoByAddress(context.db, { listingId: id, actor: user, uploadsDir: context.env.UPLOADS_DIR, address: cloudinary_id, primary: is_primary })
		const [photo] = photos
		return Response.json({ id: photo!.id, cloudinary_id: photo!.cloudinary_id, is_primary: photo!.is_primary === 1, listing_status: status }, { status: 201 })
	})
}
