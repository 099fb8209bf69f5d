const MAX_SIDE = { width: 1920, height: 1080 }
/** Below this a photo that already fits is sent as it is: recompressing would cost quality for little. */
const SMALL_ENOUGH_BYTES = 1_500_000

/**
 * A camera photo shrunk to fit 1920x1080 and recompressed as JPEG 0.8 before it crosses a slow network (a 4 MB
 * shot becomes about 300 KB). HEIC, which browsers can't draw, and anything that fails are sent unchanged.
 */
export async function shrinkPhoto(file: File): Promise<Blob> {
	if (!file.type.startsWith('image/') || file.type === 'image/heic' || file.type === 'image/heif') return file
	try {
		const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' })
		const scale = Math.min(1, MAX_SIDE.width / Math.max(bitmap.width, bitmap.height), MAX_SIDE.height / Math.min(bitmap.width, bitmap.height))
		if (scale === 1 && file.size < SMALL_ENOUGH_BYTES) return file
		const canvas = document.createElement('canvas')
		canvas.width = Math.round(bitmap.width * scale)
		canvas.height = Math.round(bitmap.height * scale)
		canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height)
		const shrunk = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.8))
		return shrunk && shrunk.size < file.size ? shrunk : file
	} catch {
		return file
	}
}

export function megabytes(bytes: number) {
	return `${(bytes / 1_000_000).toFixed(1)} MB`
}
