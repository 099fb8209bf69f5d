import type { Route } from './+types/api.upload-image'
import { apiError, methodNotAllowed, requireApiUser } from '#app/utils/api.server.ts'
import { BodyTooLargeError, filesOf, readFormData } from '#app/utils/multipart.server.ts'
import { acceptUpload } from '#app/domain/uploads.server.ts'
import { TOO_LARGE_MESSAGE, MAX_PHOTO_BYTES } from '#app/domain/photos.server.ts'
import { DomainError } from '#app/domain/domain-error.ts'

export function loader() {
	return methodNotAllowed()
}

/** POST /api/upload-image (multipart, field `image`) -> public_id, url, secure_url, bytes, format, width, height */
export async function action({ request, context }: Route.ActionArgs) {
	if (request.method !== 'POST') return methodNotAllowed()
	const user = await requireApiUser(request, context)
	let form: FormData
	try {
		form = await readFormData(request, { maxBytes: MAX_PHOTO_BYTES + 64 * 1024 })
	} catch (error) {
		if (error instanceof BodyTooLargeError) return apiError(413, TOO_LARGE_MESSAGE)
		return apiError(400, 'Please send the photo as multipart form data in the field "image"')
	}
	const [file] = filesOf(form, 'image')
	if (!file) return apiError(400, 'Please choose a photo to upload', { image: ['Please choose a photo to upload'] })
	try {
		const photo = await acceptUpload(context.db, { uploadsDir: context.env.UPLOADS_DIR, userId: user.id, input: Buffer.from(await file.arrayBuffer()) })
		return Response.json(photo, { status: 201 })
	} catch (error) {
		// A photo that can't be used (400, 413), too many from this user (429), too many waiting (503).
		if (error instanceof DomainError) return apiError(error.status, error.message)
		throw error
	}
}
