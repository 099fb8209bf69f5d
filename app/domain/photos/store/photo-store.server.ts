import { createDiskStore } from './disk-store.server.ts'
import type { ObjectStore } from './object-store.server.ts'
import { createS3Store } from './s3-store.server.ts'
import { parseStorageUrl } from './storage-url.ts'

let shared: ObjectStore | null | undefined

/**
 * Where photos live: the S3-compatible bucket STORAGE_URL names, shared by every instance, or else the UPLOADS_DIR the
 * call names. Read from the process's environment, not passed down: the server and React Router's build are two
 * bundles, each with its own copy of this module, and both must choose the same store. The address was checked when
 * the server started (env.server.ts refuses a bad one).
 */
export function photoStoreFor(uploadsDir: string): ObjectStore {
	if (shared === undefined) {
		const location = process.env.STORAGE_URL ? parseStorageUrl(process.env.STORAGE_URL) : null
		if (typeof location === 'string') throw new Error(`Invalid setting STORAGE_URL: ${location}`)
		shared = location ? createS3Store(location) : null
	}
	return shared ?? createDiskStore(uploadsDir)
}

/**
 * Whether pages link photos to the bucket's public address (PHOTOS_PUBLIC_URL, which env.server.ts accepts only with
 * STORAGE_URL): then every size pages show must be in the bucket as soon as a photo is stored.
 */
export function photosArePublic() {
	return Boolean(publicPhotosBase() && process.env.STORAGE_URL)
}

/** The bucket's public address pages link photos to (PHOTOS_PUBLIC_URL), without a trailing slash; null when unset. */
export function publicPhotosBase() {
	return process.env.PHOTOS_PUBLIC_URL?.replace(/\/+$/, '') || null
}
