import { apiError, requireApiUser } from '#app/routes/+shared/api.server.ts'
import { apiRoute } from '#app/routes/+shared/api-route.server.ts'
import { BodyTooLargeError, filesOf, withFormData } from '#app/utils/multipart.server.ts'
import { acceptUpload } from '#app/domain/photos/uploads.server.ts'
import { TOO_LARGE_MESSAGE, MAX_PHOTO_BYTES } from '#app/domain/photos/photos.server.ts'
import { uploadIntake } from '#app/domain/photos/work.server.ts'

/** The photo of the form (field `image`); a missing, oversized or unreadable one is the client's error. */
async function postedPhoto(request: Request, uploadsDir: string) {
	let photo: Buffer | undefined
	try {
		photo = await withFormData(request, { maxBytes: MAX_PHOTO_BYTES + 64 * 1024, uploadsDir }, async (form) => {
			const [file] = filesOf(form, 'image')
			return file && Buffer.from(await file.arrayBuffer())
		})
	} catch (error) {
		if (error instanceof BodyTooLargeError) throw apiError(413, TOO_LARGE_MESSAGE)
		throw apiError(400, 'Please send the photo as multipart form data in the field "image"')
	}
	if (!photo) throw apiError(400, 'Please choose a photo to upload', { image: ['Please choose a photo to upload'] })
	return photo
}

const route = apiRoute({
	/**
	 * POST /api/upload-image (multipart, field `image`) -> 201 public_id, url, secure_url, bytes, format, width, height.
	 * The user's limits (429) and the server's room for more uploads (503) are checked before the body is read.
	 */
	async POST({ request, context }) {
		const user = await requireApiUser(request, context)
		const photo = await uploadIntake.within(() =>
			acceptUpload(context.db, { uploadsDir: context.env.UPLOADS_DIR, userId: user.id, input: () => postedPhoto(request, context.env.UPLOADS_DIR) }),
		)
		return Response.json(photo, { status: 201 })
	},
})

export const loader = route.loader
export const action = route.action
