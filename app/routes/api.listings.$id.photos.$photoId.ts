import { z } from 'zod'
import type { Route } from './+types/api.listings.$id.photos.$photoId'
import { apiError, methodNotAllowed, parseBody, requireApiUser } from '#app/utils/api.server.ts'
import { asApi, listingIdParam } from '#app/utils/listing-api.server.ts'
import { deleteListingPhoto, setPrimaryPhoto } from '#app/domain/listing-photo-edit.server.ts'

const PrimarySchema = z.object({ is_primary: z.literal(true, { error: 'is_primary must be true' }) })

export function loader() {
	return methodNotAllowed()
}

/** DELETE /api/listings/:id/photos/:photoId, or PATCH {is_primary: true} to make it the main photo. */
export async function action({ request, params, context }: Route.ActionArgs) {
	const user = await requireApiUser(request, context)
	const listingId = listingIdParam(params)
	const photoId = Number(params.photoId)
	if (!Number.isSafeInteger(photoId)) return apiError(404, 'Photo not found')
	if (request.method === 'DELETE') {
		return asApi(async () => {
			await deleteListingPhoto(context.db, { listingId, photoId, actor: user })
			return Response.json({ message: 'Photo deleted successfully' })
		})
	}
	if (request.method === 'PATCH') {
		await parseBody(request, PrimarySchema)
		return asApi(async () => {
			await setPrimaryPhoto(context.db, { listingId, photoId, actor: user })
			return Response.json({ message: 'Primary photo updated successfully' })
		})
	}
	return methodNotAllowed()
}
